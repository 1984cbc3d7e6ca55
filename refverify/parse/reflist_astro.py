"""Astronomy's and astrophysics' lists, which print no title (issue 20, held-out batch 42): the AAS
journals (aasjournal.bst: ApJ, AJ, ApJS), A&A and MNRAS.

    Abbott, B. P., Abbott, R., Abbott, T. D., et al. 2017, PhRvL, 119, 161101     AAS / A&A
    Altiparmak, S., Ecker, C., & Rezzolla, L. 2022a, ApJL, 939, L34
    Abbott B. P., et al., 2017, Phys. Rev. Lett., 119, 161101                     MNRAS
    Smith A. B., Jones C., 2019, MNRAS, 480, 1

The names, then the year with a comma, then the journal, volume and page parted by commas; a preprint
("arXiv e-prints, arXiv:2001.00001") or a book ("Radiative Processes in Astrophysics (New York: Wiley)")
may stand where the journal does. In a .bbl the AAS journals are macros (``\\apjl``): :func:`journal_macros`
writes the abbreviation they print.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import UPPER, normalize_pages

# what AASTeX's journal macros print (aasjournal.bst writes them into the .bbl)
_MACROS = {
    "aj": "AJ", "actaa": "AcA", "araa": "ARA&A", "apj": "ApJ", "apjl": "ApJL", "apjs": "ApJS", "ao": "ApOpt",
    "apss": "Ap&SS", "aap": "A&A", "aapr": "A&A Rv", "aaps": "A&AS", "azh": "AZh", "baas": "BAAS", "caa": "ChA&A",
    "cjaa": "ChJA&A", "icarus": "Icarus", "jcap": "JCAP", "jrasc": "JRASC", "memras": "MmRAS", "mnras": "MNRAS",
    "na": "NewA", "nar": "NewAR", "pra": "PhRvA", "prb": "PhRvB", "prc": "PhRvC", "prd": "PhRvD", "pre": "PhRvE",
    "prl": "PhRvL", "pasa": "PASA", "pasp": "PASP", "pasj": "PASJ", "qjras": "QJRAS", "rmxaa": "RMxAA", "skytel": "S&T",
    "solphys": "SoPh", "sovast": "Soviet Ast.", "ssr": "SSRv", "zap": "ZA", "nat": "Nature", "iaucirc": "IAUC",
    "aplett": "Astrophys. Lett.", "apspr": "Astrophys. Space Phys. Res.", "bain": "BAN", "fcp": "FCPh", "gca": "GeoCoA",
    "grl": "Geophys. Res. Lett.", "jcp": "JChPh", "jgr": "J. Geophys. Res.", "jqsrt": "JQSRT", "memsai": "MmSAI",
    "nphysa": "NuPhA", "physrep": "PhR", "physscr": "PhyS", "planss": "Planet. Space Sci.", "procspie": "Proc. SPIE",
    "psj": "PSJ", "rnaas": "RNAAS",
}
_MACRO = re.compile(r"\\(" + "|".join(sorted(_MACROS, key=len, reverse=True)) + r")(?![A-Za-z])")

_FAMILY = (rf"(?:(?:van|von|de|der|den|del|di|da|du|le|la|dos|Van|Von|De|Del|Di|Da|Du|Le|La)\s)*"
           rf"[{UPPER}][\w'’\-]*(?:\s[{UPPER}][\w'’\-]+)?")
_INITIALS = rf"(?:[{UPPER}][a-z]?\.(?:\s?-?[{UPPER}][a-z]?\.)*)"
_BODY = rf"[{UPPER}][\w\-]+(?:\s[{UPPER}\w][\w\-]*)*\s(?:Collaboration|Team|Consortium|Group)"
_AND = r"(?:,?\s*\\?&\s*|,?\s+and\s+)"
_ETAL = r"(?P<etal>,?\s+et\s+al\.?)?"
# AAS / A&A: "Family, I. I., Family, I., & Family, I. 2022a, …"
_AAS = re.compile(rf"^(?P<names>(?:{_BODY}|{_FAMILY},\s{_INITIALS})(?:(?:,\s|{_AND})(?:{_FAMILY},\s{_INITIALS}|{_BODY}))*){_ETAL}"
                  rf"\s+(?P<year>(?:19|20)\d\d[a-z]?),\s+(?P<rest>\S.*)$")
# MNRAS: "Family I. I., Family I., 2019, …" / "Family I. I., et al., 2017, …"
_MNRAS = re.compile(rf"^(?P<names>(?:{_BODY}|{_FAMILY}\s{_INITIALS})(?:(?:,\s|{_AND})(?:{_FAMILY}\s{_INITIALS}|{_BODY}))*)"
                    rf"(?P<etal>,?\s+et\s+al\.?)?,\s+(?P<year>(?:19|20)\d\d[a-z]?)(?:,\s+(?P<rest>\S.*)|\.?)$")
# the line before's authors, written as a dash ("---. 2018, PhRvL, …", read as "A. Sameauthors")
_SAME = re.compile(r"^(?P<names>A\. Sameauthors)(?P<etal>)\.?\s+(?P<year>(?:19|20)\d\d[a-z]?),\s+(?P<rest>\S.*)$")
_PAGE = r"[A-Za-z]{0,2}\d+(?:[A-Z]\d+)?[A-Za-z]?(?:\s*[-–]\s*[A-Za-z]{0,2}\d+)?"
_ARTICLE = re.compile(rf"^(?P<journal>[^,\d(][^,]*?),\s+(?P<volume>[A-Za-z]?\d+[A-Za-z]?),\s+(?P<pages>{_PAGE})"
                      r"(?P<tail>(?:[,.;]\s.*|\s\(.*\)\.?|[.,])?)$")
_VOLUME_ONLY = re.compile(r"^(?P<journal>[^,\d(][^,]*?),\s+(?P<volume>\d+[A-Za-z]?)(?P<tail>(?:[,.;]\s.*|\s\(.*\)\.?|\.)?)$")
_PREPRINT = re.compile(r"^(?P<journal>arXiv(?:\se-prints)?|ArXiv\se-prints|astro-ph)(?:,\s+(?:arXiv:)?(?P<id>\d{4}\.\d{4,5}|[a-z\-]+/\d{7})|\.?$)")
# mnras.bst's works with a title: "{Title}. Tech. rep.", "{Title}. web" (howpublished), "{Title}. CRC press" (a book)
_TITLED = re.compile(r"^(?!in\s)(?P<title>[^\d].{2,300}?)\.\s+(?P<how>Tech\.\s+[Rr]ep\.?(?:\s[^.]*)?|PhD\s+thesis.*|[^.]{2,60}?)\.?$")
_BOOK = re.compile(r"^(?P<title>[^()]{3,200}?)\s\((?:(?P<place>[^():]{2,60}):\s*)?(?P<publisher>[^():]{2,80})\)(?P<tail>.*)$")


def journal_macros(text: str) -> str:
    """A .bbl item's AAS journal macros as what they print: "\\apjl, 970" → "ApJL, 970"."""
    return _MACRO.sub(lambda m: _MACROS[m.group(1)], text)


def _names(names: str) -> list[str]:
    """"Abbott, B. P., Abbott, R., & Abbott, T. D." → ["Abbott, B. P.", "Abbott, R.", "Abbott, T. D."];
    MNRAS's "Smith A. B., Jones C." → ["Smith A. B.", "Jones C."]."""
    names = re.sub(_AND, ", ", names)
    pieces = [p.strip() for p in names.split(", ") if p.strip()]
    out: list[str] = []
    for piece in pieces:
        if out and re.fullmatch(_INITIALS, piece) and not re.search(rf"\s{_INITIALS}$", out[-1]) \
                and not re.search(r"\b(?:Collaboration|Team|Consortium|Group)$", out[-1]):
            out[-1] = f"{out[-1]}, {piece}"       # the initials after the family name and its comma
        else:
            out.append(piece)
    return out


def parse_astro(text: str, entry: BibEntry) -> bool:
    """An AAS / A&A / MNRAS line: names, year, then a journal with volume and page, a preprint or a
    book; False for any other shape."""
    text = text.strip()
    head = _SAME.match(text) or _AAS.match(text) or _MNRAS.match(text)
    if not head:
        return False
    if head.group("rest") is None:        # "Drake F., 1962": the names and the year, nothing more
        if head.re is not _MNRAS:
            return False
        entry.authors, entry.entry_type = _names(head.group("names")), "misc"
        entry.year, entry.year_suffix = split_year(head.group("year"))
        return True
    rest = head.group("rest").strip()
    article = _ARTICLE.match(rest)
    preprint = None if article else _PREPRINT.match(rest)
    volume_only = None if article or preprint else _VOLUME_ONLY.match(rest)
    book = None if article or preprint or volume_only else _BOOK.match(rest)
    titled = None if article or preprint or volume_only or book or head.re is not _MNRAS else _TITLED.match(rest)
    if not (article or preprint or volume_only or book or titled):
        return False
    if (article or volume_only) and len((article or volume_only).group("journal").split()) > 12:
        return False        # a sentence, not a journal's name: a title the style would not print
    entry.authors = _names(head.group("names"))
    entry.authors_truncated = bool(head.group("etal"))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    if article or volume_only:
        found = article or volume_only
        entry.journal, entry.volume = found.group("journal").strip(), found.group("volume")
        entry.pages = normalize_pages(found.group("pages")) if article else ""
        entry.entry_type = "article"
        tail = found.group("tail")
    elif preprint:
        entry.journal, entry.entry_type, tail = preprint.group("journal"), "misc", ""
        entry.arxiv = entry.arxiv or preprint.group("id") or ""
    elif titled:
        entry.title, how, tail = titled.group("title").strip(" ,."), titled.group("how").strip(), ""
        if re.match(r"Tech\.\s+[Rr]ep", how):
            entry.entry_type = "techreport"
        elif re.match(r"PhD\s+thesis|web$|online$", how, re.I):
            entry.entry_type = "misc"
        else:
            entry.entry_type, entry.publisher = "book", how
    elif book.group("title").startswith("in "):     # "in Proc. of X, ed. K. Lee (Berlin: Springer), 12": a paper in proceedings
        entry.journal = re.sub(r",\s*eds?\.\s.*$", "", book.group("title")[3:]).strip(" ,.")
        entry.publisher, entry.entry_type = book.group("publisher").strip(), "inproceedings"
        tail = book.group("tail")
        pages = re.match(rf"^,\s*(?:Vol\.\s*\d+,\s*)?(?:p{{1,2}}\.\s*)?(?P<pages>{_PAGE})\b", tail)
        entry.pages = normalize_pages(pages.group("pages")) if pages else ""
    else:
        entry.title, entry.publisher = book.group("title").strip(" ,."), book.group("publisher").strip()
        entry.entry_type, tail = "book", book.group("tail")
    doi = re.search(r"\b(?:doi:\s?)?(10\.\d{4,9}/\S+?)[.,;]?(?:\s|$)", tail or "")
    if doi and not entry.doi:
        entry.doi = doi.group(1)
    return True
