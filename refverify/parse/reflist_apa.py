"""APA 7 reference lines beyond "Authors. (Year). Title. Journal, 12(3), 1–9." (issue 20):

- the year as APA writes it when there is no single one: "(n.d.-a)", "(2015–2020)", "(in press)",
  "(2019, January 15)";
- editors as authors: "Gold, M. (Ed.). (1999)."; "Jr." after the initials; "…" before the last of
  twenty-one authors or more;
- a work without authors, its title first: "Title of the film. (1975). Studio.";
- a title with a description in parentheses, whose periods end no sentence: "(Vol. 7)", "(5th ed.,
  Vol. 1)", "(S. H. Butcher, Trans.)", "(Report No. 12)", "(Doctoral dissertation)";
- what follows the source: "Advance online publication.", "(Original work published 1900)".
"""
from __future__ import annotations

import re

YEAR = r"\d{4}[a-z]?(?:[–-]\d{4})?|n\.\s?d\.(?:-[a-z])?|in press"
_EDITORS = re.compile(r"\s*\((?:Eds?|Ed)\.\)\.?$")
_DESCRIPTOR = re.compile(r"\s*\((?P<inside>[^()]*(?:\bVol\.|\bNo\.|\bed\.|\bEds?\.|\bTrans\.|dissertation|thesis|"
                         r"\bReport\b|\bBrief\b|\bGrant\b|Data Set|Publication|Episode|\bpp?\.|\bed\b|\bedn\b|\bprint(?:ing)?\b|"
                         r"\bVersion\b|\bAufl\.?)[^()]*)\)$", re.I)
# APA 7's description in square brackets: "[Computer software]", "[Data set]", "[Doctoral dissertation,
# University]", a thesis's "[Ludwig-Maximilians-Universität München]"
_BRACKETED = re.compile(r"(?<=\S)\s*\[(?P<inside>[^\[\]]+)\]$")
_SCHOOL = re.compile(r"^(?:(?:Doctoral|Master'?s?|PhD|Ph\.D\.|Bachelor'?s?|Diploma)\s+(?:dissertation|thesis)\s*,\s*)?"
                     r"(?P<school>[^,]*(?:Universi|College|Institut|Hochschule|School|École|Escuela|Escola|Polytechn|Politécn)[^\]]*)$", re.I)
_ORIGINAL = re.compile(r"\s*\(Original work published [^)]*\)\.?$", re.I)
_ADVANCE = re.compile(r"\.?\s*Advance online publication\.?$", re.I)


def editors_as_authors(authors: str) -> tuple[str, bool]:
    """"Gold, M. (Ed.)." → ("Gold, M.", True)."""
    stripped = _EDITORS.sub("", authors)
    return stripped, stripped != authors


def split_title(text: str, sentence_end: re.Pattern) -> tuple[str, str]:
    """The title is the first sentence, a sentence end inside parentheses not counting
    ("Poetics (S. H. Butcher, Trans.). Publisher.")."""
    masked = re.sub(r"\([^()]*\)", lambda m: m.group(0).translate(str.maketrans(".?!", "\x01\x02\x03")), text)
    end = sentence_end.search(masked)
    if not end:
        return text.strip(), ""
    return text[:end.start()].strip(), text[end.end():].strip()


def description(title: str) -> tuple[str, str]:
    """("Title", "Doctoral dissertation") from "Title (Doctoral dissertation)" or "Title (Version 1.7)
    [Computer software]"; the description is no part of the title."""
    title, said = title.rstrip("."), ""
    bracket = _BRACKETED.search(title)
    if bracket:
        title, said = title[:bracket.start()], bracket.group("inside")
    found = _DESCRIPTOR.search(title)
    if not found:
        return title, said
    return title[:found.start()], ", ".join(p for p in (found.group("inside"), said) if p)


def school(said: str) -> str:
    """The university of "[Doctoral dissertation, University]" / "[University]"; "" otherwise."""
    found = _SCHOOL.match(said.strip())
    return found.group("school").strip() if found else ""


def after_source(rest: str) -> tuple[str, bool]:
    """The rest without "(Original work published …)"; True when "Advance online publication"
    said the venue is a journal."""
    rest = _ORIGINAL.sub("", rest.strip())
    advance = _ADVANCE.search(rest)
    return (rest[:advance.start()] if advance else rest), bool(advance)


# Wikipedia's {{cite book}} as it displays: "Smith, Steven W. (1997). Title. California Technical Pub.
# pp. 177–180. ISBN …" / "Gauss, C. F. (1876). Title. Band 3. Göttingen: Publisher. pp. 265–327." — after
# the title an optional volume, the (place and) publisher, then the pages after "pp." (a journal's
# pages follow a comma, never a sentence end)
_CS1_BOOK = re.compile(r"^(?!In\b)(?:(?:Vol\.|Volume|Band|Bd\.)\s*(?P<volume>\d{1,4})\.\s+)?(?:(?P<place>[^.:,\d]{2,40}):\s*)?"
                       r"(?P<publisher>[^:\d]{2,80}?)\.?\s+pp?\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\.?$")


def cs1_book(rest: str) -> re.Match | None:
    return _CS1_BOOK.match(rest.strip())


# APA 7 writes a periodical without volume ("Title. North Pacific Fish Commission Bulletin. https://…")
# and a report's publisher ("Title. GBIF Secretariat. https://…") the same way: the source's last
# word says which it is. A report's page count follows its title: "Title (p. 73)."
_PERIODICAL_HEAD = re.compile(r"\b(?:Bulletin|Journal|Review|Letters|Magazine|Quarterly|Annals|Transactions|"
                              r"Newsletter|Gazette|Proceedings)$")
_PUBLISHER_HEAD = re.compile(r"\b(?:Secretariat|Institute|Agency|Office|Department|Ministry|Press|University|"
                             r"Foundation|Council|Cent(?:er|re)|Bureau|Service|Survey|Organi[sz]ation|Commission)$")
_PAGE_COUNT = re.compile(r"\s\((?:pp?\.)\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\)\.\s")


def source_kind(raw: str, entry) -> None:
    """Put an APA source without volume, issue or pages where its last word says (journal or
    publisher), and a report's "(p. 73)" into its pages."""
    if entry.volume or entry.issue or entry.pages:
        return
    count = _PAGE_COUNT.search(raw)
    if count and entry.title and entry.title in raw[:count.start() + 1]:
        entry.pages = re.sub(r"\s*[–]\s*", "-", count.group("pages"))
    source = (entry.journal or entry.publisher).strip(" .")
    if not source or (entry.journal and entry.publisher):
        return
    from .reflist_certainty import guess
    if _PERIODICAL_HEAD.search(source):
        entry.journal, entry.publisher, entry.entry_type = source, "", "article"
        guess(entry, "journal", "a periodical told from a publisher by its last word")
    elif _PUBLISHER_HEAD.search(source) and entry.journal:
        entry.journal, entry.publisher, entry.entry_type = "", source, "techreport"
        guess(entry, "publisher", "a report's publisher told from a periodical by its last word")
