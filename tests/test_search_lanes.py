"""Title search keeps every slow lane busy: for a computer-science reference DBLP and Semantic
Scholar start without waiting for OpenAlex's answer, and a near hit naming another work (a close
title, another first author and year) is never held for a confirmation sweep at the end."""
from __future__ import annotations

import threading
from types import SimpleNamespace

from refverify.sources import fetch, http
from refverify.core.work import make_record
from refverify.sources.base import failed, found, missing
from refverify.sources.fetch import search_tiers, query_for, search_titles
from refverify.core.work import Author
from refverify.state import Ref

TITLE = "Sparse lattice routing for streaming graph learners"


class Lane:
    """A service answering each title search at once from ``answers`` (ref id -> record),
    logging (service, event, ref id, how) in one shared list."""

    def __init__(self, name: str, answers: dict, log: list, hold=None):
        self.name, self.answers, self.log, self.hold = name, answers, log, hold

    def lookup(self, queries, session, config):
        if getattr(http._local, "cache_only", False):
            return {q.ref_id: failed("not in cache", code="offline") for q in queries}
        for q in queries:
            self.log.append((self.name, "asked", q.ref_id, "by id" if q.has_id else "by title"))
        if self.hold:
            self.hold(self.name)
        out = {q.ref_id: found(self.answers[q.ref_id], "title_search") if q.ref_id in self.answers
               else missing() for q in queries}
        for q in queries:
            self.log.append((self.name, "answered", q.ref_id, out[q.ref_id].status))
        return out


def _work(title=TITLE, family="Chen", year=2022, pmid=""):
    return make_record(title=title, authors=[Author(family=family, given="Wei")], year=year, pmid=pmid)


def _ref(rid: str, kind="inproceedings", venue="ICML") -> Ref:
    return Ref(ref_id=rid, key=rid, entry_type=kind, bib_title=TITLE, bib_author_list=["Chen, Wei"],
               bib_year=2022, bib_journal=venue)


def _run(monkeypatch, lanes: dict, refs: dict, order):
    monkeypatch.setattr(fetch, "PROVIDERS", lanes)
    queries = {rid: query_for(ref) for rid, ref in refs.items()}
    collected = {rid: {} for rid in refs}
    session = SimpleNamespace(cancelled=threading.Event())
    config = SimpleNamespace(lookup_memo="")
    search_titles(list(refs), queries, refs, collected, order, session, config, set(), lambda m: None, cold=True)
    return collected


def test_tiers_start_the_slow_lanes_with_openalex_for_computer_science():
    cs, med = query_for(_ref("a")), query_for(_ref("b", kind="article", venue="Lancet"))
    assert search_tiers(cs) == [{"openalex", "dblp", "semanticscholar"}, {"crossref"}]
    assert search_tiers(med) == [{"openalex"}, {"crossref"}, {"semanticscholar"}]


def test_dblp_is_asked_before_openalex_answers(monkeypatch):
    # OpenAlex answers only once DBLP has been asked (or after 5 s): DBLP never waits for it
    log = []
    dblp_asked = threading.Event()

    def hold(name):
        if name == "dblp":
            dblp_asked.set()
        elif name == "openalex":
            dblp_asked.wait(5)
    lanes = {"openalex": Lane("openalex", {}, log, hold), "dblp": Lane("dblp", {"a": _work()}, log, hold),
             "crossref": Lane("crossref", {"a": _work()}, log, hold)}
    collected = _run(monkeypatch, lanes, {"a": _ref("a")}, ["crossref", "openalex", "dblp"])
    assert log.index(("dblp", "asked", "a", "by title")) < log.index(("openalex", "answered", "a", "missing"))
    # OpenAlex and DBLP take the reference at once; Crossref once both answered (and one missed)
    assert [e[:2] for e in log if e[0] == "crossref"] == [("crossref", "asked"), ("crossref", "answered")]
    assert log.index(("crossref", "asked", "a", "by title")) > log.index(("openalex", "answered", "a", "missing"))
    assert sorted(s for s, r in collected["a"].items() if r.found) == ["crossref", "dblp"]


def test_a_near_hit_naming_another_work_is_not_held_for_confirmation(monkeypatch):
    # PubMed's batch search finds a near title by another first author in another year, with a
    # PMID. Before, Semantic Scholar was kept for confirming that PMID in the sweep at the end and
    # did not search the title (nor could Crossref, after it): the reference waited for the end of
    # the run. Now Semantic Scholar searches the title at once, agrees with DBLP, and neither a
    # confirmation nor Crossref is asked.
    log = []
    other = _work(title=TITLE + " revisited", family="Okafor", year=2015, pmid="31000001")
    lanes = {"pubmed": Lane("pubmed", {"a": other}, log), "openalex": Lane("openalex", {}, log),
             "dblp": Lane("dblp", {"a": _work()}, log), "semanticscholar": Lane("semanticscholar", {"a": _work()}, log),
             "crossref": Lane("crossref", {}, log)}
    collected = _run(monkeypatch, lanes, {"a": _ref("a")},
                     ["pubmed", "crossref", "semanticscholar", "openalex", "dblp"])
    asked = sorted((e[0], e[3]) for e in log if e[1] == "asked")
    assert asked == [("dblp", "by title"), ("openalex", "by title"), ("pubmed", "by title"),
                     ("semanticscholar", "by title")]
    assert sorted(s for s, r in collected["a"].items() if r.found and s != "pubmed") == ["dblp", "semanticscholar"]


def test_slow_lanes_never_starve_and_crossref_has_no_tail(monkeypatch):
    # 30 conference papers, OpenAlex knows none; DBLP and Semantic Scholar take 50 ms an answer
    # (paced lanes): each searches all 30 in the bibliography's order from the start; Crossref
    # searches only the 3 that Semantic Scholar missed, each as soon as the three answered for
    # it, while the slow lanes are still at work (not in a tail after them).
    import time
    log = []
    refs = {f"r{i:02d}": _ref(f"r{i:02d}") for i in range(30)}
    missed = {"r04", "r15", "r22"}

    def hold(name):
        if name in ("dblp", "semanticscholar"):
            time.sleep(0.05)
    lanes = {"openalex": Lane("openalex", {}, log),
             "dblp": Lane("dblp", {rid: _work() for rid in refs}, log, hold),
             "semanticscholar": Lane("semanticscholar", {rid: _work() for rid in refs if rid not in missed}, log, hold),
             "crossref": Lane("crossref", {}, log)}
    _run(monkeypatch, lanes, refs, ["crossref", "semanticscholar", "openalex", "dblp"])
    for lane in ("dblp", "semanticscholar", "openalex"):
        assert [e[2] for e in log if e[0] == lane and e[1] == "asked"] == sorted(refs)
    assert [e[2] for e in log if e[0] == "crossref" and e[1] == "asked"] == sorted(missed)
    for rid in missed:
        ready = max(log.index((lane, "answered", rid, status)) for lane, status in
                    (("dblp", "found"), ("semanticscholar", "missing"), ("openalex", "missing")))
        asked = log.index(("crossref", "asked", rid, "by title"))
        # before Semantic Scholar answers for the reference 3 places later
        later = f"r{int(rid[1:]) + 3:02d}"
        assert ready < asked < log.index(("semanticscholar", "answered", later, "found"))
