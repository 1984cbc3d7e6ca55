"""Fault cases 2 and 3: every error is one line naming the file and the cause, exit 3, no
traceback (unless --debug); a report before Step B / C is BLOCKED and names the step to run."""
from __future__ import annotations

import json

import docx
import pytest

from refverify.state_file import STATE_FILENAME
from tests.docx_footnotes import add_footnotes_part
from tests.faults_fixtures import cli, one_error_line, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world())
    yield s
    s.stop()


def test_report_after_parse_alone_is_blocked_and_names_step_b(tmp_path):
    env = sim_env(None, tmp_path)
    out = tmp_path / "out"
    assert cli(["parse", str(paper(tmp_path)), "--out", str(out)], env).returncode == 0
    r = cli(["report", str(out)], env)
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert (r.returncode, audit["verdict"], audit["reason_code"]) == (3, "BLOCKED", "step_b_not_run")
    assert audit["summary"] == ("BLOCKED: incomplete — Step B has not run (3 of 3 cited entries not "
                                "looked up); run `refverify fetch <state folder>`; then "
                                "`refverify judge` and `refverify report`")
    assert r.stdout.splitlines()[-1] == audit["summary"]
    assert "PASS" not in (out / "CITATION_AUDIT.md").read_text()


def test_report_after_fetch_without_judge_is_blocked_and_names_step_c(sims, tmp_path):
    env = sim_env(sims, tmp_path)
    out = tmp_path / "out"
    cli(["parse", str(paper(tmp_path)), "--out", str(out)], env)
    assert cli(["fetch", str(out)], env).returncode == 0
    r = cli(["report", str(out)], env)
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    # The fabricated entry is a definite finding already; the verdict still may not be a PASS.
    assert (r.returncode, audit["verdict"], audit["reason_code"]) == (3, "BLOCKED", "step_c_not_run")
    assert audit["summary"] == ("BLOCKED: incomplete — Step C has not run (3 claims not judged); "
                                "run `refverify judge <state folder>`; then `refverify report`")
    assert cli(["judge", str(out)], env).returncode == 0
    r = cli(["report", str(out)], env)
    assert r.returncode == 2 and r.stdout.splitlines()[-1].startswith("FAIL: 3 cited entries")


def test_unwritable_output_folder_is_refused_before_any_work(sims, tmp_path):
    env = sim_env(sims, tmp_path)
    sims.reset_counts()
    r = cli(["run", str(paper(tmp_path)), "--out", "/sys/fs/refverify_out"], env)
    line = one_error_line(r)
    assert line.startswith("refverify: error: /sys/fs/refverify_out: cannot write the state and "
                           "reports here (")
    assert sims.total() == 0


def test_unwritable_cache_folder_is_refused_before_any_lookup(sims, tmp_path):
    env = sim_env(sims, tmp_path, REFVERIFY_CACHE="/sys/fs/rv/cache.sqlite")
    out = tmp_path / "out"
    cli(["parse", str(paper(tmp_path)), "--out", str(out)], env)
    sims.reset_counts()
    line = one_error_line(cli(["fetch", str(out)], env))
    assert line.startswith("refverify: error: /sys/fs/rv: cannot write the HTTP cache (cache_path) here")
    assert sims.total() == 0


def test_a_failing_save_mid_fetch_keeps_the_lookups_and_is_one_line(sims, tmp_path, monkeypatch, capsys):
    """The disk fills (or turns read-only) after the lookups: one line, exit 3, and the next run
    gets every answer from the HTTP cache without asking a service again."""
    from refverify import cli as cli_module
    from refverify import state_file as state_module
    env = sim_env(sims, tmp_path)
    for k, v in env.items():
        if k.startswith("REFVERIFY_"):
            monkeypatch.setenv(k, v)
    out = tmp_path / "out"
    assert cli_module.main(["parse", str(paper(tmp_path)), "--out", str(out), "--quiet"]) == 0
    real = state_module.save_state

    def read_only(state, path):
        raise OSError(30, "Read-only file system", str(out / STATE_FILENAME))
    monkeypatch.setattr(state_module, "save_state", read_only)
    monkeypatch.setattr("refverify.api.save_state", read_only)
    capsys.readouterr()
    sims.reset_counts()
    assert cli_module.main(["fetch", str(out), "--quiet"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"refverify: error: {out / STATE_FILENAME}: Read-only file system — everything "
                   "finished before is in the state file and the HTTP cache; fix this and run the "
                   "same command again"]
    first = {(name, path, body) for name, _, path, body in sims.log}
    assert first
    monkeypatch.setattr(state_module, "save_state", real)
    monkeypatch.setattr("refverify.api.save_state", real)
    sims.reset_counts()
    assert cli_module.main(["fetch", str(out), "--quiet"]) == 0
    again = {(name, path, body) for name, _, path, body in sims.log}
    assert first & again == set()                  # the lookups were not lost: none asked twice


def test_missing_config_file_is_an_error(tmp_path):
    line = one_error_line(cli(["parse", str(paper(tmp_path)), "--config", str(tmp_path / "nope.toml")],
                              sim_env(None, tmp_path)))
    assert line == f"refverify: error: {tmp_path / 'nope.toml'}: config file not found (--config)"


@pytest.mark.parametrize("toml, message", [
    ('timeout = "abc"', "setting 'timeout' must be a number ≥ 0, not 'abc'"),
    ("max_retries = -2", "setting 'max_retries' must be a whole number ≥ 0, not -2"),
    ("offline = \"maybe\"", "setting 'offline' must be true or false, not 'maybe'"),
    ('source_order = ["pubmed", "scholar"]', "source_order names unknown service(s) scholar "
     "(known: pubmed, crossref, semanticscholar, openalex, arxiv, dblp)"),
    ('language = "fr"', "setting 'language' must be en or zh, not 'fr'"),
    ("email = 3", "setting 'email' must be a string, not 3"),
    ('[urls]\npubmed = "ftp://x"', "[urls] pubmed must be an http(s) address, not 'ftp://x'"),
])
def test_invalid_config_values_are_one_clear_line(tmp_path, toml, message):
    cfg = tmp_path / "refverify.toml"
    cfg.write_text(toml + "\n", encoding="utf-8")
    line = one_error_line(cli(["parse", str(paper(tmp_path)), "--config", str(cfg)],
                              sim_env(None, tmp_path)))
    assert line == f"refverify: error: {cfg}: {message}"


def test_invalid_environment_value_names_the_variable(tmp_path):
    line = one_error_line(cli(["parse", str(paper(tmp_path))],
                              sim_env(None, tmp_path, REFVERIFY_TIMEOUT="soon")))
    assert line == ("refverify: error: environment variable REFVERIFY_TIMEOUT: setting 'timeout' "
                    "must be a number ≥ 0, not 'soon'")


def _state(tmp_path):
    env = sim_env(None, tmp_path)
    out = tmp_path / "out"
    cli(["parse", str(paper(tmp_path)), "--out", str(out)], env)
    return out, json.loads((out / STATE_FILENAME).read_text()), env


@pytest.mark.parametrize("change, message", [
    (lambda d: d.__setitem__("schema_version", "1"),
     'state schema_version must be a whole number (this refverify writes 3), found "1"'),
    (lambda d: d.__setitem__("schema_version", 7),
     "state schema_version 7 is not supported by this refverify (it reads version 3); re-run "
     "`refverify parse` or upgrade refverify"),
    (lambda d: (d.pop("schema_version"), d.__setitem__("refs", list(d["refs"].values()))),
     "invalid state: 'refs' must be an object keyed by reference id, found a list"),
    (lambda d: (d.pop("schema_version"), d["refs"].__setitem__("x", d["refs"].pop("moreau2018"))),
     "invalid state: refs key 'x' holds ref_id 'moreau2018' (they must be equal)"),
    (lambda d: d["refs"].__setitem__("x", d["refs"].pop("moreau2018")),
     "invalid state: refs key 'x' holds ref_id 'moreau2018' (they must be equal)"),
    (lambda d: d["refs"]["moreau2018"].__setitem__("claims", "none"),
     "invalid state: refs['moreau2018'].claims must be a list of objects"),
])
def test_damaged_state_files_are_one_clear_line(tmp_path, change, message):
    out, data, env = _state(tmp_path)
    change(data)
    (out / STATE_FILENAME).write_text(json.dumps(data), encoding="utf-8")
    for command in (["report", str(out)], ["fetch", str(out), "--offline"], ["judge", str(out)]):
        line = one_error_line(cli(command, env))
        assert line == f"refverify: error: {out / STATE_FILENAME}: {message}", command


def test_state_without_schema_version_in_the_seed_layout_still_loads(tmp_path):
    out, data, env = _state(tmp_path)
    data.pop("schema_version")
    (out / STATE_FILENAME).write_text(json.dumps(data), encoding="utf-8")
    r = cli(["report", str(out)], env)
    assert r.returncode == 3 and "BLOCKED: incomplete — Step B" in r.stdout


def _docx_with_footnotes(path, footnotes: bytes):
    d = docx.Document()
    d.add_paragraph("Introduction")
    d.add_paragraph("Exercise lowers glycated haemoglobin [1].")
    d.add_paragraph("参考文献")
    d.add_paragraph("[1] Lindqvist M. Supervised exercise[J]. Lancet Diabetes Endocrinol, 2019, 7(4): 271-279.")
    plain = path.with_suffix(".plain.docx")
    d.save(plain)
    return add_footnotes_part(plain, path, footnotes)


FOOTNOTES = (b'<w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
             b'<w:footnote w:id="1"><w:p><w:r><w:t>See the trial report.</w:t></w:r></w:p></w:footnote>'
             b'</w:footnotes>')


@pytest.mark.parametrize("footnotes", [FOOTNOTES[:70], FOOTNOTES.replace(b"</w:p>", b"", 1)],
                         ids=["truncated", "malformed"])
def test_docx_with_damaged_footnotes_is_one_clear_line(tmp_path, footnotes):
    thesis = _docx_with_footnotes(tmp_path / "thesis.docx", footnotes)
    line = one_error_line(cli(["parse", str(thesis), "--out", str(tmp_path / "out")],
                              sim_env(None, tmp_path)))
    assert line.startswith(f"refverify: error: {thesis}: word/footnotes.xml is damaged, not "
                           "well-formed XML (")
    assert line.endswith("); open and re-save it in Word")


def test_footnote_entities_are_not_expanded(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-TOKEN", encoding="utf-8")
    xxe = (f'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY s SYSTEM "file://{secret}">]>'.encode()
           + FOOTNOTES.replace(b"See the trial report.", b"See &s;"))
    thesis = _docx_with_footnotes(tmp_path / "thesis.docx", xxe)
    out = tmp_path / "out"
    cli(["parse", str(thesis), "--out", str(out)], sim_env(None, tmp_path))
    assert "TOP-SECRET-TOKEN" not in "".join(p.read_text(errors="replace") for p in out.iterdir() if p.is_file())


def test_unexpected_exception_is_one_line_and_debug_shows_the_traceback(tmp_path, monkeypatch, capsys):
    from refverify import cli as cli_module

    def boom(*a, **k):
        raise ZeroDivisionError("division by zero")
    monkeypatch.setattr("refverify.api.parse", boom)
    assert cli_module.main(["parse", str(paper(tmp_path)), "--quiet"]) == 3
    assert capsys.readouterr().err == ("refverify: error: parse: unexpected ZeroDivisionError: "
                                       "division by zero (run again with --debug for the traceback)\n")
    with pytest.raises(ZeroDivisionError):
        cli_module.main(["parse", str(paper(tmp_path)), "--quiet", "--debug"])


def test_read_only_state_folder_still_gets_its_reports_elsewhere(tmp_path, monkeypatch, capsys, caplog):
    """`report state/ --out elsewhere/` when the state cannot be saved: the reports are written
    from the state on disk, a one-line note says the state was not updated."""
    from refverify import cli as cli_module
    from refverify.state_file import load_state, save_state
    out = tmp_path / "state"
    assert cli_module.main(["parse", str(paper(tmp_path)), "--out", str(out), "--quiet"]) == 0
    state = load_state(out)
    for ref in state.refs.values():
        ref.existence = "triangulated"
    state.meta.judge = {"judge": "heuristic"}
    state.mark_step("C")
    save_state(state, out)

    def read_only(state, path):
        raise OSError(30, "Read-only file system", str(out / STATE_FILENAME))
    monkeypatch.setattr("refverify.api.save_state", read_only)
    capsys.readouterr()
    code = cli_module.main(["report", str(out), "--out", str(tmp_path / "reports"), "--quiet"])
    assert code == 0
    assert caplog.messages == [f"refverify: {out}: state not updated (Read-only file system); the "
                               "reports are written all the same"]
    assert json.loads((tmp_path / "reports" / "CITATION_AUDIT.json").read_text())["verdict"] == "PASS"
    assert load_state(out).meta.last_step == "C"


def test_damaged_cache_database_is_one_line_naming_it(tmp_path):
    cache = tmp_path / "cache.sqlite"
    cache.write_bytes(b"this is not an SQLite database, it was overwritten by mistake" * 20)
    env = sim_env(None, tmp_path, REFVERIFY_CACHE=str(cache))
    out = tmp_path / "out"
    cli(["parse", str(paper(tmp_path)), "--out", str(out)], env)
    line = one_error_line(cli(["fetch", str(out), "--offline"], env))
    assert line.startswith(f"refverify: error: {cache} or {tmp_path / 'llm_cache.sqlite'}: cache "
                           "database error (file is not a database); ")
