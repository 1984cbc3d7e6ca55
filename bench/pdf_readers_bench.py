"""PDF readers compared (issue 25 item 2): pypdfium2 (Apache/BSD), pypdf (BSD), pymupdf (AGPL).

Two kinds of PDF, none in the repository:
- articles typeset here with pdflatex (two columns, hyphenation, numbered heads) from real JATS
  articles (`/work/thirdparty/oa`, see bench/oa_manifest.json): the source text is known, so each
  reader's text is scored by word recall against it, and the heads `sections_pdf` finds by the
  share of the article's top-level section titles recovered;
- TeX Live's own PDF manuals on this machine (typeset by others): scored by agreement with
  pymupdf (word-sequence similarity), and time.

    python -m bench.pdf_readers_bench [--articles 6] [--out bench/results/pdf_readers.json]
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import tempfile
import time
import unicodedata
from collections import Counter
from pathlib import Path

from refverify.fulltext.pdf_reader import available_readers, pdf_pages
from refverify.fulltext.sections_jats import parse_jats
from refverify.fulltext.sections_pdf import sections_from_pages

OA = Path("/work/thirdparty/oa")
TEXLIVE = [Path(p) for p in (
    "/usr/share/doc/texlive-doc/bibtex/base/btxhak.pdf", "/usr/share/doc/texlive-doc/generic/iftex/iftex.pdf",
    "/usr/share/doc/texlive-doc/dvipdfmx/tug2005.pdf", "/usr/share/doc/texlive-doc/support/makeindex/makeindex.pdf",
    "/usr/share/doc/texlive-doc/latex/koma-script/scrguide-en.pdf")]
_TEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def _ascii(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).replace("−", "-").replace("–", "-").replace("—", "-")
    text = text.encode("ascii", "ignore").decode()
    return "".join(_TEX_SPECIAL.get(c, c) for c in text)


def latex_of(xml: Path) -> tuple[str, str, list[str]]:
    """(LaTeX source, the plain text it typesets, top-level section titles) of a JATS article."""
    doc = parse_jats(xml.read_bytes(), xml.name)
    lines = [r"\documentclass[twocolumn,10pt]{article}", r"\usepackage[margin=1.8cm]{geometry}",
             r"\begin{document}", r"\section*{Abstract}"]
    plain, tops, last_top = [], [], None
    for s in doc.sections:
        if s.kind in ("table", "figure"):
            continue
        top = s.label.split(" > ")[0]
        if s.kind == "body" and top != last_top:
            title = re.sub(r"^[\dIVX.]+\s+", "", top)
            lines.append(r"\section{" + _ascii(title) + "}")
            tops.append(title)
            last_top = top
        for p in s.paragraphs:
            lines.append(_ascii(p) + "\n")
            plain.append(unicodedata.normalize("NFKD", p).encode("ascii", "ignore").decode())
    lines.append(r"\end{document}")
    return "\n".join(lines), "\n".join(plain), tops


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def recall(source: str, got: str) -> float:
    want, have = Counter(_words(source)), Counter(_words(got))
    return sum(min(n, have[w]) for w, n in want.items()) / max(1, sum(want.values()))


def agreement(a: str, b: str) -> float:
    from rapidfuzz.distance import Indel
    wa, wb = _words(a), _words(b)
    return round(Indel.normalized_similarity(wa, wb), 4)


def build_articles(n: int, folder: Path) -> list[tuple[Path, str, list[str]]]:
    out = []
    for xml in sorted(OA.rglob("*.xml"))[:n]:
        tex, plain, tops = latex_of(xml)
        target = folder / f"{xml.stem}.pdf"
        (folder / f"{xml.stem}.tex").write_text(tex)
        run = subprocess.run(["pdflatex", "-interaction=batchmode", "-halt-on-error", f"{xml.stem}.tex"],
                             cwd=folder, capture_output=True, timeout=120)
        if run.returncode == 0 and target.exists():
            out.append((target, plain, tops))
    return out


def read_all(pdf: Path, readers: list[str]) -> dict[str, tuple[list[str], float]]:
    data = pdf.read_bytes()
    got = {}
    for r in readers:
        t = time.perf_counter()
        pages = pdf_pages(data, pdf.name, reader=r)
        got[r] = (pages, time.perf_counter() - t)
    return got


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--articles", type=int, default=6)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    readers = available_readers()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for pdf, plain, tops in build_articles(args.articles, Path(tmp)):
            got = read_all(pdf, readers)
            for r, (pages, secs) in got.items():
                doc = sections_from_pages(pages)
                labels = " | ".join(s.label.lower() for s in doc.sections)
                found = sum(1 for t in tops if _ascii(t).lower()[:40] in labels)
                rows.append({"pdf": pdf.name, "kind": "typeset here", "reader": r, "pages": len(pages),
                             "seconds": round(secs, 4), "recall_raw": round(recall(plain, "\n".join(pages)), 4),
                             "recall_sections": round(recall(plain, doc.text()), 4),
                             "heads_found": f"{found}/{len(tops)}"})
    for pdf in TEXLIVE:
        if not pdf.exists():
            continue
        got = read_all(pdf, readers)
        ref = "\n".join(got["pymupdf"][0]) if "pymupdf" in got else ""
        for r, (pages, secs) in got.items():
            rows.append({"pdf": pdf.name, "kind": "TeX Live manual", "reader": r, "pages": len(pages),
                         "seconds": round(secs, 4),
                         "agreement_with_pymupdf": agreement(ref, "\n".join(pages)) if ref else None})
    summary = {}
    for r in readers:
        mine = [x for x in rows if x["reader"] == r]
        art = [x for x in mine if x["kind"] == "typeset here"]
        summary[r] = {
            "pages": sum(x["pages"] for x in mine), "seconds": round(sum(x["seconds"] for x in mine), 3),
            "ms_per_page": round(1000 * sum(x["seconds"] for x in mine) / max(1, sum(x["pages"] for x in mine)), 2),
            "articles_word_recall": round(sum(x["recall_sections"] for x in art) / max(1, len(art)), 4),
            "articles_heads_found": f"{sum(int(x['heads_found'].split('/')[0]) for x in art)}/"
                                    f"{sum(int(x['heads_found'].split('/')[1]) for x in art)}",
            "manuals_agreement_with_pymupdf": round(
                sum(x["agreement_with_pymupdf"] or 0 for x in mine if x["kind"] != "typeset here")
                / max(1, len([x for x in mine if x["kind"] != "typeset here"])), 4)}
    result = {"readers": readers, "summary": summary, "rows": rows}
    print(json.dumps(summary, indent=1))
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return result


if __name__ == "__main__":
    main()
