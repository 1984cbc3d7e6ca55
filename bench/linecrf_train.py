"""Train the learned line reader (refverify/parse/reflist_crf.py) from the hand-labelled lines.

    python bench/linecrf_train.py [--batches 2-91] [--out refverify/data/reflines.crfsuite]

Each labelled line of the held-out batches (bench/corpus/heldoutN_reflines_labels.json, its file under
the manifest's root) is read as ``reflist.marked_line`` reads it (its text and its italics), its labelled fields found in it (the
names in order, the title, the journal, …, the numbers after the venue), and its tokens tagged with
them. A line whose labelled fields cannot all be found is left out (counted). The third-party files are
outside the repository: only the model trained from them is kept. Prints the lines used and the time.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from reflines_extract import line_hash, reference_lines  # noqa: E402
from refverify.parse import reflist_crf as crf  # noqa: E402
from refverify.parse.reflist import marked_line  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
_DASHES = "‐‑‒–—―−"


def _normal(text: str) -> tuple[str, list[int]]:
    """``text`` lower-cased, dashes as "-", spaces collapsed; and each character's index in ``text``."""
    out, where = [], []
    for i, ch in enumerate(text):
        low = ch.lower()
        ch = low if len(low) == 1 else ch
        ch = "-" if ch in _DASHES else " " if ch.isspace() else ch
        if ch == " " and out and out[-1] == " ":
            continue
        out.append(ch)
        where.append(i)
    return "".join(out), where


class _Line:
    def __init__(self, text: str):
        self.text, self.spans = text, crf.tokens(text)
        self.tags = ["O"] * len(self.spans)
        self.norm, self.where = _normal(text)

    def occurrences(self, value: str, after: int = 0):
        """Token ranges [i, j) where ``value`` stands, whole tokens, from token ``after`` on."""
        wanted = _normal(str(value).strip())[0].strip(" .,;:")
        if not wanted:
            return
        for m in re.finditer(re.escape(wanted), self.norm):
            a, b = self.where[m.start()], self.where[m.end() - 1] + 1
            i = next((k for k, (s, e) in enumerate(self.spans) if s == a), None)
            j = next((k + 1 for k, (s, e) in enumerate(self.spans) if e == b), None)
            if i is not None and j is not None and i >= after and all(t == "O" for t in self.tags[i:j]):
                yield i, j

    def put(self, field: str, value, after: int = 0) -> int | None:
        """Tag the first free occurrence of ``value`` from token ``after``; its end token, None when absent."""
        for i, j in self.occurrences(value, after):
            self.tags[i:j] = [crf.TAGS[field]] * (j - i)
            return j
        return None


def _names(line: _Line, label: dict) -> bool:
    ends, start = [], None
    for name in label["authors"]:
        found = next(line.occurrences(name, ends[-1] if ends else 0), None)
        if found is None:
            return False
        start = found[0] if start is None else start
        ends.append(found[1])
    first, last = start, ends[-1]
    # the given names and initials before the first family name, when only names stand before it
    if first and first <= 6 and not any(re.search(r"\d", line.text[a:b]) for a, b in line.spans[:first]):
        first = 0
    # initials after the last family name ("Smith, J. A.")
    while last < len(line.spans) and re.fullmatch(r"[A-Z]|[.\-‐,]", line.text[slice(*line.spans[last])]) \
            and line.tags[last] == "O":
        last += 1
    if label.get("etal"):
        for i in range(last, min(last + 4, len(line.spans))):
            if line.text[slice(*line.spans[i])].lower() in ("et", "al", ".", "等", "et al"):
                last = i + 1
    for k in range(first, last):
        if line.tags[k] == "O":
            line.tags[k] = "A"
    return True


def align(text: str, label: dict) -> list[str] | None:
    """The tokens' tags of a labelled line; None when a labelled field is not found in it."""
    line = _Line(text)
    venue_end = 0
    for field in ("doi", "title", "journal", "publisher", "pages"):
        if label.get(field):
            end = line.put(field, label[field])
            if end is None:
                return None
            if field in ("title", "journal"):
                venue_end = max(venue_end, end)
    if label.get("authors") and not _names(line, label):
        return None
    volume_end = venue_end
    for field in ("volume", "issue"):
        if label.get(field):
            end = line.put(field, label[field], volume_end if field == "issue" else venue_end)
            end = end if end is not None else line.put(field, label[field])
            if end is None:
                return None
            volume_end = end
    if label.get("year") and line.put("year", str(label["year"])) is None:
        return None
    return line.tags


def examples(batches: list[int]):
    """(features, tags) of every labelled line found whole; and the count of lines left out."""
    out, missed = [], 0
    for n in batches:
        path = CORPUS / f"heldout{n}_manifest.json"
        if not path.is_file():
            continue
        manifest = json.loads(path.read_text())
        labels = json.loads((CORPUS / f"heldout{n}_reflines_labels.json").read_text())["labels"]
        roots = manifest.get("reflines_roots", {})
        by_source: dict[str, list[dict]] = {}
        for lab in labels:
            by_source.setdefault(lab["source"], []).append(lab)
        for source in manifest["reflines"]:
            file = Path(roots.get(source["root"], manifest["root"])) / source["file"]
            if source["id"] not in by_source or not file.is_file():
                continue
            texts = dict(reference_lines(source, file))
            for lab in by_source[source["id"]]:
                raw = texts.get(lab["locator"])
                if raw is None or line_hash(raw) != lab["line_sha1"]:
                    continue
                text, marks = marked_line(raw)
                tags = align(text, lab)
                if tags is None:
                    missed += 1
                    continue
                out.append((crf.features(text, crf.tokens(text), marks), tags))
    return out, missed


def _batches(spec: str) -> list[int]:
    low, _, high = spec.partition("-")
    return list(range(int(low), int(high or low) + 1))


def main(argv=None) -> int:
    import pycrfsuite
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", default="2-91")
    parser.add_argument("--out", default=str(crf.MODEL))
    parser.add_argument("--iterations", type=int, default=150)
    args = parser.parse_args(argv)
    began = time.time()
    data, missed = examples(_batches(args.batches))
    trainer = pycrfsuite.Trainer(verbose=False)
    for xs, ys in data:
        trainer.append(xs, ys)
    trainer.set_params({"c1": 0.05, "c2": 0.01, "max_iterations": args.iterations,
                        "feature.possible_transitions": True})
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    trainer.train(args.out)
    print(f"lines used {len(data)}, left out (a labelled field not found) {missed}; "
          f"model {Path(args.out).stat().st_size // 1024} KiB; {time.time() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
