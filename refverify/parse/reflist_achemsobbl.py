"""achemso's .bbl (the ACS journals' BibTeX style, issue 20, held-out batch 63): an article prints no title,
and its marks say where each field is — the journal in ``\\emph``, the year in ``\\textbf``, the volume in
``\\emph`` again, then the pages:

    McDaniel,~J.~G.; Schmidt,~J.~R. \\emph{J. Phys. Chem. B} \\textbf{2014}, \\emph{118}, 8042--8053\\relax …

Read as text, "Schmidt, J. R. J. Phys. Chem. B" cannot say where the initials end and the journal begins
("J." opens both); the marks can. A title, when the style is asked to print it, stands between the names and the
journal ("Wetmur,~J.~G.; Davidson,~N. {Kinetics of Renaturation of DNA}. \\emph{J. Mol. Biol.} …")."""
from __future__ import annotations

import re

from .entry import BibEntry, latex_to_text, normalize_pages, split_year
from .reflist_parts import _set_authors

_ARTICLE = re.compile(r"^(?P<names>[^{}]*?(?:\{[^{}]*\}[^{}]*?)*?)\s*\\emph\{(?P<journal>[^{}]+)\}\s*\\textbf\{(?P<year>(?:1[6-9]|20)\d\d)[a-z]?\}"
                      r"\s*,\s*\\emph\{(?P<volume>[^{}]+)\}(?:\s*,\s*(?P<pages>[\w.]+(?:\s*-{1,2}\s*[\w.]+)?))?")


_TITLED = re.compile(r"^(?P<names>(?:[^;{}]+;\s*)*[^;{}]+?,(?:~|\s)*(?:[A-Z][a-z]?\.(?:~|\s|-)*)+(?:;?\s*(?:\\latin\{et~al\.\}|et~al\.))?)"
                     r"\s+(?P<title>[^\s;].*?)\.?$", re.S)


def refine(body: str, entry: BibEntry) -> bool:
    """Set an achemso article's names, journal, year, volume and pages from its marks (``body``: the item's
    LaTeX after the \\bibitem's label and key); False for any other item."""
    match = _ARTICLE.match(body.strip())
    # the title achemso prints when asked ("Wetmur,~J.~G.; Davidson,~N. {Kinetics of Renaturation}. \emph{J. Mol. Biol.} …")
    head = match.group("names").strip() if match else ""
    cut = re.search(r"\s*(?:\\latin\{et~al\.\}|et~?\s*al\.)\s*$", head)     # "…; Abernathy,~M.~R. \latin{et~al.}"
    head = head[:cut.start()] if cut else head
    titled = _TITLED.match(head)
    # (no title that is an initial: "Schmidt, J. R." with spaces for the ties)
    titled = titled if titled and len(re.findall(r"[^\W\d_]", titled.group("title"))) > 3 \
        and not re.match(r"(?:[A-Z]\.\s*)+$", titled.group("title").strip()) else None
    names = latex_to_text(titled.group("names") if titled else head).strip(" .") if match else ""
    if not match or ";" not in names and not re.fullmatch(r"[^,]+,\s*(?:[A-Z]\.\s?-?)+", names):
        return False
    _set_authors(entry, names)
    entry.authors_truncated = entry.authors_truncated or bool(cut)
    entry.title = latex_to_text(titled.group("title")).strip(" .") if titled else ""
    entry.journal = latex_to_text(match.group("journal")).strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume, entry.issue = latex_to_text(match.group("volume")).strip(), ""
    entry.pages = normalize_pages(match.group("pages") or "")
    entry.entry_type = "article"
    return True


# The same article typed or pasted as text: "McDaniel, J. G.; Schmidt, J. R. J. Phys. Chem. B 2014, 118, 8042-8053."
# — two initials at most to a name, so "J. Phys." opens the journal (ACS's names rarely have three)
_INITIALS = r"(?:[A-Z]\.\s?-?){1,2}"
_FAMILY = r"[A-Z][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?"
_SHORT = re.compile(rf"^(?P<names>{_FAMILY},\s*{_INITIALS}(?:;\s*{_FAMILY},\s*{_INITIALS})*(?:;?\s*et\s+al\.)?)\s+"
                    r"(?P<journal>[A-Z][^,;()]*?)\s+(?P<year>(?:1[6-9]|20)\d\d)[a-z]?,\s*(?P<volume>\d+[A-Z]?)(?:\s*\((?P<issue>\w+)\))?"
                    r",\s*(?P<pages>[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)\.?$")


def _abbreviated(journal: str) -> bool:
    """A journal's abbreviation ("J. Phys. Chem. B", "Phys. Today", "ACS Nano"): two whole words at most, no
    colon, one word before its first stop — a title's sentence before a journal ("Effects of pH on Potassium: ….
    Journal of …", "Mesh Optics. J. Opt.") is not one."""
    whole = [w for w in journal.split() if not w.endswith(".") and len(w) > 1]
    sentence = journal.split(". ")[0] if ". " in journal else ""      # "Mesh Optics. J. Opt.": a title before it
    return ":" not in journal and len(whole) <= 2 and len(sentence.split()) <= 1


def parse_acs_short(text: str, entry: BibEntry) -> bool:
    """An ACS article without its title, as text; False for another shape (a title's sentence where the
    journal goes is another shape)."""
    match = _SHORT.match(text.strip())
    if not match or ";" not in match.group("names") and not match.group("names").count(",") == 1 \
            or not _abbreviated(match.group("journal")):
        return False
    _set_authors(entry, match.group("names").strip())
    entry.title, entry.journal = "", match.group("journal").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume, entry.issue = match.group("volume"), match.group("issue") or ""
    entry.pages = normalize_pages(match.group("pages"))
    entry.entry_type = "article"
    return True
