"""Author lists of reference-list lines: what joins two people and what is one name (issue 20).

- an organisation written with "and" is one author ("National Institute for Health and Care
  Excellence", "Department of Health and Social Care"), not two;
- a company suffix after a comma belongs to the name before it ("Aragon Software Group, Inc.");
- a list joined by "and" / "&" before its last name keeps no "and" inside a name
  ("Litton E, and Ho KM").
"""
from __future__ import annotations

import re

from .entry import clean_space

# Words that make a name an organisation's (never a person's).
_ORGANISATION = re.compile(
    r"\b(?:institutes?|organi[sz]ations?|associations?|society|council|committee|group|collaboration|"
    r"consortium|network|alliance|board|federation|union|agency|ministry|department|foundation|"
    r"commission|cent(?:er|re)s?|bureau|office|academy|college|university|excellence|services?|"
    r"administration|authority|programme|program|panel|initiative|trust|institution|"
    r"government|world|national|international|american|european|royal|team|press|publishing)\b", re.I)   # "R Core Team", "Sport and Wellbeing Press"
_FUNCTION_WORD = re.compile(r"\s(?:for|of|on|in|the|to)\s")
# a company's legal form after its name: "Aragon Software Group, Inc.", "Via Transportation, Inc."
COMPANY_SUFFIX = r"(?:Inc|Incorporated|Ltd|Limited|LLC|GmbH|Co|Corp|Corporation|plc|AG|S\.?A)"
_COMPANY = re.compile(rf"^{COMPANY_SUFFIX}\.?$", re.I)


def is_organisation(text: str) -> bool:
    """One organisation's name: no list separator, three words or more, and an organisation's
    word ("Institute", "Association", …) or a function word ("for", "of") in it."""
    text = clean_space(text).strip(" .")
    if re.search(r"[,，、;；]|\bet\s+al\b", text) or len(text.split()) < 3:
        return False
    return bool(_ORGANISATION.search(text) or _FUNCTION_WORD.search(f" {text} "))


def glue_company_suffixes(names: list[str]) -> list[str]:
    """["Aragon Software Group", "Inc"] → ["Aragon Software Group, Inc."]."""
    glued: list[str] = []
    for name in names:
        if glued and _COMPANY.match(name.strip()):
            glued[-1] = f"{glued[-1]}, {name.strip().rstrip('.')}."
        else:
            glued.append(name)
    return glued


def drop_joiner(name: str) -> str:
    """"and Ho KM" / "& Ho KM" (the last name of a list joined by "and") → "Ho KM"."""
    return re.sub(r"^(?:and|&)\s+", "", name.strip())


def has_organisation_word(text: str) -> bool:
    """"Canada Council for the Arts", not "Marking time in the land of plenty"."""
    return bool(_ORGANISATION.search(text))
