"""Ordered, non-overlapping spans (citation markers, accepted matches) with the look-ups Step A
makes once per citation done by bisection, so a block with thousands of citations is read in
O(n log n), not O(n²) (issue 22 item 15)."""
from __future__ import annotations

from bisect import bisect_left, bisect_right, insort


class Spans:
    def __init__(self, spans=()):
        pairs = sorted(spans)
        self.starts = [s for s, _ in pairs]
        self.ends = [e for _, e in pairs]

    def __iter__(self):
        return iter(zip(self.starts, self.ends))

    def __len__(self) -> int:
        return len(self.starts)

    def last_end_between(self, low: int, high: int, skip: tuple[int, int]) -> int | None:
        """The largest end e of a span other than ``skip`` with low <= e <= high."""
        i = bisect_right(self.ends, high) - 1
        while i >= 0 and self.ends[i] >= low:
            if (self.starts[i], self.ends[i]) != skip:
                return self.ends[i]
            i -= 1
        return None

    def first_start_between(self, low: int, high: int, skip: tuple[int, int]) -> int | None:
        """The smallest start s of a span other than ``skip`` with low <= s <= high."""
        i = bisect_left(self.starts, low)
        while i < len(self.starts) and self.starts[i] <= high:
            if (self.starts[i], self.ends[i]) != skip:
                return self.starts[i]
            i += 1
        return None

    def overlaps(self, start: int, end: int) -> bool:
        """Whether [start, end) overlaps a span (the spans themselves never overlap)."""
        i = bisect_right(self.starts, start)
        return (i > 0 and self.ends[i - 1] > start) or (i < len(self.starts) and self.starts[i] < end)

    def add(self, start: int, end: int) -> None:
        i = bisect_left(self.starts, start)
        self.starts.insert(i, start)
        self.ends.insert(i, end)


def newline_offsets(text: str) -> list[int]:
    return [i for i, ch in enumerate(text) if ch == "\n"]


def lines_before(offsets: list[int], position: int) -> int:
    """How many newlines stand before ``position`` (``offsets`` from ``newline_offsets``)."""
    return bisect_left(offsets, position)


__all__ = ["Spans", "newline_offsets", "lines_before", "insort"]
