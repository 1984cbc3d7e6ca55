"""The offline judge on public data it was never written for (issue 14): Citation-Integrity
(Sarol et al. 2024, in MultiVerS format) and SciFact (Wadden et al. 2020), TRAIN and DEV splits
only. The test splits are never read: this module opens no file whose name is not
claims_train.jsonl / claims_dev.jsonl / corpus.jsonl.

    python -m bench.eval.public_eval [--data /work/thirdparty] [--split dev|train|both] [--limit N]

The data is not in the repository (see bench/eval/PUBLIC_DATA.md for where it comes from); the
script scores whatever of it is present and says what is missing.

Binary question, as a person reading the audit sees it: is the citation counted as supporting
(PASS or PARTIAL-B → SUPPORTS) or not (PARTIAL-A, FAIL, unjudged → needs a look)? Gold:
SUPPORT → supported; REFUTE, or no evidence in the cited document (NEI) → not supported.
Figures: false support rate (unsupported cases the judge lets through), PASS retention
(supported cases it lets through), macro-F1 over the two classes, against always-PASS and a
word-overlap baseline whose threshold is fitted on the train split.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

from refverify.core.vocab import SUPPORTING
from refverify.state import Ref, State

from .claims_eval import lexical_anchors

DATASETS = ("citint", "scifact")
SPLITS = {"train": "claims_train.jsonl", "dev": "claims_dev.jsonl"}
SUPPORTED = SUPPORTING
TARGET_RE = re.compile(r"\[?\s*<\|(?:multi_cit|cit)\|>\s*\]?")
OTHER_RE = re.compile(r"<\|other_cit\|>")
STOP = set("""about above after again against also among been before being below between both
could does doing down during each from further have having here into more most other over same
should some such than that their them then there these they this those through under until very
were what when where which while with would your only many much well shown show showed found
reported report study studies patients""".split())


def load_jsonl(path: Path) -> list[dict]:
    if "test" in path.name:
        raise ValueError(f"{path}: the test split is never read")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def doc_text(doc: dict) -> str:
    abstract = doc.get("abstract")
    if isinstance(abstract, list):
        return " ".join(s.strip() for s in abstract)
    return str(abstract or doc.get("text") or "")


def load_cases(data: Path, dataset: str, split: str) -> list[dict]:
    """One case per (claim, cited document) with its gold label; [] when the files are absent."""
    folder = data / dataset
    claims_path, corpus_path = folder / SPLITS[split], folder / "corpus.jsonl"
    if not claims_path.is_file() or not corpus_path.is_file() or corpus_path.stat().st_size == 0:
        return []
    corpus = {str(d["doc_id"]): doc_text(d) for d in load_jsonl(corpus_path)}
    cases = []
    for c in load_jsonl(claims_path):
        for doc_id in c.get("cited_doc_ids", []):
            source = corpus.get(str(doc_id), "")
            if not source:
                continue
            labels = {e["label"] for e in c.get("evidence", {}).get(str(doc_id), [])}
            gold = "SUPPORT" if labels == {"SUPPORT"} else "REFUTE" if "REFUTE" in labels else "NEI"
            cases.append({"id": f"{dataset}-{split}-{c['id']}-{doc_id}", "claim": c["claim"],
                          "source": source, "gold": gold, "supported": gold == "SUPPORT"})
    return cases


def _sentence(claim: str, base: int) -> tuple[str, int, int, list[str], list[tuple[int, int]]]:
    """The claim with its markers as refverify reads them: the target as [base] (or
    [base,base+1] for a multi-citation), other citations as [base+5]."""
    multi = "<|multi_cit|>" in claim
    target = f"[{base},{base + 1}]" if multi else f"[{base}]"
    text = OTHER_RE.sub(str(base + 5), claim)
    m = TARGET_RE.search(text)
    if m is None:                      # SciFact: a bare claim, cited at its end
        text = text.rstrip().rstrip(".") + f" {target}."
        start = text.rindex(target)
    else:
        text = text[:m.start()] + target + text[m.end():]
        start = m.start()
    group = [str(base), str(base + 1)] if multi else [str(base)]
    spans = [(start, start + len(target))] + [
        (o.start(), o.end()) for o in re.finditer(rf"\[{base + 5}[^\]]*\]", text)]
    return text, start, start + len(target), group, spans


def build_state(cases: list[dict]) -> tuple[State, dict[str, dict]]:
    from refverify.parse.records import build_claim

    state, case_of = State(), {}
    for i, case in enumerate(cases, 1):
        base = i * 10
        rid = str(base)
        text, start, end, group, spans = _sentence(case["claim"], base)
        masked = list(text)
        for a, b in spans:
            masked[a:b] = " " * (b - a)
        claim = build_claim(claim_id=f"C{base:03d}_001", ref_id=rid, text=text, start=start, end=end,
                            marker=text[start:end], group=group, chapter="", section_kind="discussion",
                            line=i, line_kind="line", file="public.jsonl", masked_text="".join(masked),
                            marker_spans=spans)
        source = case["source"]
        state.refs[rid] = Ref(ref_id=rid, number=base, bib_title=case["id"], existence="verified",
                              api_source="pubmed", api_abstract=source, abstract_source="pubmed",
                              abstract_words=len(source.split()), api_article_type="Journal Article",
                              claims=[claim])
        case_of[claim.claim_id] = case
    state.meta.citation_style = "numeric"
    state.recount()
    return state, case_of


def judge_cases(cases: list[dict]) -> list[dict]:
    from refverify.config import Config
    from refverify.judge import judge_state

    state, case_of = build_state(cases)
    judge_state(state, Config(), judge="heuristic", progress=False)
    rows = []
    for ref, claim in state.iter_claims():
        j = ref.judgment_for(claim.claim_id)
        verdict = (j.final_verdict if j else None) or "none"
        case = case_of[claim.claim_id]
        rows.append({"id": case["id"], "gold": case["gold"], "supported": case["supported"],
                     "verdict": verdict, "predicted": verdict in SUPPORTED,
                     "needs_reading": bool(j and "needs_reading" in j.flags)})
    return rows


# --- the word-overlap baseline ------------------------------------------------------------------
def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z\-]{3,}", text.lower()) if w not in STOP}


def overlap(case: dict) -> float:
    claim = _words(TARGET_RE.sub(" ", OTHER_RE.sub(" ", case["claim"])))
    return len(claim & _words(case["source"])) / len(claim) if claim else 0.0


def fit_overlap(cases: list[dict]) -> float:
    """The threshold that maximises macro-F1 on these (train) cases."""
    scores = [(overlap(c), c["supported"]) for c in cases]
    best = (0.0, -1.0)
    for t in sorted({round(s, 2) for s, _ in scores}):
        f1 = metrics([{"supported": y, "predicted": s >= t} for s, y in scores])["macro_f1"]
        best = max(best, (t, f1), key=lambda x: x[1])
    return best[0]


# --- figures ------------------------------------------------------------------------------------
def _f1(tp: int, fp: int, fn: int) -> float:
    return 2 * tp / (2 * tp + fp + fn) if tp else 0.0


def metrics(rows: list[dict]) -> dict:
    tp = sum(r["supported"] and r["predicted"] for r in rows)
    fp = sum(not r["supported"] and r["predicted"] for r in rows)
    fn = sum(r["supported"] and not r["predicted"] for r in rows)
    tn = len(rows) - tp - fp - fn
    pos, neg = tp + fn, fp + tn
    return {"n": len(rows), "supported": pos, "unsupported": neg,
            "false_support": round(fp / neg, 4) if neg else None,
            "pass_retention": round(tp / pos, 4) if pos else None,
            "accuracy": round((tp + tn) / len(rows), 4) if rows else None,
            "macro_f1": round((_f1(tp, fp, fn) + _f1(tn, fn, fp)) / 2, 4) if rows else None}


def fail_metrics(rows: list[dict]) -> dict:
    """FAIL is what makes the audit FAIL (the claim's use is WRONG → REPLACE); PARTIAL-A is a
    warning and counts neither way. Detection: unsupported cases called FAIL; false alarm:
    supported cases called FAIL."""
    hits = sum(not r["supported"] and r["verdict"] == "FAIL" for r in rows)
    alarms = sum(r["supported"] and r["verdict"] == "FAIL" for r in rows)
    pos = sum(r["supported"] for r in rows)
    neg = len(rows) - pos
    return {"detected": hits, "false_alarms": alarms,
            "detection": round(hits / neg, 4) if neg else None,
            "false_alarm": round(alarms / pos, 4) if pos else None,
            "precision": round(hits / (hits + alarms), 4) if hits + alarms else None}


def evaluate(data: Path, split: str = "dev", limit: int | None = None) -> dict:
    out: dict = {"split": split, "datasets": {}, "missing": []}
    for ds in DATASETS:
        cases = load_cases(data, ds, split)
        if not cases:
            out["missing"].append(f"{ds}/{SPLITS[split]} with a non-empty corpus.jsonl")
            continue
        if limit:
            cases = cases[:limit]
        train = load_cases(data, ds, "train") if split != "train" else cases
        threshold = fit_overlap(train) if train else 0.5
        started = time.monotonic()
        rows = judge_cases(cases)
        seconds = round(time.monotonic() - started, 1)
        verdicts: dict[str, dict[str, int]] = {}
        for r in rows:
            v = verdicts.setdefault(r["gold"], {})
            v[r["verdict"]] = v.get(r["verdict"], 0) + 1
        out["datasets"][ds] = {
            "cases": len(rows), "seconds": seconds, "verdicts_by_gold": verdicts,
            "needs_reading": sum(r["needs_reading"] for r in rows),
            "heuristic": metrics(rows),
            "fail": fail_metrics(rows),
            "always_pass": metrics([{**r, "predicted": True} for r in rows]),
            "word_overlap": {**metrics([{**r, "predicted": overlap(c) >= threshold}
                                        for r, c in zip(rows, cases)]), "threshold": threshold},
        }
    return out


def _cell(value, spec: str, width: int) -> str:
    """A figure, or "n/a" when the cases hold no example of its class (a small --limit)."""
    return f"{'n/a':>{width}}" if value is None else f"{value:>{width}{spec}}"


def format_table(result: dict) -> str:
    lines = [f"Public data, {result['split']} split (binary: counted as supporting or not)",
             f"{'dataset / judge':<28}{'n':>6}{'false support':>15}{'PASS retention':>16}"
             f"{'macro-F1':>10}{'accuracy':>10}"]
    for ds, r in result["datasets"].items():
        for name in ("heuristic", "always_pass", "word_overlap"):
            m = r[name]
            label = f"{ds} {name}" + (f" (t={m['threshold']})" if name == "word_overlap" else "")
            lines.append(f"{label:<28}{m['n']:>6}" + _cell(m["false_support"], ".1%", 15)
                         + _cell(m["pass_retention"], ".1%", 16) + _cell(m["macro_f1"], ".3f", 10)
                         + _cell(m["accuracy"], ".1%", 10))
        if "fail" in r:
            f = r["fail"]
            lines.append(f"  FAIL (makes the audit FAIL): {f['detected']} unsupported caught ("
                         + _cell(f["detection"], ".1%", 0).strip() + "), " + f"{f['false_alarms']} supported "
                         "flagged (" + _cell(f["false_alarm"], ".1%", 0).strip() + "), precision "
                         + _cell(f["precision"], ".1%", 0).strip())
        lines.append(f"  heuristic verdicts by gold label: {json.dumps(r['verdicts_by_gold'], sort_keys=True)}"
                     f"; needs reading {r['needs_reading']}; {r['seconds']} s")
    for miss in result["missing"]:
        lines.append(f"not scored (absent): {miss}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.eval.public_eval", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=Path(os.environ.get("REFVERIFY_PUBLIC_DATA", "/work/thirdparty")))
    ap.add_argument("--split", choices=["dev", "train", "both"], default="dev")
    ap.add_argument("--limit", type=int, default=None, help="first N cases per dataset")
    ap.add_argument("--embed", action="store_true", help="anchor with the multilingual model (slow)")
    ap.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = ap.parse_args(argv)
    results = []
    with lexical_anchors(not args.embed):
        for split in (["train", "dev"] if args.split == "both" else [args.split]):
            results.append(evaluate(args.data, split, args.limit))
    for r in results:
        print(format_table(r))
        print()
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0 if any(r["datasets"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
