"""A synthetic state for the views / widgets tests and the review bench.

Claim ``i`` (0-based, over all claims) is built by fixed rules so a test can state its expected
counts: chapter ``i // per_chapter`` + 1; severity Strict when ``i % 5 == 0``, Standard when
``i % 5`` is 1 or 2, Lenient otherwise; method flag when ``i % 10 == 0``. Three claims per
reference, numeric ids "1", "2", … With ``judged=True`` every claim gets a judgment whose verdict
cycles PASS, PASS, PARTIAL-A, PARTIAL-B, FAIL; the first ``conflicts`` claims with a FAIL
verdict become conflicts (round 2 said PASS).
"""
from __future__ import annotations

from refverify.state import Claim, Judgment, Meta, Ref, State

VERDICT_CYCLE = ("PASS", "PASS", "PARTIAL-A", "PARTIAL-B", "FAIL")


def severity_of(i: int) -> str:
    return "Strict" if i % 5 == 0 else "Standard" if i % 5 in (1, 2) else "Lenient"


def make_state(n_claims: int = 300, chapters: int = 3, *, judged: bool = False,
               conflicts: int = 0, language: str = "en") -> State:
    per_chapter = -(-n_claims // chapters)
    refs: dict[str, Ref] = {}
    made_conflicts = 0
    for i in range(n_claims):
        number = i // 3 + 1
        rid = str(number)
        ref = refs.get(rid)
        if ref is None:
            ref = refs[rid] = Ref(
                ref_id=rid, number=number, bib_title=f"Study number {number} of remission",
                bib_authors="Smith J; Li W", bib_author_list=["Smith J", "Li W"],
                bib_year=2000 + number % 20, bib_journal="J Test Med", existence="verified",
                api_source="pubmed", api_title=f"Study number {number} of remission",
                title_match_score=1.0, abstract_source="pubmed", abstract_words=12,
                api_abstract=f"We followed {number} patients. Remission was seen in "
                             f"{20 + number % 10}% of them after one year.")
        cid = f"C{number:03d}_{len(ref.claims) + 1:03d}"
        marker = f"[{number}]"
        sentence = f"Remission occurred in {20 + number % 10}% of patients {marker}."
        if i == 0:
            sentence = f"Values <5% & rising were seen {marker}."
        ref.claims.append(Claim(
            claim_id=cid, ref_id=rid, chapter=f"Chapter {i // per_chapter + 1}", line=10 + i,
            file="thesis.docx", line_kind="paragraph",
            context_raw=f"Earlier work was mixed. {sentence} Later work agreed.",
            citing_sentence=sentence, cite_marker=marker, claim_summary=f"Summary of claim {i}",
            severity=severity_of(i), has_numeric=True, numeric_values=[f"{20 + number % 10}%"],
            section_kind="results", method_needs_human_confirm=i % 10 == 0))
        if judged:
            verdict = VERDICT_CYCLE[i % 5]
            conflict = verdict == "FAIL" and made_conflicts < conflicts
            made_conflicts += conflict
            ref.judgments.append(Judgment(
                claim_id=cid, verdict=verdict, reasoning=f"Round one reason for {cid}",
                anchor_quote="Remission was seen", cross_validated=verdict == "FAIL",
                cv_verdict="PASS" if conflict else (verdict if verdict == "FAIL" else None),
                cv_reasoning=f"Round two reason for {cid}" if conflict else None,
                conflict=conflict, judge="heuristic", judged_at="2025-01-01T00:00:00+00:00"))
    state = State(meta=Meta(source_file="thesis.docx", language=language, last_step="A"),
                  refs=refs)
    state.recount()
    return state


def json_diff(before, after, path: str = "") -> set[str]:
    """The paths (``refs.1.claims.0.severity``) whose values differ between two JSON trees."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: set[str] = set()
        for key in before.keys() | after.keys():
            sub = f"{path}.{key}" if path else str(key)
            if key not in before or key not in after:
                out.add(sub)
            else:
                out |= json_diff(before[key], after[key], sub)
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        out = set()
        for i, (b, a) in enumerate(zip(before, after)):
            out |= json_diff(b, a, f"{path}.{i}")
        return out
    return set() if before == after else {path}
