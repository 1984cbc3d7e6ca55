"""ABNT NBR 6023's highlighted element (bold, or italics) kept in a list that keeps its emphasis (Markdown's
``**…**``, a .bbl's ``\\textbf{…}``), issue 20. Right after the names it is the whole work's title, however many
sentences it holds ("MOTA, Eduardo; TEIXEIRA, Maria. **Vigilância no Brasil. Elementos para entender a resposta**.
SciELO, 2020."), and the "Publisher, [Place,] Year" after it names the work's publisher, no journal
("STOWE, Mike. **Undisturbed REST: A Guide**. MuleSoft, 2015.")."""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space

_UPPER = "A-ZÀ-ÖØ-Ý"
# the names in capitals ("MOTA, Eduardo; TEIXEIRA, Maria Glória.", "SECRETARIA NACIONAL DE ASSISTÊNCIA SOCIAL."),
# after a list's number or bullet, then the highlighted title and what follows it
_BOLD_TITLE = re.compile(rf"^(?:\s*(?:[-*+]|\d{{1,4}}[.)]|\[\d{{1,4}}\])\s+)?[{_UPPER}][{_UPPER}'’\-]+(?:[\s,;][^*\\{{}}]{{0,200}}?)?\.\s+"
                         r"(?:\*\*|__|\*|_|\\textbf\{|\\emph\{|\\textit\{)(?=\S)(?P<title>[^*_{}\n]{3,300}?)(?<=\S)"
                         r"(?:\*\*|__|\*|_|\})(?P<after>[.,].*)$")
# "MuleSoft, 2015.", "Ministério do Desenvolvimento Social, Brasília, 2011.", "Rio de Janeiro: GEN Atlas, 2023."
_SOURCE = re.compile(rf"^[.,]\s*(?:(?P<place>[^:.,\d]{{2,40}}):\s*)?(?P<publisher>[^.,:;\d\s][^.,:;]{{1,80}}?),\s*"
                     r"(?:[^.,:;\d]{2,40},\s*)?(?:1[5-9]|20)\d\d\b")


def refine(entry: BibEntry) -> None:
    """The highlighted title and its publisher put where they go, when the line keeps its emphasis."""
    found = _BOLD_TITLE.match(entry.raw or "")
    if not found:
        return
    title = clean_space(found.group("title")).rstrip(" .")
    read = (entry.title or "").rstrip(" .")
    if not read or not title.startswith(read):
        return      # the reader's title is another part of the line: its reading stands
    if title != read:
        entry.title = title
        if entry.journal and entry.journal.rstrip(" .”") in title:
            entry.journal = ""      # the title's second sentence, read as a journal
    source = _SOURCE.match(found.group("after"))
    if source and not (entry.volume or entry.issue or entry.pages):
        publisher = clean_space(source.group("publisher"))
        if entry.journal in ("", publisher):
            entry.journal, entry.publisher, entry.entry_type = "", publisher, "book"
