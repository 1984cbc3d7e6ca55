"""Issue 23: the name in the decision log is the one the user set — `user =` in refverify.toml,
REFVERIFY_USER over it — never silently the container's "root"."""
from refverify import decisions
from tests.views_fixtures import make_state


def _edit_and_resolve():
    state = make_state(10, judged=True, conflicts=1)
    decisions.edit_claims(state, [("C001_001", "severity", "Lenient")])
    conflict = next(j for r in state.refs.values() for j in r.judgments if j.conflict)
    decisions.resolve(state, conflict.claim_id, "PASS", "read the full text")
    return state.edits[-2].who, conflict.resolution.who


def test_user_from_refverify_toml_signs_edits_and_resolutions(tmp_path, monkeypatch):
    config = tmp_path / "refverify.toml"
    config.write_text('user = "Wang Fang"\n', encoding="utf-8")
    monkeypatch.setenv("REFVERIFY_CONFIG", str(config))
    assert _edit_and_resolve() == ("Wang Fang", "Wang Fang")


def test_refverify_user_overrides_the_file(tmp_path, monkeypatch):
    config = tmp_path / "refverify.toml"
    config.write_text('user = "Wang Fang"\n', encoding="utf-8")
    monkeypatch.setenv("REFVERIFY_CONFIG", str(config))
    monkeypatch.setenv("REFVERIFY_USER", "li.na")
    assert _edit_and_resolve() == ("li.na", "li.na")
