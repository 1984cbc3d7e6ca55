"""EndNote's "Chinese Std GB/T 7714" output for a conference paper whose record was imported with its
fields shifted (issue 20, held-out batch 30):

- "Family A B, Other C, et al. Title; proceedings of the Venue Name, F, 2021 [C]. PUBLISHER 1 STREET, CITY 0000, USA."
- "Family A, Other B X-D. Title; proceedings of the 2018 7th International Conference on … (ABBR), F, 2018 [C]. IEEE."

EndNote writes "; proceedings of the" between the title and the conference's name, then the place
(here the stray "F"), the year and "[C]", then the publisher, with its street address when the record
held one. What is certain is read: names, title, conference, year. The publisher is the words before
an address's first number, marked guessed when an address was cut off; the place is not read.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess

_LINE = re.compile(r"^(?P<names>[^.;]{2,300}?)\.\s+(?P<title>[^;]{3,400}?);\s*proceedings of (?:the\s+)?(?P<venue>.+?),"
                   r"\s*(?P<place>[^,\[\]]{1,40}),\s*(?P<year>(?:19|20)\d\d)\s*\[C\]\s*\.?\s*(?P<publisher>[^\[\]]*?)\.?\s*$", re.I)
_NAME = re.compile(r"^(?P<family>[A-Z][\w'’\-]+)\s+(?P<initials>[A-Z](?:[\s\-]*[A-Z])*(?:-[A-Z])?)$")


def parse_endnote_proceedings(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text.strip())
    if not line:
        return False
    names, truncated = [], False
    for part in re.split(r"\s*,\s*", line.group("names").strip()):
        if re.fullmatch(r"et\s+al\.?|等", part):
            truncated = True
            continue
        name = _NAME.match(part)
        if not name:
            return False
        names.append(f"{name.group('family')}, {name.group('initials')}")
    publisher = line.group("publisher").strip()
    address = re.search(r"\s+\d", publisher)
    entry.entry_type, entry.title = "inproceedings", line.group("title").strip()
    entry.journal = line.group("venue").strip()
    entry.publisher = publisher[:address.start()].strip(" ,") if address else publisher
    if address:
        guess(entry, ("publisher",), "the publisher read as the words before its street address")
    set_names_and_year(entry, names, line.group("year"), truncated)
    return True
