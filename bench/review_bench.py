"""How fast is the claim review form on a 300-claim state, as cards and as a table?

For each view (``review_claims(view="cards")`` and ``view="table"``) measures, as the mean of several runs: building the form (state file load + 25 row widgets),
turning one page (re-binding the 25 rows), sorting by severity (table view), serialising every widget's state (what the kernel
sends to the browser to render the form), and a Save of 10 edits (apply + atomic write).
Every widget gets a comm that JSON-encodes each message it would send to the browser, so the
figures include the kernel-side cost of talking to the front end (not the browser's drawing).
Target: under 1 s per page. Writes ``bench/results/review.json``.

    python bench/review_bench.py [--claims 300] [--repeat 5]
"""
from __future__ import annotations

import argparse
import comm
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comm.base_comm import BaseComm  # noqa: E402

from refverify.state_file import save_state  # noqa: E402
from refverify.widgets import review_claims  # noqa: E402
from tests.views_fixtures import make_state  # noqa: E402

TARGET_S = 1.0


class SerializingComm(BaseComm):
    """Stands in for the kernel's comm: encodes each message as the kernel would."""
    sent_bytes = 0
    messages = 0

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        SerializingComm.sent_bytes += len(json.dumps({"type": msg_type, "data": data}))
        SerializingComm.messages += 1


def widget_tree(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from widget_tree(child)


def timed(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


VIEWS = ("cards", "table")


def mean_ms(values):
    return round(statistics.mean(values) * 1000, 2)


def measure(path, view: str, repeat: int) -> dict:
    build = timed(lambda: review_claims(path, who="bench", view=view), repeat)
    table = review_claims(path, who="bench", view=view)

    def turn_page():
        if table.next_button.disabled:
            table.show_page(0)
        else:
            table.next_button.click()
    before = SerializingComm.messages
    page = timed(turn_page, repeat * 4)
    messages_per_page = (SerializingComm.messages - before) / (repeat * 4)
    figures = {}
    if view == "table":
        keys = iter(["severity", "verdict", "chapter", "claim"] * repeat)
        figures["sort_ms"] = mean_ms(timed(lambda: table.sort_buttons[next(keys)].click(), repeat))
    render = timed(lambda: [w.get_state() for w in widget_tree(table)], repeat)

    def save_ten():
        for i, row in enumerate(table.rows[:10]):
            row.summary.value = f"bench edit {time.perf_counter_ns()} {i}"
        table.save_button.click()
    save = timed(save_ten, repeat)
    figures.update({
        "page_size": table.page_size, "widgets": sum(1 for _ in widget_tree(table)),
        "comm_messages_per_page": round(messages_per_page, 1),
        "build_ms": mean_ms(build), "page_turn_ms": mean_ms(page),
        "render_state_ms": mean_ms(render), "save_10_edits_ms": mean_ms(save),
        "page_ms_total": round(mean_ms(page) + mean_ms(render), 2)})
    return figures


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "review.json"))
    args = parser.parse_args(argv)
    comm.create_comm = SerializingComm

    with tempfile.TemporaryDirectory() as tmp:
        path = save_state(make_state(args.claims, judged=True, conflicts=4), tmp)
        results = {"claims": args.claims, "repeat": args.repeat,
                   "views": {view: measure(path, view, args.repeat) for view in VIEWS},
                   "target_ms": TARGET_S * 1000,
                   "python": platform.python_version(), "machine": platform.machine()}
    results["meets_target"] = all(
        v["page_ms_total"] < results["target_ms"] and v["build_ms"] < results["target_ms"]
        for v in results["views"].values())
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    for view, figures in results["views"].items():
        print(f"[{view}] {args.claims} claims, pages of {figures['page_size']}, "
              f"{figures['widgets']} widgets")
        for key in ("build_ms", "page_turn_ms", "sort_ms", "render_state_ms", "save_10_edits_ms"):
            if key in figures:
                print(f"{key:>18}: {figures[key]:8.2f}")
        print(f"{'per page':>18}: {figures['page_ms_total']:8.2f} ms "
              f"(target < {results['target_ms']:.0f} ms)")
    print(f"{'OK' if results['meets_target'] else 'TOO SLOW'}; written to {out}")
    return results


if __name__ == "__main__":
    main()
