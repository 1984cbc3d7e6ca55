"""Worst-case reading time of one line: a reader whose pattern can cut a run of names in many ways takes
time that doubles with each name when nothing after the names fits (session 50: 20 pinyin names "Li Wei,
Wu Fang, …" took 5.5 s in the Chinese list's reader, 40 never ended; "A. " * 80 took 6 s).

    python bench/reading_worst_case.py [--repeat N] [--limit SECONDS]

Builds lines of one short piece repeated N times (names in every list style, initials, separators, numbers,
markup) followed by each of a few endings, as a reference line (parse_reference_line) and as body text
(find_citations); and lines that open like a real entry with a piece repeated 5N times inside (FRAMED). Every line is read in a child process that is stopped after --limit seconds. Prints the
lines over 0.3 s and over the limit, and writes bench/results/reading_worst_case.json. Target: none over
the limit at N = 22 and N = 80."""
from __future__ import annotations

import argparse
import json
import select
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

LIST_PIECES = [
    "Ab Cd, ", "Li Wei, ", "Wu Fang, ", "A. ", "A. B. ", "A.B. ", "Smith, J., ", "Smith J, ", "Smith JA, ", "J. Smith, ",
    "John Smith, ", "Smith, John, ", "van der ", "de la ", "and ", "& ", "Müller, ", "J.-C. ", "(eds.) ", "et al. ",
    "- ", "1. ", "pp. ", "Ab ", "AB ", "Ab. ", "a. ", "ab, ", "Ab-Cd ", "Ab Cd ", "Ab, Cd. ", "Ab, C. D., ", "Ab C, ",
    "Ab CD, ", "Ab, C, ", "A, ", "Ab Cd and ", "Ab Cd & ", "Ab, Cd & ", "Ab (2020). ", "Ab, ed. ", "张三, ", "张三等, ",
    "Ab.Cd, ", "ab cd ", "AB, ", "A.-B. C, ", "'", "“a” ", "(a) ", "[1] ", "In: ", "Vol. ", "1, ", "1 ", "12(3), ",
    "https://a.b/ ", "10.1/a ", "Ab: ", "Ab; ", "Ab / ", "Ab Cd. ", "*Ab* ", "_a_ ", "Ab, Cd, and ", "M. Ab, ",
    "Ab, M., & ", "Ab M. ", "Ab MA. ",
]
LIST_ENDINGS = ["", "x", ". Title of it. J Ab 3 (2011) 1-2.", " (2011). Title. Journal, 3(1), 1-2."]
TEXT_PIECES = [
    "Smith and ", "Smith, ", "Smith & ", "(Smith ", "Smith et al. ", "Smith et al., ", "Smith, 2020; ", "Smith (2020), ",
    "[1, ", "[1-", "1, ", "Ab Cd ", "A. ", "(", "Smith's ", "Smith-Jones ", "Li Wei, ", "^1^", "@a ", "[@a; ",
    "\\cite{a,", "Smith and Jones (", "SMITH ", "O'Brien ", "2020a, ", "2020, p. 3; ", "Smith, Jones, ",
    "Smith and Jones, 2020; ", "(Smith, ", "von ", "Smith 2020, ", "Smith, J. ", "Smith J, ", "[a] ", "(1) ",
    "张三, ", "张三等 ", "Smith et al ", "Smith, et al., ", "Ab ", "Ab, ",
]
TEXT_ENDINGS = ["", "x", " (2020).", " 2020)", "]", " 2020a)."]
# session 52's review: a piece repeated inside a line that opens like a real entry (an address after a physics line's
# numbers, runs of spaces or words before a journal's numbers, a Frontiers line's title of many abbreviations)
FRAMED = [
    ("A. Smith, B. Jones, *A study of things*, Phys. Rev. B, 49, 5664 (2020) https://x.org/a", ".10.1234/a", " zz"),
    ("A. Smith, B. Jones, *A study of things*, Phys. Rev. B, 49, 5664 (2020) doi:10.1000/a", ",10.1000/a", " zz"),
    ("Smith, J. (2020). Title. Journal of X", " ", "12, 3-4."),
    ("Smith, J. (2020). A study. Journal of Things, 12. ", "ab ", ""),
    ("1. Smith J, Jones K. Title here. ", "Aa. ", "Journal (2019) 18:77–87 x"),
    ("- **Brockmann, Dirk", ", Dirk", " y Helbing, Dirk.** Title. *Science*, 342, 1337-1342, 2013."),
    ("J. Smith, B. Jones, ", "Title words, ", "Scientific reports 4."),
]

_CHILD = r'''
import json, sys, time
from refverify.parse.citations import find_citations
from refverify.parse.reflist import parse_reference_line
for line in sys.stdin:
    i, kind, text = json.loads(line)
    print("start", i, flush=True)
    began = time.perf_counter()
    find_citations("Prior work " + text) if kind == "text" else parse_reference_line(1, text, "refs.txt")
    print("done", i, round(time.perf_counter() - began, 3), flush=True)
'''


def cases(repeat: int) -> list[tuple[str, str]]:
    return ([("list", p * repeat + e) for p in LIST_PIECES for e in LIST_ENDINGS]
            + [("text", p * repeat + e) for p in TEXT_PIECES for e in TEXT_ENDINGS]
            + [("list", head + p * (repeat * 5) + e) for head, p, e in FRAMED])


def _read_line(stream, wait: float) -> str | None:
    """The child's next line, or None when it says nothing for ``wait`` seconds."""
    ready, _, _ = select.select([stream], [], [], wait)
    return stream.readline().decode() if ready else None


def timings(todo: list[tuple[str, str]], limit: float) -> list[float | None]:
    """Seconds per case (None: stopped at the limit). One child reads the cases in turn; a child stuck
    on a case is killed and a new one goes on with the next case."""
    took: list[float | None] = [None] * len(todo)
    at = 0
    while at < len(todo):
        child = subprocess.Popen([sys.executable, "-c", _CHILD], cwd=ROOT, stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, bufsize=0)
        child.stdin.write("".join(json.dumps([i, *todo[i]]) + "\n" for i in range(at, len(todo))).encode())
        child.stdin.close()
        reading = None
        while True:
            line = _read_line(child.stdout, limit if reading is not None else 120)
            if line is None or not line:
                child.kill()
                child.wait()
                at = (reading + 1) if reading is not None else len(todo)
                break
            word = line.split()
            if word[0] == "start":
                reading = int(word[1])
            else:
                took[int(word[1])], reading = float(word[2]), None
    return took


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, nargs="+", default=[22, 80])
    ap.add_argument("--limit", type=float, default=2.0)
    args = ap.parse_args()
    report = {}
    for repeat in args.repeat:
        todo = cases(repeat)
        began = time.time()
        took = timings(todo, args.limit)
        over = [(kind, text[:60]) for (kind, text), t in zip(todo, took) if t is None]
        slow = sorted(((t, kind, text[:60]) for (kind, text), t in zip(todo, took) if t is not None and t > 0.3),
                      reverse=True)
        print(f"repeat {repeat}: {len(todo)} lines in {time.time() - began:.0f} s; slowest "
              f"{max(t for t in took if t is not None):.3f} s; over 0.3 s: {len(slow)}; over {args.limit} s: {len(over)}")
        for t, kind, text in slow:
            print(f"  {t:.2f} s  {kind}  {text!r}")
        for kind, text in over:
            print(f"  > {args.limit} s  {kind}  {text!r}")
        report[str(repeat)] = {"lines": len(todo), "slowest_s": max(t for t in took if t is not None),
                               "over_0.3_s": [list(s) for s in slow], f"over_limit": [list(o) for o in over]}
    out = HERE / "results" / "reading_worst_case.json"
    out.write_text(json.dumps({"limit_s": args.limit, "by_repeat": report}, ensure_ascii=False, indent=1) + "\n")
    print(f"written {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
