"""Issue 22, item 15: sizes checked on what is actually inflated, and text that is linear. Each case
runs in a fresh process, as a user runs it:

    python bench/reading_limits_bench.py [--quick]

- a .docx whose zip directory declares a 5 kB document.xml that inflates to 400 MB (a lying header;
  refused by max_docx_xml_mb: peak memory must stay near the process's own size)
- a .txt of 50,000 lines in one block (no blank line) with 2,000 and with 8,000 citations: Step A's
  time must grow linearly with the citations (before the fix: 19 s and 124 s)

Prints wall time, peak RSS of the child and the exit code / last line, and writes
bench/results/reading_limits.json."""
from __future__ import annotations

import json
import os
import struct
import sys
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from bench.limits_bench import expanding_docx, measure  # noqa: E402

DECLARED = 5_000


def lying_docx(path: Path, xml_mb: int = 400) -> None:
    """A .docx whose document.xml inflates to ``xml_mb`` MB while its local header and central
    directory declare DECLARED bytes."""
    expanding_docx(path, xml_mb, zip64=False)
    raw = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as z:
        info = z.getinfo("word/document.xml")
        local = info.header_offset
    raw[local + 22:local + 26] = struct.pack("<I", DECLARED)       # local header: uncompressed size
    eocd = raw.rfind(b"PK\x05\x06")
    at = struct.unpack("<I", raw[eocd + 16:eocd + 20])[0]          # the central directory
    while raw[at:at + 4] == b"PK\x01\x02":
        name_len, extra_len, comment_len = struct.unpack("<HHH", raw[at + 28:at + 34])
        if raw[at + 46:at + 46 + name_len] == b"word/document.xml":
            raw[at + 24:at + 28] = struct.pack("<I", DECLARED)     # its uncompressed size too
        at += 46 + name_len + extra_len + comment_len
    path.write_bytes(bytes(raw))


def one_block_txt(path: Path, citations: int, lines: int = 50_000) -> None:
    """``lines`` hard-wrapped lines with no blank line between them (one block), ``citations``
    numeric citations spread over them, then the reference list."""
    every = max(1, lines // citations)
    with open(path, "w", encoding="utf-8") as fh:
        n = 0
        for i in range(lines):
            cite = f" [{n % 40 + 1}]" if i % every == 0 and n < citations else ""
            n += bool(cite)
            fh.write(f"Exercise lowered glycated haemoglobin in adults with diabetes{cite}. Then\n")
        fh.write("\nReferences\n")
        for k in range(1, 41):
            fh.write(f"[{k}] Author{k} A. Study number {k} of exercise. J Tests. 2019;7:{k}-9.\n")


def run(quick: bool = False) -> dict:
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith("REFVERIFY_")}
        env.update(PYTHONPATH=os.environ.get("PYTHONPATH", str(HERE.parent)),
                   REFVERIFY_CACHE=str(tmp / "cache.sqlite"), REFVERIFY_CONFIG=str(tmp / "none.toml"),
                   LITELLM_LOCAL_MODEL_COST_MAP="True", REFVERIFY_EMBEDDINGS="off")
        cases = []
        bomb = tmp / "lying.docx"
        lying_docx(bomb)
        cases.append(("docx declaring 5 kB, inflating to 400 MB", bomb))
        for n in ((2_000,) if quick else (2_000, 8_000)):
            txt = tmp / f"block_{n}.txt"
            one_block_txt(txt, n)
            cases.append((f"3 MB .txt, 50,000 lines in one block, {n:,} citations", txt))
        for name, path in cases:
            r = measure(["parse", str(path), "--out", str(tmp / f"o_{path.stem}")], env, tmp)
            r["input_mb"] = round(path.stat().st_size / 1e6, 2)
            results[name] = r
            print(f"{name}: input {r['input_mb']} MB, exit {r['exit']}, {r['seconds']} s "
                  f"({r['cpu_s']} s CPU), "
                  f"peak {r['peak_mb']} MB | {r['stderr'] or r['stdout']}", flush=True)
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "reading_limits.json").write_text(json.dumps(results, indent=2) + "\n")
    return results


if __name__ == "__main__":
    run(quick="--quick" in sys.argv)
