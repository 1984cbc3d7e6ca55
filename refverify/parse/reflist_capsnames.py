"""Reference lines whose author list writes each family name in capitals, then the given names:
ISO 690 ("LECUN, Yann, BENGIO, Yoshua and HINTON, Geoffrey. Title. Journal. 2015. Vol. 521,
no. 7553, p. 436–444.", also with the year after the names: "…, 2015. Title.") and ABNT ("LECUN,
Yann; BENGIO, Yoshua. Title. Journal, v. 521, n. 7553, p. 436–444, 2015.").

The capitals say where each person starts; the rest of the line is read as after any author list,
and the numbers written with their words (Vol./v./Bd., no./n./Nr., p./S.) are taken when that
leaves them unread.
"""
from __future__ import annotations

import re

from . import reflist_heads as heads
from .entry import BibEntry, split_year
from .reflist_parts import _PAGES, _PUBLISHER_WORDS, UPPER, normalize_pages

_CAPS = rf"[{UPPER}][{UPPER}'’\-]+(?:\s+[{UPPER}][{UPPER}'’\-]+)*"            # LECUN, VAN DER WALT, ROMERA-PAREDES
_LOWER = "a-z\u00df-\u00ff"
# Yann, Stephen F., K. Jarrod, R.A.
_GIVEN = rf"[{UPPER}](?:[{_LOWER}'’\-]+|\.)(?:(?<=\.)[{UPPER}]\.|[\s\-][{UPPER}](?:[{_LOWER}'’\-]+|\.))*"
# (a particle after the initials, as Zotero's ABNT writes it: "SOUZA, P. H. G. F. DE;")
_NAME = rf"{_CAPS},\s+{_GIVEN}(?:\s+(?:DE|DA|DO|DOS|DAS|DEL|DI|DU|VAN|VON|de|da|do|dos|das|del|di|du|van|von)(?=\s*[;,.]))?"
_SEP = r"(?:\s*[,;]\s+(?:(?:and|et|und|y|e|&)\s+)?|\s+(?:and|et|und|y|e|&)\s+)"
# after the first, a name may be written given name first: "KAPLAN, Edward L. und Paul MEIER, 1958."
_LATER = rf"(?:{_NAME}|{_GIVEN}\s+{_CAPS}(?![\w\-]))"
_AUTHORS = re.compile(rf"^(?P<authors>{_NAME}(?:{_SEP}{_LATER})*)(?P<etal>,?\s+et\s+al\.?)?"
                      r"(?:\s*\((?i:eds?|éds?|Hrsg|dir|coord|orgs?|ed\. lit)\.?\))?"
                      rf"(?:,\s*(?P<year>(?:1[6-9]|20)\d\d[a-z]?))?(?:\.|(?<=\.))\s+(?P<rest>\S.*)$")
_ONE = re.compile(rf"(?P<family>{_CAPS}),\s+(?P<given>{_GIVEN})|(?P<given2>{_GIVEN})\s+(?P<family2>{_CAPS})(?![\w\-])")
# an access date in brackets: "[Accessed 10 May 2023]", "[Zugriff am: 10 Mai 2023]", "[Consulté le 10 mai 2023]"
_ACCESSED = re.compile(r"\[(?:Accessed|Zugriff|Consulté|Consultado|Acesso|Cited)[^\]]*\]\.?", re.I)
_VOLUME = re.compile(r"\b(?:Vol|vol|v|Bd|Jg)\.\s*(?P<volume>[\w\-]+)")
_ISSUE = re.compile(r"\b(?:no|n|Nr|n°|núm|H)\.?\s*(?P<issue>\d+(?:\s*[–\-]\s*\d+)?)(?=\W)")
_PLACE_PUBLISHER = re.compile(r"^[^:]{2,60}?\s?:\s*(?P<publisher>[^,.:]{2,80})(?:,\s*(?:1[6-9]|20)\d\d)?\.?$")
_PAGE = re.compile(rf"\b(?:pp?|S)\.\s*(?P<pages>{_PAGES})")


def parse_caps_names(text: str, entry: BibEntry) -> bool:
    head = _AUTHORS.match(text)
    # "OKAFOR, N. (2019) Title" / "(n.d.)": Harvard's or APA's; "PHINN, S. R., RUSSELL-SMITH, J.": the list goes on past an initial;
    # "KOCH, H. & E. WEISS (2003)": the list goes on after the names read
    if not head or re.match(rf"\(\s*(?:(?:1[6-9]|20)\d\d|n\.\s?d\.|s\.\s?[fd]\.|o\.\s?J\.)|[{UPPER}]\.(?:\s?[{UPPER}]\.)*,|(?:&|and|et|und|y|e)\s",
                            head.group("rest")):
        return False
    authors = [_person(m.group("family") or m.group("family2"), m.group("given") or m.group("given2"))
               for m in _ONE.finditer(head.group("authors"))]
    rest = _ACCESSED.sub(" ", head.group("rest"))
    if not heads._fill(entry, authors, bool(head.group("etal")), rest):
        return False
    _numbers(rest, entry)
    if head.group("year"):     # the year after the names (a later one may be the access date's)
        entry.year, entry.year_suffix = split_year(head.group("year"))
    _publisher_as_journal(entry)
    return True


def _publisher_as_journal(entry: BibEntry) -> None:
    """ABNT's book: "Título. Saraiva Educação SA, 2017." / "Título. Ceará: Instituto Federal. 2012." — what was read
    as a journal with no numbers is the publisher (after its place) when it names one."""
    if entry.volume or entry.issue or entry.pages or not entry.journal:
        return
    placed = re.fullmatch(r"(?P<place>[^:\d]{2,40}):\s*(?P<publisher>[^:\d]{2,80})", entry.journal)
    publisher = placed.group("publisher") if placed else entry.journal
    if re.search(r"(?i)\b(?:revista|journal|jornal|anais|proceedings|review|bulletin|boletim|cadernos?|magazine|quarterly)\b", publisher):
        return
    if _PUBLISHER_WORDS.search(publisher) or re.search(r"\b(?:S\.?A|Ltda|Editora|Brasport|Instituto|Universidade|Faculdade)\b", publisher):
        entry.entry_type, entry.journal, entry.publisher = "book", "", publisher.strip(" .,")


def _person(family: str, given: str) -> str:
    """"LECUN, Yann" / "ALTSCHUL, Stephen F" (the period after the last initial is the list's too)."""
    return f"{family}, {given.rstrip('.')}"


def _numbers(rest: str, entry: BibEntry) -> None:
    """"Journal. 2015. Vol. 521, no. 7553, p. 436–444." / "Journal, v. 521, n. 7553, p. 436–444, 2015.":
    the numbers by their words, the journal before them, when the reading after the names left them."""
    volume = _VOLUME.search(rest)
    if not volume:
        if re.fullmatch(r"\d+|\[[^\]]*\]", entry.journal):   # an edition ("2.") or a medium ("[en ligne]")
            entry.journal = ""
        # (after an edition or a medium: "2. Cambridge, MA: MIT Press", "Technical report. Toronto: …")
        book = _PLACE_PUBLISHER.match(re.split(r"\.\s+", rest.strip(" ."))[-1])
        if book and not entry.publisher and (not entry.journal or _PLACE_PUBLISHER.match(
                re.split(r"\.\s+", entry.journal)[-1])):    # ISO 690's book: "Title. Cambridge, MA : MIT Press."
            entry.publisher, entry.journal, entry.entry_type = book.group("publisher").strip(), "", "book"
        return
    before = rest[:volume.start()]
    entry.publisher = ""
    parts = [p.strip() for p in re.split(r"\.\s+", before.strip(" ,.")) if p.strip()]
    parts = [p for p in parts if not re.fullmatch(r"(?:1[6-9]|20)\d\d[a-z]?", p)]
    if len(parts) >= 2:
        entry.journal = parts[-1].strip(" ,")
        entry.title = entry.title if entry.title and entry.title in before else parts[0]
    years = re.findall(r"(?<!\d)((?:1[6-9]|20)\d\d)(?!\d)", before)
    if years:      # "Journal. 2014. Vol. 15, …, p. 1929–1958": not the last page
        entry.year, entry.year_suffix = split_year(years[-1])
    entry.volume = volume.group("volume")
    issue = _ISSUE.search(rest, volume.end())
    entry.issue = normalize_pages(issue.group("issue")) if issue else entry.issue
    pages = _PAGE.search(rest, volume.end())
    entry.pages = normalize_pages(pages.group("pages")) if pages else entry.pages
    entry.entry_type = "article"


# French theses' ISO 690 without the comma: "FOUCAULT Michel. Titre. Paris : Gallimard, 1966." /
# "BRAUDY Leo, COHEN Marshall (dir.). Titre." — each family name in capitals, then the given names
_NO_COMMA = rf"{_CAPS}\s+{_GIVEN}"
_NO_COMMA_HEAD = re.compile(rf"^(?P<names>{_NO_COMMA}(?:\s*[,;]\s+{_NO_COMMA})*)(?P<mark>\s*\((?i:eds?|éds?|dir|coord)\.?\))?\.\s+(?=\S)")
_NO_COMMA_ONE = re.compile(rf"(?P<family>{_CAPS})\s+(?P<given>{_GIVEN})")


def with_commas(text: str) -> str:
    """The line with its "FAMILY Given" names written "FAMILY, Given ; …" (as ISO 690's readers take them);
    "" when the line does not open with such names."""
    head = _NO_COMMA_HEAD.match(text)
    # one name alone only before a French imprint ("Paris : Gallimard") or "In :" ("IFC Model. Title, 2008.",
    # "SCIPR Lab." are bodies); a family name of three letters or more ("KE Dalrymple" is initials)
    if not head or not re.search(r"\s:\s", text[head.end():]) and not re.search(r"[,;]", head.group("names")) \
            or any(len(m.group("family")) < 3 for m in _NO_COMMA_ONE.finditer(head.group("names"))):
        return ""
    names = " ; ".join(f"{m.group('family')}, {m.group('given')}" for m in _NO_COMMA_ONE.finditer(head.group("names")))
    return f"{names}{head.group('mark') or ''}. {text[head.end():]}"
