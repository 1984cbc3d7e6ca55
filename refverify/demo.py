"""`refverify demo`: the whole pipeline on the embedded demo, offline, from its recorded cache."""
from __future__ import annotations

import os
import shutil
from contextlib import contextmanager
from pathlib import Path

from .config import DEFAULT_URLS, FULLTEXT_URLS, Config, load_config
from .core.fulltext_store import FOLDER as FULLTEXT_FOLDER

DOCUMENTS = {
    "thesis": ("thesis/thesis.docx", ["thesis/references.bib"]),
    "paper": ("paper/main.tex", []),
}


def demo_config(out: Path, config: Config | None = None) -> Config:
    """Offline, with the recorded cache copied next to the outputs (the shipped file stays
    untouched) and the real services' base URLs, under which the cache was recorded."""
    from .api import demo_dir

    cfg = config or load_config()
    out.mkdir(parents=True, exist_ok=True)
    cache = out / "demo_http_cache.sqlite"
    shutil.copyfile(demo_dir() / "http_cache.sqlite", cache)
    # the open full texts recorded with it, in the blob store beside the cache (issue 25)
    blobs = demo_dir() / FULLTEXT_FOLDER
    if blobs.is_dir():
        shutil.copytree(blobs, out / FULLTEXT_FOLDER, dirs_exist_ok=True)
    # No e-mail: it changes how Crossref is asked (polite pool batches), and the recording was
    # made without one, so a user's e-mail would turn recorded answers into cache misses.
    return cfg.with_(offline=True, cache_path=str(cache), urls={**DEFAULT_URLS, **FULLTEXT_URLS}, email="",
                     llm_cache_path=str(out / "demo_llm_cache.sqlite"),
                     openalex_api_key=cfg.openalex_api_key or "demo-key")


# The demo answers from a recorded cache: its reports carry one fixed time (that of the
# recording), so every run gives the same bytes. SOURCE_DATE_EPOCH, when set, wins.
DEMO_EPOCH = "1774690200"     # 2026-03-28T09:30:00+00:00


@contextmanager
def demo_clock():
    saved = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = saved or DEMO_EPOCH
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("SOURCE_DATE_EPOCH", None)


def run_demo(out: Path, *, which: str = "both", config: Config | None = None,
             progress: bool = True) -> int:
    from . import api
    from .annotate import annotate
    from .report.bottom_line import folder_bottom_line

    root = api.demo_dir()
    cfg = demo_config(out, config)
    names = list(DOCUMENTS) if which == "both" else [which]
    for name in names:
        manuscript, bibs = DOCUMENTS[name]
        target = out / name
        with demo_clock():
            api.run(root / manuscript, [root / b for b in bibs], out=target, config=cfg,
                    offline=True, progress=progress, uncited=True, restart=True)
        for line in folder_bottom_line(target).lines():
            print(f"[{name}] {line}")
        print(f"[{name}] reports: {target.resolve()}")
        print(f"[{name}] open {(target / 'report.html').resolve()} in a browser")
        print(f"[{name}] {annotate(target).summary()}")
    return 0


def prepare(out, *, upto: str, manuscript=None, bib=None, offline: bool | None = None,
            config: Config | None = None, progress: bool = False) -> Config:
    """For the step notebooks: make sure the state in ``out`` has reached the step before
    ``upto`` (running what is missing), so each notebook also runs on its own. With no
    manuscript, the demo thesis and its recorded cache are used (offline); with one, the
    configuration's settings (online unless ``offline``). Returns the config to use."""
    return Session(manuscript, bib, out, config=config, offline=offline,
                   progress=progress).prepare(upto)


class Session:
    """What the four notebooks share, decided once from the parameters cell: the demo (no
    manuscript: the embedded thesis, offline from its recorded cache) or your own manuscript
    (online through the HTTP cache, with refverify.toml / REFVERIFY_* settings)."""

    def __init__(self, manuscript=None, bib=None, out="refverify_out", *,
                 config: Config | None = None, offline: bool | None = None,
                 progress: bool = True):
        from . import api
        from .errors import RefverifyError

        self.out = Path(out)
        self.progress = progress
        self.demo = manuscript is None
        if self.demo:
            root = api.demo_dir()
            self.manuscript = root / DOCUMENTS["thesis"][0]
            self.bib = [root / b for b in DOCUMENTS["thesis"][1]]
            self.config = demo_config(self.out, config)
        else:
            self.manuscript = Path(manuscript)
            if isinstance(bib, (str, Path)):
                bib = [bib]
            self.bib = [Path(b) for b in bib] if bib else None
            for path, what in [(self.manuscript, "MANUSCRIPT"), *((b, "BIB") for b in self.bib or [])]:
                if not path.is_file():
                    raise RefverifyError(f"{what} = {str(path)!r}: no such file "
                                         f"(relative paths start at {Path.cwd()})")
            cfg = config or load_config()
            self.config = cfg.with_(offline=offline) if offline is not None else cfg
        self._check_folder()

    def _check_folder(self) -> None:
        """A state folder holds one manuscript: refuse to mix the demo's state with yours."""
        from .errors import RefverifyError
        from .state_file import STATE_FILENAME, load_state

        if not (self.out / STATE_FILENAME).exists():
            return
        meta = load_state(self.out).meta
        mine = (self.manuscript.name, str(self.manuscript.resolve().parent))
        if meta.source_file and (meta.source_file, meta.manuscript_dir) != mine:
            owner = Path(meta.manuscript_dir or ".") / meta.source_file
            raise RefverifyError(
                f"{self.out}: this state folder belongs to {owner}, not {self.manuscript}; "
                "set OUT to another folder (or delete this one) in the parameters cell")

    def describe(self) -> str:
        """One line: which manuscript, online or offline, where the state is."""
        if self.demo:
            what = "the demo thesis, offline from its recorded HTTP cache"
        elif self.config.offline:
            what = f"{self.manuscript}, offline (cached answers only: unseen references → api_fail)"
        else:
            what = f"{self.manuscript}, online (answers cached in {self.config.cache_path})"
        return f"{what}; state folder {self.out}"

    def state(self):
        from .state_file import STATE_FILENAME, load_state
        return load_state(self.out) if (self.out / STATE_FILENAME).exists() else None

    def prepare(self, upto: str) -> Config:
        """Run the steps before ``upto`` that the state folder has not reached yet."""
        from . import api

        order = "ABCD"
        state = self.state()
        done = state.meta.last_step if state is not None else ""
        need = order[: order.index(upto)]
        if "A" in need and not done:
            api.parse(self.manuscript, self.bib, out=self.out, config=self.config)
            done = "A"
        if "B" in need and done == "A":
            api.fetch(self.out, config=self.config, progress=self.progress)
            done = "B"
        if "C" in need and done == "B":
            api.judge(self.out, config=self.config, progress=self.progress)
        return self.config

    # One call per notebook step, each with the session's settings.
    def parse(self):
        from . import api
        return api.parse(self.manuscript, self.bib, out=self.out, config=self.config)

    def fetch(self, *, force: bool = False):
        from . import api
        self.prepare("B")
        return api.fetch(self.out, config=self.config, progress=self.progress, force=force)

    def judge(self, judge: str = "heuristic", model: str | None = None):
        from . import api
        self.prepare("C")
        return api.judge(self.out, judge=judge, model=model, config=self.config,
                         progress=self.progress)

    def report(self):
        from . import api
        self.prepare("D")
        return api.report(self.out, self.out, uncited=True, config=self.config)

    def bottom_line(self) -> str:
        """The reports' bottom line: what could not be checked and why first, then the verdict."""
        from .report.bottom_line import folder_bottom_line
        return folder_bottom_line(self.out).text()


def session(manuscript=None, bib=None, out="refverify_out", **kwargs) -> Session:
    """The notebooks' parameters cell, made a ``Session`` (see there)."""
    return Session(manuscript, bib, out, **kwargs)
