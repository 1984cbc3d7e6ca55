"""refverify: check the citations of a thesis or paper.

    import refverify
    state = refverify.run("thesis.docx", ["refs.bib"], out="out")      # A → D
    refverify.claims_df(state)                                         # one row per claim

The step functions import their heavy dependencies lazily, so `import refverify` (and the CLI's
--help) stays fast and litellm is only imported when an LLM is called.
"""
from __future__ import annotations

import os

# litellm must never download its price list; set before anything imports it.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from .api import fetch, judge, parse, report, run  # noqa: E402
from .config import Config, load_config  # noqa: E402
from .core.version import __version__  # noqa: E402
from .errors import RefverifyError  # noqa: E402
from .state import State  # noqa: E402
from .state_file import load_state, save_state  # noqa: E402


def check_one(reference: str, context: str, **kwargs) -> dict:
    """Inline mode: one citation (DOI, PMID or a reference string) + its sentence, B → C."""
    from .inline import check_one as _check_one
    return _check_one(reference, context, **kwargs)


def __getattr__(name):
    # DataFrame views load pandas: only when asked for.
    if name in ("claims_df", "refs_df", "judgments_df", "apply_edits", "issues_df",
                "actions_df", "pass_rates"):
        from . import views
        return getattr(views, name)
    raise AttributeError(name)


__all__ = ["parse", "fetch", "judge", "report", "run", "check_one", "load_state", "save_state",
           "State", "Config", "load_config", "RefverifyError", "claims_df", "refs_df",
           "judgments_df", "apply_edits", "__version__"]
