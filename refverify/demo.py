"""`refverify demo`: the whole pipeline on the embedded demo, offline, from its recorded cache."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from .config import DEFAULT_URLS, Config, load_config

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
    return cfg.with_(offline=True, cache_path=str(cache), urls=dict(DEFAULT_URLS),
                     llm_cache_path=str(out / "demo_llm_cache.sqlite"),
                     openalex_api_key=cfg.openalex_api_key or "demo-key")


def run_demo(out: Path, *, which: str = "both", config: Config | None = None,
             progress: bool = True) -> int:
    from . import api
    from .annotate import annotate

    root = api.demo_dir()
    cfg = demo_config(out, config)
    names = list(DOCUMENTS) if which == "both" else [which]
    for name in names:
        manuscript, bibs = DOCUMENTS[name]
        target = out / name
        api.run(root / manuscript, [root / b for b in bibs], out=target, config=cfg,
                offline=True, progress=progress, uncited=True, restart=True)
        audit = json.loads((target / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
        print(f"[{name}] {audit['summary']}")
        print(f"[{name}] reports: {target.resolve()}")
        print(f"[{name}] open {(target / 'report.html').resolve()} in a browser")
        print(f"[{name}] {annotate(target).summary()}")
    return 0


def prepare(out, *, upto: str, manuscript=None, bib=None, offline: bool = True,
            config: Config | None = None, progress: bool = False) -> Config:
    """For the step notebooks: make sure the state in ``out`` has reached the step before
    ``upto`` (running what is missing), so each notebook also runs on its own. With no
    manuscript, the demo thesis and its recorded cache are used. Returns the config to use."""
    from . import api
    from .state import STATE_FILENAME, load_state

    out = Path(out)
    if manuscript is None:
        root = api.demo_dir()
        manuscript, bib = root / DOCUMENTS["thesis"][0], [root / b for b in DOCUMENTS["thesis"][1]]
        cfg = demo_config(out, config)
    else:
        cfg = (config or load_config()).with_(offline=offline)
    order = "ABCD"
    done = load_state(out).meta.last_step if (out / STATE_FILENAME).exists() else ""
    need = order[: order.index(upto)]
    if "A" in need and not done:
        api.parse(manuscript, bib, out=out, config=cfg)
        done = "A"
    if "B" in need and done == "A":
        api.fetch(out, config=cfg, progress=progress)
        done = "B"
    if "C" in need and done == "B":
        api.judge(out, config=cfg, progress=progress)
    return cfg
