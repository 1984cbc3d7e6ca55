"""Google Scholar's "Cite → Harvard" lines, as students paste them into Word (issue 20, held-out
batch 28):

- "Soliman, M. and Karia, N., 2016, March. Title. In International Conference on … (pp. 1935-1943). IEEE."
- "Haddara, M. and Constantini, A., 2020. Fused or Unfused? The Parable of ERP II. International Journal
  of …, 8(3), pp.48-64."
- "Illy, P., Kaddoum, G. and Garg, S., 2022. Title. IEEE Transactions on Network and Service Management."
- "Abbas, A.A. and Abdallah, M.M., 2015. Title (Doctoral dissertation, Sudan University of Science & Technology)."

The names end at the year (a conference paper's month after it), the title at the first period
(Word keeps Scholar's italics as a no-break space after it), then "In" a venue with its pages and
publisher, a journal with its numbers, a thesis's school, or a lone name: a journal, or a publisher
when it says so by its words, either way marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_FAMILY = rf"[{UPPER}][\w'’\-]*(?:\s+[{UPPER}][\w'’\-]*){{0,2}}|(?:de|van|von|da|del|di|le|la)\s+[{UPPER}][\w'’\-]*"
_PERSON = rf"(?:{_FAMILY}),\s*(?:[{UPPER}]\.\s?){{1,4}}"
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?")
# (a writer's own "(2019), February." with the year in parentheses, as in APA)
_HEAD = re.compile(rf"^(?P<names>{_PERSON}(?:,\s*{_PERSON})*(?:,?\s+(?:and|&)\s+{_PERSON})?),\s*"
                   rf"(?P<paren>\()?(?P<year>(?:1[6-9]|20)\d\d)[a-z]?(?(paren)\))(?:,\s*(?P<month>{_MONTH}))?\.\s+(?P<rest>\S.*)$")
_THESIS = re.compile(r"^(?P<title>.+?)\s*\((?P<kind>Doctoral dissertation|Master['’]?s thesis|Doctoral thesis|"
                     r"PhD thesis|Bachelor['’]?s thesis)(?:,\s*(?P<school>[^()]+))?\)\.?$", re.IGNORECASE)
_IN = re.compile(r"^In:?\s+(?:\((?:1[6-9]|20)\d\d\)\s+)?(?P<venue>.+?)\s*(?:\((?:Vol\.\s*(?P<volume>\w+),\s*)?pp?\.\s*(?P<pages>[^()]+)\))?\.?"
                 r"(?:\s+(?P<publisher>[^.()]{2,80}?))?\.?$")
# Word's Harvard as typed: "Journal, 5,(6), pp. 1-10." / "Journal, Volume 98, pp. 72-79 ,."
_ARTICLE = re.compile(r"^(?P<journal>[^\d,][^,]*?),\s*(?:(?i:Volume|vol\.)\s*)?(?P<volume>\d+)(?:,?\s*\((?P<issue>[^()]{1,12})\))?"
                      r"(?:,\s*(?:pp?\.\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?))?\s*,?\s*\.?$")
# a book's place and publisher, a cited page range after them: "London: Harbour Books, pp.12-19"
_PLACE_PUBLISHER = re.compile(r"^[A-Z][^:,\d]{1,40}:\s*(?P<publisher>[^:,\d]{2,80}?)(?:,\s*(?:pp?\.\s*)?[\d\-–, p.]+)?\.?$")
# Elsevier's Harvard: "Journal 16 (1), 1445–1474."
_ARTICLE_SPACED = re.compile(r"^(?P<journal>[^\d,][^,]*?)\s+(?P<volume>\d+)\s*(?:\((?P<issue>[^()]{1,12})\))?"
                             r",\s*(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?)\.?$")
_JOURNAL_PAGES = re.compile(r"^(?P<journal>[^\d,][^,]*?),\s*pp?\.\s*(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?)\.?$")
_PUBLISHER_WORDS = re.compile(r"\b(?:Press|Publish\w*|Springer|Wiley|Elsevier|Verlag|Routledge|Sage|Pearson|"
                              r"McGraw|Prentice|O['’]Reilly|Addison|Kogan|Palgrave|Macmillan|Taylor|Francis)\b")


def _split_title(rest: str) -> tuple[str, str]:
    """(title, what follows it): at Scholar's italics mark (". " + no-break space), else at the first
    ". ", else at a "? " / "! "."""
    for pattern in (r"[.?!]\xa0", r"(?<!\b[A-Z])\.\s+(?=\S)", r"[?!]\s+(?=[A-Z])"):
        found = re.search(pattern, rest)
        if found:
            keep = 1 if rest[found.start()] in "?!" else 0
            return rest[:found.start() + keep].strip(), rest[found.end():].strip()
    return rest.strip(" ."), ""


def _one_name(journal: str) -> bool:
    """A journal's name: no digit, and a period inside only after an abbreviation ("J. Hepatol.", not
    "Part I: observational data. Journal of Climate")."""
    return not re.search(r"\d", journal) and all(len(word) <= 5 for word in re.findall(r"(\w+)\.\s+\S", journal))


def read_after_title(after: str, entry: BibEntry) -> bool:
    """Fill what follows the title; False when it has numbers in no shape read here."""
    venue = _IN.match(after)
    if venue and after.startswith("In:") and re.search(r"\((?:[Ee]ds?|[Ee]ditors?)\.?\)|[,.]\s*pp?\.\s*\d", after):
        venue = None        # Springer's / Elsevier's "In: Editor, E. (Ed.), Book. Publisher, pp. 1–9": not Scholar's
    article = next((m for m in (_ARTICLE.match(after), _ARTICLE_SPACED.match(after))
                    if m and _one_name(m.group("journal"))), None)
    pages_only = _JOURNAL_PAGES.match(after)
    pages_only = pages_only if pages_only and _one_name(pages_only.group("journal")) else None
    placed = _PLACE_PUBLISHER.match(after)
    if placed and not venue:
        entry.entry_type, entry.publisher = "book", placed.group("publisher").strip()
    elif venue:
        entry.entry_type, entry.journal = "inproceedings", venue.group("venue").strip(" ,.")
        entry.volume = venue.group("volume") or ""
        entry.pages = normalize_pages((venue.group("pages") or "").strip())
        # a place before the publisher: "(pp. 73-84). Cham: Springer International Publishing."
        entry.publisher = re.sub(r"^[A-Z][\w .'’\-]{1,30}:\s+(?=\S)", "", (venue.group("publisher") or "").split(",")[0].strip())
    elif article or pages_only:
        found = article or pages_only
        entry.entry_type, entry.journal = "article", found.group("journal").strip(" ,.")
        entry.volume = article.group("volume") if article else ""
        entry.issue = (article.group("issue") or "") if article else ""
        entry.pages = normalize_pages(found.group("pages") or "")
    elif re.search(r"\d|,", after) or not _one_name(after.rstrip(" .")):
        return False            # "Suhrkamp, Frankfurt am Main" (Elsevier's book), numbers in another shape
    elif after and _PUBLISHER_WORDS.search(after):
        entry.entry_type, entry.publisher = "book", after.rstrip(" .").split(",")[0].strip()
        guess(entry, ("publisher",), "the name after the title taken for a publisher by its words")
    elif after:
        entry.entry_type, entry.journal = "article", after.rstrip(" .")
        guess(entry, ("journal",), "the name after the title taken for a journal (no volume, no pages)")
    return True


def parse_scholar_harvard(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    if not head:
        return False
    rest = head.group("rest").strip()
    thesis = _THESIS.match(rest)
    if thesis:
        entry.entry_type = "mastersthesis" if "master" in thesis.group("kind").lower() else "phdthesis"
        entry.title, entry.publisher = thesis.group("title").strip(" .\xa0"), (thesis.group("school") or "").strip()
    else:
        title, after = _split_title(rest)
        # Elsevier's Harvard, not Scholar's: "Title, in: Book", "Title (PhD thesis)", "Title [WWW Document]"
        if len(title) < 3 or re.search(r",\s+in:\s|\((?:PhD|Master|Technical|Doctoral)[^()]*\)$|\[WWW", title):
            return False
        if not read_after_title(after, entry):
            return False
        entry.title = title
    names = [n.strip().rstrip(".") for n in re.findall(_PERSON, head.group("names"))]
    set_names_and_year(entry, names, head.group("year"))
    return True
