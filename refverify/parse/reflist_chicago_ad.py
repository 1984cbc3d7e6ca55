"""Chicago author-date as Zotero and Word render it (issue 20): the names, the year, the title in double
quotes with its period inside, then the container in one of a few shapes:

    Family, Given, and Given Family. 2024. “Title.” In Proceedings of …. Vol. 235. Series. Place: PMLR.
    Family, Given, and Given Family. 2015. “Title.” In Conference on X, 1530–38. PMLR.
    Family, Given, et al. 2019. “Title.” In Advances in Neural Information Processing Systems. Vol. 32.
    Family, Given. 2016. “Title.” In Proceedings of X, edited by A and B, 97:3009–18. Series. PMLR.
    Family, Given, and Given Family. 2017. “Title.” Journal of X 5 (1).   (also "5 (1): 12–19." / "12. Publisher.")

A law review's volume before the journal, as students type it ("“Title” 18 Review of X 173-227"), is read
too, and marked guessed; so is MLA's "Journal 45.1 135-150". Students' author-date mixes with the year bare
after names written family first with initials are read the same way:

    Mishra L. 2012 “Title?“. IndiaToday. Retrieved from: http://…        (a site or paper's name: guessed)
    Liski M. , Montero J.P 2005. “Title” Working paper, Helsinki School of Economics   (its publisher: guessed)

Any other rest is left to the older readers (reflist_styles.parse_chicago, reflist_heads.parse_nlm)."""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_certainty import guess as mark_guessed
from .reflist_parts import MONTH, _PAGES, _set_authors, is_proceedings

# "Names. 2024. “Title.” rest" (the title closed after its own period, question or exclamation mark, or none)
# (the year in brackets too: the line's reading writes "…, et al. 2019." as "… et al. (2019).")
# (an APA head with a quoted title, "Names (2015). “Title” Journal 45.1 135-150", for a journal's shapes only)
_HEAD = re.compile(r"^(?P<authors>[^“”\"]+?)(?:(?P<stop>\.)\s+|\s+(?=\())(?P<open>\()?(?P<year>(?:1[5-9]|20)\d\d[a-z]?)(?(open)\))\.\s+"
                   r"[“\"](?P<title>[^“”\"]{3,400}?)[.?!]?[”\"]\s+(?P<rest>\S.*)$")
_SENTENCE = r"(?:[^.]|\.(?=\S)|(?<=\b[A-Z])\.)+?"     # no period before a space, but an initial's or "U.S."
# "In Book[, edited by …][, 97:3009–18 | , 1530–38 | , vol. 9351][. Vol. 235][. Series][. Place: Publisher]."
# (the editors' names hold commas and initials' periods: "edited by H. Wallach, …, and R. J. Garnett, 32:8024–35.";
# a period after a word ends them)
_EDITORS = r"(?:[^.:]|(?<=\b[A-Z])\.|\.(?=,))+?"      # (ASA's "edited by B. Wellman and S. D Berkowitz., pp. 477–97")
_IN = re.compile(rf"^In\s+(?P<book>{_SENTENCE})(?:,\s*edited by\s+{_EDITORS})?"
                 rf"(?:,\s*(?:pp?\.\s*)?(?:(?P<vol>\d+):)?(?P<pages>{_PAGES}))?(?:,\s*vol\.\s*(?P<vol2>\w+))?"
                 rf"(?:(?<!\b[A-Z])\.\s+Vol\.\s*(?P<volume>\w+))?"        # (an initial's period ends no sentence)
                 rf"(?:(?<!\b[A-Z])\.\s+(?P<series>{_SENTENCE}))??(?:(?<!\b[A-Z])\.\s+(?:(?P<place>[^.:]+):\s*)?(?P<publisher>[^.:]+))?\.?$")
# a paper at a meeting without "In", the meeting's place in brackets: "2009 IEEE Conference on X (Miami, FL), 248–55."
# (a place has a comma: "(Miami, FL)"; an acronym in brackets is the name's: "… Recognition (CVPR) (Las Vegas, NV)")
_MEETING = re.compile(rf"^(?P<book>(?:[^()]|\([^(),]*\))+?)\s*(?:\((?P<place>[^(),]+,[^()]+)\))?,\s*(?P<pages>{_PAGES})\.?$")
# "Journal 5 (1)." / "Journal 9 (3): 432–41." / "Journal 12." / "Journal 12. Frontiers Media SA."
# (no comma in the journal's name, a number in the issue: "Journal, Special Issue, 79 (January): 72–90" is another's)
# (and MLA's "Journal 45.1 135-150": the volume, the issue after a period, the pages after a space)
# (Zotero's month in the issue's place, "Journal 14 (March).", is no issue)
_JOURNAL = re.compile(rf"^(?P<journal>[^\W\d_][^\d,]*?)\s+(?P<volume>\d+)(?:\s*\((?P<issue>[^()\d]*\d[^()]*)\)"
                      rf"|\s*\({MONTH}\)|\.(?P<mla>\d+)(?=\s+\d))?(?:(?:\s*:\s*|(?<=\d)\s+(?=\d))(?P<pages>{_PAGES}))?(?:\.\s+(?P<publisher>[^\W\d_][^.:]*?))?\.?$")
# Zotero's article published online before its issue: "Ecography, July." (the month alone after the journal)
_ONLINE_FIRST = re.compile(rf"^(?P<journal>[^\W\d_][^\d,.]*?),\s*{MONTH}(?:\s+\d{{1,2}})?\.?$")
# the article's handling editor, which Zotero writes before the journal: "Edited by Margaret J. Okoro and Ann Lee. mBio"
_EDITED_BY = re.compile(rf"^Edited by\s+{_EDITORS}(?<!\b[A-Z])\.\s+(?=\S)")
# a law review's citation: "18 Research in Law and Economics 173-227"
_LAW = re.compile(rf"^(?P<volume>\d+)\s+(?P<journal>[^\W\d_][^\d,]*?)\s+(?P<pages>{_PAGES})\.?$")

# a student's mix: names family first ending in initials, the year bare, the title quoted (Word may turn the
# closing quote after "?" into an opening one: "market?“"), then a source or nothing
_STUDENT = re.compile(r"^(?P<authors>(?:[^“”\"\d.]|(?<=\b[A-Z])\.)+?(?<=\b[A-Z])\.?)\s+(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\.?\s+"
                      r"[“\"](?P<title>[^“”\"]{3,400}?)[.,]?[”\"“]\s*\.?\s*(?P<rest>.*)$")
_WORKING_PAPER = re.compile(r"^Working\s+paper\s*[,.]\s*(?P<publisher>[^\d]+?)\.?$", re.I)
_SOURCE_NAME = re.compile(r"^(?P<source>[^\W\d_][^\d.:;,]{1,60}?)\s*\.?$")

# the first name written "Family, Given" with a particle after the given name or before the family name: one person
_PARTICLE_AFTER = re.compile(r"\s(?:de|da|di|du|von|van|der|den|del|la|le|dos|das)$")
_PARTICLE_FIRST = re.compile(r"^(?:Van|Von|De|Di|Da|Du|Le|La|Del|Dos|Das)\s+[^\W\d_]")


def _chicago_names(entry: BibEntry, text: str) -> None:
    """The names as the older readers read them, but the first person kept whole when the particle of the
    family name stands after the given name ("Gennes, Pierre-Gilles de") or opens it ("Van Rossum, Guido")."""
    _set_authors(entry, text)
    first = entry.authors[:2]
    if len(first) == 2 and "," not in first[0] and text.startswith(f"{first[0]}, {first[1]}") and (
            _PARTICLE_AFTER.search(first[1]) or _PARTICLE_FIRST.match(first[0])):
        entry.authors = [f"{first[0]}, {first[1]}", *entry.authors[2:]]


def parse_chicago_author_date(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    student = None if head else _STUDENT.match(text.strip())
    if student:
        return _student(student, entry)
    if not head or re.search(r"\d", head.group("authors")):
        return False
    rest = _EDITED_BY.sub("", head.group("rest").strip())
    # (an APA head's "(2015). “Title.” In A (Ed.), Book (pp. 1–9)." is the APA reader's; "…, et al. (2019)" is
    # Chicago's "et al. 2019." as the line's reading rewrote it)
    apa_head = bool(head.group("open")) and not re.search(r"\bet\s+al$", head.group("authors"))
    chapter = _IN.match(rest) if head.group("stop") and not apa_head else None
    if chapter and re.search(r"\((?:Eds?|eds?|Hrsg)\.?\)|\(pp?\.", rest):
        chapter = None
    journal = None if chapter else _JOURNAL.match(rest) or _ONLINE_FIRST.match(rest)
    law = None if chapter or journal else _LAW.match(rest)
    meeting = None if chapter or journal or law else _MEETING.match(rest)
    if meeting and not (is_proceedings(meeting.group("book")) and head.group("stop") and not apa_head):
        meeting = None
    if not (chapter or journal or law or meeting):
        return False
    _chicago_names(entry, head.group("authors"))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    entry.title = head.group("title").strip()
    if chapter:
        entry.journal = chapter.group("book").strip(" ,")
        entry.entry_type = "inproceedings" if is_proceedings(entry.journal) else "incollection"
        entry.volume = chapter.group("volume") or chapter.group("vol") or chapter.group("vol2") or ""
        entry.pages = normalize_pages(chapter.group("pages") or "")
        entry.publisher = (chapter.group("publisher") or "").strip()
        if entry.publisher and not (chapter.group("place") or chapter.group("series")):
            # "In Book. PMLR." — the one sentence after the book is its publisher (or a series)
            mark_guessed(entry, "publisher", "the one sentence after the book read as its publisher")
        return True
    if meeting:
        entry.entry_type, entry.journal = "inproceedings", meeting.group("book").strip(" ,")
        entry.pages = normalize_pages(meeting.group("pages"))
        return True
    found = journal or law
    entry.entry_type = "article"
    fields = found.groupdict()
    entry.journal, entry.volume = fields["journal"].strip(" ,"), fields.get("volume") or ""
    entry.issue = (fields.get("issue") or fields.get("mla") or "").strip()
    entry.pages = normalize_pages(fields.get("pages") or "")
    entry.publisher = (fields.get("publisher") or "").strip()
    if law:
        mark_guessed(entry, ("journal", "volume", "pages"), "a law review's citation: the volume before the journal")
    if fields.get("mla"):
        mark_guessed(entry, ("issue", "pages"), "MLA's 'volume.issue pages' read without its marks")
    return True


def _student(head: re.Match, entry: BibEntry) -> bool:
    rest = head.group("rest").strip()
    journal, law = _JOURNAL.match(rest), _LAW.match(rest)
    paper, source = _WORKING_PAPER.match(rest), _SOURCE_NAME.match(rest)
    if rest and not (journal or law or paper or source):
        return False
    _set_authors(entry, head.group("authors"))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    entry.title = head.group("title").strip()
    entry.entry_type = "misc"
    found = journal or law
    if found:
        entry.entry_type = "article"
        entry.journal, entry.volume = found.group("journal").strip(" ,"), found.group("volume")
        entry.issue = ((journal.group("issue") or journal.group("mla") if journal else "") or "").strip()
        entry.pages = normalize_pages(found.group("pages") or "")
        mark_guessed(entry, ("journal", "volume", "issue", "pages"), "a source's numbers typed without their marks")
    elif paper:
        entry.entry_type, entry.publisher = "techreport", paper.group("publisher").strip(" ,")
        mark_guessed(entry, "publisher", "the words after 'Working paper,' read as its publisher")
    elif source:         # "IndiaToday." / "The New Yorker ." (a site's or a paper's name)
        entry.journal = source.group("source").strip()
        mark_guessed(entry, "journal", "the one name after the title read as the site or paper that holds it")
    return True
