"""bench/citation_integrity_bench.py reads the data set's sentence lists into an abstract and
labelled full-text sections, maps the annotators' labels to three classes, and never reads the
test split. The article below is invented for this test."""
import json

import pytest

from bench.citation_integrity_bench import cases, gold, load_claims, markdown_sentences, predicted, sections

ARTICLE = [
    "## Abstract\n\n### Background\n\nWalking may lower blood glucose.",
    "### Results\n\nHbA1c fell by 0.6 points with walking.",
    "## Introduction\n\nDiabetes is common.",
    "## Results\n\n### Glucose\n\nHbA1c fell by 0.62 points in 206 walkers.",
    "Weight fell by 2.1 kg.",
    "## References\n\nDoe J. Another trial. 2019.",
]


def test_sentences_become_an_abstract_and_labelled_sections_without_the_references():
    abstract, body = sections(ARTICLE)
    assert abstract == ["Walking may lower blood glucose.", "HbA1c fell by 0.6 points with walking."]
    assert body == [("Introduction", ["Diabetes is common."]),
                    ("Results > Glucose", ["HbA1c fell by 0.62 points in 206 walkers.", "Weight fell by 2.1 kg."])]


def test_a_cell_press_summary_is_the_abstract_and_a_letter_has_none():
    assert sections(["## Summary\n\nA virus spread.", "## Results\n\nIt spread fast."]) == (
        ["A virus spread."], [("Results", ["It spread fast."])])
    assert sections(["##\n\nA letter on a virus.", "## Acknowledgments\n\nNone."]) == (
        [], [("Section", ["A letter on a virus."])])


@pytest.mark.parametrize("labels,expected", [
    (["ACCURATE"], "SUPPORT"), (["ACCURATE", "ACCURATE"], "SUPPORT"), (["ACCURATE", "OVERSIMPLIFY"], "UNSURE"),
    (["NOT_SUBSTANTIATE"], "UNSURE"), ([], "UNSURE"), (["ACCURATE", "CONTRADICT"], "REFUTE"), (["MISQUOTE"], "REFUTE")])
def test_labels_map_to_three_classes(labels, expected):
    row = {"evidence": {"6001": [{"sentences": [0], "label": x} for x in labels]}, "cited_doc_ids": [6001]}
    assert gold(row) == expected


def test_verdicts_map_to_the_same_classes():
    assert [predicted(v) for v in ("PASS", "PARTIAL-B", "PARTIAL-A", "FAIL", "none")] == [
        "SUPPORT", "SUPPORT", "UNSURE", "REFUTE", "UNSURE"]


def test_the_test_split_is_never_read_and_cases_carry_abstract_and_full_text(tmp_path):
    with pytest.raises(ValueError, match="never test"):
        load_claims(tmp_path, "test")
    (tmp_path / "Data" / "multivers-format").mkdir(parents=True)
    (tmp_path / "sentences").mkdir()
    (tmp_path / "sentences" / "PMC1.json").write_text(json.dumps(ARTICLE))
    (tmp_path / "manifest.json").write_text(json.dumps({"articles": {"6": "PMC1"}}))
    rows = [{"id": 0, "claim": "Walking lowered HbA1c by 0.62 points [<|cit|>].", "cited_doc_ids": [6000],
             "evidence": {"6000": [{"sentences": [3], "label": "ACCURATE"}]}},
            {"id": 1, "claim": "An article we do not have [<|cit|>].", "cited_doc_ids": [7000], "evidence": {}}]
    (tmp_path / "Data" / "multivers-format" / "claims-dev.jsonl").write_text("\n".join(map(json.dumps, rows)))
    got = cases(tmp_path, "dev")
    assert [(c["id"], c["gold"], c["article"], c["abstract"]) for c in got] == [
        ("dev-0", "SUPPORT", 6, "Walking may lower blood glucose. HbA1c fell by 0.6 points with walking.")]
    jats = (tmp_path / "jats" / "PMC1.xml").read_text()
    assert "<sec><title>Glucose</title><p>HbA1c fell by 0.62 points in 206 walkers. Weight fell by 2.1 kg.</p></sec>" in jats
    assert "Another trial" not in jats


def test_an_annotation_files_markdown_becomes_the_same_sentence_list():
    # train's articles 11-21: the cited article's text after the line of stars, as markdown
    text = ("\n# Walking and glucose\n\n## Abstract\n\nWalking may lower blood glucose. It was tested.\n\n##\n\n"
            "Diabetes is common (1).\n\n## Results\n\n### Glucose\n\nHbA1c fell by 0.62 points in 206 walkers. "
            "Weight fell by\n2.1 kg.\n\n## References\n\n1. Doe J. Another trial. 2019.\n")
    got = markdown_sentences(text)
    assert got[:6] == ["## Abstract\n\nWalking may lower blood glucose.", "It was tested.", "##\n\nDiabetes is common (1).",
                       "## Results\n\n### Glucose\n\nHbA1c fell by 0.62 points in 206 walkers.", "Weight fell by 2.1 kg.",
                       "## References\n\n1."]    # the reference list, cut anyhow, is dropped below
    assert sections(got) == (["Walking may lower blood glucose.", "It was tested."],
                             [("Section", ["Diabetes is common (1)."]),
                              ("Results > Glucose", ["HbA1c fell by 0.62 points in 206 walkers.", "Weight fell by 2.1 kg."])])
