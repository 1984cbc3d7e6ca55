"""abntex2's .bbl items (abntex2-alf and abntex2-num): after ``\\bibitem[Aho, Sethi e Ullman 2007]{key}``
comes ``\\abntrefinfo{Aho, Sethi e Ullman}{AHO; SETHI; ULLMAN}{2007}`` — what a citation prints, no part of
the entry — and then the entry itself in braces, written to ABNT NBR 6023 ("AHO, A.~V.; SETHI, R. Title.
\\textbf{Journal}, v.~15, n.~3, p. 1--45, 2024."). :func:`body` gives the entry's text, read as an ABNT
line; :func:`refine` uses what the style emphasises (\\textbf by default, \\emph in some templates):
the journal of an article, the title of a book — so "\\emph{Title}. Publisher, 2012." names a publisher."""
from __future__ import annotations

import re

from .braces import closing_brace
from .entry import BibEntry, clean_space, latex_to_text

_ARG = r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}"
_REFINFO = re.compile(rf"^\s*\\abntrefinfo\s*{_ARG}\s*{_ARG}\s*{_ARG}\s*")
_MARK = re.compile(r"\\(?:emph|textbf|textit)\s*\{")


def body(text: str) -> str | None:
    """The entry of an abntex2 item (the text after its ``\\bibitem``), without ``\\abntrefinfo`` and
    the braces around it; None for an item of another style."""
    info = _REFINFO.match(text)
    if not info:
        return None
    rest = text[info.end():].strip()
    if rest.startswith("{") and closing_brace(rest, 1) == len(rest) - 1:
        rest = rest[1:-1].strip()
    return rest


def _marked(text: str) -> list[str]:
    """The plain text of each emphasised span ("\\textbf{Revista}" → "Revista")."""
    spans = []
    for match in _MARK.finditer(text):
        end = closing_brace(text, match.end())
        if end > 0:
            spans.append(clean_space(latex_to_text(text[match.end():end])).strip(" .,"))
    return spans


def refine(text: str, entry: BibEntry) -> None:
    """The fields the emphasis says: the container of a part is the span emphasised after "In:", whole
    and without the organiser before it ("In: IEEE. \\emph{2021 IEEE/ACM Symposium (CGO)}. [S.l.]" /
    "In: \\emph{Proceedings of X V. 2}"); a book read as an article: its title is the emphasised span
    and what follows it, read as the journal, is the publisher ("COOPER, K. \\emph{Engineering a
    Compiler}. Morgan Kaufmann, 2012.")."""
    part = re.search(r"\bIn:\s*(?:[^{}\\]{0,80}?\.\s*)?(?=\\(?:emph|textbf|textit)\s*\{)", text)
    if part:
        container = _marked(text[part.end():])[:1]
        if container and container[0] and entry.journal != container[0]:
            entry.journal = container[0]
        return
    marked = _marked(text)
    title = entry.title.strip(" .")
    if (entry.journal and title and title in marked and entry.journal.strip(" .") not in marked
            and not (entry.volume or entry.issue or entry.pages) and not re.search(r"\bIn:\s", text)):
        entry.publisher, entry.journal = entry.journal.strip(" ."), ""
        entry.entry_type = "book"
