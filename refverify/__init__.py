"""refverify: check the citations of a thesis or paper.

The public API is imported lazily so that `import refverify` (and the CLI's --help) stays fast.
"""
from __future__ import annotations

import os

# litellm must never download its price list; set before anything imports it.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

__version__ = "0.1.0"

from .errors import RefverifyError  # noqa: E402
from .state import State, load_state, save_state  # noqa: E402

__all__ = ["RefverifyError", "State", "load_state", "save_state", "__version__"]
