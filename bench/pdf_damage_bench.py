"""Reference lines damaged the way a PDF copy or a PDF-to-Word/Markdown conversion damages them
(issue 20): field accuracy of Step A's line reader on the invented lines of
tests/test_reflist_pdf.py (ligatures, soft hyphens, lost and loose spaces, full-width digits and
punctuation, spaced Chinese names, "et al" without its period, words and DOIs broken by a line end).

    python bench/pdf_damage_bench.py

The lines were written with the repairs (refverify/parse/reflist_pdf.py), except the FRESH ones,
written after and read right on their first run; run on an older checkout (PYTHONPATH) it gives the
figure before the repairs.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import test_reflist_pdf as table  # noqa: E402


def main() -> int:
    groups = {"generated": [(p.values[0], p.values[1]) for p in table.CASES],
              "written": [(line, e) for _, line, e in table.ONE_OFF + table.STYLES],
              "fresh": table.FRESH}
    total_right = total = 0
    for name, rows in groups.items():
        right = scored = exact = 0
        for line, expected in rows:
            got = table.read(line)
            ok = sum(got[k] == v for k, v in expected.items())
            right, scored, exact = right + ok, scored + len(expected), exact + (ok == len(expected))
        total_right, total = total_right + right, total + scored
        print(f"{name:10} {len(rows):4} lines, {exact:4} read exactly; fields {right} of {scored} "
              f"({100 * right / scored:.2f} %)")
    print(f"PDF-damaged reference lines: fields {total_right} of {total} ({100 * total_right / total:.2f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
