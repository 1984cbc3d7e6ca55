"""Every common citation style, rendered by the real CSL processor and read back by refverify.

    python bench/csl_styles.py [--styles apa,ieee] [-v] [--no-manuscripts] [--html]

The records of bench/corpus/csl_items.json (real works, written as CSL-JSON) are rendered into
the bibliography of every style of bench/csl/styles_manifest.json by citeproc-js
(bench/csl/render.js, run by node outside refverify; the style files, locales and node module
live under /work/thirdparty/csl, see bench/csl/README.md). Rendered lines are cached in
/work/thirdparty/csl/out/<records hash>/ so reruns are fast.

The records are the labels, but only as each style SHOWS them (``expected_fields``): the
authors written before the list is cut ("et al.", "等", "…" — then ``etal``), the container
title or its short form (whichever is printed), the pages as printed ("123–9"), and no field the
style leaves out. The lines are read by ``parse_reference_list`` exactly as
bench/reflines_corpus.py reads lines by others and scored by its ``field_right``; for a sample
of styles a whole Markdown manuscript goes through Step A too. Writes bench/results/csl_styles.json.

With ``--html`` every style's lines are citeproc-js's HTML output (``<div class="csl-entry">``,
``<i>``, ``&#38;``, the left-margin number in its own ``<div>``), as Zotero copies a bibliography
and web pages carry it, read as they are and scored against the fields the text rendering of the
same style shows (writes bench/results/csl_styles_html.json).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from fieldcheck import norm  # noqa: E402
from bench.reflines_corpus import FIELDS, accuracy, field_right, line_in_state, read_value  # noqa: E402

THIRD = Path(os.environ.get("CSL_THIRDPARTY", "/work/thirdparty/csl"))
ITEMS = ROOT / "bench" / "corpus" / "csl_items.json"
MANIFEST = ROOT / "bench" / "csl" / "styles_manifest.json"
MANUSCRIPT_STYLES = ("apa", "ieee", "nlm-citation-sequence", "elsevier-harvard", "springer-basic-author-date",
                     "china-national-standard-gb-t-7714-2015-numeric", "modern-language-association",
                     "chicago-author-date", "nature", "din-1505-2")
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-")
_CJK = re.compile(r"[\u3400-\u9fff]")
# the shapes of a printed author list cut short
_ETAL = re.compile(r"\bet\s*al\b|\bu\.\s*a\.|\bet coll\b|\bmet anderen\b|等|…|\.\.\.|\bet alii\b|\bund andere\b|"
                   r"\bet autres\b|\by otros\b|\bet\s+al\.?|\bai\b", re.I)


def _flat(text) -> str:
    return norm(text).replace(" ", "")


# --- what a rendered line shows of its record ---------------------------------------------------

def creator_name(person: dict) -> str:
    """The name a label keeps: the family name (with its particle when the line prints it), an
    organisation whole, a Chinese name whole (family and given names written together)."""
    if "literal" in person:
        return person["literal"]
    family = person.get("family", "")
    if _CJK.search(family):
        return family + person.get("given", "")
    particle = person.get("non-dropping-particle", "")
    return f"{particle} {family}" if particle else family


def _shown_names(names: list[str], line: str) -> list[str]:
    """The names printed, in order, from the first; a name whose particle is not printed next to
    it is kept by its family name alone."""
    flat, at, shown = _flat(line), 0, []
    for name in names:
        options = [name] + ([name.split(" ", 1)[1]] if " " in name and name.split(" ", 1)[0].islower() else [])
        found = None
        for option in options:
            pos = flat.find(_flat(option), at)
            if pos >= 0 and (found is None or pos < found[0]):
                found = (pos, option)
        if found is None:
            break
        at = found[0] + len(_flat(found[1]))
        shown.append(found[1])
    return shown


def _authors(item: dict, line: str, title_at: int):
    """(authors, etal) as the line shows them, or None when it cannot be told."""
    creators = item.get("author") or []
    role_first = False
    if not creators and item.get("editor"):
        creators, role_first = item["editor"], True
    if not creators:
        return [], False
    names = [creator_name(p) for p in creators]
    head = line[:title_at] if title_at > 0 else line
    shown = _shown_names(names, head)
    if not shown:
        return None
    if len(shown) == len(names):
        return shown, False
    rest = head[head.casefold().find(shown[-1].split()[-1].casefold()) + len(shown[-1].split()[-1]):] \
        if shown[-1].split()[-1].casefold() in head.casefold() else head
    if re.search(r"…|\.\.\.", rest) and _flat(names[-1]) in _flat(rest):
        return shown + [names[-1]], True            # APA 7: the first 19, "…", the last
    if role_first and not _ETAL.search(rest):
        return None
    return shown, True


def _title_at(item: dict, line: str) -> int:
    """Where the title starts in the line (-1 when it is not printed)."""
    title = item.get("title", "")
    words = [w for w in re.findall(r"\w+", title)][:3]
    if not words:
        return -1
    match = re.search(r"\W+".join(map(re.escape, words)), line, re.I)
    return match.start() if match else -1


def _printed_pages(page: str, line: str) -> str | None:
    text = line.translate(_DASHES)
    first, _, last = page.translate(_DASHES).partition("-")
    if last:
        match = re.search(rf"(?<![\w.]){re.escape(first)}\s*-\s*([A-Za-z]?\d+)\b", text)
        if match:
            return match.group(0)
    match = re.search(rf"(?<![\w.\-/]){re.escape(first)}(?![\w\-/])", text)
    return match.group(0) if match else None


def _token(value: str, line: str, before: str = "") -> bool:
    value = value.translate(_DASHES)
    return bool(re.search(rf"(?:{before})(?<![\w.\-/]){re.escape(value)}(?![\w\-/])",
                          line.translate(_DASHES), re.I))


def expected_fields(item: dict, line: str) -> dict:
    """The fields of ``item`` that ``line`` (its rendering by a style) shows, as it shows them,
    with the keys of the hand labels of bench/corpus/reflines_labels.json. A field the style
    leaves out is not expected; "underivable" lists fields whose showing could not be told."""
    out, unsure = {}, []
    kind = item.get("type", "")
    title_at = _title_at(item, line)
    authors = _authors(item, line, title_at)
    if authors is None:
        unsure.append("authors")
    else:
        out["authors"], etal = authors
        if out["authors"]:
            out["etal"] = etal
    flat = _flat(line)
    if title_at >= 0 and _flat(item["title"]) in flat:
        out["title"] = item["title"]
    year = item["issued"]["date-parts"][0][0]
    if re.search(rf"(?<!\d){year}(?!\d)", re.sub(r"\S*(?:https?://|doi\.org|www\.)\S*", " ", line)):
        out["year"] = year
    container, short = item.get("container-title", ""), item.get("container-title-short", "")
    if kind in ("article-journal", "chapter", "paper-conference") and container:
        if _flat(container) in flat:
            out["journal"] = container
        elif short and _flat(short) in flat:
            out["journal"] = short
    publisher = item.get("publisher", "")
    if kind in ("book", "chapter", "thesis", "report") and publisher and _flat(publisher) in flat:
        out["publisher"] = publisher
    if kind in ("article-journal", "paper-conference", "chapter") and item.get("volume") \
            and _token(item["volume"], line):
        out["volume"] = item["volume"]
    if kind == "article-journal" and item.get("issue") and _token(
            item["issue"], line, r"\(\s*|\b(?:no|nr|n°|núm|num|h|heft|iss|issue|n|č|cislo)\.?\s*|:\s*|,\s*"):
        out["issue"] = item["issue"]
    if item.get("page"):
        printed = _printed_pages(item["page"], line)
        if printed:
            out["pages"] = printed
    if item.get("DOI") and item["DOI"].casefold() in line.casefold():
        out["doi"] = item["DOI"]
    if unsure:
        out["underivable"] = unsure
    return out


# --- rendering (node, outside refverify) -------------------------------------------------------

def records_hash(items: list[dict]) -> str:
    return hashlib.sha1(json.dumps(items, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:12]


def render(styles: list[str], items: list[dict], output: str = "text") -> dict[str, dict]:
    """{style: {"entries": [{"id", "line"}], "error"?}} from the cache, rendering what is missing
    (``output`` "html": citeproc-js's HTML, cached apart)."""
    out_dir = THIRD / "out" / (records_hash(items) + ("" if output == "text" else f"-{output}"))
    missing = [s for s in styles if not (out_dir / f"{s}.json").is_file()]
    if missing:
        modules = THIRD / "node_modules"
        if not (modules / "citeproc").is_dir():
            raise SystemExit(f"csl_styles: the renderer citeproc-js is missing ({modules / 'citeproc'}): "
                             f"run `npm install citeproc@2.4.63` in {THIRD} (see bench/csl/README.md)")
        for start in range(0, len(missing), 20):
            subprocess.run(["node", str(ROOT / "bench" / "csl" / "render.js"), f"--format={output}", str(ITEMS), str(THIRD / "styles"),
                            str(THIRD / "locales"), str(out_dir), *missing[start:start + 20]],
                           check=True, env={**os.environ, "NODE_PATH": str(modules)})
    return {s: json.loads((out_dir / f"{s}.json").read_text(encoding="utf-8")) for s in styles}


# --- reading and scoring ------------------------------------------------------------------------

STYLE_SECONDS, LINE_SECONDS = 20, 3


class _TooSlow(Exception):
    pass


class _time_limit:
    """Raise _TooSlow in the block after ``seconds`` (SIGALRM; the bench runs in the main thread)."""

    def __init__(self, seconds: int):
        self.seconds = seconds

    def __enter__(self):
        def expire(*_):
            raise _TooSlow()
        self.previous = signal.signal(signal.SIGALRM, expire)
        signal.alarm(self.seconds)

    def __exit__(self, *exc):
        signal.alarm(0)
        signal.signal(signal.SIGALRM, self.previous)
        return False


def _language(item: dict) -> str:
    return item.get("language", "en")[:2]


def read_style(style: str, rendered: dict, items: dict, shown: dict | None = None) -> dict:
    """``shown``: {id: line} of the text rendering the fields are expected from (when the lines
    read are the HTML rendering); the lines themselves by default."""
    from refverify.parse.bibliography import parse_reference_list
    lines = [(i + 1, e["line"]) for i, e in enumerate(rendered["entries"])]
    shown = shown or {e["id"]: e["line"] for e in rendered["entries"]}
    started = time.perf_counter()
    timed_out = []
    try:
        with _time_limit(STYLE_SECONDS):
            entries = parse_reference_list(lines, f"{style}.md")
    except _TooSlow:
        # the list took too long: each line alone, a line still too slow is not read (and named)
        entries = []
        for loc, text in lines:
            try:
                with _time_limit(LINE_SECONDS):
                    entries += parse_reference_list([(loc, text)], f"{style}.md")
            except _TooSlow:
                timed_out.append(loc)
    seconds = round(time.perf_counter() - started, 2)
    by_line = {e.line: e for e in entries}
    scored, misses = [], []
    for (loc, line), rendered_entry in zip(lines, rendered["entries"]):
        item = items[rendered_entry["id"]]
        expected = expected_fields(item, shown[item["id"]])
        entry = by_line.get(loc)
        for field in FIELDS:
            if field not in expected:
                continue
            ok = entry is not None and field_right(field, expected, entry)
            scored.append((style, item["type"], _language(item), field, ok))
            if not ok:
                got = read_value(field, entry) if entry else None
                misses.append({"style": style, "id": item["id"], "type": item["type"], "field": field,
                               "expected": expected[field], "read": got,
                               "kind": "not read" if got in (None, "", [], False) else "read wrong",
                               "line": line})
    return {"lines": len(lines), "read": sum(1 for loc, _ in lines if loc in by_line), "seconds": seconds,
            "timed_out": [rendered["entries"][loc - 1]["id"] for loc in timed_out],
            "scored": scored, "misses": misses,
            "underivable": sum(1 for e in rendered["entries"] if "underivable" in expected_fields(
                items[e["id"]], shown[e["id"]]))}


def manuscript_reach(style: str, rendered: dict) -> dict:
    """The lines as the reference list of a Markdown manuscript, through the whole Step A."""
    from refverify.parse.pipeline import parse_manuscript
    lines = [e["line"] for e in rendered["entries"]]
    text = ("# A study\n\nEarlier work is cited here [1] (Smith, 2020).\n\n## References\n\n"
            + "\n\n".join(lines) + "\n")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "paper.md"
        path.write_text(text, encoding="utf-8")
        try:
            state = parse_manuscript(path)
        except Exception as exc:  # a refusal is a result
            return {"lines": len(lines), "in_state": 0, "failed": f"{type(exc).__name__}: {exc}"}
    raws = [r for r in (_flat(ref.bib.raw) for ref in state.refs.values() if ref.bib.raw) if len(r) >= 8]
    places = [line_in_state(line, raws) for line in lines]
    return {"lines": len(lines), "in_state": places.count("own"), "merged_into_another": places.count("merged")}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--styles", help="comma-separated style names (default: the manifest)")
    parser.add_argument("--no-manuscripts", action="store_true", help="skip the whole Step A on Markdown")
    parser.add_argument("--html", action="store_true", help="read citeproc-js's HTML rendering of every style")
    parser.add_argument("--out", type=Path)
    parser.add_argument("-v", "--verbose", action="store_true", help="print every miss")
    args = parser.parse_args(argv)
    args.out = args.out or ROOT / "bench" / "results" / ("csl_styles_html.json" if args.html else "csl_styles.json")
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    weights = {s["style"]: max(1, s["dependents"]) for s in manifest["styles"]}
    styles = args.styles.split(",") if args.styles else list(weights)
    items_list = json.loads(ITEMS.read_text(encoding="utf-8"))
    items = {it["id"]: it for it in items_list}
    rendered = render(styles, items_list)
    texts = {s: {e["id"]: e["line"] for e in r.get("entries", [])} for s, r in rendered.items()}
    if args.html:
        rendered = render(styles, items_list, "html")
    scored, misses, per_style, skipped = [], [], {}, {}
    for style in styles:
        if rendered[style].get("error") or not rendered[style]["entries"]:
            skipped[style] = rendered[style].get("error", "no entries")
            continue
        result = read_style(style, rendered[style], items, texts[style] if args.html else None)
        print(f"{style}: {accuracy(result['scored'])['percent']} % ({result['seconds']} s)", file=sys.stderr, flush=True)
        scored += result["scored"]
        misses += result["misses"]
        per_style[style] = {"lines": result["lines"], "read": result["read"],
                            "underivable_lines": result["underivable"],
                            "seconds": result["seconds"], "timed_out": result["timed_out"], **accuracy(result["scored"])}
        if not args.no_manuscripts and style in MANUSCRIPT_STYLES:
            per_style[style]["manuscript"] = manuscript_reach(style, rendered[style])
    by = lambda i: {k: accuracy([r for r in scored if r[i] == k]) for k in sorted({r[i] for r in scored})}
    lines, read = sum(s["lines"] for s in per_style.values()), sum(s["read"] for s in per_style.values())
    weighted_right = sum(weights.get(s, 1) * v["right"] / v["scored"] for s, v in per_style.items() if v["scored"])
    weighted = round(100 * weighted_right / sum(weights.get(s, 1) for s, v in per_style.items() if v["scored"]), 2)
    worst = sorted(per_style.items(), key=lambda kv: kv[1]["percent"])[:20]
    kinds = {f: dict(Counter(m["kind"] for m in misses if m["field"] == f)) for f in FIELDS}
    docs = {s: v["manuscript"] for s, v in per_style.items() if "manuscript" in v}
    summary = {"styles": len(per_style), "skipped_styles": skipped, "records": len(items), "lines": lines,
               "read": read, "accuracy": accuracy(scored), "accuracy_weighted_by_dependents": weighted,
               "by_field": by(3), "by_type": by(1), "by_language": by(2),
               "worst_styles": [{"style": s, **v} for s, v in worst], "misses_by_field": kinds,
               "manuscripts": {"styles": len(docs), "lines": sum(d["lines"] for d in docs.values()),
                               "in_state": sum(d["in_state"] for d in docs.values())}}
    if args.verbose:
        for m in misses:
            print(f"  {m['style']} {m['id']} {m['field']}: expected {m['expected']!r} read {m['read']!r}\n      {m['line']}")
    print(f"{'field':10} {'right':>6} {'of':>6} {'%':>7}  read wrong / not read")
    for field, acc in summary["by_field"].items():
        k = kinds.get(field, {})
        print(f"{field:10} {acc['right']:6} {acc['scored']:6} {acc['percent']:7.2f}  "
              f"{k.get('read wrong', 0)} / {k.get('not read', 0)}")
    print("by type: " + "; ".join(f"{k} {v['percent']} % of {v['scored']}" for k, v in summary["by_type"].items()))
    print("by language: " + "; ".join(f"{k} {v['percent']} % of {v['scored']}" for k, v in summary["by_language"].items()))
    print("worst styles: " + "; ".join(f"{s} {v['percent']} %" for s, v in worst))
    if skipped:
        print(f"{len(skipped)} styles without a bibliography or not rendered: {', '.join(sorted(skipped))}")
    acc, ms = summary["accuracy"], summary["manuscripts"]
    slow = {s: v["timed_out"] for s, v in per_style.items() if v["timed_out"]}
    summary["timed_out"] = slow
    if slow:
        print(f"lines not read in {LINE_SECONDS} s (list over {STYLE_SECONDS} s): "
              + "; ".join(f"{s}: {', '.join(ids)}" for s, ids in slow.items()))
    print(f"CSL styles{' (HTML)' if args.html else ''}: {len(per_style)} styles x {len(items)} records = {lines} lines, {read} read "
          f"({round(100 * read / lines, 2) if lines else 0.0} %); whole Step A on {ms['styles']} Markdown "
          f"manuscripts: {ms['in_state']} of {ms['lines']} lines in the state; field accuracy {acc['right']} "
          f"of {acc['scored']} ({acc['percent']} %), weighted by dependent styles {weighted} %")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"summary": summary, "styles": per_style, "misses": misses},
                                   indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
