"""Step C (heuristic judge) on the embedded demo, parsed and fetched offline from its recorded cache:
the planted claim problems of data/demo/EXPECTED.md get their exact verdicts, and claims written to
be supported by their source raise few false alarms."""
from collections import Counter

import pytest

from refverify import api
from refverify.demo import DOCUMENTS, demo_config
from refverify.judge import judge_state
from refverify.judge.claim_source import claim_source

# Unplanted claims the heuristic flags although the demo wrote them as supported; each is known
# and explained in the judge's report (a number the source gives only as a hazard ratio, a Western
# trial evidence statement cited to a Chinese prevalence survey, the paper's own training settings).
MAX_FALSE_ALARMS = {"thesis": 3, "paper": 2}
# Triage (issue 14): claims let through only on strong evidence; the rest are "needs reading"
# (PARTIAL-A, flag needs_reading), never a finding. Cross-language claims (the thesis) and short
# ML abstracts (the paper) rarely give a close anchor. The paper's WordPiece method citation is let
# through by its arXiv full text (issue 25), which its abstract could not do; so is the CIFAR-10
# error of a 110-layer ResNet, a number only the full text gives.
SUPPORTED = {"thesis": 35, "paper": 8}
NEEDS_READING = {"thesis": 32, "paper": 15}


def _run(name, tmp_path_factory, fulltext=True):
    out = tmp_path_factory.mktemp(name)
    cfg = demo_config(out).with_(fulltext=fulltext)
    root = api.demo_dir()
    manuscript, bibs = DOCUMENTS[name]
    state = api.parse(root / manuscript, [root / b for b in bibs] or None, out=out / "state", config=cfg)
    api.fetch(state, config=cfg, offline=True, progress=False)
    return judge_state(state, cfg, progress=False)


@pytest.fixture(scope="module")
def thesis(tmp_path_factory):
    return _run("thesis", tmp_path_factory)


@pytest.fixture(scope="module")
def paper(tmp_path_factory):
    return _run("paper", tmp_path_factory)


def _verdicts(state, ref_id):
    ref = state.refs[ref_id]
    return {c.claim_id: (c, ref.judgment_for(c.claim_id)) for c in ref.claims}


def test_overstated_association_cited_as_cause(thesis):
    (claim, j), = _verdicts(thesis, "6").values()
    assert "导致" in claim.claim_text
    assert j.final_verdict == "PARTIAL-A"
    assert "causation" in j.reasoning


def test_wrong_number_is_num_miss(thesis):
    by_text = {c.claim_text: j for c, j in _verdicts(thesis, "3").values()}
    wrong = next(j for t, j in by_text.items() if "45.7%" in t)
    assert (wrong.final_verdict, wrong.numeric_check, wrong.fulltext_required) == ("PARTIAL-A", "NUM_MISS", True)
    assert [d["claim"] for d in wrong.numeric_details if not d["found"]] == ["45.7%"]
    others = [j.final_verdict for t, j in by_text.items() if "45.7%" not in t]
    assert others and all(v in ("PASS", "PARTIAL-B") for v in others)


def test_off_topic_source_fails(thesis):
    (claim, j), = _verdicts(thesis, "42").values()
    assert j.final_verdict == "FAIL" and j.reasoning.startswith("Off topic")


def test_demo_has_a_conflict_on_a_method_citation_that_needs_the_full_text(thesis):
    # Issue 23: every form can be tried on the demo. [40] (the propensity score) cited for
    # multiple imputation: round 1 leaves the method to the full text, round 2 finds it off topic.
    from refverify.widgets.conflicts import pending_conflicts

    assert pending_conflicts(thesis) == ["C040_002"]
    (_ref, claim) = thesis.claim("C040_002")
    j = thesis.refs["40"].judgment_for("C040_002")
    assert "多重插补" in claim.claim_text and claim.method_needs_human_confirm
    assert (j.verdict, j.cv_verdict, j.final_verdict) == ("PARTIAL-A", "FAIL", "CONFLICT")
    assert (j.confidence, j.fulltext_required) == ("preliminary", True)
    assert j.reasoning.startswith("Method citation: the abstract does not describe this use")


def test_retracted_and_fabricated_are_not_judged_as_supported(thesis):
    # [43] retracted is a Step B finding; [44] fabricated is not found and so never judged.
    assert all(j.verdict is None for _, j in _verdicts(thesis, "44").values())


def test_wrong_context_contradicts_the_source(paper):
    uses = {c.line: j for c, j in _verdicts(paper, "he2016deep").values()}
    assert uses[9].final_verdict == "FAIL"
    assert "relationship differs" in uses[9].reasoning
    assert uses[6].final_verdict == "PASS"


def _planted(name, claim, ref_id):
    if name == "thesis":
        return ref_id in ("6", "42") or (ref_id == "3" and "45.7%" in claim.claim_text) \
            or (ref_id == "40" and "多重插补" in claim.claim_text)
    return ref_id == "he2016deep" and claim.line in (9, 11)


@pytest.mark.parametrize("name", ["thesis", "paper"])
def test_few_false_alarms_and_never_confirmed(name, request):
    state = request.getfixturevalue(name)
    alarms, seen, reading = [], Counter(), 0
    for ref in state.refs.values():
        for claim in ref.claims:
            j = ref.judgment_for(claim.claim_id)
            if j is None or j.verdict is None:
                continue
            seen[j.final_verdict] += 1
            assert (j.judge, j.confidence) == ("heuristic", "preliminary")
            if "needs_reading" in j.flags:
                reading += 1
                assert (j.verdict, j.cross_validated) == ("PARTIAL-A", False)
                assert j.reasoning.startswith("Needs reading: no strong evidence")
                assert not _planted(name, claim, ref.ref_id)     # a planted problem is a finding
                continue
            if j.final_verdict in ("FAIL", "PARTIAL-A", "CONFLICT") and not _planted(name, claim, ref.ref_id):
                alarms.append((claim.claim_id, j.final_verdict, j.reasoning))
    assert len(alarms) <= MAX_FALSE_ALARMS[name], "\n".join(map(str, alarms))
    assert (seen["PASS"] + seen["PARTIAL-B"], reading) == (SUPPORTED[name], NEEDS_READING[name])


def test_found_numbers_are_written_in_the_source(thesis, paper):
    for state in (thesis, paper):
        for ref in state.refs.values():
            for j in ref.judgments:
                written = (ref.record.abstract if ref.record else "") + claim_source(*state.claim(j.claim_id)).quote_text
                for d in j.numeric_details:
                    if d["found"]:
                        assert d["source"] and d["source"] in written, (j.claim_id, d)


def test_the_papers_arxiv_full_texts_are_read_and_confirm_a_method_citation(paper):
    """The demo's open-access works (the paper's arXiv preprints) come with their full text through
    the recorded path: the WordPiece method citation, which the abstract does not describe, is
    supported by the passage of the full text that does, named by its section."""
    fetched = sorted(r.ref_id for r in paper.refs.values() if r.fulltext is not None and r.fulltext.fetched)
    assert {paper.refs[r].fulltext.source for r in fetched} == {"arxiv"}
    assert len(fetched) == 9 and "devlin2018bert" in fetched
    ref, claim = paper.claim("C_devlin2018bert_002")
    j = ref.judgment_for(claim.claim_id)
    assert (j.verdict, j.confidence, j.fulltext_required, j.anchor_location, j.flags) == (
        "PASS", "preliminary", False, "3 BERT", ["full_text_evidence"])
    assert "WordPiece" in j.anchor_quote



def test_numbers_only_the_full_text_gives_are_decided_by_it(paper, tmp_path_factory):
    """The CIFAR-10 errors of the paper's experiments section are in the ResNet paper's results
    (its arXiv full text, section 4.2), not in its abstract: 6.43 % is found there (NUM_OK), the
    planted 5.21 % is not (NUM_MISS, where the work says 6.97 %), both decided; without the full
    text (`--no-fulltext`) both wait for it."""
    def cifar(state):
        return [(j.final_verdict, j.numeric_check, j.fulltext_required, j.anchor_location)
                for c, j in _verdicts(state, "he2016deep").values() if "CIFAR" in c.claim_text]
    assert cifar(paper) == [("PASS", "NUM_OK", False, "4.2 CIFAR-10"),
                            ("PARTIAL-A", "NUM_MISS", False, "4.2 CIFAR-10")]
    assert cifar(_run("paper", tmp_path_factory, fulltext=False)) == [
        ("PARTIAL-A", "NUM_MISS", True, "abstract"), ("PARTIAL-A", "NUM_MISS", True, "abstract")]
