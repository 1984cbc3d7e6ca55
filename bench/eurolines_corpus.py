"""Measure how refverify reads reference lines written in continental-European and Latin-American
conventions (German DIN 1505-2 / ISO 690, French AFNOR / ISO 690, Spanish and Portuguese APA and
ABNT NBR 6023, Italian, Dutch, Swedish, Norwegian): the invented, hand-labelled lines of
tests/eurolines_cases.py, scored field by field as bench/reflines_corpus.py scores its lines.

    python bench/eurolines_corpus.py [-v] [--fresh]

Prints the field accuracy per language and per field; ``-v`` lists every field read wrong;
``--fresh`` scores the lines written after the rules were made (FRESH) instead.
"""
from __future__ import annotations

import argparse
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from reflines_corpus import field_right, read_value  # noqa: E402
from refverify.parse.reflist import parse_reference_line  # noqa: E402
from tests.eurolines_cases import CASES, FIELDS, FRESH  # noqa: E402


def case_line(case_id: str, line: str) -> str:
    """The line as the reader gets it: accents decomposed for the ``-nfd`` cases."""
    return unicodedata.normalize("NFD", line) if case_id.endswith("-nfd") else line


def labels(cases):
    for case_id, language, line, *values in cases:
        label = {f: v for f, v in zip(FIELDS, values) if v is not None}
        yield case_id, language, case_line(case_id, line), label


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--fresh", action="store_true", help="the lines written after the rules (FRESH) instead")
    args = parser.parse_args()
    right, total = defaultdict(int), defaultdict(int)
    per_field_right, per_field = defaultdict(int), defaultdict(int)
    lines_all_right = defaultdict(int)
    count = defaultdict(int)
    for case_id, language, line, label in labels(FRESH if args.fresh else CASES):
        entry = parse_reference_line(1, line, "refs.docx")
        count[language] += 1
        ok_line = True
        for field in label:
            ok = field_right(field, label, entry)
            total[language] += 1
            right[language] += ok
            per_field[field] += 1
            per_field_right[field] += ok
            ok_line &= ok
            if not ok and args.verbose:
                print(f"{case_id} {field}: read {read_value(field, entry)!r}, label {label[field]!r}")
        lines_all_right[language] += ok_line
    for language in sorted(total, key=lambda k: -count[k]):
        print(f"{language}: {count[language]} lines, {lines_all_right[language]} read wholly right; "
              f"fields {right[language]} of {total[language]} ({100 * right[language] / total[language]:.2f} %)")
    print("by field: " + "; ".join(f"{f} {per_field_right[f]}/{per_field[f]}" for f in FIELDS))
    all_right, all_total = sum(right.values()), sum(total.values())
    print(f"all: {sum(count.values())} lines, fields {all_right} of {all_total} ({100 * all_right / all_total:.2f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
