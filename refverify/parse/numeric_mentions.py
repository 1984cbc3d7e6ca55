"""A text that cites by number names authors too: "Smith et al. (2019) [1] showed …". The name is
then no citation of its own — read as one, it was an orphan "Smith 2019" beside [1], a finding on a
correct thesis. In a numeric text an author–year use is

- dropped when it names the work of a number cited next to it or in its sentence ("(2019) [1]");
- a use of a numbered entry it finds by first author and year when no number of that entry is
  near (a narrative mention of a listed work is still a citation of it; an entry pasted twice is found once);
- no citation when it is the last word of a capitalised phrase before a year in parentheses, no "et al."
  nor a second name ("Original HRS Cohort (1992)" in a figure's code): in a text that cites by number that
  is too little to report a missing work on — a note says it was not read as one ("… Brown (2017) argued"
  stays an orphan to report);
- a use of the one numbered entry of that first author when none has its year ("Tu et al (2008)", Tu 2011
  listed), said, the year questioned on the entry;
- kept as it was (an orphan to report) otherwise."""
from __future__ import annotations

import re
from dataclasses import replace

from .citations import resolve_author_year, resolve_despite_year
from .grammars_authoryear import work_id
from .sentences import split_sentences

_TAGS_ONLY = re.compile(r"(?:\s|<[^<>]{1,300}>)*")
NEAR = 4          # characters between a name's year and its number: "(2019) [1]", "(2019)[1]", "2019¹"


def settle_numeric_mentions(blocks: list, uses: list, numbered_entries: list, numeric_grammars: set[str],
                            notes: list[str] | None = None, cited_years: list | None = None,
                            line_of=lambda block, start: block.line) -> list:
    """``uses`` (pipeline._Use) of a numeric text with its author–year uses settled as above;
    ``blocks`` the document's blocks, ``numbered_entries`` the list's numbered entries keyed by
    their numbers; what is not read as a citation is said in ``notes``; a name whose year is not its entry's
    goes to ``cited_years`` (pipeline._cited_year_warnings) as (key, year cited, year listed, place), its line
    given by ``line_of(block, start)`` (the pipeline's own)."""
    numbers: dict[int, list] = {}
    for use in uses:
        if use.match.grammar in numeric_grammars:
            numbers.setdefault(use.block_index, []).append(use)
    kept = []
    for use in uses:
        if use.match.grammar != "author_year":
            kept.append(use)
            continue
        text = blocks[use.block_index].text
        # (HTML around the number is no distance: "(UFC, 2022)<a href=\"…/Referências.md\">[1]</a>")
        near = [u for u in numbers.get(use.block_index, ())
                if -1 <= u.match.start - use.match.end <= NEAR or 0 <= use.match.start - u.match.end <= 1
                or u.match.start > use.match.end and _TAGS_ONLY.fullmatch(text[use.match.end:u.match.start])]
        # (the work the use stands for: by its id, or the match's one work when the use is already an entry's key)
        work = next((w for w in use.match.author_year if work_id(w) == use.ref_id), None) or (
            use.match.author_year[0] if len(use.match.author_year) == 1 else None)
        found = _one_work(resolve_author_year(replace(use.match, author_year=[work]), numbered_entries) if work else [],
                          numbered_entries)
        if len(found) == 1:
            sentence = _sentence(blocks[use.block_index].text, use.match.start)
            cited_here = {u.ref_id for u in numbers.get(use.block_index, ())
                          if sentence[0] <= u.match.start < sentence[1]}
            settled = replace(use, ref_id=found[0], group=[found[0]])
            if found[0] not in cited_here and not any(k.ref_id == found[0] and k.block_index == use.block_index
                                                      and k.match is use.match for k in kept):
                kept.append(settled)        # (once: a name that fit two copies of one entry was a use of each)
            continue
        if near:
            continue
        other_year = resolve_despite_year(work, numbered_entries) if work and not found else None
        if other_year and other_year[1].year and cited_years is not None:     # (an entry with a year of its own)
            # "Tu et al (2008)" with only "Tu … 2011" listed: that entry, its year questioned (as in an author–year text)
            key, entry = other_year
            block = blocks[use.block_index]
            line = line_of(block, use.match.start)
            where = f"{block.file}:{line}"
            cited_years.append((key, str(work[1]), f"{entry.year or 'no date'}{getattr(entry, 'year_suffix', '') or ''}", where))
            if notes is not None:
                notes.append(f"{block.file}: line {line}: {use.match.raw!r} cites {work_id(work)}; the list has no such entry, and its only "
                             f"entry by that name is [{key}] ({entry.year or 'no date'}): counted as citing it — check the year")
            kept.append(replace(use, ref_id=key, group=[key]))
            continue
        if _ONE_WORD_NARRATIVE.match(use.match.raw) and _IN_A_PHRASE.search(text[:use.match.start]):
            if notes is not None:
                block = blocks[use.block_index]
                notes.append(f"{block.file}: {use.match.raw!r} (paragraph {block.line}) names no listed work in a text "
                             "that cites by number: not read as a citation")
            continue
        kept.append(use)
    return kept


# a capitalised word or an acronym right before, not after a sentence's end: "HRS Cohort", "Original Cohort"
_IN_A_PHRASE = re.compile(r"(?<![.!?:;]\s)(?<![.!?:;])\b[A-Z][\w'’\-]*\s+$")
_ONE_WORD_NARRATIVE = re.compile(r"^[^\W\d_][\w'’\-]*\s*[(（]\s*(?:1[89]|20)\d\d[a-z]?\s*[)）]$")


def _one_work(keys: list[str], entries: list) -> list[str]:
    """The entries a name finds, an entry pasted twice into the list counted once (the first): "Bruchard et al
    (2012)" over two copies of the same line is a use of the first."""
    if len(keys) < 2:
        return keys
    # (the same fields: the raw lines differ by the number Word's list gives each)
    texts = {e.key: re.sub(r"\W+", " ", " ".join([e.title or "", *e.authors, str(e.year), e.journal or ""])).strip().casefold()
             for e in entries}
    return keys[:1] if len({texts.get(k) for k in keys}) == 1 and texts.get(keys[0]) else keys


def _sentence(text: str, at: int) -> tuple[int, int]:
    return next(((a, b) for a, b in split_sentences(text) if a <= at < b), (0, len(text)))
