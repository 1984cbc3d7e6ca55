"""Step A on a long thesis: a 300-page Word document with 2,000 citing places.

    python bench/parse_bench.py

Prints the wall time and peak memory of `refverify parse` (run in a fresh process, as a user
would), and writes bench/results/parse.json. Targets (issue 2): < 5 s, < 500 MB."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import docx

HERE = Path(__file__).resolve().parent
PAGES, PARAGRAPHS_PER_PAGE, CITING_PLACES, REFERENCES = 300, 12, 2000, 400

SENTENCES = [
    "二甲双胍治疗组的糖化血红蛋白较基线下降{p}%，显著优于对照组",
    "多项研究表明，血压控制与心血管事件风险降低相关",
    "本研究采用标准化问卷评估患者生活质量",
    "Previous trials reported a relative risk reduction of {p}% in major adverse events",
    "该指标的定义参照国际通用标准",
]


def make_thesis(path: Path, seed: int = 7) -> int:
    rnd = random.Random(seed)
    d = docx.Document()
    total_paragraphs = PAGES * PARAGRAPHS_PER_PAGE
    citing = set(rnd.sample(range(total_paragraphs), CITING_PLACES))
    next_ref = 1
    for i in range(total_paragraphs):
        if i % 600 == 0:
            d.add_heading(f"第{i // 600 + 1}章 研究内容", level=1)
        text = "。".join(rnd.choice(SENTENCES).format(p=rnd.randint(5, 60)) for _ in range(3))
        p = d.add_paragraph(text)
        if i in citing:
            n = next_ref if next_ref <= REFERENCES else rnd.randint(1, REFERENCES)
            next_ref += 1
            p.add_run(f"[{n}]")
            p.add_run("。")
    d.add_heading("参考文献", level=1)
    for n in range(1, REFERENCES + 1):
        d.add_paragraph(f"[{n}] AUTHOR{n} A, WRITER B, et al. A study of topic number {n}[J]. "
                        f"Journal of Tests, 20{n % 20 + 5:02d}, {n % 40 + 1}({n % 12 + 1}): {n}-{n + 9}.")
    d.save(path)
    return total_paragraphs


def run() -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long_thesis.docx"
        paragraphs = make_thesis(path)
        code = ("import resource, sys, time; t = time.perf_counter(); "
                "from refverify import api; s = api.parse(sys.argv[1], out=sys.argv[2]); "
                "print(time.perf_counter() - t, s.meta.total_claims, "
                "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code, str(path), str(Path(tmp) / "out")],
                             capture_output=True, text=True, check=True).stdout.split()
        process_seconds = time.perf_counter() - start
    seconds, claims, maxrss_kb = float(out[0]), int(out[1]), int(out[2])
    result = {"pages": PAGES, "paragraphs": paragraphs, "citing_places": CITING_PLACES,
              "claims": claims, "parse_seconds": round(seconds, 2),
              "process_seconds": round(process_seconds, 2), "peak_rss_mb": round(maxrss_kb / 1024),
              "targets": {"parse_seconds": 5, "peak_rss_mb": 500}}
    return result


if __name__ == "__main__":
    r = run()
    print(f"Step A on a {r['pages']}-page docx ({r['paragraphs']} paragraphs, "
          f"{r['citing_places']} citing places → {r['claims']} claims): "
          f"{r['parse_seconds']} s parse (+ state and citation_contexts.md written), "
          f"{r['process_seconds']} s whole process, peak memory {r['peak_rss_mb']} MB "
          f"(targets < 5 s, < 500 MB)")
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "parse.json").write_text(json.dumps(r, indent=2) + "\n")
