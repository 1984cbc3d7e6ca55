"""Write world.json (docs/internals.md, "Simulators and the world file") from world_medical.py and
world_ml.py:

    python data/demo/make_world.py

Every record is a real work with its true bibliographic facts; the abstracts were written for this
demo, and so were the full texts of its open-access works (world_fulltext.py). The fabricated
reference of the thesis is deliberately absent.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from world_fulltext import FULLTEXT  # noqa: E402
from world_medical import MEDICAL  # noqa: E402
from world_ml import ML  # noqa: E402


def works() -> list[dict]:
    out = [dict(w, fulltext=FULLTEXT[w["id"]]) if w["id"] in FULLTEXT else w for w in MEDICAL + ML]
    missing = set(FULLTEXT) - {w["id"] for w in out}
    if missing:
        raise ValueError(f"world: full texts of no work: {sorted(missing)}")
    for field in ("id", "doi", "pmid", "arxiv"):
        values = [w[field].lower() for w in out if w.get(field)]
        duplicates = {v for v in values if values.count(v) > 1}
        if duplicates:
            raise ValueError(f"world: duplicate {field}: {sorted(duplicates)}")
    return out


def main() -> None:
    text = json.dumps({"works": works()}, ensure_ascii=False, indent=1) + "\n"
    (HERE / "world.json").write_text(text, encoding="utf-8")
    print(f"world.json: {len(works())} works")


if __name__ == "__main__":
    main()
