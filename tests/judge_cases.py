"""Small states for the Step C tests and the bench, built with the state models.

The abstracts are written for these tests; they describe no real study."""
from __future__ import annotations

from refverify.config import Config
from refverify.judge import judge_state
from refverify.state import Claim, Ref, State

SCRIPTED_MODEL = "openai/scripted"          # the model name tests/llm_server.py answers to

METFORMIN = (
    "BACKGROUND: Keeping blood glucose under control is hard in older adults with type 2 diabetes, "
    "and few trials have enrolled them. METHODS: In this double-blind trial we randomly assigned "
    "412 patients aged 65 years or older with type 2 diabetes to metformin or placebo for 24 weeks "
    "at 14 outpatient clinics. The primary outcome was the change in HbA1c; secondary outcomes "
    "were fasting glucose, body weight and adverse events. RESULTS: Metformin lowered HbA1c by 0.9 "
    "percentage points more than placebo, and fasting glucose fell by 1.6 mmol/L. Gastrointestinal "
    "adverse events occurred in 18.4% of patients in the metformin group and 7.9% of those in the "
    "placebo group. Body weight decreased slightly with metformin. CONCLUSIONS: In older adults with "
    "type 2 diabetes, metformin reduced HbA1c and fasting glucose with acceptable tolerability over "
    "24 weeks.")
DENTAL = (
    "We present a convolutional neural network that segments teeth and restorations on panoramic "
    "dental radiographs. The network was trained on 2,300 annotated images from three hospitals and "
    "tested on an external set of 400 images. Segmentation quality was measured with the Dice "
    "coefficient, which reached 0.91 for teeth and 0.84 for restorations. Errors concentrated on "
    "overlapping premolars and on images with metal artefacts. The model ran in under one second per "
    "image on a consumer graphics card. A reader study with four dentists showed that the automatic "
    "outlines needed corrections in fewer than one case in ten. We release the annotation protocol "
    "so that other groups can extend the dataset to children and to cone-beam images.")
GOUT = (
    "Sugar-sweetened drinks contain large amounts of fructose, which raises serum uric acid. We "
    "followed 78,906 women without gout for 22 years and recorded their beverage intake every four "
    "years with food-frequency questionnaires. During follow-up, 778 incident cases of gout were "
    "confirmed. Compared with women drinking less than one serving a month, those drinking two or "
    "more servings a day had a higher risk of gout (relative risk 2.39). Orange juice intake showed "
    "a similar association. Diet soft drinks were not associated with gout. These findings suggest "
    "that sugar-sweetened beverages may be associated with an increased risk of gout in women, "
    "although residual confounding by other dietary habits cannot be excluded in an observational "
    "cohort of this kind.")
REMISSION = (
    "RESULTS: Of 250 adults with moderate depression treated with eight weeks of behavioural "
    "activation delivered by trained nurses, 70 (28%) reached remission, defined as a score below "
    "five on the nine-item questionnaire at the end of treatment. Remission was more frequent in "
    "patients with shorter episodes and in those who completed at least six of the eight sessions. "
    "Drop-out was 14%. CONCLUSIONS: Nurse-delivered behavioural activation produced remission in "
    "more than a quarter of adults with moderate depression, a rate in the range reported for "
    "other brief psychological treatments, and could be offered where psychologists are scarce in "
    "primary care settings with limited resources for mental health.")


def claim(cid, rid, sentence, severity="Strict", group=None, summary="", **kw) -> Claim:
    return Claim(claim_id=cid, ref_id=rid, context_raw=sentence, citing_sentence=sentence,
                 severity=severity, group_refs=group or [rid], claim_summary=summary or
                 f"Cites [{rid}] to provide data/evidence supporting this statement", **kw)


def ref(rid, abstract, claims, existence="verified", article_type="Randomized Controlled Trial",
        **kw) -> Ref:
    return Ref(ref_id=rid, number=int(rid) if rid.isdigit() else None, existence=existence,
               api_abstract=abstract, api_title=f"Work {rid}", api_article_type=article_type,
               abstract_source="pubmed" if abstract else "none",
               abstract_words=len(abstract.split()) if abstract else 0, claims=claims, **kw)


def judge_one(abstract: str, sentence: str):
    """The offline judge's judgment of one claim (sentence) citing one entry with this abstract."""
    state = State(refs={"1": ref("1", abstract, [claim("C001_001", "1", sentence)])})
    judge_state(state, Config(), progress=False)
    return state.refs["1"].judgments[0]


def basic_state() -> State:
    refs = [
        ref("1", METFORMIN, [
            claim("C001_001", "1", "In older adults with type 2 diabetes, metformin reduced HbA1c "
                  "compared with placebo, with gastrointestinal adverse events in 18% of patients [1]."),
            claim("C001_002", "1", "Metformin reduced HbA1c in 35% of older patients with type 2 diabetes [1]."),
            claim("C001_003", "1", "Metformin increased HbA1c in older adults with type 2 diabetes [1]."),
            claim("C001_004", "1", "二甲双胍可降低老年2型糖尿病患者的血糖[1]。", severity="Standard"),
        ]),
        ref("2", DENTAL, [
            claim("C002_001", "2", "Insulin resistance in older adults with diabetes predicts "
                  "cardiovascular mortality [2]."),
        ], article_type="Journal Article"),
        ref("3", GOUT, [
            claim("C003_001", "3", "Sugar-sweetened beverages cause gout in women [3]."),
        ], article_type="Journal Article"),
        ref("4", REMISSION, [
            claim("C004_001", "4", "Remission rates after brief psychological treatment of "
                  "depression range from 10% to 45% [4-6].", severity="Standard", group=["4", "5", "6"],
                  summary="Cites [4] as one of 3 refs supporting remission rate range → This ref reports 28%"),
        ], article_type="Journal Article"),
        ref("5", "", [claim("C005_001", "5", "A national guideline defines remission [5].",
                            severity="Lenient")], existence="unindexed", entry_type="standard"),
        ref("6", "", [claim("C006_001", "6", "Remission is common [4-6].", group=["4", "5", "6"])],
            existence="not_found"),
    ]
    state = State(refs={r.ref_id: r for r in refs})
    state.recount()
    return state


def llm_config(tmp_path, server=None, **kw) -> Config:
    """A Config for the LLM judge tests: its cache in tmp_path, the scripted server's URL when one
    is given; kw override the defaults."""
    base = dict(llm_cache_path=str(tmp_path / "llm.sqlite"), llm_api_key="sk-test", llm_timeout=5.0,
                llm_context_tokens=32000, max_retries=3, llm_rate_per_s=0, llm_concurrency=4)
    if server is not None:
        base["llm_api_base"] = server.url
    base.update(kw)
    return Config(**base)


def metformin_refs(n_refs: int, claims_per_ref: int = 1,
                   sentence: str = "Metformin lowered HbA1c in older adults with type 2 diabetes [{rid}].") -> State:
    """n_refs entries with the METFORMIN abstract, each cited by claims_per_ref claims; sentence is
    a template over {rid} (the entry) and {k} (the claim's number within it)."""
    refs = {}
    for i in range(1, n_refs + 1):
        rid = str(i)
        refs[rid] = ref(rid, METFORMIN, [claim(f"C{i:03d}_{k:03d}", rid, sentence.format(rid=rid, k=k))
                                         for k in range(1, claims_per_ref + 1)])
    return State(refs=refs)
