"""Issue 23 item 1: with the services unreachable nothing was checked, and every place says so
first — the CLI's result line and exit status, verification_report.md, CITATION_AUDIT.md, the
backlog — never "KEEP" or "no problems". Real HTTP to a closed port on 127.0.0.1."""
import json
import os
import socket
import subprocess
import sys

import pytest

from refverify.report import build_audit
from refverify.report.bottom_line import bottom_line
from tests.faults_fixtures import BIB_FAKE, BIB_OK
from tests.report_fixture import write_manuscript

SERVICES = ("PUBMED", "CROSSREF", "SEMANTICSCHOLAR", "OPENALEX", "ARXIV", "DBLP")
TEXT = ("In primary care, supervised exercise lowered glycated haemoglobin [@lindqvist2019]. "
        "Intermittent fasting reversed retinopathy in adults with diabetes [@zhou2021fake].")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]          # closed again when the block ends: nothing listens


def _env(tmp_path, offline=False):
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True",
               REFVERIFY_CACHE=str(tmp_path / "cache.sqlite"))
    port = _closed_port()
    for name in SERVICES:
        env[f"REFVERIFY_{name}_URL"] = f"http://127.0.0.1:{port}"
    if offline:
        env["REFVERIFY_OFFLINE"] = "1"
    return env


def _run(args, env):
    return subprocess.run([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                          capture_output=True, text=True, env=env, timeout=600)


@pytest.fixture(scope="module")
def down(tmp_path_factory):
    """`refverify run` on a two-reference paper with every service refusing connections."""
    tmp = tmp_path_factory.mktemp("down")
    (tmp / "refs.bib").write_text(BIB_OK + BIB_FAKE, encoding="utf-8")
    (tmp / "paper.md").write_text(f"---\nbibliography: refs.bib\n---\n# Intro\n\n{TEXT}\n",
                                  encoding="utf-8")
    out = tmp / "out"
    r = _run(["run", str(tmp / "paper.md"), "--out", str(out)], _env(tmp))
    return r, out


def test_cli_says_first_that_nothing_was_checked_and_exits_3(down):
    r, out = down
    assert r.returncode == 3, r.stderr
    assert r.stdout.splitlines() == [
        "NOT CHECKED: 2 of 2 references could not be looked up: PubMed, CrossRef, Semantic Scholar "
        "unreachable (connection refused) — run `refverify fetch " + str(out) + "` when the "
        "services answer (check the network or proxy), then `refverify judge " + str(out) + "` and "
        "`refverify report " + str(out) + "`",
        "ERROR: 2 cited entries — 0 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE, 2 NOT CHECKED; "
        "2 lookup(s) failed",
        f"Reports in {out.resolve()}"]


def test_reports_never_count_an_unchecked_entry_as_keep(down):
    _r, out = down
    report = (out / "verification_report.md").read_text(encoding="utf-8")
    head = report.split("## Bottom line\n\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert head == [
        "- **NOT CHECKED** — 2 of 2 references could not be looked up: PubMed, CrossRef, Semantic "
        "Scholar unreachable (connection refused) — run `refverify fetch <state folder>` when the "
        "services answer (check the network or proxy), then `refverify judge <state folder>` and "
        "`refverify report <state folder>`",
        "- **ERROR** — 2 cited entries — 0 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE, 2 NOT CHECKED; "
        "2 lookup(s) failed"]
    # the bottom line comes before every other section
    assert report.index("## Bottom line") < report.index("## Precision statement")
    assert ("> **Action required**: 0 FAIL + 0 PARTIAL-A = 0 items to review. 0 items awaiting "
            "PDF upload. 2 claims could not be checked (see the bottom line): nothing is known "
            'about them yet — they are not "no problems".') in report
    audit_md = (out / "CITATION_AUDIT.md").read_text(encoding="utf-8")
    assert "| KEEP | 0 |\n" in audit_md
    assert "| NOT CHECKED (lookup failed; not a KEEP) | 2 |\n" in audit_md
    audit = json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert (audit["verdict"], audit["details"]["not_checked"]) == ("ERROR", 2)


def test_identical_lookup_errors_are_said_once(down):
    _r, out = down
    backlog = (out / "backlog.md").read_text(encoding="utf-8")
    failed = backlog.split("## API_FAIL\n\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert len(failed) == 1 and failed[0].startswith("- 2 references ([lindqvist2019] [zhou2021fake]) — pubmed: ")
    audit_md = (out / "CITATION_AUDIT.md").read_text(encoding="utf-8")
    assert audit_md.count("### NOT-CHECKED") == 1
    assert "### NOT-CHECKED: 2 claims\n- Where: lindqvist2019 in paper.md:" in audit_md
    report = (out / "verification_report.md").read_text(encoding="utf-8")
    assert [line[:40] for line in report.splitlines() if "connection refused after" in line] == [
        "- [lindqvist2019] [zhou2021fake] (2 refe"]


def test_offline_without_cache_is_not_44_keep(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB_OK + BIB_FAKE, encoding="utf-8")
    (tmp_path / "paper.md").write_text(f"---\nbibliography: refs.bib\n---\n# Intro\n\n{TEXT}\n",
                                       encoding="utf-8")
    out = tmp_path / "out"
    r = _run(["run", str(tmp_path / "paper.md"), "--out", str(out), "--offline"], _env(tmp_path))
    assert r.returncode == 3, r.stderr
    first, verdict = r.stdout.splitlines()[:2]
    assert first == (
        "NOT CHECKED: 2 of 2 references could not be looked up: PubMed, CrossRef, Semantic Scholar "
        f"not in the HTTP cache (offline run) — run `refverify fetch {out}` without --offline (the "
        f"cache has no answer for them), then `refverify judge {out}` and `refverify report {out}`")
    assert verdict.startswith("ERROR: 2 cited entries — 0 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE, "
                              "2 NOT CHECKED")


def test_check_on_an_unreachable_service_exits_3(tmp_path):
    r = _run(["check", "10.1016/s2213-8587(19)30001-1", "Exercise lowered HbA1c [1]."],
             _env(tmp_path))
    assert r.returncode == 3, r.stderr
    assert r.stdout.splitlines()[0] == (
        "NOT CHECKED: PubMed, CrossRef, Semantic Scholar unreachable (connection refused) — run "
        "the same `refverify check` again when the services answer (check the network or proxy)")


def test_bottom_line_of_a_partly_failed_run(tmp_path):
    """One lookup failed with HTTP 429 among ten entries: it is NOT CHECKED, the rest counted."""
    state = write_manuscript(tmp_path / "ms")
    line = bottom_line(state, build_audit(state), where="out")
    assert line.counts == {"KEEP": 4, "FIX": 1, "REPLACE": 2, "REMOVE": 2, "NOT CHECKED": 1}
    assert [u.text() for u in line.unchecked] == [
        "1 of 10 references could not be looked up: PubMed unreachable (HTTP 429 Too Many "
        "Requests) — run `refverify fetch out` when the services answer (check the network or "
        "proxy), then `refverify judge out` and `refverify report out`"]
    assert line.lines()[-1] == ("FAIL: 10 cited entries — 4 KEEP, 1 FIX, 2 REPLACE, 2 REMOVE, "
                                "1 NOT CHECKED; 1 lookup(s) failed")


def test_report_panel_opens_with_the_bottom_line(tmp_path):
    from refverify.state_file import save_state
    from refverify.widgets import report_panel
    state_file = save_state(write_manuscript(tmp_path / "ms"), tmp_path / "out")
    panel = report_panel(state_file, tmp_path / "out")
    assert panel.children[0] is panel.bottom_line
    html = panel.bottom_line.value
    assert ("<strong>NOT CHECKED</strong> — 1 of 10 references could not be looked up: PubMed "
            "unreachable (HTTP 429 Too Many Requests) — run <code>refverify fetch "
            f"{tmp_path / 'out'}</code> when the services answer") in html
    assert html.index("NOT CHECKED") < html.index("FAIL</strong> — 10 cited entries — 4 KEEP, 1 FIX, "
                                                  "2 REPLACE, 2 REMOVE, 1 NOT CHECKED")


def test_fetch_summary_and_empty_issue_table_say_what_was_not_looked_up(tmp_path):
    from refverify import api, views
    state = write_manuscript(tmp_path / "ms")
    state.meta.fetch = {"summary": "9 found", "requests": {"pubmed": 3}}
    lines = api.fetch_summary(state, "out").splitlines()
    assert lines == [
        "NOT CHECKED: 1 of 10 references could not be looked up: PubMed unreachable (HTTP 429 Too "
        "Many Requests) — run `refverify fetch out` when the services answer (check the network "
        "or proxy), then `refverify judge out` and `refverify report out`",
        "Step B: 9 found (3 requests)"]
    assert views.no_problems(state, "No metadata problems.").splitlines()[1] == (
        "No problem found in the references that were looked up.")
    for ref in state.refs.values():
        if ref.existence == "api_fail":
            ref.existence = "verified"
    assert views.no_problems(state, "No metadata problems.") == "No metadata problems."


def test_empty_issue_table_when_no_reference_could_be_looked_up(tmp_path):
    from refverify import views
    state = write_manuscript(tmp_path / "ms")
    failed = next(r for r in state.refs.values() if r.existence == "api_fail")
    for ref in state.refs.values():
        ref.existence, ref.sources = failed.existence, dict(failed.sources)
    lines = views.no_problems(state, "No metadata problems.").splitlines()
    assert lines[0].startswith("NOT CHECKED: 10 of 10 references could not be looked up")
    assert lines[-1] == "No reference could be looked up: no metadata was checked."


def test_report_html_lists_claims_to_read_apart_from_findings(tmp_path):
    from refverify.report.html import html_report
    from tests.report_fixture import make_state
    page = html_report(make_state(tmp_path), "en")
    to_read = page.split('<section id="to-read" class="to-read">', 1)[1].split("</section>", 1)[0]
    assert ('<li><a href="#ref-4">[4]</a> <strong>C004_001</strong> — CONFLICT: the two rounds '
            'disagree — decide: “Screen time causes hypertension in adolescents [4].”</li>') in to_read
    assert to_read.count("<li>") == 1


def test_state_and_annotated_copy_are_readable_like_the_reports(tmp_path):
    """Issue 23 item 8: files written through a temporary file are not left 0600."""
    import stat as st
    from refverify.core.files import umask
    from refverify.state_file import save_state
    path = save_state(write_manuscript(tmp_path / "ms"), tmp_path / "out")
    assert st.S_IMODE(path.stat().st_mode) == 0o666 & ~umask()


def test_chinese_report_says_the_bottom_line_in_chinese(tmp_path):
    state = write_manuscript(tmp_path / "ms")
    line = bottom_line(state, build_audit(state), where="out", language="zh")
    assert [u.text() for u in line.unchecked] == [
        "10 条文献中有 1 条无法查询: PubMed 无法访问（HTTP 429 Too Many Requests） — 待数据源可访问后运行 "
        "`refverify fetch out`（请检查网络或代理），然后运行 `refverify judge out` 和 "
        "`refverify report out`"]


def test_no_corrected_bib_when_the_fix_is_in_the_documents_list(tmp_path):
    """A FIX that is a disagreement between the .bib and the document's reference list (the bib
    won) changes nothing in the bib: no corrected.bib, so no copy of the user's file."""
    from refverify.report.corrected_bib import write_corrected_bibs
    state = write_manuscript(tmp_path / "ms")
    ref = next(r for r in state.refs.values() if r.key == "chen2015fix")
    ref.metadata_issues = []
    ref.bib.discrepancies = [{"field": "year", "bib": "2015", "document": "2016"}]
    entries = [{"key": "chen2015fix", "verdict": "FIX"}]
    assert write_corrected_bibs(state, entries, tmp_path / "out") == []
