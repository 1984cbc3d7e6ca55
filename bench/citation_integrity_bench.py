"""The offline triage on Citation-Integrity (Sarol et al. 2024) with the cited paper's abstract only
vs. its abstract + full-text passages (issue 25 item 5).

Data (not in this repository; `--prepare MIRROR` copies it from a local git mirror of
github.com/ScienceNLP-Lab/Citation-Integrity into `--data`, default
/work/thirdparty/citation-integrity):
- `Data/multivers-format/claims-{train,dev}.jsonl` (the data set's splits): a citing sentence, the
  cited article (document ids `article * 1000 + n`) and the annotators' labels with the evidence
  sentences of the cited article's full text;
- the cited articles' full texts as sentence lists with their section heads
  (`ShruthanCode/IR/Sentences/<PMCID>.json`, in the repository's history) and the article numbers
  (`ShruthanCode/IR/IR/recon_cs.json`, keys `NNN_PMCID`). The history holds them for articles 1-10
  and 22-41: every article of the dev split, none of the train split;
- for the train split's articles 11-21, the annotation files of the history
  (`ShruthanCode/BratFiles/AccuracyFiles/NNN_PMCID/*.txt`: the citing context, a line of stars,
  then the cited article's full text as markdown), split into sentences the same way. Articles
  42-100 of train have no text anywhere in the repository: their claims are left out.

Splits: the test split is never read (the loader refuses it and skips its articles). Dev is the
split reported; nothing is fitted on it — the triage's thresholds were set before (issue 14 on
other data, the fix of issue 25 on bench/fulltext_judge_bench.py's articles, and the aim-or-procedure
rule found on train). Train (its articles 11-21, 605 citing sentences) is where the triage's errors
are looked at: `--split train`.

Labels, three-way: SUPPORT = every evidence label ACCURATE; REFUTE = any CONTRADICT or MISQUOTE;
UNSURE = the rest (NOT_SUBSTANTIATE, OVERSIMPLIFY, INDIRECT, ETIQUETTE, …, or no evidence).
Our verdicts: PASS / PARTIAL-B → SUPPORT (let through), FAIL → REFUTE, PARTIAL-A ("needs reading",
partly supported) or no verdict → UNSURE.

    python -m bench.citation_integrity_bench [--split dev|train] [--out bench/results/citation_integrity.json]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import time
from pathlib import Path
from xml.sax.saxutils import escape

from bench.eval.public_eval import _sentence
from bench.fulltext_judge_bench import gated_confidence
from refverify.core.outcome import FULLTEXT_FLAG, NEEDS_READING
from refverify.core.vocab import SUPPORTING

DATA = Path(os.environ.get("REFVERIFY_CITINT_DATA", "/work/thirdparty/citation-integrity"))
SPLITS = ("train", "dev")
LABELS = ("SUPPORT", "UNSURE", "REFUTE")
LET_THROUGH = SUPPORTING
REFUTING = {"CONTRADICT", "MISQUOTE"}
# Back matter: another work's sentences or none of the study's findings
_BACK_RE = re.compile(r"^(?:references?|acknowledg|funding|competing|conflicts? of interest|author contrib|"
                      r"supplementary|supporting information|abbreviations|data availability)", re.IGNORECASE)
_HEAD_RE = re.compile(r"^(#{1,6})[ \t]*([^\n]*)\n+")


# --- preparing the data from a git mirror -------------------------------------------------------
def _git_show(mirror: Path, path: str) -> tuple[str, bytes] | None:
    revs = subprocess.run(["git", "-C", str(mirror), "rev-list", "--all", "--", path],
                          capture_output=True, text=True).stdout.split()
    for rev in revs:              # the newest commit that still holds the file
        r = subprocess.run(["git", "-C", str(mirror), "show", f"{rev}:{path}"], capture_output=True)
        if r.returncode == 0:
            return rev, r.stdout
    return None


def prepare(mirror: Path, data: Path) -> dict:
    """Copy the splits, the article numbers and the dev/train articles' sentences; never test."""
    manifest = {"repository": "ScienceNLP-Lab/Citation-Integrity", "files": {}}
    for split in SPLITS:
        path = f"Data/multivers-format/claims-{split}.jsonl"
        rev, blob = _git_show(mirror, path)
        (data / path).parent.mkdir(parents=True, exist_ok=True)
        (data / path).write_bytes(blob)
        manifest["files"][path] = rev
    rev, blob = _git_show(mirror, "ShruthanCode/IR/IR/recon_cs.json")
    articles = {int(k.split("_")[0]): k.split("_")[1] for k in json.loads(blob)}
    wanted = {a for split in SPLITS for a in split_articles(data, split)}
    (data / "sentences").mkdir(exist_ok=True)
    for number, pmcid in sorted(articles.items()):
        if number not in wanted:
            continue
        got = _git_show(mirror, f"ShruthanCode/IR/Sentences/{pmcid}.json")
        if got:
            (data / "sentences" / f"{pmcid}.json").write_bytes(got[1])
            manifest["files"][f"ShruthanCode/IR/Sentences/{pmcid}.json"] = got[0]
    for number, pmcid, path, rev, sentences in _brat_reference_texts(mirror, wanted - set(articles)):
        (data / "sentences" / f"{pmcid}.json").write_text(json.dumps(sentences, ensure_ascii=False), encoding="utf-8")
        manifest["files"][path] = rev
        articles[number] = pmcid
    manifest["articles"] = {str(n): p for n, p in sorted(articles.items()) if n in wanted}
    (data / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


_BRAT_RE = re.compile(r"^ShruthanCode/BratFiles/AccuracyFiles/(\d{3})_(PMC\d+)/(PMC\d+_\d+)\.txt$")
_SEPARATOR_RE = re.compile(r"\n\*{20,}\n")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")


def _brat_reference_texts(mirror: Path, numbers: set[int]):
    """The train split's cited articles 11-21: no sentence list in the history, but the annotation
    files (AccuracyFiles/NNN_PMCID/*.txt) hold the citing context, a line of stars, then the cited
    article's full text as markdown — read from the first such file, split into sentences."""
    names = subprocess.run(["git", "-C", str(mirror), "log", "--all", "--name-only", "--format=",
                            "--", "ShruthanCode/BratFiles/AccuracyFiles"], capture_output=True, text=True).stdout
    first: dict[int, tuple[str, str]] = {}
    for name in sorted(set(names.split("\n"))):
        m = _BRAT_RE.match(name)
        if m and int(m.group(1)) in numbers and int(m.group(1)) not in first:
            first[int(m.group(1))] = (m.group(2), name)
    for number, (pmcid, path) in sorted(first.items()):
        got = _git_show(mirror, path)
        if got is None:
            continue
        parts = _SEPARATOR_RE.split(got[1].decode("utf-8"), maxsplit=1)
        if len(parts) == 2:
            yield number, pmcid, path, got[0], markdown_sentences(parts[1])


def markdown_sentences(text: str) -> list[str]:
    """Markdown ('# Title', '## Abstract', paragraphs) as the data set's sentence lists: a head
    opens the next sentence ('## Results\\n\\nText…'); paragraphs are split after . ! ?"""
    out: list[str] = []
    heads = ""
    text = re.sub(r"^\s*# [^\n]*\n", "", text)      # the title: the sentence lists start at the abstract
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        if not block:
            continue
        if block.startswith("#") and "\n" not in block:
            heads += block + "\n\n"
            continue
        for sentence in _SENTENCE_END_RE.split(" ".join(block.split())):
            out.append(heads + sentence)
            heads = ""
    if heads:
        out.append(heads.rstrip())
    return out


# --- reading -------------------------------------------------------------------------------------
def load_claims(data: Path, split: str) -> list[dict]:
    if split not in SPLITS:
        raise ValueError(f"{split}: only the train and dev splits are read, never test")
    path = data / "Data" / "multivers-format" / f"claims-{split}.jsonl"
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def article_of(row: dict) -> int:
    return int(row["cited_doc_ids"][0]) // 1000


def split_articles(data: Path, split: str) -> set[int]:
    return {article_of(r) for r in load_claims(data, split)}


def gold(row: dict) -> str:
    labels = {e["label"] for evs in row["evidence"].values() for e in evs}
    if labels & REFUTING:
        return "REFUTE"
    return "SUPPORT" if labels == {"ACCURATE"} else "UNSURE"


def sections(sentences: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(abstract sentences, [(section label, sentences)]) from a sentence list whose sentences open
    a section with markdown heads ('## Results\\n\\n### Cell lines\\n\\nText…'); back matter dropped.
    The abstract is what comes before the first head other than 'Abstract' / 'Summary' (Cell Press)."""
    abstract: list[str] = []
    body: list[tuple[str, list[str]]] = []
    path: list[str] = []
    in_abstract = True
    for s in sentences:
        opened = False
        while (m := _HEAD_RE.match(s)):
            level, title = len(m.group(1)), m.group(2).strip()
            s = s[m.end():]
            if level <= 2 and title.lower() not in ("abstract", "summary"):
                in_abstract = False
            if not in_abstract:
                depth = max(level - 2, 0)
                path = path[:depth] + [title or "Section"]
                opened = True
        s = s.strip()
        if not s:
            continue
        if in_abstract:
            abstract.append(s)
        elif path and not _BACK_RE.match(path[0]):
            if opened or not body or body[-1][0] != " > ".join(path):
                body.append((" > ".join(path), []))
            body[-1][1].append(s)
    return abstract, body


def write_jats(pmcid: str, abstract: list[str], body: list[tuple[str, list[str]]], folder: Path) -> Path:
    """The article as a minimal JATS file (outside the repository), read by the judge like a fetch."""
    folder.mkdir(parents=True, exist_ok=True)
    secs = "".join(f"<sec><title>{escape(label.split(' > ')[-1])}</title><p>{escape(' '.join(ss))}</p></sec>"
                   for label, ss in body)
    xml = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<article><front><article-meta>"
           f"<article-id pub-id-type=\"pmc\">{pmcid}</article-id><title-group><article-title>{pmcid}"
           f"</article-title></title-group><abstract><p>{escape(' '.join(abstract))}</p></abstract>"
           f"</article-meta></front><body>{secs}</body></article>\n")
    path = folder / f"{pmcid}.xml"
    path.write_text(xml, encoding="utf-8")
    return path


def cases(data: Path, split: str) -> list[dict]:
    manifest = json.loads((data / "manifest.json").read_text())
    articles = {int(k): v for k, v in manifest["articles"].items()}
    out = []
    docs: dict[int, tuple[str, Path]] = {}
    for row in load_claims(data, split):
        number = article_of(row)
        pmcid = articles.get(number)
        src = data / "sentences" / f"{pmcid}.json" if pmcid else None
        if src is None or not src.is_file():
            continue
        if number not in docs:
            abstract, body = sections(json.loads(src.read_text(encoding="utf-8")))
            if not body:
                continue     # a letter without an abstract stays: abstract-only, the judge has nothing
            docs[number] = (" ".join(abstract), write_jats(pmcid, abstract, body, data / "jats"))
        abstract, jats = docs[number]
        out.append({"id": f"{split}-{row['id']}", "claim": row["claim"], "gold": gold(row), "article": number,
                    "pmcid": pmcid, "abstract": abstract, "jats": str(jats)})
    return out


# --- judging -------------------------------------------------------------------------------------
def build_state(rows: list[dict], fulltext: bool):
    from refverify.parse.records import build_claim
    from refverify.state import Ref, State

    state = State()
    for i, case in enumerate(rows, 1):
        base = i * 10
        rid = str(base)
        text, start, end, group, spans = _sentence(case["claim"], base)
        masked = list(text)
        for a, b in spans:
            masked[a:b] = " " * (b - a)
        claim = build_claim(claim_id=f"C{base:04d}_001", ref_id=rid, text=text, start=start, end=end,
                            marker=text[start:end], group=group, chapter="", section_kind="discussion",
                            line=i, line_kind="line", file="citint.jsonl", masked_text="".join(masked),
                            marker_spans=spans)
        ref = Ref(ref_id=rid, number=base, bib_title=case["id"], existence="verified", api_source="pubmed",
                  api_abstract=case["abstract"], abstract_source="pubmed",
                  abstract_words=len(case["abstract"].split()), api_article_type="Journal Article", claims=[claim])
        if fulltext:
            ref.fulltext_pdf = case["jats"]
        state.refs[rid] = ref
    state.meta.citation_style = "numeric"
    state.recount()
    return state


def predicted(verdict: str) -> str:
    return "SUPPORT" if verdict in LET_THROUGH else "REFUTE" if verdict == "FAIL" else "UNSURE"


def run(rows: list[dict], fulltext: bool) -> list[dict]:
    from refverify.config import Config
    from refverify.judge import judge_state

    state = build_state(rows, fulltext)
    judge_state(state, Config(), judge="heuristic", progress=False)
    out = []
    for (ref, claim), case in zip(state.iter_claims(), rows):
        j = ref.judgment_for(claim.claim_id)
        verdict = (j.final_verdict if j else None) or "none"
        out.append({"id": case["id"], "gold": case["gold"], "verdict": verdict, "predicted": predicted(verdict),
                    "numeric_check": j.numeric_check if j else "N/A",
                    "fulltext_required": bool(j and j.fulltext_required),
                    "needs_reading": bool(j and NEEDS_READING in j.flags),
                    "full_text_evidence": bool(j and FULLTEXT_FLAG in j.flags),
                    "gated_confidence": gated_confidence(ref, claim, j) if j and j.verdict else ""})
    return out


def figures(res: list[dict]) -> dict:
    per = {}
    for label in LABELS:
        tp = sum(r["gold"] == label and r["predicted"] == label for r in res)
        said = sum(r["predicted"] == label for r in res)
        real = sum(r["gold"] == label for r in res)
        per[label] = {"gold": real, "predicted": said,
                      "precision": round(tp / said, 3) if said else None,
                      "recall": round(tp / real, 3) if real else None}
    unsup = [r for r in res if r["gold"] != "SUPPORT"]
    sup = [r for r in res if r["gold"] == "SUPPORT"]
    numeric = [r for r in res if r["numeric_check"] != "N/A"]
    return {"cases": len(res), "per_label": per,
            "false_support": f"{sum(r['predicted'] == 'SUPPORT' for r in unsup)}/{len(unsup)}",
            "retention": f"{sum(r['predicted'] == 'SUPPORT' for r in sup)}/{len(sup)}",
            "needs_reading": sum(r["needs_reading"] for r in res),
            "numeric": len(numeric),
            "numeric_decidable": sum(r["numeric_check"] in ("NUM_OK", "NUM_MISS") and not r["fulltext_required"]
                                     for r in numeric),
            "anchored_in_full_text": sum(r["full_text_evidence"] for r in res),
            "confirmable": sum(r["gated_confidence"] == "confirmed" for r in res)}


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--split", default="dev", choices=SPLITS)
    ap.add_argument("--prepare", default="", help="a git mirror of ScienceNLP-Lab/Citation-Integrity to copy from")
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    data = Path(args.data)
    if args.prepare:
        prepare(Path(args.prepare), data)
    if not (data / "manifest.json").is_file():
        raise SystemExit(f"{data}: no data; run with --prepare <git mirror of ScienceNLP-Lab/Citation-Integrity>")
    rows = cases(data, args.split)
    if not rows:
        raise SystemExit(f"{args.split}: no case has its cited article's text in {data}")
    t = time.perf_counter()
    abstract = run(rows, False)
    t_abs = time.perf_counter() - t
    full = run(rows, True)
    t_full = time.perf_counter() - t - t_abs
    moved = sum(a["gated_confidence"] == "preliminary" and f["gated_confidence"] == "confirmed"
                for a, f in zip(abstract, full))
    summary = {"split": args.split, "articles": len({r["article"] for r in rows}), "cases": len(rows),
               "abstract_only": {**figures(abstract), "seconds": round(t_abs, 1)},
               "full_text": {**figures(full), "seconds": round(t_full, 1)},
               "preliminary_to_confirmed": moved,
               "verdict_changes": sum(a["verdict"] != f["verdict"] for a, f in zip(abstract, full))}
    print(json.dumps(summary, indent=1))
    if args.out:
        Path(args.out).write_text(json.dumps({"summary": summary, "abstract_only": abstract, "full_text": full},
                                             indent=1) + "\n")
    return summary


if __name__ == "__main__":
    main()
