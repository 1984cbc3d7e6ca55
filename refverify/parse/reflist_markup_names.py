"""Hand-typed \\bibitem lists whose markup, not punctuation, parts the fields (issue 20, held-out batch 70):
the names in small capitals, the publisher (or the site) in bold, then the title up to its first comma:

    \\bibitem[Pin93]{m} \\textsc{B. Joseph Pine} \\textbf{Harvard Business Press} Mass customization, 1.Auflage , 1993
    \\bibitem[HLW06]{g} \\textsc{Helmut Herold, Bruno Lurz} \\textbf{Pearson Studium} Grundlagen der Informatik, München 2006
    \\bibitem[Stu13]{s} \\textbf{Mobile-Studien.de} Tablet-Markt 2013: Wer hat …, http://…, aufgerufen am 01.08.2013

The year is the last one of the rest once the access date ("aufgerufen am 01.08.2013") is set aside.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, latex_to_text, set_names_and_year
from .reflist_certainty import guess

_HEAD = re.compile(r"^\s*(?:\\textsc\s*\{(?P<names>[^{}\d]{2,200})\}\s*)?(?:\\textbf\s*\{(?P<bold>[^{}]{2,120})\}\s*)?(?P<rest>[^\s\\{}].*)$", re.S)
_PERSON = re.compile(r"(?:[A-ZÀ-Þ][\w'’\-]*\.?\s+){0,3}[A-ZÀ-Þ][\w'’\-]+|[A-ZÀ-Þa-z][\w'’.\-]+")
_ACCESS = re.compile(r",?\s*(?:aufgerufen|abgerufen|zugegriffen|accessed|consulté)\s+(?:am|on|le)?\s*[\d.\s/]+", re.I)
_LINK = re.compile(r"\\(?:url|href)\s*\{[^{}]*\}|https?://\S+(?:\s+\S+\.(?:pdf|html?|aspx))?")


def parse(item: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from an item in this shape (``item``: the LaTeX after ``\\bibitem{key}``); False otherwise."""
    head = _HEAD.match(item.strip())
    if not head or not (head.group("names") or head.group("bold")) or "\\newblock" in item \
            or re.match(r"[(:.,;]", head.group("rest")):
        return False        # "\textbf{Shen, B.} (2008). \emph{Title}": names in bold, then another style's year
    linked = _LINK.search(head.group("rest"))
    before_link = clean_space(latex_to_text(head.group("rest")[:linked.start()])).strip(" ,.") if linked else ""
    rest = clean_space(latex_to_text(_LINK.sub(" ", head.group("rest")))).strip()
    # the title runs to its first comma, or to the link when nothing else comes before it (a web page)
    title = before_link if before_link and len(before_link) <= 160 else clean_space(rest.split(",")[0]).strip(" .")
    after = rest[len(title):] if rest.startswith(title) else rest
    years = re.findall(r"(?<!\d)((?:1[5-9]|20)\d\d)(?!\d)", _ACCESS.sub("", after))
    written = clean_space(latex_to_text(head.group("names") or ""))
    names = [clean_space(n).strip(" .") for n in written.split(",")]
    if re.search(r"\s(?:für|der|des|und|of|for|the|and|de|du|des|et)\s", written) and "," not in written:
        names = [written]       # a body: "Bundesamt für Sicherheit in der Informationstechnik"
    elif head.group("names") and not all(_PERSON.fullmatch(n) for n in names):
        return False
    if len(title) < 3:
        return False
    entry.title = title
    if head.group("names"):
        guess(entry, "title", "the title read up to its first comma")
    set_names_and_year(entry, names if head.group("names") else [], years[-1] if years else "")
    imprint = re.fullmatch(r",\s*(?P<publisher>[^\W\d][^,\d]{1,60}),\s*(?:1[5-9]|20)\d\d\.?", after.strip())
    if imprint:         # "Title, Springer, 2008": the publisher named after the title
        entry.publisher = imprint.group("publisher").strip()
    elif head.group("names") and head.group("bold"):
        entry.publisher = clean_space(latex_to_text(head.group("bold"))).strip(" .")
        guess(entry, "publisher", "the bold name after the names read as the publisher")
    return True
