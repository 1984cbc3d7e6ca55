"""Vancouver .bbl items of PLOS (plos2015.bst) and eLife (elife.bst): the names, the title and the source each
a ``\\newblock``, the source "Journal. Year;vol(iss):pages." with no mark but its punctuation:

    Okafor K, Lind R. \\newblock Title. \\newblock J Stat Mech: Theory Exp. 2008;2008(10):P10008.
    \\textbf{\\color{eLifeMediumGrey} Ng M}, Vo Y. \\newblock Title? \\newblock Curr Opin Biol. 2006 Feb; 16(1):127--136.

The journal is all before the period before the year (a colon or a question in the title before it no
end), a month (and day) may follow the year, the volume may stand alone ("eLife. 2017;6.") or be a year
("2008;2008(10)"), and an article number stands where the pages would.
"""
from __future__ import annotations

import re

from .entry import BibEntry, latex_to_text, normalize_pages
from .reflist_aaaibbl import without_label
from .reflist_newblock import _YEAR, _blocks

_SOURCE = re.compile(
    rf"^(?P<journal>[^\d\s.;][^;]*?)\.\s+(?P<year>{_YEAR})[a-z]?(?:\s+[A-Z][a-z]{{2,8}}\.?(?:\s+\d{{1,2}})?)?\s*;\s*"
    r"(?P<volume>[A-Za-z]?\d[\w\-]*)(?:\s*\((?P<issue>[^()]{1,12})\))?"
    r"(?:\s*:\s*(?P<pages>[A-Za-z]{0,3}\d[\w.]*(?:\s*[-–]+\s*[A-Za-z]{0,3}\d[\w.]*)?))?\s*\.?$")


def refine(raw: str, entry: BibEntry) -> bool:
    """Set the journal, year, volume, issue and pages of a PLOS / eLife item from its source block;
    False (nothing changed) for an item of another shape."""
    blocks = _blocks(without_label(raw))
    if len(blocks) < 3:
        return False
    source = _SOURCE.match(re.sub(r"\s+", " ", latex_to_text(blocks[2])).strip())
    if not source:
        return False
    entry.journal = source.group("journal").strip()
    entry.year = int(source.group("year"))
    entry.volume, entry.issue = source.group("volume"), (source.group("issue") or "").strip()
    entry.pages = normalize_pages(source.group("pages") or "")
    if entry.entry_type in ("", "misc", "book"):
        entry.entry_type = "article"
    if entry.publisher and entry.publisher in blocks[2]:
        entry.publisher = ""
    return True
