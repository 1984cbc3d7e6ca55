"""The judge with and without the cited work's full text (issue 25 item 5).

Data: open-access JATS articles collected from public repositories into /work/thirdparty/oa
(manifest: bench/eval/oa_manifest.json; the articles are not in this repository) and claims we
wrote from their results sections (bench/eval/oa_claims.jsonl): for each, a claim the article
supports, with its numbers, and a distorted copy (a number changed, or the direction reversed)
that it does not. Each claim is judged twice by the offline judge: against the article's abstract
alone (as Step B stores it from PubMed), and against abstract + full text.

Figures:
- numeric checks decidable: NUM_OK or NUM_MISS without "full text needed" (RUBRIC §4);
- supported claims whose numbers are found (NUM_OK), distorted ones whose changed number is
  missing (NUM_MISS, decided);
- triage: false support (a distorted claim let through: PASS / PARTIAL-B) and retention
  (a supported claim let through), with and without the full text;
- preliminary -> confirmed: the code's confidence gates (rules.finalize) applied to a model's
  "confirmed" answer with the offline judge's verdict and anchor: how many stay confirmed. The
  offline judge itself never confirms; this measures what the gates let a model confirm.

    python -m bench.fulltext_judge_bench [--out bench/results/fulltext_judge.json] [--lexical]
"""
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from refverify.core.vocab import SUPPORTING

OA = Path(os.environ.get("REFVERIFY_OA_DATA", "/work/thirdparty/oa"))
CLAIMS = Path(__file__).parent / "eval" / "oa_claims.jsonl"
LET_THROUGH = SUPPORTING


def abstract_as_stored(doc) -> str:
    """The abstract as PubMed gives it: structured parts as 'LABEL: text'."""
    parts = []
    for s in doc.sections:
        if s.kind != "abstract" or s.label.startswith("Abstract ("):
            continue
        label = s.label.split(" > ", 1)[1] if " > " in s.label else ""
        parts.append(f"{label.upper()}: {s.text}" if label else s.text)
    return " ".join(parts)


def build_state(rows, fulltext: bool):
    from refverify.fulltext.sections_jats import parse_jats
    from refverify.state import Claim, Ref, State
    refs = {}
    for n, row in enumerate(rows, 1):
        path = OA / row["file"]
        doc = parse_jats(path.read_bytes(), row["file"])
        abstract = abstract_as_stored(doc)
        claims = []
        for kind in ("claim", "distorted"):
            text = row[kind] + f" [{n}]"
            claims.append(Claim(claim_id=f"C{n:03d}_{'s' if kind == 'claim' else 'd'}", ref_id=str(n),
                                context_raw=text, citing_sentence=text, severity="Strict", group_refs=[str(n)],
                                claim_summary=f"Cites [{n}] to provide data/evidence supporting this statement"))
        ref = Ref(ref_id=str(n), number=n, existence="verified", api_abstract=abstract, api_title=doc.title,
                  api_article_type="Journal Article", abstract_source="pubmed",
                  abstract_words=len(abstract.split()), claims=claims)
        if fulltext:
            ref.fulltext_pdf = str(path)
        refs[ref.ref_id] = ref
    return State(refs=refs)


def gated_confidence(ref, claim, j) -> str:
    """What rules.finalize leaves of a model's 'confirmed' answer carrying this verdict and anchor."""
    from refverify.judge import rules
    from refverify.state import Judgment
    llm = Judgment(claim_id=claim.claim_id, verdict=j.verdict, confidence="confirmed", judge="llm",
                   numeric_check=j.numeric_check, anchor_quote=j.anchor_quote, anchor_location=j.anchor_location,
                   reasoning="", fulltext_required=False)
    return rules.finalize(llm, ref, claim).confidence


def run(rows, fulltext: bool) -> dict:
    from refverify.config import Config
    from refverify.judge import judge_state
    state = build_state(rows, fulltext)
    t = time.perf_counter()
    judge_state(state, Config(), progress=False)
    seconds = time.perf_counter() - t
    out = {"claims": [], "seconds": round(seconds, 2)}
    for ref in state.refs.values():
        by_id = {c.claim_id: c for c in ref.claims}
        for j in ref.judgments:
            c = by_id[j.claim_id]
            out["claims"].append({
                "claim_id": j.claim_id, "supported": j.claim_id.endswith("_s"), "verdict": j.verdict,
                "numeric_check": j.numeric_check, "fulltext_required": j.fulltext_required,
                "anchor_location": j.anchor_location, "flags": j.flags,
                "gated_confidence": gated_confidence(ref, c, j) if j.verdict else ""})
    return out


def summarise(res: dict) -> dict:
    cl = res["claims"]
    sup = [c for c in cl if c["supported"]]
    dis = [c for c in cl if not c["supported"]]
    numeric = [c for c in cl if c["numeric_check"] != "N/A"]
    decided = [c for c in numeric if c["numeric_check"] in ("NUM_OK", "NUM_MISS") and not c["fulltext_required"]]
    return {
        "claims": len(cl), "numeric": len(numeric),
        "numeric_decidable": len(decided),
        "supported_num_ok": sum(1 for c in sup if c["numeric_check"] == "NUM_OK"),
        "distorted_num_miss_decided": sum(1 for c in dis if c["numeric_check"] == "NUM_MISS"
                                          and not c["fulltext_required"]),
        "false_support": f"{sum(1 for c in dis if c['verdict'] in LET_THROUGH)}/{len(dis)}",
        "retention": f"{sum(1 for c in sup if c['verdict'] in LET_THROUGH)}/{len(sup)}",
        "confirmable_supported": f"{sum(1 for c in sup if c['gated_confidence'] == 'confirmed')}/{len(sup)}",
        "confirmable_all": f"{sum(1 for c in cl if c['gated_confidence'] == 'confirmed')}/{len(cl)}",
        "anchored_in_full_text": sum(1 for c in cl if "full_text_evidence" in c["flags"]),
        "seconds": res["seconds"]}


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="")
    ap.add_argument("--lexical", action="store_true", help="without the embeddings (REFVERIFY_EMBEDDINGS=off)")
    args = ap.parse_args(argv)
    if args.lexical:
        os.environ["REFVERIFY_EMBEDDINGS"] = "off"
    rows = [json.loads(x) for x in CLAIMS.read_text().splitlines() if x.strip()]
    rows = [r for r in rows if (OA / r["file"]).exists()]
    if not rows:
        raise SystemExit(f"{OA}: the open-access articles are not there (bench/eval/oa_manifest.json)")
    abstract, full = run(rows, False), run(rows, True)
    summary = {"papers": len({r["file"] for r in rows}), "abstract_only": summarise(abstract),
               "full_text": summarise(full)}
    moved = sum(1 for a, f in zip(abstract["claims"], full["claims"])
                if a["gated_confidence"] == "preliminary" and f["gated_confidence"] == "confirmed")
    summary["preliminary_to_confirmed"] = moved
    print(json.dumps(summary, indent=1))
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": summary, "abstract_only": abstract, "full_text": full},
                                             indent=1, ensure_ascii=False) + "\n")
    return summary


if __name__ == "__main__":
    main()
