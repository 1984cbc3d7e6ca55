"""Extract the corpus of real bibliographies and reference lists listed in bib_manifest.json.

    python bench/corpus/prepare_bib.py [--mirrors /work/.mirror]

Each file is read from a local git mirror of its repository (``<owner>+<name>``, as the project's
search tool stores them; a plain clone named that way works too) at the commit the manifest names
(``git show <commit>:<path>``) and written to ``<root>/<file>``; its SHA-256 must match the
manifest. Nothing is downloaded and nothing lands in the repository. The Word theses whose
reference lists are also measured come from ``docx_manifest.json`` (``prepare_docx.py``).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from prepare_docx import extract as extract_file  # noqa: E402

MANIFEST = HERE / "bib_manifest.json"


def extract(item: dict, mirrors: Path, root: Path) -> str:
    """One file into ``root`` (prepare_docx's extraction: git show, SHA-256 checked); the
    returned line names a problem, empty when the file is there."""
    (root / item["file"]).parent.mkdir(parents=True, exist_ok=True)
    said = extract_file({**item, "id": item["file"], "repo": item["repository"]}, mirrors, root)
    return "" if said.endswith(("present", "bytes)")) else said


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    args = parser.parse_args(argv)
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    problems = [p for p in (extract(i, args.mirrors, root) for i in manifest["files"]) if p]
    for problem in problems:
        print(problem, file=sys.stderr)
    total = len(manifest["files"])
    repos = len({i["repository"] for i in manifest["files"]})
    print(f"{total - len(problems)} of {total} files from {repos} repositories in {root}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
