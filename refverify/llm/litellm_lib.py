"""litellm, imported on first use: its import costs seconds, so no module of refverify imports it
at load time. LITELLM_LOCAL_MODEL_COST_MAP=True is set first so it never downloads its price list."""
from __future__ import annotations

import os


def load_litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm  # lazy: several seconds to import
    litellm.suppress_debug_info = True
    return litellm
