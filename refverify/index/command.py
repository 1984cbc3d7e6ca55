"""``refverify index build|update|info``: the command line of the local index."""
from __future__ import annotations

import argparse
import json

from .formats import FORMATS

INDEX_HELP = ("a local index of the sources' snapshots (refverify index build), asked before the "
              "services; or 'index = DIR' in refverify.toml")


def add_index_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--index", metavar="DIR", help=INDEX_HELP)


def add_parser(sub, make) -> None:
    """The ``index`` subcommand; ``make`` is the CLI's own subcommand factory."""
    p = make(sub, "index", "build, update or describe a local index of the sources' snapshots")
    actions = p.add_subparsers(dest="index_action", required=True, metavar="ACTION")
    for name, text in (("build", "import snapshot files (or folders) into an index folder; an "
                                 "interrupted build resumes where it stopped"),
                       ("update", "apply the sources' newer files (updates, deletions) to an index")):
        a = actions.add_parser(name, help=text, description=text)
        a.add_argument("snapshot", nargs="+", help="snapshot files or folders: OpenAlex works (.gz JSON "
                       "Lines), Crossref public data file (.json.gz), PubMed baseline / update XML, "
                       "dblp.xml(.gz), arXiv metadata JSON Lines, Retraction Watch CSV")
        a.add_argument("--index", metavar="DIR", required=True, help="the index folder")
        a.add_argument("--format", choices=FORMATS, help="the files' format (default: read from each file)")
        a.add_argument("--snapshot-date", metavar="YYYY-MM-DD",
                       help="the snapshot's date (default: the date in the file path, else the newest "
                            "record's date)")
        a.add_argument("--quiet", action="store_true", help="no line per file")
        _debug(a)
    a = actions.add_parser("info", help="what an index holds", description="what an index holds")
    a.add_argument("--index", metavar="DIR", required=True, help="the index folder")
    a.add_argument("--json", action="store_true", help="as JSON")
    _debug(a)


def _debug(a: argparse.ArgumentParser) -> None:
    a.add_argument("--debug", action="store_true", help="show the Python traceback of an unexpected error")


def require_extra(modules=("duckdb", "pyarrow", "zstandard")) -> None:
    """The 'index' extra's modules (building: duckdb, pyarrow, zstandard; reading: zstandard),
    or one line saying how to install them."""
    import importlib
    from ..errors import RefverifyError
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            raise RefverifyError(f"the local index needs {name} ({exc}): pip install 'refverify[index]'") from None


def run(args) -> int:
    if args.index_action != "info":
        require_extra()
    from .build import build_index, index_info

    if args.index_action in ("build", "update"):
        info = build_index(args.snapshot, args.index, fmt=args.format, snapshot_date=args.snapshot_date or "",
                           update=args.index_action == "update", log=(lambda m: None) if args.quiet else print)
        print(f"index {args.index}: {len(info['imported'])} files imported, {len(info['skipped'])} already "
              f"done, {info['seconds']} s")
        for path in info["not_imported"]:
            print(f"  not imported (not a snapshot format): {path}")
    else:
        info = index_info(args.index)
        if args.json:
            print(json.dumps(info, indent=1, sort_keys=True))
            return 0
    print(describe(info))
    return 0


def describe(info: dict) -> str:
    from .rows import SOURCE_NAMES
    lines = [f"{info['works']} works ({', '.join(f'{SOURCE_NAMES.get(s, s)} {n}' for s, n in info['by_source'].items())}), "
             f"{info['flags']} retraction notices, {info['files']} files, {info['unread']} records unread"]
    for source, snap in sorted(info["snapshots"].items()):
        name = SOURCE_NAMES.get(source, "Retraction Watch" if source == "retractionwatch" else source)
        lines.append(f"  {name} snapshot {snap['snapshot']} ({snap['files']} files)")
    size, per = info["sizes"], info["bytes_per_work"]
    lines.append(f"  size: index {size['index'] / 1e6:.1f} MB ({per['index']} bytes/work, no abstracts), "
                 f"abstracts {size['abstracts'] / 1e6:.1f} MB, Parquet parts {size['parts'] / 1e6:.1f} MB")
    return "\n".join(lines)
