"""A font for the plots' labels: matplotlib's default (DejaVu Sans) has no Chinese, Japanese or
Korean glyphs, so a Chinese chapter name would be drawn as boxes with a "Glyph … missing from
font" warning per character. When a label needs one, the first installed CJK-capable font is
put before the default (matplotlib falls back per glyph); with none installed, Noto Sans SC from
the `pylopdf-fonts-zh-cn` package (a dependency: the font files only, SIL OFL) is registered, so a
fresh machine draws Chinese too; only if that package is gone does one warning say what to install."""
from __future__ import annotations

import importlib.util
import logging
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

DEFAULT = "DejaVu Sans"
# Families known to cover Simplified Chinese, most common first (Debian / macOS / Windows).
CJK_FAMILIES = ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                "WenQuanYi Zen Hei", "Droid Sans Fallback", "PingFang SC", "Heiti SC",
                "Microsoft YaHei", "SimHei", "Noto Sans CJK JP", "Arial Unicode MS")
BUNDLED = ("pylopdf_fonts_zh_cn", "NotoSansSC-Regular.otf")
INSTALL_HINT = ("`pip install pylopdf-fonts-zh-cn` or install a CJK font (Debian/Ubuntu: `apt-get install fonts-noto-cjk` or "
                "fonts-wqy-microhei) and restart the kernel")


def needs_cjk(texts) -> bool:
    """Whether any text has a CJK ideograph, kana, hangul or CJK punctuation."""
    return any(0x2E80 <= ord(ch) <= 0x9FFF or 0xAC00 <= ord(ch) <= 0xD7AF
               or 0xF900 <= ord(ch) <= 0xFAFF or 0xFF00 <= ord(ch) <= 0xFFEF
               for text in texts for ch in str(text))


@lru_cache(maxsize=1)
def cjk_font() -> str | None:
    """The family name of an installed font with Chinese glyphs, or None."""
    from matplotlib import font_manager
    installed = {f.name: f.fname for f in font_manager.fontManager.ttflist}
    for family in CJK_FAMILIES:
        if family in installed:
            return family
    # Any other font that has the glyph for 中 (U+4E2D).
    from matplotlib.ft2font import FT2Font
    for name, path in sorted(installed.items()):
        if "last resort" in name.lower():      # draws every character as a box
            continue
        try:
            if 0x4E2D in FT2Font(path).get_charmap():
                return name
        except (OSError, RuntimeError):
            continue
    return bundled_font()


def bundled_font() -> str | None:
    """Register the packaged Noto Sans SC with matplotlib and return its family (None without it)."""
    spec = importlib.util.find_spec(BUNDLED[0])        # found without importing the package
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / BUNDLED[1]
    if not path.is_file():
        return None
    from matplotlib import font_manager
    font_manager.fontManager.addfont(str(path))
    return font_manager.FontProperties(fname=str(path)).get_name()


def font_families(texts) -> list[str]:
    """``font.family`` for labels ``texts``: a CJK font first when they need one."""
    if not needs_cjk(texts):
        return [DEFAULT]
    family = cjk_font()
    if family is None:
        log.warning("refverify: the plot's labels are Chinese/Japanese/Korean but no CJK font is "
                    "installed: %s", INSTALL_HINT)
        return [DEFAULT]
    return [family, DEFAULT]
