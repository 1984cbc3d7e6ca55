"""Extract the corpus of third-party manuscripts listed in manifest.json.

    python bench/corpus/prepare.py [--mirrors /work/.mirror]

Each manuscript is taken from a local git mirror of its repository (``<owner>+<name>``, as the
project's search tool stores them; a plain clone named that way works too) at the commit the
manifest names, into ``<root>/<id>/``. Nothing is downloaded and nothing lands in the repository.
"""
from __future__ import annotations

import argparse
import io
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

MANIFEST = Path(__file__).with_name("manifest.json")


def git_dir(mirrors: Path, repository: str) -> Path | None:
    base = mirrors / repository.replace("/", "+")
    for candidate in (base / "repo" / ".git", base / "repo", base / ".git", base):
        if (candidate / "HEAD").is_file():
            return candidate
    return None


def _present(gdir: Path, item: dict) -> list[str]:
    """The manifest's files whose content the mirror holds (a snapshot may leave out its
    largest files, e.g. figures: a manuscript is read without them)."""
    listing = subprocess.run(["git", "--git-dir", str(gdir), "ls-tree", "-r", item["commit"], "--",
                              *item["paths"]], capture_output=True, text=True).stdout.splitlines()
    blobs = [(line.split()[2], line.split("\t", 1)[1]) for line in listing]
    check = subprocess.run(["git", "--git-dir", str(gdir), "cat-file", "--batch-check"],
                           input="".join(f"{sha}\n" for sha, _ in blobs), capture_output=True,
                           text=True).stdout.splitlines()
    return [path for (sha, path), status in zip(blobs, check) if not status.endswith("missing")]


def extract(item: dict, mirrors: Path, root: Path) -> str:
    gdir = git_dir(mirrors, item["repository"])
    if gdir is None:
        return f"{item['id']}: no mirror of {item['repository']} under {mirrors}"
    dest = root / item["id"]
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    archive = subprocess.run(["git", "--git-dir", str(gdir), "archive", "--format=tar",
                              item["commit"], *_present(gdir, item)], capture_output=True)
    if archive.returncode:
        return f"{item['id']}: git archive failed: {archive.stderr.decode().strip()}"
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(dest, filter="data")
    for source, target in item.get("copy", []):
        (dest / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(dest / source, dest / target)
    for source, target in item.get("rename", []):
        (dest / source).rename(dest / target)
    concat = item.get("concat")
    if concat:
        text = "\n\n".join((dest / s).read_text(encoding="utf-8") for s in concat["sources"])
        (dest / concat["dest"]).write_text(text, encoding="utf-8")
    return ""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", default="/work/.mirror")
    args = parser.parse_args(argv)
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    problems = [p for p in (extract(i, Path(args.mirrors), root) for i in manifest["manuscripts"]) if p]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(manifest['manuscripts']) - len(problems)} of {len(manifest['manuscripts'])} "
          f"manuscripts in {root}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
