"""Names as exporters and hand-typing leave them in reference lists (issue 20): a full stop after
the family name ("Seo. H.", "Kim. J"), no comma between the family name and the initials ("Smith
J.,", "Smith J.A", "SMITH J", "Smith JA"), a comma but no stop after the initials ("Smith, J,
Jones, B"), initials glued to the family name in compact IEEE ("P.Viola,and M.J.Jones"). Each is read as the family name and its initials, "Family, I", in every list style,
so the first author keys the entry and matches an author–date citation as a well-written name
does."""
from __future__ import annotations

import re

from .reflist_parts import UPPER

# initials: "H", "JA", "J.A", "J. A.", "J A", "J-P" (never a word: "LEE" is a family name)
_INITIALS = rf"(?:[{UPPER}]{{1,2}}|(?:[{UPPER}]\.[\s\-]?){{1,3}}[{UPPER}]?|[{UPPER}](?:[\s\-][{UPPER}]){{1,2}})\.?"
# a family name of one word: a capital and a lower-case letter in it, or three capitals or more
_FAMILY = rf"(?:[{UPPER}][\w'’\-]*[a-z\u00df-\u00ff][\w'’\-]*|[{UPPER}]{{3,}})"
# "Seo. H.," among the names that open a line: the full stop is not the end of the author list
_STOPPED = re.compile(rf"(?:^|(?<=[,;&]\s)|(?<=[,;&])|(?<=\sand\s))(?P<family>{_FAMILY})\.\s+"
                      rf"(?P<given>{_INITIALS})(?=\s*(?:[,;&(]|and\s|(?:1[89]|20)\d\d\b|$))")
_ONE = re.compile(rf"^(?P<family>{_FAMILY})(?:\.,?\s*|,?\s+)(?P<given>{_INITIALS})$")
_ALONE = re.compile(rf"^{_INITIALS}$")
# compact IEEE typed without spaces: "P.Viola", "M.J.Jones", "Charles A.Bell" (the initials glued to the family name)
_GLUED = re.compile(rf"^(?P<given>(?:[{UPPER}][a-z]+\s+)?(?:[{UPPER}]\.-?){{1,3}})(?P<family>[{UPPER}][a-z\u00df-\u00ff][\w'’\-]*)$")


def unstop_family_names(text: str) -> str:
    """"Seo. H., Kim J. Title" → "Seo H., Kim J. Title": a full stop typed after a family name
    that initials follow (then a comma, "&", "and", "(" or the year) does not end the author list."""
    if "." not in text[:60]:
        return text
    return _STOPPED.sub(lambda m: f"{m.group('family')} {m.group('given')}", text)


def typed_names(names: list[str]) -> list[str]:
    """Each person as "Family, Initials": "Seo. H" / "Seo., H" / "Smith J.A" / "SMITH J" →
    "Seo, H" / "Seo, H" / "Smith, J.A" / "SMITH, J"; initials split off by a comma ("Smith", "J")
    go back to their family name. Names of other shapes are left as they are."""
    out: list[str] = []
    for name in names:
        # "P.Viola,and M.J.Jones": the "and" typed after a comma without a space is no part of the last name
        name = re.sub(r"^and\s+(?=\S)", "", name.strip())
        glued = _GLUED.match(name)
        if glued:       # "M.J.Jones" → "M.J. Jones"
            name = f"{glued.group('given')} {glued.group('family')}"
        if out and _ALONE.match(name) and _family_alone(out[-1]):
            out[-1] = f"{out[-1]}, {name}"
            continue
        one = _ONE.match(name)
        # "SMITH J" / "SMITH J.A.", not an acronym and its initials ("IEEE SA")
        if one and not (one.group("family").isupper() and re.fullmatch(rf"[{UPPER}]{{2,}}", one.group("given"))):
            name = f"{one.group('family')}, {one.group('given')}"
        out.append(name)
    return out


def _family_alone(name: str) -> bool:
    return bool(re.fullmatch(_FAMILY, name))
