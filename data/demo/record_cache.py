"""Records the demo's HTTP cache (`data/demo/http_cache.sqlite`).

Step B runs on the demo documents with the real services' base URLs; a transport adapter
routes each request to the project's local simulators, which serve `data/demo/world.json` in the
services' real formats. The cache keys are the real URLs, so `refverify demo` answers every request
offline from this file. The open full texts Step B fetches (issue 25) are kept, as in any run, in
the blob store beside the cache (`data/demo/fulltext/`), with a record of the URL each came from:
`refverify demo` copies both and finds them there without a request. Re-run after changing the demo
documents or the world file:

    python data/demo/record_cache.py
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

import requests
from requests.adapters import HTTPAdapter

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from refverify.config import DEFAULT_URLS, FULLTEXT_URLS, load_config  # noqa: E402
from refverify.demo import DOCUMENTS  # noqa: E402
from refverify.parse.pipeline import parse_manuscript  # noqa: E402
from refverify.api import fetch_summary  # noqa: E402
from refverify.sources.fetch import fetch_state  # noqa: E402
from refverify.sources.http import make_session  # noqa: E402
from tests.simulators.server import Simulators  # noqa: E402
from tests.simulators.world import load_world  # noqa: E402


class RouteToSimulator(HTTPAdapter):
    """Sends a request for a real service to its simulator; the cache keeps the real URL."""

    def __init__(self, real: str, simulated: str):
        super().__init__()
        self.real, self.simulated = real.rstrip("/"), simulated.rstrip("/")

    def send(self, request: requests.PreparedRequest, **kwargs):
        real_url = request.url
        request.url = self.simulated + real_url[len(self.real):]
        response = super().send(request, **kwargs)
        request.url = real_url
        response.url = real_url
        return response


def record(cache: Path = HERE / "http_cache.sqlite") -> None:
    if cache.exists():
        cache.unlink()
    blobs = cache.parent / "fulltext"
    if blobs.exists():
        shutil.rmtree(blobs)
    world = load_world(HERE / "world.json")
    urls = {**DEFAULT_URLS, **FULLTEXT_URLS}
    with Simulators(world, latency=0.0, rates={}, fulltext=True) as sims:
        cfg = load_config().with_(urls=dict(urls), cache_path=str(cache), offline=False,
                                  email="", openalex_api_key="demo-key")
        session = make_session(cfg, rates={name: 50.0 for name in urls})
        for name, real in urls.items():
            session.mount(real, RouteToSimulator(real, sims.url(name)))
        for doc, (manuscript, bibs) in DOCUMENTS.items():
            state = parse_manuscript(HERE / manuscript, [HERE / b for b in bibs])
            fetch_state(state, cfg, progress=False, session=session)
            print(f"[{doc}]", fetch_summary(state))
        session.close()
        print("requests served:", dict(sims.counts))
    print(f"wrote {cache} ({cache.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory():
        record()
