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

from .reflist_parts import MONTH, _PAGES

YEAR = r"\d{4}[a-z]?(?:[–-]\d{4})?|n\.\s?d\.(?:-[a-z])?|in press"
# A date where the year goes, after the authors: Zotero's conference dates "(2013/12/26-2013/12/28)", an
# ISO date "(2021-05-03)", "(January-March 2020)", "(March 2020)", "(3 March 2020)", "(March 3, 2020)",
# a season "(Spring 2019)", "(Winter 2019/2020)", APA's "(2020, March 3)" and "(2019–2020)", a day written
# as an ordinal and a comma before the year "(28th November, 2021)", "(March 3rd, 2020)"
_MONTH = MONTH
_SEASON = r"(?:Spring|Summer|Autumn|Fall|Winter)"
_DAY_DATE = r"(?P<y1>(?:1[6-9]|20)\d\d)[/.\-]\d{1,2}[/.\-]\d{1,2}"
_DATE_YEAR = re.compile(
    rf"^(?P<head>[^()\d“”\"\u3000-\u9fff\uff00-\uffef]+?\s*)\(\s*(?:{_DAY_DATE}(?:\s*[–\-]\s*(?:(?:1[6-9]|20)\d\d[/.\-])?\d{{1,2}}[/.\-]\d{{1,2}})?"
    rf"|(?:\d{{1,2}}(?:st|nd|rd|th)?(?:\s*[–\-]\s*\d{{1,2}}(?:st|nd|rd|th)?)?\s+)?(?:{_MONTH}|{_SEASON})(?:\s*[–\-/]\s*(?:{_MONTH}|{_SEASON}))?"
    rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?(?:\s*[–\-]\s*\d{{1,2}})?,|,)?\s+(?P<y2>(?:1[6-9]|20)\d\d)(?:\s*/\s*(?:1[6-9]|20)?\d\d)?"
    rf"|(?P<y3>(?:1[6-9]|20)\d\d[a-z]?)(?:\s*[–\-/]\s*(?:(?:1[6-9]|20)\d\d|\d\d)"
    rf"|,\s*(?:{_MONTH}|{_SEASON})(?:\s+\d{{1,2}}(?:\s*[–\-]\s*\d{{1,2}})?)?"
    # Word's source manager: "(2017 Jan-Feb)", the journal's abbreviation before the year "(Anesth Analg. 2004)"
    rf"|\s+{_MONTH}(?:\s*[–\-/]\s*{_MONTH})?)"
    rf"|(?:[A-Z][a-z]{{2,}}\.?\s+){{1,4}}(?P<y4>(?:1[6-9]|20)\d\d))\s*\)(?=[\s.,]+(?:[^\W\d_]|[“‘\"'*`]))")


_PARTICLES = {"and", "van", "von", "der", "den", "de", "la", "le", "du", "da", "dos", "del", "di", "ten", "ter", "et", "al", "bin"}


def date_as_year(text: str) -> str:
    """"Smith, J. (January-March 2020) Title." → "Smith, J. (2020) Title.": a date written where the
    year goes is read as its year (the line as written stays in ``raw``)."""
    found = _DATE_YEAR.match(text)
    words = re.findall(r"[^\W\d_][\w'’\-]*", found.group("head")) if found else []
    if not found or sum(1 for w in words if w[0].islower() and w not in _PARTICLES) >= 2:
        return text       # "Smith J. Title of a work (March 2020).": a title's words before it, no author list
    year = found.group("y1") or found.group("y2") or found.group("y3") or found.group("y4")
    return f"{found.group('head')}({year}){text[found.end():]}"


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


# A chapter's editors typed family name first, as Harvard writes them, in an APA line: "In Casey, E. (Ed.)
# Book." / "In: Casey, E. ed., Book" / "In Smith, J. and Lee, K. (Eds.) Book" (APA writes "In E. Casey (Ed.), Book",
# read by _parse_apa's own chapter rule, as is "In Casey, E. (Ed.), Book (pp. 1–9). Publisher.")
_TYPED_EDITORS = re.compile(r"^In:?\s+[^\W\d_][\w'’\-]+,\s+[A-Z]\.(?:[^.()]|(?<=\b[A-Z])\.)*?"
                            r"(?:\s*\((?:Eds?|eds?|editors?)\.?\)(?!,)|(?<=[A-Z]\.)\s*eds?\.|,\s*eds?\.)")


def typed_editors(rest: str) -> bool:
    return bool(_TYPED_EDITORS.match(rest))


# Word's APA 6 book section: the editors given first and no "(Eds.)", the book's pages after it
# ("In R. Kitchin, & N. Thrift, Book (pp. 672-675). Publisher.")
_BARE_EDITORS = re.compile(r"^In\s+(?P<editors>(?:(?:[A-Z]\.[\s\-]?)+\s*(?:[a-z]+\s+)?[A-Z][\w'’\-]+,\s+(?:&\s+)?)+)"
                           r"(?=[A-Z][^()]*\(pp?\.\s*\d)")


def bare_editors(rest: str) -> str:
    """``rest`` with "(Eds.)" after editors that Word's APA 6 wrote without it, as APA writes them."""
    match = _BARE_EDITORS.match(rest)
    if not match:
        return rest
    return f"In {match.group('editors').strip(' ,')} (Eds.), {rest[match.end():]}"


# APA 6 typed with a comma, not a period, after the title: "Title, Current Biology, 17(22), pp. 1938 – 1942." /
# "Title, PLoS ONE 8(3): e59469." — the journal is the part before the numbers that holds no comma (a guess)
_COMMA_VENUE = re.compile(r"^(?P<title>.{8,}?[^\d\s]),\s+(?P<venue>(?!(?:Vol|Volume|Part|Book|Chapter|Edition|No|Issue|Band|Tome)\b)"
                          r"[A-Z][^,\d]*?,?\s+\d[\w\-]*\s*(?:\([^()]{1,12}\))?"
                          rf"(?:\s*[,:.]\s*(?:pp?\.\s*)?(?:Article\s+)?(?:{_PAGES}))?)\.?$")


# no stop at all after the title: "Title using synthetic notch receptors Cell, 164(4), 780-791." — the journal is
# the run of capitalised words after the title's last lower-case word, before volume (issue) and pages (a guess)
_SPACED_VENUE = re.compile(r"^(?P<title>.{8,}?\s[a-z][\w\-]*)\s+(?P<venue>[A-Z][\w&\-]*(?:\s+(?:[A-Z][\w&\-]*|of|and|&)){0,5},?"
                           rf"\s+\d+\s*\([^()]{{1,12}}\)\s*[,:]\s*(?:pp?\.\s*)?(?:{_PAGES}))\.?$")


def spaced_venue(title: str) -> tuple[str, str] | None:
    """(title, "Cell, 164(4), 780-791") from a first sentence with no stop between them; None otherwise."""
    found = _SPACED_VENUE.match(title.strip())
    return (found.group("title"), found.group("venue")) if found else None


def comma_venue(title: str) -> tuple[str, str] | None:
    """(title, "Journal, 17(22), pp. 1–9") from a first sentence that holds both; None otherwise."""
    found = _COMMA_VENUE.match(title.strip())
    return (found.group("title"), found.group("venue")) if found else None


# "Trends in Cognitive Sciences, 6(2). pp. 55-57." — a period, not a comma, before the pages
_PERIOD_PAGES = re.compile(r"(?P<numbers>,\s*\d{1,5}(?:\s*\([^()]{1,12}\))?|\d\s*\([^()]{1,12}\))\.\s+(?=pp?\.\s*[A-Za-z]{0,4}\d)")


def period_before_pages(rest: str) -> str:
    return _PERIOD_PAGES.sub(r"\g<numbers>, ", rest)


def editors_as_authors(authors: str) -> tuple[str, bool]:
    """"Gold, M. (Ed.)." → ("Gold, M.", True)."""
    stripped = _EDITORS.sub("", authors)
    return stripped, stripped != authors


def split_title(text: str, sentence_end: re.Pattern) -> tuple[str, str]:
    """The title is the first sentence, a sentence end inside parentheses not counting
    ("Poetics (S. H. Butcher, Trans.). Publisher.")."""
    masked = re.sub(r"\([^()]*\)", lambda m: m.group(0).translate(str.maketrans(".?!", "\x01\x02\x03")), text)
    # a genus abbreviated before its species ("Eucalyptus grandis × E. urophylla"): a capital's dot
    # followed by a word in lower case ends no sentence
    masked = re.sub(r"(?<![^\s(×])([A-Z])\.(?=\s+[a-z]{3,}\b)", "\\1\x01", masked)
    # a botanical authority after a parenthesised one ("rospigliosii (Pilg.) C.N. Page “ulcumano”",
    # "fruticosus (L) H. Buek stem cuttings"): its initials end no sentence
    masked = re.sub(r"(?<=\)\s)((?:[A-Z]\.)*[A-Z])\.(?=\s+[A-Z][a-z]+\s+[a-z“\"])", "\\1\x01", masked)
    end = sentence_end.search(masked)
    if not end:
        return text.strip(), ""
    return text[:end.start()].strip(), text[end.end():].strip()


# The format or medium APA and Harvard put in brackets after a title, also before its edition or volume
# ("Title [PDF] (2nd ed.)", "Title [Kindle version]", "Title (1st ed.) [Kindle version]")
_MEDIUM = re.compile(r"\s*\[(?:PDF|EPUB|e-?book|Kindle(?:\s+(?:version|edition|ed\.|DX))?|(?:Online\s+|YouTube\s+)?video(?:\s+file)?|"
                     r"Audio(?:\s+(?:podcast|file|recording))?|Podcast(?:\s+episode)?|Audiobook|Data\s?set|Lecture\s+notes|"
                     r"(?:PowerPoint\s+|Presentation\s+|Lecture\s+)?slides|Computer\s+software|Software|Mobile\s+app(?:lication)?(?:\s+software)?|"
                     r"Blog\s+post|Web\s?page|Website|Film|Motion\s+picture|Television\s+(?:series|broadcast|program(?:me)?)(?:\s+episode)?|"
                     r"Photograph|Image|Infographic|Map|Brochure|Fact\s+sheet|Press\s+release|Tweet|White\s+paper|Webinar|"
                     r"Electronic\s+(?:version|resource)|CD-ROM|DVD|Unpublished\s+manuscript|Conference\s+presentation|"
                     r"Poster\s+(?:presentation|session)|Paper\s+presentation)\]", re.I)


def without_medium(title: str) -> tuple[str, str]:
    """("Title (2nd ed.)", "PDF") from "Title [PDF] (2nd ed.)": a medium in brackets is no part of a title."""
    found = _MEDIUM.search(title)
    if not found:
        return title, ""
    return (title[:found.start()] + title[found.end():]).strip(), found.group(0).strip(" []")


def description(title: str) -> tuple[str, str]:
    """("Title", "Doctoral dissertation") from "Title (Doctoral dissertation)" or "Title (Version 1.7)
    [Computer software]"; the description is no part of the title."""
    title, said = without_medium(title.rstrip("."))
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
                       r"(?P<publisher>[^:\d]{1,79}?[^,:\d\s])\.?\s+pp?\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\.?$")


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
