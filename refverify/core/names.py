"""A person's display name as the services write it, split into family and given names (the
providers' answers and the dumps the local index reads alike)."""
from __future__ import annotations

from .compare_text import normalize_text

NAME_SUFFIXES = {"jr", "sr", "ii", "iii", "iv", "2nd", "3rd"}
_PARTICLES = {"van", "von", "de", "der", "den", "del", "della", "di", "da", "dos", "das", "du", "la", "le",
              "ten", "ter", "zu", "af", "al", "el", "bin", "ibn"}


def split_name(full: str) -> dict:
    """ "Heather Piwowar" → {"given": "Heather", "family": "Piwowar"} (display names)."""
    full = (full or "").strip()
    if "," in full:
        family, given = full.split(",", 1)
        return {"family": family.strip(), "given": given.strip()}
    parts = full.split()
    if len(parts) <= 1:
        return {"family": full, "given": ""}
    # "Guy L. Steele Jr.": the suffix stays with the family name, never becomes it
    cut = len(parts) - 1
    while cut > 1 and normalize_text(parts[cut]) in NAME_SUFFIXES:
        cut -= 1
    # "Diego de la Rosa", "Mihaela van der Schaar": the particles open the family name
    while cut > 1 and parts[cut - 1] in _PARTICLES:
        cut -= 1
    return {"family": " ".join(parts[cut:]), "given": " ".join(parts[:cut])}
