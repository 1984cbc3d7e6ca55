"""Real .bib files read whole, and their names checked the way Step B checks them (issue 20).

    python bench/bib_names.py [FOLDER]        (default /work/thirdparty/bibcorpus)

Reading: every entry of every .bib file under FOLDER (real bibliographies of public theses and
papers, kept outside the repository) goes through Step A's reader; the bench counts the entries
written in the files, those that reach the reader's result, those read tolerantly, kept as
unreadable, with a guessed author split, and the reading time.

Names: for each entry whose author field BibTeX's own grammar splits, the record a source would
return for the same work is built from the same names, the way that source writes them —
DBLP (display names with homonym numbers, for DBLP-exported entries), Crossref (family / given),
arXiv (one "Given Family" string split by the arXiv reader), PubMed ("Family Initials") — and
Step B's author and title checks run on the bib entry against it. A real paper must get no author
error: the bench counts entries with one (target 0), per source, and prints a few.

Writes bench/results/bib_names.json. Runs on any tree: ``PYTHONPATH=/path/to/tree``."""
from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path

from bibtexparser.middlewares.names import (InvalidNameError, parse_single_name_into_parts,
                                            split_multiple_persons_names)

from refverify.core.work import BibWork, Work
from refverify.parse.bibliography import latex_to_text, read_bib_files
from refverify.records import dblp
try:
    from refverify.core.compare_text import GROUP_WORDS
except ImportError:   # a tree from before issue 20 (the "before" figure)
    GROUP_WORDS = {"organization", "collaboration", "consortium", "group", "association", "society",
                   "committee", "institute", "council", "agency", "team", "network", "academies"}
from refverify.sources.checks import Context, check_authors, check_title
from refverify.core.names import split_name

HERE = Path(__file__).resolve().parent
DEFAULT = Path("/work/thirdparty/bibcorpus")
# An entry as written: "@type{key," anywhere (not only at a line start), macros and comments aside.
_ENTRY = re.compile(r"(?<![\w.])@\s*(?!string\b|comment\b|preamble\b)[A-Za-z]+\s*[{(]\s*[^\s,{}()=\"]*\s*,",
                    re.I)


def _written_names(field: str) -> list | None:
    """The persons of an author field by BibTeX's grammar, each as (first, von, last, jr) text;
    None when the grammar cannot split it (the record cannot be built from it)."""
    out = []
    for raw in split_multiple_persons_names(field):
        if raw.strip().lower() in ("others", "et al.", "et al"):
            continue
        try:
            parts = parse_single_name_into_parts(raw)
        except InvalidNameError:
            return None
        out.append(tuple(latex_to_text(" ".join(p)) for p in (parts.first, parts.von, parts.last, parts.jr)))
    return out


def _records(names: list, raw_names: list[str], from_dblp: bool) -> dict[str, list]:
    """Each source's author list for the same work (a group author whole, as Crossref's ``name``
    and PubMed's CollectiveName hold it)."""
    def whole(first, von, last, jr):
        return " ".join(x for x in (first, von, last, jr) if x)

    def group(*parts):
        return is_group(whole(*parts)) or not parts[0] and not parts[1]
    records = {
        "crossref": [{"name": whole(*p)} if group(*p) else {"family": " ".join(x for x in p[1:3] if x), "given": p[0]}
                     for p in names],
        "arxiv": [split_name(whole(*p)) for p in names],
        "pubmed": [{"name": whole(*p)} if group(*p) else
                   {"family": " ".join(x for x in p[1:3] if x),
                    "given": "".join(w[0] for w in re.split(r"[\s\-.]+", p[0]) if w)} for p in names],
    }
    if from_dblp:
        # DBLP's API gives the display name as written in its .bib: "Rohit Agrawal 0002"
        records["dblp"] = [dblp.person(latex_to_text(n)) for n in raw_names
                           if n.strip().lower() not in ("others", "et al.", "et al")]
    return records


def run(folder: Path) -> dict:
    files = sorted(folder.rglob("*.bib"))
    written = read = tolerant = unreadable = guessed = 0
    errors_by_source: dict[str, int] = {}
    checked_by_source: dict[str, int] = {}
    examples: list[str] = []
    not_buildable = 0
    seconds = 0.0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        written += len(_ENTRY.findall(text))
        started = time.perf_counter()
        try:
            result = read_bib_files([path])
        except Exception as exc:   # a file the reader refuses whole
            print(f"{path}: {exc}", file=sys.stderr)
            continue
        seconds += time.perf_counter() - started
        keys = {}
        for entry in result.entries:
            keys.setdefault(entry.key.lower(), entry)
        read += len(result.entries) + sum(1 for e in result.errors if ": duplicate key '" in e)
        for entry in result.entries:
            notes = getattr(entry, "notes", [])
            tolerant += any(n.startswith("read by the tolerant reader") for n in notes)
            unreadable += bool(getattr(entry, "unreadable", False))
            guessed += getattr(entry, "certainty", {}).get("authors") == "guessed"
            field = _author_field(entry.raw)
            if not entry.authors or field is None:
                continue
            if getattr(entry, "certainty", {}).get("authors") == "guessed" or _non_bibtex(field):
                not_buildable += 1      # not BibTeX's name grammar: no record can be built from it
                continue
            names = _written_names(field)
            if names is None or not names:
                not_buildable += 1
                continue
            from_dblp = "dblp.org" in entry.raw
            bib = BibWork(title=entry.title, authors=entry.authors, authors_truncated=entry.authors_truncated,
                          year=entry.year)
            raw_names = split_multiple_persons_names(field)
            for source, authors in _records(names, raw_names, from_dblp).items():
                rec = Work(title=latex_to_text(entry.title) + ("." if source == "dblp" else ""),
                           authors=authors, year=entry.year)
                ctx = Context(source, "bench", [], certain=True, identified=True)
                issues = check_authors(bib, rec, ctx) + check_title(bib, rec, ctx)
                checked_by_source[source] = checked_by_source.get(source, 0) + 1
                bad = [i for i in issues if i.severity == "error"]
                if bad:
                    errors_by_source[source] = errors_by_source.get(source, 0) + 1
                    if len(examples) < 40:
                        examples.append(f"{path.relative_to(folder)} {entry.key} [{source}]: {bad[0].message}")
    return {"folder": str(folder), "files": len(files), "entries_written": written,
            "entries_read": read, "read_tolerantly": tolerant, "unreadable": unreadable,
            "authors_guessed": guessed, "reading_seconds": round(seconds, 2),
            "names_checked": checked_by_source, "entries_with_author_or_title_error": errors_by_source,
            "records_not_buildable": not_buildable, "examples": examples}


def is_group(name: str) -> bool:
    words = re.sub(r"[^\w\s]", " ", name.lower()).split()
    return len(words) >= 2 and any(w in GROUP_WORDS for w in words)


def _non_bibtex(field: str) -> bool:
    """A field BibTeX's grammar would mis-read (read on main before issue 20 as one odd name)."""
    return any(len(re.findall(r",", re.sub(r"\{[^{}]*\}", "", n))) >= 2
               for n in split_multiple_persons_names(field))


def _author_field(raw: str) -> str | None:
    """The author (else editor) field's text in an entry's raw BibTeX, braces kept."""
    for name in ("author", "editor"):
        m = re.search(rf"(?<![\w-]){name}\s*=\s*([{{\"])", raw, re.I)
        if not m:
            continue
        start, depth = m.end(), 1 if m.group(1) == "{" else 0
        for i in range(start, len(raw)):
            ch = raw[i]
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0 and m.group(1) == "{":
                    return raw[start:i]
            elif ch == '"' and m.group(1) == '"' and depth == 0:
                return raw[start:i]
        return None
    return None


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    out = run(folder)
    share = out["entries_read"] / out["entries_written"] if out["entries_written"] else 1.0
    errors = sum(out["entries_with_author_or_title_error"].values())
    print(f"bib_names: {out['files']} files, {out['entries_written']} entries written, "
          f"{out['entries_read']} read ({share:.1%}), {out['read_tolerantly']} read tolerantly, "
          f"{out['unreadable']} unreadable, {out['authors_guessed']} author splits guessed, "
          f"{out['reading_seconds']} s reading; name checks {out['names_checked']}: "
          f"{errors} with an author/title error {out['entries_with_author_or_title_error']}")
    for line in out["examples"]:
        print("  " + line)
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "bib_names.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n",
                                                     encoding="utf-8")


if __name__ == "__main__":
    main()
