"""Peak memory of Step A (and a full offline run of a big bib) on the inputs that once took
gigabytes, each in a fresh process, as a user runs it:

    python bench/limits_bench.py

- a 300-page thesis (.docx, 2,000 citing places; the generator of bench/parse_bench.py)
- a 10,000-entry .bib of near-identical titles (`refverify run refs.bib --offline`: A → D)
- a 0.8 MB .docx whose XML expands to 200 MB (refused by max_docx_xml_mb)
- a 50 MB .txt (refused by max_input_mb)

Prints wall time, peak RSS (ru_maxrss of the child) and the exit code / first stderr line, and
writes bench/results/limits.json. Target (issue 12): every case under 2 GB or refused clearly."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from bench.parse_bench import make_thesis  # noqa: E402

TITLE = ("Effects of a structured exercise programme on glycaemic control in adults with type 2 "
         "diabetes: a randomised trial")


def big_bib(path: Path, n: int = 10_000) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(n):
            fh.write(f"@article{{e{i},\n  title = {{{TITLE} (cohort {i})}},\n  author = {{Author{i}, A. and "
                     f"Writer, B.}},\n  journal = {{J Tests}}, year = {{{2000 + i % 25}}}, volume = {{{i % 50}}},\n"
                     f"  pages = {{{i}--{i + 9}}}}}\n\n")


def expanding_docx(path: Path, xml_mb: int = 200, zip64: bool = True) -> None:
    import docx
    plain = path.with_suffix(".plain.docx")
    d = docx.Document()
    d.add_paragraph("Intro [1].")
    d.save(plain)
    para = b"<w:p><w:r><w:t>Filler text that repeats and repeats [1].</w:t></w:r></w:p>"
    with zipfile.ZipFile(plain) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED,
                                                        compresslevel=9) as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == "word/document.xml":
                head, tail = data.split(b"<w:body>", 1)
                with dst.open("word/document.xml", "w", force_zip64=zip64) as out:
                    out.write(head + b"<w:body>")
                    block = para * 10_000
                    for _ in range(xml_mb * 1_000_000 // len(block)):
                        out.write(block)
                    out.write(tail)
                continue
            dst.writestr(item, data)
    plain.unlink()


def big_txt(path: Path, mb: int = 50) -> None:
    line = "Exercise lowered glycated haemoglobin in adults with type 2 diabetes [1]. " * 4 + "\n"
    with open(path, "w", encoding="utf-8") as fh:
        for _ in range(mb * 1_000_000 // len(line)):
            fh.write(line)
        fh.write("\nReferences\n[1] Lindqvist M. Supervised exercise. Lancet Diabetes Endocrinol. 2019;7:271-9.\n")


def measure(args: list[str], env: dict, folder: Path) -> dict:
    """One fresh process; its own peak RSS from wait4 (not the maximum over all children)."""
    out, err = folder / "stdout.txt", folder / "stderr.txt"
    start = time.perf_counter()
    with open(out, "wb") as o, open(err, "wb") as e:
        proc = subprocess.Popen([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                                stdout=o, stderr=e, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    lines = err.read_text(errors="replace").strip().splitlines() or [""]
    return {"exit": os.waitstatus_to_exitcode(status), "seconds": round(seconds, 1),
            "cpu_s": round(usage.ru_utime + usage.ru_stime, 1),
            "peak_mb": round(usage.ru_maxrss / 1024), "stderr": lines[-1][:200],
            "stdout": out.read_text(errors="replace").strip().splitlines()[-1:]}


def run() -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith("REFVERIFY_")}
        env.update(PYTHONPATH=str(HERE.parent), REFVERIFY_CACHE=str(tmp / "cache.sqlite"),
                   REFVERIFY_CONFIG=str(tmp / "none.toml"), LITELLM_LOCAL_MODEL_COST_MAP="True",
                   REFVERIFY_EMBEDDINGS="off")
        cases = []
        txt = tmp / "big.txt"
        big_txt(txt)
        cases.append(("50 MB .txt", ["parse", str(txt), "--out", str(tmp / "o_txt")], txt))
        bomb = tmp / "expands.docx"
        expanding_docx(bomb)
        cases.append(("0.8 MB .docx, 200 MB of XML", ["parse", str(bomb), "--out", str(tmp / "o_bomb")], bomb))
        thesis = tmp / "thesis.docx"
        make_thesis(thesis)
        cases.append(("300-page thesis .docx", ["parse", str(thesis), "--out", str(tmp / "o_thesis")], thesis))
        bib = tmp / "refs.bib"
        big_bib(bib)
        cases.append(("10,000-entry .bib, near-identical titles (parse: Step A)",
                      ["parse", str(bib), "--out", str(tmp / "o_bib_a")], bib))
        cases.append(("10,000-entry .bib, near-identical titles (run --offline, A→D)",
                      ["run", str(bib), "--offline", "--out", str(tmp / "o_bib")], bib))
        for name, args, path in cases:
            r = measure(args, env, tmp)
            r["input_mb"] = round(path.stat().st_size / 1e6, 2)
            results[name] = r
            print(f"{name}: input {r['input_mb']} MB, exit {r['exit']}, {r['seconds']} s, "
                  f"peak {r['peak_mb']} MB | {r['stderr'] or r['stdout']}")
        state = tmp / "o_bib" / "verification_state.json"
        if state.exists():
            results["10,000-entry .bib, near-identical titles (run --offline, A→D)"]["state_mb"] = \
                round(state.stat().st_size / 1e6, 1)
            print(f"  state file: {state.stat().st_size / 1e6:.1f} MB")
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "limits.json").write_text(json.dumps(results, indent=2) + "\n")
    return results


if __name__ == "__main__":
    run()
