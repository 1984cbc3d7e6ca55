"""The record every citation grammar returns (kept apart so the grammar modules can share it)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class CitationMatch:
    start: int
    end: int
    raw: str                      # the marker as written, text[start:end]
    ids: list[str]                # "29" for numbers (ranges expanded), cite keys for LaTeX/pandoc
    grammar: str                  # numeric_brackets | fullwidth_brackets | superscript | latex_cite | pandoc | endnote_temp | author_year
    locator: str = ""             # "p. 3" from \cite[p.~3]{a}, [@a, p. 3], [12, p. 5]
    # (surname, year, suffix) per cited work; a second author is joined with " & "
    # ("Smith & Lee"); resolved to keys by citations.resolve_author_year.
    author_year: list[tuple[str, int, str]] = field(default_factory=list)
    is_use: bool = True           # \nocite -> False
    # \citeauthor{x} / \citetitle{x}: a mention that names the work; it cites x when its sentence
    # has no other citation of x ("\citeauthor{shapley} introduced …")
    names_work: bool = False
    note: str = ""                # said to the user with the marker's place (an uncertain reading)
    prenote: str = ""             # "see" from \cite[see][]{a} or [see @a]
    # a Chinese name alone before its year ("陈云玲（2014）"): a citation only when a listed entry is its work
    # ("疫情（2020）" names none and is prose)
    needs_entry: bool = False
    # works of a group that cite only when a listed entry is theirs, beside sure ones: "(The Principle Group, 2022;
    # Smith, 2019)"
    unsure_works: list[tuple[str, int, str]] = field(default_factory=list)
