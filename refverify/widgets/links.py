"""Links from a notebook's widgets to files, valid whatever URL the notebook page has.

An ipywidgets HTML widget puts its markup into the page as is: a relative href resolves against
the browser's current URL (``/lab/tree/notebooks`` → ``/lab/refverify_out/…``, the Launcher), not
against the notebook's folder. So the links are absolute paths on the Jupyter server: its
``base_url`` plus ``files/`` (a page the browser shows itself: report.html, a Word copy) or
``lab/tree/`` (a text file JupyterLab opens: .md, .json, .tex) and the file's path relative to
the server's root folder. The server is the one that started this kernel, found in the server
info files Jupyter writes (``jpserver-*.json``).
Outside a Jupyter server (nbconvert, VS Code) the link stays relative to the kernel's folder.
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from urllib.parse import quote

# Shown by the browser itself from /files/: a page with its own script, or a file it downloads.
BROWSER_SUFFIXES = {".html", ".htm", ".pdf", ".docx", ".doc", ".odt", ".png", ".svg"}


def running_servers() -> list[dict]:
    """The info of the Jupyter servers running on this machine (empty without jupyter_server)."""
    try:
        from jupyter_server.serverapp import list_running_servers
    except ImportError:
        return []
    try:
        return list(list_running_servers())
    except OSError:
        return []


def kernel_server(servers: list[dict] | None = None, *, env: dict | None = None,
                  cwd: str | os.PathLike | None = None) -> dict | None:
    """The server that started this kernel: the one whose pid jupyter_client gave the kernel
    as its parent (``JPY_PARENT_PID``); else, for a kernel a server started through a wrapper
    (``JPY_SESSION_NAME`` set), the server whose root folder holds the kernel's folder (the
    deepest, if several). None outside a kernel of a Jupyter server (a script, nbclient)."""
    env = os.environ if env is None else env
    if "JPY_PARENT_PID" not in env and "JPY_SESSION_NAME" not in env:
        return None
    servers = running_servers() if servers is None else servers
    parent = str(env.get("JPY_PARENT_PID", ""))
    for info in servers:
        if parent and str(info.get("pid")) == parent:
            return info
    if "JPY_SESSION_NAME" not in env:
        return None
    here = Path(cwd or os.getcwd()).resolve()
    holding = [info for info in servers if info.get("root_dir")
               and _inside(here, Path(info["root_dir"]).resolve())]
    if not holding:
        return None
    return max(holding, key=lambda info: len(Path(info["root_dir"]).resolve().parts))


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def server_href(path: Path, server: dict, *, lab: bool | None = None) -> str | None:
    """The absolute URL path of ``path`` on ``server``; None when the file is outside its root."""
    root = Path(server["root_dir"]).resolve()
    target = Path(path).resolve()
    if not _inside(target, root):
        return None
    relative = quote(target.relative_to(root).as_posix())
    base = "/" + server.get("base_url", "/").strip("/")
    base = base if base.endswith("/") else base + "/"
    if lab is None:
        lab = importlib.util.find_spec("jupyterlab") is not None
    if target.suffix.lower() in BROWSER_SUFFIXES or not lab:
        return f"{base}files/{relative}"
    return f"{base}lab/tree/{relative}"


def file_href(path: str | os.PathLike, server: dict | None = None) -> str:
    """The link a widget shows for ``path`` (see the module's docstring)."""
    path = Path(path)
    server = kernel_server() if server is None else server
    if server:
        href = server_href(path, server)
        if href:
            return href
    try:
        return Path(os.path.relpath(path)).as_posix()
    except ValueError:  # another drive on Windows
        return path.resolve().as_uri()
