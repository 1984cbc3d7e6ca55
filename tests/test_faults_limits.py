"""Fault case 6: inputs over the size limits are refused with one clear line before they are
read; the duplicate check stores one finding per group, never every pair."""
from __future__ import annotations

import random

import docx
import pytest

from refverify.errors import RefverifyError

from refverify.parse.checks import MAX_DUPLICATE_GROUPS, duplicates, near_identical_groups
from refverify.state import Ref, State
from tests.faults_fixtures import cli, one_error_line, paper, sim_env


def _config(tmp_path, text):
    cfg = tmp_path / "refverify.toml"
    cfg.write_text(text, encoding="utf-8")
    return str(cfg)


def test_text_input_over_the_limit_is_refused(tmp_path):
    ms = tmp_path / "thesis.txt"
    ms.write_text("Exercise helps [1].\n" * 2000 + "\nReferences\n[1] Smith J. A study. 2020.\n", encoding="utf-8")
    line = one_error_line(cli(["parse", str(ms), "--out", str(tmp_path / "out"),
                               "--config", _config(tmp_path, "max_input_mb = 0.01\n")],
                              sim_env(None, tmp_path)))
    assert line == (f"refverify: error: {ms}: 0.0 MB is more than the 0.01 MB limit for a text "
                    "input (raise max_input_mb in refverify.toml to read it)")
    assert not (tmp_path / "out" / "verification_state.json").exists()


def test_bib_over_the_limit_is_blocked_with_the_reason(tmp_path):
    ms = paper(tmp_path)
    (tmp_path / "refs.bib").write_text((tmp_path / "refs.bib").read_text() + "% pad\n" * 3000)
    r = cli(["run", str(ms), "--out", str(tmp_path / "out"),
             "--config", _config(tmp_path, "max_input_mb = 0.01\n")], sim_env(None, tmp_path))
    line = one_error_line(r)
    assert line.startswith(f"refverify: error: {tmp_path / 'refs.bib'}: ")
    assert line.endswith("MB is more than the 0.01 MB limit for a text input (raise max_input_mb "
                         "in refverify.toml to read it)")


def test_docx_expanding_over_the_limit_is_refused_before_decompressing(tmp_path):
    d = docx.Document()
    for i in range(400):
        d.add_paragraph(f"Paragraph {i} says the same thing again and again [1].")
    d.save(tmp_path / "thesis.docx")
    line = one_error_line(cli(["parse", str(tmp_path / "thesis.docx"), "--out", str(tmp_path / "out"),
                               "--config", _config(tmp_path, "max_docx_xml_mb = 0.01\n")],
                              sim_env(None, tmp_path)))
    assert line.startswith(f"refverify: error: {tmp_path / 'thesis.docx'}: its XML expands to ")
    assert line.endswith("MB, more than the 0.01 MB limit (raise max_docx_xml_mb in refverify.toml "
                         "to read it)")


def test_within_the_limits_the_same_files_parse(tmp_path):
    ms = tmp_path / "thesis.txt"
    ms.write_text("Exercise helps [1].\n\nReferences\n[1] Smith J. A study. 2020.\n", encoding="utf-8")
    r = cli(["parse", str(ms), "--out", str(tmp_path / "out")], sim_env(None, tmp_path))
    assert r.returncode == 0 and "1 references, 1 claims" in r.stdout


TITLE = "effects of a structured exercise programme on glycaemic control in adults with type 2 diabetes"


def test_thousands_of_near_identical_titles_make_one_group():
    titles = [(f"e{i}", f"{TITLE} cohort {i}") for i in range(3000)]
    groups = near_identical_groups(titles)
    assert len(groups) == 1 and groups[0] == [f"e{i}" for i in range(3000)]


def test_a_typo_anywhere_is_still_found_and_different_titles_are_not():
    a = "sodium glucose cotransporter inhibitors and heart failure outcomes in older adults"
    typo_start = "sodium glucose cotransprter inhibitors and heart failure outcomes in older adults"
    typo_end = "sodium glucose cotransporter inhibitors and heart failure outcomes in older adutls"
    other = "metformin and the gut microbiome in newly diagnosed type 2 diabetes"
    assert near_identical_groups([("a", a), ("b", typo_start), ("c", typo_end), ("d", other)]) == [["a", "b", "c"]]


def _distinct_title(n: int) -> str:
    rnd = random.Random(n)
    return " ".join("".join(rnd.choice("bcdfghklmnprstvz") + rnd.choice("aeiou") for _ in range(3))
                    for _ in range(8))


def test_duplicates_are_groups_and_capped():
    state = State()
    for i in range(2 * (MAX_DUPLICATE_GROUPS + 10)):
        state.refs[f"k{i}"] = Ref(ref_id=f"k{i}", bib_origin="bib", bib_doi=f"10.1/{i // 2}",
                                  bib_title=_distinct_title(i))
    state.refs["x1"] = Ref(ref_id="x1", bib_origin="bib", bib_title=f"{TITLE} one")
    state.refs["x2"] = Ref(ref_id="x2", bib_origin="bib", bib_title=f"{TITLE} one.")
    found = duplicates(state)
    assert len(found) == MAX_DUPLICATE_GROUPS + 1
    assert found[0] == {"refs": ["k0", "k1"], "reason": "same DOI 10.1/0"}
    assert found[-1] == {"refs": [], "reason": "11 more groups of duplicates not listed (22 entries)"}
    small = State(refs={k: state.refs[k] for k in ("k0", "k1", "x1", "x2")})
    assert duplicates(small) == [{"refs": ["k0", "k1"], "reason": "same DOI 10.1/0"},
                                 {"refs": ["x1", "x2"], "reason": "near-identical titles"}]


class _MeetingRecord(dict):
    """A parse's record of encodings that, at its first file, waits for the other parse to
    reach its own first file: the two parses are then both in progress, interleaved."""
    def __init__(self, barrier):
        super().__init__()
        self.barrier = barrier

    def __setitem__(self, path, encoding):
        if not self:
            self.barrier.wait(timeout=60)
        super().__setitem__(path, encoding)


def test_two_interleaved_parses_each_apply_their_own_limit(tmp_path):
    """Issue 21: the limits travel with the parse (a ParseContext handed down), not in a module
    global: two parses in two threads, both past their manuscript when either reads its .bib,
    each refuse or read the same 0.12 MB .bib by their own limit, and each record only their
    own files' encodings."""
    import threading
    from refverify.parse.context import ParseContext, ReadLimits
    from refverify.parse.pipeline import parse_manuscript
    barrier = threading.Barrier(2)
    low, default = (ParseContext(limits=ReadLimits(max_input_mb=0.05), encodings=_MeetingRecord(barrier)),
                    ParseContext(encodings=_MeetingRecord(barrier)))
    outcome = {}

    def parse(name, ctx):
        ms = paper(tmp_path / name)
        (ms.parent / "refs.bib").write_text((ms.parent / "refs.bib").read_text() + "% pad\n" * 20_000)
        try:
            outcome[name] = parse_manuscript(ms, context=ctx)
        except RefverifyError as exc:
            outcome[name] = str(exc)
    threads = [threading.Thread(target=parse, args=("low", low)),
               threading.Thread(target=parse, args=("default", default))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert outcome["low"] == (f"{tmp_path / 'low' / 'refs.bib'}: 0.1 MB is more than the 0.05 MB "
                              "limit for a text input (raise max_input_mb in refverify.toml to read it)")
    assert sorted(outcome["default"].refs) == ["lindqvist2019", "moreau2018", "zhou2021fake"]
    assert outcome["default"].meta.encodings == {"paper.md": "utf-8", "refs.bib": "utf-8"}
    assert sorted(low.encodings) == [str(tmp_path / "low" / "paper.md")]
    assert sorted(default.encodings) == [str(tmp_path / "default" / n) for n in ("paper.md", "refs.bib")]
    assert ParseContext().limits == ReadLimits(max_input_mb=20.0, max_docx_xml_mb=100.0)


def test_a_direct_caller_gets_the_default_limits(tmp_path):
    from refverify.parse.context import ParseContext, ReadLimits
    from refverify.parse.documents import check_size
    big = tmp_path / "big.md"
    big.write_text("x" * 2_000_000, encoding="utf-8")
    check_size(big)                       # 2 MB under the default 20 MB: read
    with pytest.raises(RefverifyError) as refused:
        check_size(big, ParseContext(limits=ReadLimits(max_input_mb=1.0)))
    assert str(refused.value) == (f"{big}: 2.0 MB is more than the 1 MB limit for a text input "
                                  "(raise max_input_mb in refverify.toml to read it)")


def test_docx_whose_zip_directory_understates_its_xml_is_refused(tmp_path):
    """Issue 22, item 15: the size is checked on what really inflates, not on the zip directory
    (which here declares 5 kB for a document.xml of 3 MB)."""
    import zipfile

    from bench.reading_limits_bench import DECLARED, lying_docx
    path = tmp_path / "thesis.docx"
    lying_docx(path, xml_mb=3)
    with zipfile.ZipFile(path) as z:
        assert z.getinfo("word/document.xml").file_size == DECLARED
    line = one_error_line(cli(["parse", str(path), "--out", str(tmp_path / "out"),
                               "--config", _config(tmp_path, "max_docx_xml_mb = 1\n")],
                              sim_env(None, tmp_path)))
    assert line == (f"refverify: error: {path}: its XML expands to at least 1.05 MB, more than the "
                    "1 MB limit (raise max_docx_xml_mb in refverify.toml to read it)")


def test_the_inflated_size_is_counted_in_pieces_and_stops_at_the_cap(tmp_path):
    import zipfile

    from bench.reading_limits_bench import lying_docx
    from refverify.parse.readers_docx import INFLATE_CHUNK, _inflated_size
    path = tmp_path / "thesis.docx"
    lying_docx(path, xml_mb=3)
    with zipfile.ZipFile(path) as z, open(path, "rb") as handle:
        info = z.getinfo("word/document.xml")
        whole = _inflated_size(handle, info, 10**9)
        capped = _inflated_size(handle, info, 10**6)
    assert 2_900_000 < whole < 3_000_000            # 3 MB of paragraphs, less the part of a block
    assert 10**6 < capped <= 10**6 + INFLATE_CHUNK


def test_a_block_cited_thousands_of_times_is_split_once():
    """Issue 22, item 15: one block of 50,000 lines cited 2,000 times is split into sentences once
    (it was split and scanned again for every citation: quadratic)."""
    from refverify.parse.sentences import _block, _split, context_window
    line = "Exercise lowered glycated haemoglobin in adults with diabetes{}. Then\n"
    text = "".join(line.format(" [1]" if i % 25 == 0 else "") for i in range(50_000))
    _block.cache_clear()
    _split.cache_clear()
    at = [i for i in range(len(text)) if text.startswith(" [1]", i)]
    assert len(at) == 2000
    windows = [context_window(text, i + 1, i + 4) for i in at]
    assert (_block.cache_info().misses, _split.cache_info().misses) == (1, 1)
    assert windows[0][1] == "Exercise lowered glycated haemoglobin in adults with diabetes [1]."
    assert windows[-1][1] == "Then\nExercise lowered glycated haemoglobin in adults with diabetes [1]."
    assert windows[-1][2] == "high"
