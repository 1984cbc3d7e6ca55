"""Numbered physics, chemistry and Elsevier lines: names written initials first and separated by
commas, then (a title and) the journal with its bare numbers — no words for them:

- Elsevier with titles: "A. Tamsin, R. Ovell, T. Brack, Title, J. Appl. Phys. 54 (1983) 1201–1209."
  (without titles the same with no title);
- APS / Springer physics / AIP / SPIE: "A. Tamsin, R. Ovell, and T. Brack, Title, J. Appl. Phys.
  54, 1201 (1983)." (the title may be missing, or quoted: '“Title,” J. Appl. Phys. 54(3), 1201–1209
  (1983).');
- Royal Society of Chemistry: "A. Tamsin, R. Ovell and T. Brack, J. Appl. Phys., 1983, 54, 1201–1209."

Only a whole line of one of these shapes is read here; any other line is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_parts import UPPER, normalize_pages

_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter|olde)"
_FAMILY = rf"[{UPPER}][\w'’\-]*[^\W\d_](?:\s[{UPPER}][\w'’\-]*[^\W\d_]){{0,2}}"     # "Van Der Heijden"
# (or a Chinese name written whole: "钱学森, 于景元, 戴汝为, 标题, 自然杂志 13 (1990) 3–10.")
_NAME = (rf"(?:[{UPPER}]\.(?:\s?-?(?:[{UPPER}]|[a-z](?=\.\s?[{UPPER}]))\.)*\s?(?:{_PARTICLE}\s+)*{_FAMILY}(?:,?\s+Jr\.)?|[\u4e00-\u9fff]{{2,4}})")
_AUTHORS = re.compile(rf"^(?P<authors>{_NAME}(?:,\s+{_NAME})*(?:,?\s+and\s+{_NAME})?)"
                      rf"(?P<etal>,?\s+et\s+al\.?)?,\s+(?P<rest>\S.*)$")
_JOURNAL = r"(?P<journal>[^\W\d](?:[^,“”\"()\[\]]|\([^()\d]*\))*?)"      # "Journal. Series C (Applied Statistics)"
# (CiteULike's APS export marks an article number with "+": "102001+")
_PAGES = r"(?P<pages>[A-Za-z]{0,4}\d+(?:\s*[–\-]\s*[A-Za-z]{0,4}\d+)?)\+?"      # "1201–9", "e1000097", "eabc123"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)"
_END = r"[\s.]*(?:\[\s*(?:doi:?\s*)?\]|\(\s*(?:doi:?\s*)?\))?[\s.]*$"
_TAILS = (
    rf"{_JOURNAL}\s+(?P<volume>\d+[A-Z]?)\s+\({_YEAR}\)(?:\s+{_PAGES})?{_END}",     # Elsevier (an article number left out: "Journal. 57 (2021).")
    rf"{_JOURNAL}\s+(?P<volume>\d+[A-Z]?)(?:\s*\((?P<issue>[^()]{{1,12}})\))?,\s+{_PAGES}\s+\({_YEAR}\){_END}",  # APS, AIP
    rf"{_JOURNAL},\s+{_YEAR},\s+(?P<volume>\d+[A-Z]?),\s+{_PAGES}{_END}",                          # RSC
)
# the title (if any) ends at a comma, or inside its closing quote: '“Title,” Journal'
_LINE = [re.compile(rf"^(?:[“\"]?(?P<title>[^“”\"].*?)(?:,”|”,?|,\"|\",?|,)\s+)?{tail}") for tail in _TAILS]
# Elsevier's numbers with the journal left out (a reference manager's record without one): "Names, Title, 22 (2022)
# e102–e107." — the title before them then needed; a preprint server with its year and number: "medRxiv. (2022) 2022.06.02.22275932."
_LINE += [re.compile(rf"^[“\"]?(?P<title>[^“”\"].*?)(?:,”|”,?|,\"|\",?|,)\s+(?P<journal>)(?P<volume>\d{{1,5}}[A-Z]?)\s+\({_YEAR}\)(?:\s+{_PAGES})?{_END}"),
          re.compile(rf"^[“\"]?(?P<title>[^“”\"].*?)(?:,”|”,?|,\"|\",?|,)\s+(?P<journal>medRxiv|bioRxiv|arXiv|SSRN|Research Square|Preprints)\.?"
                     rf"\s+(?P<volume>)\({_YEAR}\)\s+[\w.]+{_END}")]


def parse_physics(text: str, entry: BibEntry) -> bool:
    head = _AUTHORS.match(text)
    # the list goes on past its commas ("钱学森, 于景元, 戴汝为. Title." / "…, 戴汝为: Title." / "…, and The PRISMA Group, Title"):
    # a line of another shape
    if not head or re.match(rf"(?:{_NAME}\s*[.:&]|and\s)", head.group("rest")) and not _journal_abbreviation_first(head):
        return False
    for shape in _LINE:
        match = shape.match(head.group("rest"))
        if match:
            break
    else:
        return _elsarticle_short(head, entry)
    if "pages" in match.groupdict() and not match.group("pages") and re.search(r"[“”\"]", text):
        return False        # (Elsevier's article without pages is no quoted title's: '“…,” Light, Science & Applications 11 (2022)')
    authors = [a.strip() for a in re.split(rf",?\s+and\s+|,\s+(?=[{UPPER}]\.|[\u4e00-\u9fff])", head.group("authors"))]
    entry.authors, entry.authors_truncated = authors, bool(head.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)
    entry.title = (match.group("title") or "").strip(" ,“”\"")
    entry.journal, entry.volume = match.group("journal").strip(" ,"), match.group("volume")
    if re.fullmatch(r"[^.]*[^\W\d_]{5,}\.", entry.journal):
        entry.journal = entry.journal[:-1]      # Elsevier's stop after a journal written whole ("… Journal. 57 (2021)")
    # Science: "A. Name, B. Name, Title. Journal 14, 419-423 (2024)." (a comma inside the title too:
    # "…, Towards a genomics-informed, real-time system. Nat Rev Genet 19, 9 (2018).")
    title, journal = _title_journal(entry.journal) if not entry.title or entry.journal[:1].islower() else ("", "")
    if title:
        entry.title, entry.journal = f"{entry.title}, {title}" if entry.title else title, journal
    entry.issue = match.group("issue") or "" if "issue" in match.groupdict() else ""
    entry.pages, entry.entry_type = normalize_pages(match.groupdict().get("pages")), "article"
    entry.year, entry.year_suffix = split_year(match.group("year"))
    return True


# elsarticle-num's entries with no numbers after the title: a work with its year alone ("M.~J. Newman, Networks: An
# introduction, 2010."), an article with its volume alone ("…, Scientific reports 4."), a CoRR preprint ("…, CoRR
# abs/1407.0742.")
_SHORT_MISC = re.compile(rf"^(?P<title>[^\W\d].{{2,}}?),\s+{_YEAR}[a-z]?{_END}")
_SHORT_ARTICLE = re.compile(rf"^(?P<title>[^\W\d].{{2,}}?),\s+(?P<journal>(?:CoRR|arXiv|[{UPPER}][^\W\d][^,\d]{{2,80}}?))\s+"
                            rf"(?P<volume>abs/\d{{4}}\.\d{{4,5}}|\d{{1,4}}){_END}")


def _elsarticle_short(head: re.Match, entry: BibEntry) -> bool:
    rest = re.sub(r"\s*(?:https?://\S+|doi:\s*\S+)\s*\.?$", "", head.group("rest")).strip()
    found = _SHORT_MISC.match(rest) or _SHORT_ARTICLE.match(rest)
    # (a book's imprint after its title is IEEE's: "Title. Princeton, NJ, USA: Princeton Univ. Press, 2008.")
    # (nor a title holding numbers or a venue: "Loom dynamics, Journal of Meshes, vol. 5, pp. 1-9, 2010.")
    if not found or re.search(rf"{_NAME},", found.group("title")[:60]) or head.group("etal") \
            or re.search(r"\d|,\s+(?:in|In)\s|\b(?:vol|pp|no|Proc|Proceedings)\b", found.group("title")) \
            or re.search(r"\.\s+[A-Z]|\b(?:Press|Univ\.|Publishers?|Springer|Wiley|Elsevier|ser\.|arXiv|preprint)|https?://|www\.",
                         found.group("title"), re.I) \
            or "journal" in found.groupdict() and re.fullmatch(r"(?:Chapter|Windows|Version|Vol(?:ume)?|Part|Section|Report|"
                                                                  r"Technical Report|Release|Figure|Table|Appendix)", found.group("journal").strip(), re.I):
        return False
    entry.authors = [a.strip() for a in re.split(rf",?\s+and\s+|,\s+(?=[{UPPER}]\.)", head.group("authors"))]
    entry.authors_truncated, entry.title = False, found.group("title").strip()
    if "journal" in found.groupdict():
        entry.entry_type, entry.journal, entry.volume = "article", found.group("journal").strip(), found.group("volume")
        if re.fullmatch(r"(?:1[6-9]|20)\d\d", entry.volume):     # "…, Nature 2012." / "… Theory and Experiment 2018.": the year
            entry.volume, (entry.year, entry.year_suffix) = "", split_year(found.group("volume"))
    else:
        entry.entry_type = "misc"
        entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.placeholder_authors = placeholder_authors(entry.authors, False)
    return True


def _journal_abbreviation_first(head: re.Match) -> bool:
    """The rest is a journal's abbreviation that looks like a name, then its numbers and nothing else ("J. Chem. Phys.
    99, 4597 (1993)"): the list closed before it."""
    rest = head.group("rest")
    tail = next((m for m in (re.match(rf"^{t}", rest) for t in _TAILS) if m), None)
    if not tail or not re.fullmatch(rf"(?:[{UPPER}][a-z]{{0,5}}\.\s?){{2,6}}(?:[{UPPER}]\b\.?)?", tail.group("journal").strip()):
        return False
    return True


# a title's sentence before the journal: a word in lower case (not a particle) says it is no abbreviation
# ("Views on climate change. Nat Clim Chang", never "Proc. Natl. Acad. Sci.")
_TITLE_END = re.compile(rf"^(?P<title>.*\b(?!{_PARTICLE}\b)[a-z]{{3,}}\b.*?[^\W_\s)?!][?!)]?)[.?!]\s+(?P<journal>[{UPPER}][^.]*(?:\.\s?[{UPPER}][^.]*)*\.?)$")


def _title_journal(journal: str) -> tuple[str, str]:
    """(title, journal) of a journal slot that holds the title's sentence first (Science's style);
    ("", journal) when it holds the journal alone."""
    match = _TITLE_END.match(journal)
    # (a short capitalised word before the period is an abbreviation's: "J. of the Amer. Chem. Soc."; a journal's
    # own name may hold a period: "Journal of the Royal Statistical Society. Series C")
    if not match or len(match.group("title").split()) < 3 or re.search(rf"\b[{UPPER}][a-z]{{0,3}}$", match.group("title")) \
            or re.match(r"(?:The\s+)?(?:Journal|Proceedings|Transactions|Annals|Bulletin|Reviews?|Letters|Acta|Archives?)\b", match.group("title")):
        return "", journal
    return match.group("title").strip(), match.group("journal").strip()


# Science's unsigned pieces (editorials, news): "Title. Nat Clim Chang 14, 409 (2024)."
_UNSIGNED = re.compile(rf"^(?P<rest>[{UPPER}].*?\s(?P<journal>[{UPPER}][\w.]*(?:\s[{UPPER}][\w.]*){{0,5}})\s+(?P<volume>\d+[A-Z]?)"
                       rf"(?:\s*\((?P<issue>[^()]{{1,12}})\))?,\s+{_PAGES}\s+\({_YEAR}\){_END})")


def parse_unsigned(text: str, entry: BibEntry) -> bool:
    """A line of the APS / Science shape with no names: its title, then the journal."""
    match = _UNSIGNED.match(text)
    if not match or _AUTHORS.match(text):
        return False
    title, journal = _title_journal(text[:match.start("volume")].strip())
    if not title or re.search(rf"\b[{UPPER}]\.(?:[\s,\-]|$)|\b[{UPPER}][\w'’\-]+\s[{UPPER}]{{1,2}},|\bet\s+al\b|\s&\s|:\s", title):
        return False        # names before the title ("Rosin, C. D. Title.", "Kim, U. et al. Title."): Nature's
    entry.title, entry.journal, entry.volume = title, journal, match.group("volume")
    entry.issue = match.group("issue") or ""
    entry.pages, entry.entry_type = normalize_pages(match.group("pages")), "article"
    entry.year, entry.year_suffix = split_year(match.group("year"))
    return True
