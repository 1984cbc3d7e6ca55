"""A small fixed state for the report tests: every verdict, every existence status, a conflict
(open and resolved), a retraction, metadata drift, preliminary verdicts, PARTIAL-B, a method
flag, chapters across files, numbered references and a LaTeX-keyed one.

The works and abstracts are invented for the tests.
"""
from __future__ import annotations

from pathlib import Path

from refverify.state import Claim, Edit, Judgment, Meta, MetadataIssue, Ref, SourceResult, State

BIB_TEXT = """% The thesis bibliography (fixture)
@article{chen2015fix,
  author  = {Chen, Li and Park, Min},
  title   = {Sleep duration and blood pressure in adolescents},
  journal = {Journal of Adolescent Health},
  year    = {2015},
  volume  = {56},
  pages   = {100--106},
  doi     = {10.1000/jah.2016.001},
}

@article{ruiz2019retracted,
  author = {Ruiz, Ana},
  title  = {Coffee intake and liver enzymes},
  journal = {Hepatology Letters},
  year   = 2019,
  doi    = "10.1000/hl.2019.77",
}

@inproceedings{smith2020deep,
  author    = {Smith, John and Doe, Jane},
  title     = {Deep models for citation checking},
  booktitle = {Proceedings of the Workshop on Scholarly Text},
  year      = {2020},
}

@misc{lee2019todo,
  author = {Lee, Kim},
  title  = {A survey of sleep trackers},
  year   = {2019},
}

@misc{old2001unused,
  author = {Old, Ben},
  title  = {An unused entry},
  year   = {2001},
}
"""

ABSTRACT_1 = (
    "BACKGROUND: Short sleep is common in adolescents. METHODS: We followed 2,400 students aged "
    "12 to 18 years for three years and measured sleep with wrist actigraphy. RESULTS: Students "
    "who slept less than seven hours had a 28% higher risk of elevated blood pressure than those "
    "who slept eight hours or more. CONCLUSIONS: Short sleep is associated with elevated blood "
    "pressure in adolescents."
)
ABSTRACT_5 = (
    "We pooled eleven cohort studies of coffee intake. Remission of raised liver enzymes was "
    "reported in 28% of heavy coffee drinkers. The evidence is of low certainty."
)
ABSTRACT_KEYED = (
    "We present deep models that match citing sentences to cited abstracts. On a benchmark of "
    "3,000 citations the best model reached an accuracy of 91%, and errors concentrated on "
    "composite claims citing several works at once."
)
JUDGED_AT = "2026-03-27T11:00:00+00:00"


def _claim(cid, rid, chapter, line, severity, context, summary, file="thesis.md", **kw):
    sentence = kw.pop("citing_sentence", context)
    return Claim(claim_id=cid, ref_id=rid, chapter=chapter, line=line, file=file,
                 severity=severity, context_raw=context, citing_sentence=sentence,
                 claim_summary=summary, **kw)


def _judgment(cid, verdict, reasoning, *, confidence="confirmed", **kw):
    kw.setdefault("judge", "llm")
    kw.setdefault("model", "openai/gpt-4o-mini")
    return Judgment(claim_id=cid, verdict=verdict, confidence=confidence, reasoning=reasoning,
                    judged_at=JUDGED_AT, **kw)


def _found(source, url, **record):
    return SourceResult(found=True, matched_by="doi", record=record, url=url, fetched_at=JUDGED_AT)


def make_state(manuscript_dir: str | Path = "/manuscript") -> State:
    refs: dict[str, Ref] = {}

    refs["1"] = Ref(
        ref_id="1", number=1, entry_type="article",
        bib_title="Sleep duration and blood pressure in a cohort of adolescents",
        bib_author_list=["Garcia, Maria", "Novak, Petr", "Ito, Ken"], bib_year=2021,
        bib_journal="Pediatrics", bib_volume="147", bib_pages="e2020001", bib_pmid="33000001",
        bib_doi="10.1000/peds.2021.1", bib_origin="document", existence="triangulated",
        api_source="pubmed", api_title="Sleep duration and blood pressure in a cohort of adolescents",
        api_authors=["Garcia M", "Novak P", "Ito K"], api_year=2021, api_journal="Pediatrics",
        api_article_type="Journal Article", api_abstract=ABSTRACT_1, abstract_source="pubmed",
        abstract_words=len(ABSTRACT_1.split()), title_match_score=1.0, title_match_ok=True,
        sources={"pubmed": _found("pubmed", "https://pubmed.ncbi.nlm.nih.gov/33000001/"),
                 "crossref": _found("crossref", "https://doi.org/10.1000/peds.2021.1")},
        claims=[
            _claim("C001_001", "1", "Introduction", 12, "Strict",
                   "Sleep matters for health. Adolescents who sleep under seven hours have a 28% "
                   "higher risk of elevated blood pressure [1]. This motivates the study.",
                   "Cites [1] to provide data/evidence supporting short sleep and blood pressure "
                   "→ This ref reports 28% higher risk",
                   citing_sentence="Adolescents who sleep under seven hours have a 28% higher "
                                   "risk of elevated blood pressure [1].",
                   cite_marker="[1]", group_refs=["1"], has_numeric=True,
                   numeric_values=["28%"], section_kind="intro", fulltext_likely=True,
                   fulltext_trigger="severity_rule"),
            _claim("C001_002", "1", "Methods", 40, "Standard",
                   "Sleep was measured with wrist actigraphy over 7 nights as described before [1,3].",
                   "Cites [1] to provide methodological provenance for wrist actigraphy",
                   cite_marker="[1,3]", group_refs=["1", "3"], has_numeric=True,
                   numeric_values=["7"], section_kind="methods", fulltext_likely=True,
                   fulltext_trigger="code_safeguard", method_needs_human_confirm=True),
        ],
        judgments=[
            _judgment("C001_001", "PASS", "The 28% higher risk is stated in the results.",
                      numeric_check="NUM_OK", anchor_quote="had a 28% higher risk of elevated "
                      "blood pressure", anchor_location="RESULTS", quote_verified=True),
            _judgment("C001_002", "PASS", "The methods describe wrist actigraphy.",
                      anchor_quote="measured sleep with wrist actigraphy",
                      anchor_location="METHODS", quote_verified=True),
        ],
    )

    refs["2"] = Ref(
        ref_id="2", number=2, key="chen2015fix", entry_type="article",
        bib_title="Sleep duration and blood pressure in adolescents",
        bib_author_list=["Chen, Li", "Park, Min"], bib_year=2015,
        bib_journal="Journal of Adolescent Health", bib_volume="56", bib_pages="100--106",
        bib_doi="10.1000/jah.2016.001", bib_origin="bib", bib_file="refs.bib", bib_line=2,
        existence="single_source", api_source="crossref",
        api_title="Sleep duration and blood pressure in adolescents", api_authors=["Chen L", "Park M"],
        api_year=2016, api_journal="Journal of Adolescent Health", api_volume="58",
        api_pages="100-106", api_doi="10.1000/jah.2016.001", abstract_source="none",
        title_match_score=1.0, title_match_ok=True, fulltext_required_stepB=True,
        metadata_issues=[
            MetadataIssue(field="year", bib=2015, source_value=2016, source="crossref",
                          record="https://doi.org/10.1000/jah.2016.001", severity="warning",
                          message="year differs by one"),
            MetadataIssue(field="volume", bib="56", source_value="58", source="crossref",
                          record="https://doi.org/10.1000/jah.2016.001", severity="error",
                          message="volume differs"),
        ],
        sources={"crossref": _found("crossref", "https://doi.org/10.1000/jah.2016.001")},
        claims=[_claim("C002_001", "2", "Introduction", 14, "Standard",
                       "Several cohorts link short sleep with hypertension [2,5].",
                       "Cites [2] as one of 2 refs supporting short sleep and hypertension",
                       cite_marker="[2,5]", group_refs=["2", "5"], section_kind="intro")],
        judgments=[_judgment("C002_001", "PASS", "Title fits; no abstract to confirm.",
                             confidence="preliminary", fulltext_required=True)],
    )

    refs["3"] = Ref(
        ref_id="3", number=3, entry_type="article",
        bib_title="Actigraphy versus diaries for adolescent sleep",
        bib_author_list=["Brown, Ann"], bib_year=2018, bib_journal="Sleep Medicine",
        bib_volume="40", bib_pages="1--8", bib_doi="10.1000/sm.2018.3", bib_origin="document",
        existence="verified", api_source="semanticscholar",
        api_title="Actigraphy versus diaries for adolescent sleep", api_year=2018,
        api_abstract="Actigraphy agreed moderately with sleep diaries in 60 adolescents.",
        abstract_source="semantic_scholar", abstract_words=9, title_match_score=0.98,
        title_match_ok=True,
        sources={"semanticscholar": _found("semanticscholar", "https://api.example/s2/3")},
        claims=[
            _claim("C003_001", "3", "Methods", 40, "Standard",
                   "Sleep was measured with wrist actigraphy over 7 nights as described before [1,3].",
                   "Cites [3] to provide methodological provenance for 7-night actigraphy",
                   cite_marker="[1,3]", group_refs=["1", "3"], has_numeric=True,
                   numeric_values=["7"], section_kind="methods", fulltext_likely=True,
                   fulltext_trigger="both"),
            _claim("C003_002", "3", "Methods", 52, "Strict",
                   "Actigraphy is more accurate than diaries in all age groups [3].",
                   "Cites [3] to attribute the finding that actigraphy beats diaries to Brown",
                   cite_marker="[3]", group_refs=["3"], section_kind="methods"),
        ],
        judgments=[
            _judgment("C003_001", "PARTIAL-A", "The 7-night protocol is not in the abstract.",
                      confidence="preliminary", fulltext_required=True, numeric_check="NUM_MISS",
                      anchor_quote="Actigraphy agreed moderately with sleep diaries",
                      anchor_location="abstract", quote_verified=True, cross_validated=True,
                      cv_verdict="PARTIAL-A", cv_reasoning="Night count unsupported."),
            _judgment("C003_002", "FAIL", "The source reports moderate agreement in adolescents "
                      "only, not superiority in all age groups.", cross_validated=True,
                      cv_verdict="FAIL", cv_reasoning="No age groups beyond adolescents; no "
                      "accuracy comparison.", anchor_quote="", anchor_location=""),
        ],
    )

    refs["4"] = Ref(
        ref_id="4", number=4, entry_type="article",
        bib_title="Screen time and sleep onset", bib_author_list=["Kumar, Raj", "Lopez, Eva"],
        bib_year=2020, bib_journal="Sleep Health", bib_doi="10.1000/sh.2020.4",
        bib_origin="document", existence="triangulated", api_source="pubmed",
        api_title="Screen time and sleep onset", api_year=2020, api_journal="Sleep Health",
        api_abstract="Evening screen time delayed sleep onset by 20 minutes in a trial.",
        abstract_source="pubmed", abstract_words=13, title_match_score=1.0, title_match_ok=True,
        sources={"pubmed": _found("pubmed", "https://pubmed.ncbi.nlm.nih.gov/33000004/"),
                 "openalex": _found("openalex", "https://api.example/openalex/4")},
        claims=[_claim("C004_001", "4", "Discussion", 80, "Strict",
                       "Screen time causes hypertension in adolescents [4].",
                       "Cites [4] to attribute the finding that screen time causes hypertension",
                       cite_marker="[4]", group_refs=["4"], section_kind="discussion")],
        judgments=[_judgment("C004_001", "FAIL", "About sleep onset; no blood pressure outcome.",
                             cross_validated=True, cv_verdict="PARTIAL-A",
                             cv_reasoning="Only the screen-time exposure has a basis.",
                             conflict=True)],
    )

    refs["5"] = Ref(
        ref_id="5", number=5, key="ruiz2019retracted", entry_type="article",
        bib_title="Coffee intake and liver enzymes", bib_author_list=["Ruiz, Ana"], bib_year=2019,
        bib_journal="Hepatology Letters", bib_doi="10.1000/hl.2019.77", bib_origin="bib",
        bib_file="refs.bib", existence="triangulated", api_source="pubmed",
        api_title="Coffee intake and liver enzymes", api_year=2019,
        api_article_type="Meta-Analysis", api_abstract=ABSTRACT_5, abstract_source="pubmed",
        abstract_words=len(ABSTRACT_5.split()), title_match_score=1.0, title_match_ok=True,
        retraction={"kind": "retracted", "notice": "10.1000/hl.2021.retract", "source": "crossref"},
        metadata_issues=[MetadataIssue(field="retraction", bib=None, source_value="retracted",
                                       source="crossref", record="https://doi.org/10.1000/hl.2021.retract",
                                       severity="error", message="retracted in 2021")],
        sources={"pubmed": _found("pubmed", "https://pubmed.ncbi.nlm.nih.gov/33000005/"),
                 "crossref": _found("crossref", "https://doi.org/10.1000/hl.2019.77")},
        claims=[
            _claim("C005_001", "5", "Introduction", 14, "Standard",
                   "Several cohorts link short sleep with hypertension [2,5].",
                   "Cites [5] as one of 2 refs supporting short sleep and hypertension",
                   cite_marker="[2,5]", group_refs=["2", "5"], section_kind="intro"),
            _claim("C005_002", "5", "Discussion", 85, "Standard",
                   "Remission rates range from 10% to 45% [5,6].",
                   "Cites [5] as one of 2 refs supporting remission rate range → This ref reports 28%",
                   cite_marker="[5,6]", group_refs=["5", "6"], has_numeric=True,
                   numeric_values=["10%", "45%"], section_kind="discussion"),
        ],
        judgments=[
            _judgment("C005_001", "PASS", "The pooled cohorts support the link.",
                      anchor_quote="We pooled eleven cohort studies", anchor_location="abstract",
                      quote_verified=True),
            _judgment("C005_002", "PARTIAL-B", "Individual contribution confirmed (28% within "
                      "10–45%), composite structural limitation.", numeric_check="NUM_OK",
                      anchor_quote="reported in 28% of heavy coffee drinkers",
                      anchor_location="abstract", quote_verified=True),
        ],
    )

    refs["6"] = Ref(
        ref_id="6", number=6, entry_type="article", bib_title="Hypertension remission after weight loss",
        bib_author_list=["Nakamura, Yui"], bib_year=2017, bib_journal="Hypertension",
        bib_pmid="28000006", bib_origin="document", existence="id_mismatch", api_source="pubmed",
        api_title="Dental caries in preschool children", api_pmid="28000006", api_year=2017,
        title_match_score=0.31, title_match_ok=False,
        metadata_issues=[MetadataIssue(field="title", bib="Hypertension remission after weight loss",
                                       source_value="Dental caries in preschool children",
                                       source="pubmed", record="PMID 28000006", severity="error",
                                       message="PMID points to another work")],
        claims=[_claim("C006_001", "6", "Discussion", 85, "Standard",
                       "Remission rates range from 10% to 45% [5,6].",
                       "Cites [6] as one of 2 refs supporting remission rate range",
                       cite_marker="[5,6]", group_refs=["5", "6"], has_numeric=True,
                       numeric_values=["10%", "45%"], section_kind="discussion")],
        judgments=[Judgment(claim_id="C006_001", skipped_reason="METADATA_MISMATCH")],
    )

    refs["7"] = Ref(
        ref_id="7", number=7, entry_type="article", bib_title="A trial that nobody can find",
        bib_author_list=["Ghost, Gil"], bib_year=2022, bib_journal="Journal of Imaginary Results",
        bib_doi="10.9999/fake.2022.7", bib_origin="document", existence="not_found",
        existence_note="DOI does not resolve; no title match in any source",
        sources={"crossref": SourceResult(found=False, error="404 DOI not found"),
                 "pubmed": SourceResult(found=False, error="no title match")},
        claims=[_claim("C007_001", "7", "Discussion", 90, "Strict",
                       "A large trial showed a 50% drop in blood pressure [7].",
                       "Cites [7] to provide data/evidence supporting a 50% drop",
                       cite_marker="[7]", group_refs=["7"], has_numeric=True,
                       numeric_values=["50%"], section_kind="discussion", fulltext_likely=True,
                       fulltext_trigger="severity_rule")],
    )

    refs["8"] = Ref(
        ref_id="8", number=8, entry_type="article", bib_title="Napping and memory in teenagers",
        bib_author_list=["Weber, Tom"], bib_year=2016, bib_journal="Sleep",
        bib_pmid="27000008", bib_origin="document", existence="api_fail",
        existence_note="pubmed: 429 after 4 retries",
        sources={"pubmed": SourceResult(found=False, error="HTTP 429 Too Many Requests")},
        claims=[_claim("C008_001", "8", "Introduction", 20, "Lenient",
                       "Naps are a common habit among teenagers [8].",
                       "Cites [8] as background reference for teenage napping",
                       cite_marker="[8]", group_refs=["8"], section_kind="intro")],
    )

    refs["9"] = Ref(
        ref_id="9", number=9, entry_type="book", bib_title="睡眠医学手册",
        bib_author_list=["王明"], bib_year=2010, bib_publisher="人民卫生出版社",
        bib_language="zh", bib_origin="document", needs_manual_id=True, existence="unindexed",
        existence_note="book without identifier", abstract_source="none",
        fulltext_required_stepB=True,
        claims=[_claim("C009_001", "9", "Introduction", 8, "Lenient",
                       "睡眠分为快速眼动期与非快速眼动期[9]。",
                       "Cites [9] to provide definitional/standard provenance for sleep stages",
                       cite_marker="[9]", group_refs=["9"], section_kind="intro",
                       context_confidence="low")],
        judgments=[_judgment("C009_001", "PASS", "Textbook definition; no text to check.",
                             confidence="preliminary", fulltext_required=True)],
    )

    refs["smith2020deep"] = Ref(
        ref_id="smith2020deep", key="smith2020deep", entry_type="inproceedings",
        bib_title="Deep models for citation checking", bib_author_list=["Smith, John", "Doe, Jane"],
        bib_year=2020, bib_journal="Proceedings of the Workshop on Scholarly Text",
        bib_origin="bib", bib_file="refs.bib", needs_manual_id=True, existence="verified",
        api_source="dblp", api_title="Deep Models for Citation Checking", api_year=2020,
        api_abstract=ABSTRACT_KEYED, abstract_source="openalex",
        abstract_words=len(ABSTRACT_KEYED.split()), title_match_score=1.0, title_match_ok=True,
        sources={"dblp": _found("dblp", "https://dblp.example/rec/smith2020"),
                 "openalex": _found("openalex", "https://api.example/openalex/smith2020")},
        claims=[
            _claim("C_smith2020deep_001", "smith2020deep", "Related work", 11,
                   "Strict", "Deep models reach 91% accuracy on citation matching \\citep{smith2020deep}.",
                   "Cites [smith2020deep] to provide data/evidence supporting 91% accuracy",
                   file="sections/related.tex", cite_marker="\\citep{smith2020deep}",
                   group_refs=["smith2020deep"], has_numeric=True, numeric_values=["91%"],
                   section_kind="other", fulltext_likely=False),
            _claim("C_smith2020deep_002", "smith2020deep", "Related work", 15, "Strict",
                   "Such models never fail on composite claims \\citep{smith2020deep,lee2019todo}.",
                   "Cites [smith2020deep] to attribute the finding that models never fail",
                   file="sections/related.tex", cite_marker="\\citep{smith2020deep,lee2019todo}",
                   group_refs=["smith2020deep", "lee2019todo"], section_kind="other"),
        ],
        judgments=[
            _judgment("C_smith2020deep_001", "PASS", "91% accuracy is reported.",
                      numeric_check="NUM_OK", anchor_quote="the best model reached an accuracy of 91%",
                      anchor_location="abstract", quote_verified=True),
            _judgment("C_smith2020deep_002", "FAIL", "Errors concentrate on composite claims.",
                      cross_validated=True, cv_verdict="PARTIAL-A",
                      cv_reasoning="'never fail' has no basis.", conflict=True,
                      resolution={"verdict": "PARTIAL-A", "note": "soften 'never'",
                                  "who": "mei", "when": "2026-03-28T09:00:00+00:00"}),
        ],
    )
    for key in ("lee2019todo", "old2001unused"):
        refs[key] = Ref(ref_id=key, key=key, entry_type="misc", bib_origin="bib",
                        bib_file="refs.bib", bib_title="uncited entry")

    meta = Meta(
        source_file="thesis.md", bib_file="refs.bib", bib_files=["refs.bib"],
        manuscript_dir=str(manuscript_dir), created="2026-03-27T10:00:00+00:00",
        updated="2026-03-28T09:30:00+00:00", last_step="C", language="en",
        citation_style="numeric", input_hashes={
            "thesis.md": "sha256:" + "a" * 64, "sections/related.tex": "sha256:" + "b" * 64,
            "refs.bib": "sha256:" + "c" * 64},
        checks={"uncited": ["lee2019todo", "old2001unused"], "bib_enumerated": True},
        judge={"judge": "llm", "model": "openai/gpt-4o-mini"},
        todo_keys={"lee2019todo": "sections/related.tex"},
    )
    state = State(meta=meta, refs=refs, edits=[
        Edit(target="C001_002", field="method_needs_human_confirm", old=True, new=False,
             who="mei", when="2026-03-27T12:00:00+00:00", step="A"),
        Edit(target="C_smith2020deep_002", field="resolution", old=None, new="PARTIAL-A",
             who="mei", when="2026-03-28T09:00:00+00:00", step="C")])
    state.recount()
    return state


def write_manuscript(folder: Path) -> State:
    """The fixture state with its bibliography file on disk (for corrected.bib)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_text(BIB_TEXT, encoding="utf-8")
    return make_state(folder)
