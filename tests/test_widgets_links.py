"""The report panel's links are absolute paths on the Jupyter server that started the kernel,
so they open the file whatever URL the notebook page has (issue 23, item 4)."""
from __future__ import annotations

from pathlib import Path

from refverify.widgets.links import file_href, kernel_server, server_href


def servers(root: Path) -> list[dict]:
    return [{"pid": 111, "root_dir": str(root / "other"), "base_url": "/"},
            {"pid": 222, "root_dir": str(root), "base_url": "/user/ana/"},
            {"pid": 333, "root_dir": str(root / "work"), "base_url": "/"}]


def test_the_kernel_s_server_is_the_one_whose_pid_launched_it(tmp_path):
    found = kernel_server(servers(tmp_path), env={"JPY_PARENT_PID": "222"},
                          cwd=tmp_path / "work" / "notebooks")
    assert found["pid"] == 222


def test_a_kernel_started_through_a_wrapper_takes_the_deepest_root_holding_its_folder(tmp_path):
    (tmp_path / "work" / "notebooks").mkdir(parents=True)
    env = {"JPY_PARENT_PID": "999", "JPY_SESSION_NAME": "x.ipynb"}
    found = kernel_server(servers(tmp_path), env=env, cwd=tmp_path / "work" / "notebooks")
    assert found["pid"] == 333


def test_outside_a_server_s_kernel_there_is_no_server(tmp_path):
    # A script, or nbclient (nbval): its parent is no server, and no session name is set.
    assert kernel_server(servers(tmp_path), env={}, cwd=tmp_path) is None
    assert kernel_server(servers(tmp_path), env={"JPY_PARENT_PID": "999"}, cwd=tmp_path) is None


def test_pages_go_through_files_and_text_files_open_in_jupyterlab(tmp_path):
    server = {"root_dir": str(tmp_path), "base_url": "/user/ana/"}
    out = tmp_path / "thesis" / "refverify out"
    assert server_href(out / "report.html", server, lab=True) == (
        "/user/ana/files/thesis/refverify%20out/report.html")
    assert server_href(out / "论文.refverify.docx", server, lab=True) == (
        "/user/ana/files/thesis/refverify%20out/%E8%AE%BA%E6%96%87.refverify.docx")
    assert server_href(out / "verification_report.md", server, lab=True) == (
        "/user/ana/lab/tree/thesis/refverify%20out/verification_report.md")
    # A server without JupyterLab (classic notebook, Voila): the raw file.
    assert server_href(out / "verification_report.md", server, lab=False) == (
        "/user/ana/files/thesis/refverify%20out/verification_report.md")


def test_a_file_outside_the_server_s_root_keeps_a_link_relative_to_the_kernel(tmp_path,
                                                                                monkeypatch):
    server = {"root_dir": str(tmp_path / "root"), "base_url": "/"}
    (tmp_path / "root").mkdir()
    monkeypatch.chdir(tmp_path / "root")
    assert server_href(tmp_path / "out" / "report.html", server) is None
    assert file_href(tmp_path / "out" / "report.html", server) == "../out/report.html"
    assert file_href(tmp_path / "root" / "a.md", {}) == "a.md"      # no server: relative
