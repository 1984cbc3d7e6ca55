"""Issue 23 item 3: the PASS-rate plot of a Chinese thesis reads — its chapter labels are drawn
in a CJK font (checked on the rendered pixels: no box glyphs), no "Glyph … missing" warning,
chapters top to bottom as in the document, severities Strict → Standard → Lenient, no NaN."""
import io
import warnings

import matplotlib
import numpy as np

matplotlib.use("Agg")

from refverify import plots  # noqa: E402
from refverify.fonts import font_families, needs_cjk  # noqa: E402
from tests.debian_tools import ensure_cjk_font  # noqa: E402
from tests.views_fixtures import make_state  # noqa: E402

CHAPTERS = ["第一章 绪论", "第二章 对象与方法", "第三章 结果"]


def chinese_thesis():
    """30 judged claims in three Chinese chapters; the references are stored last chapter first
    (so the tables' order of first appearance is not the document's)."""
    state = make_state(30, chapters=3, judged=True, language="zh")
    for ref in state.refs.values():
        for claim in ref.claims:
            claim.chapter = CHAPTERS[int(claim.chapter.split()[-1]) - 1]
    state.refs = dict(reversed(list(state.refs.items())))
    return state


def _glyph(char: str, family: list[str]) -> np.ndarray:
    import matplotlib.pyplot as plt
    fig = plt.figure(figsize=(0.6, 0.6), dpi=100)
    fig.text(0.1, 0.2, char, fontsize=30, family=family)
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")           # U+E000 is missing on purpose: the box
        fig.savefig(buf, format="png")
    plt.close(fig)
    buf.seek(0)
    return plt.imread(buf)[..., :3].mean(axis=2)


def test_chinese_labels_are_drawn_in_a_cjk_font_without_warnings():
    ensure_cjk_font()
    state = chinese_thesis()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fig = plots.pass_rate_bars(state)
        fig.savefig(io.BytesIO(), format="png")
    assert [str(w.message) for w in caught if "missing from font" in str(w.message)] == []
    chapter_ax, severity_ax = fig.axes
    assert [t.get_text() for t in chapter_ax.get_yticklabels()] == CHAPTERS
    assert chapter_ax.yaxis_inverted()                # the first chapter at the top
    assert [t.get_text() for t in severity_ax.get_yticklabels()] == ["Strict", "Standard", "Lenient"]
    assert severity_ax.yaxis_inverted()
    widths = [p.get_width() for p in chapter_ax.patches]
    assert widths == [0.4, 0.4, 0.4] and not any(np.isnan(widths))
    # On the image: every character of the labels differs from the font's box for a missing
    # glyph (U+E000 has none), and no two characters are drawn alike.
    family = chapter_ax.get_yticklabels()[0].get_fontfamily()
    assert needs_cjk(CHAPTERS) and family == font_families(CHAPTERS)
    tofu = _glyph("\ue000", family)
    chars = sorted({ch for label in CHAPTERS for ch in label if not ch.isspace()})
    images = {ch: _glyph(ch, family) for ch in chars}
    assert [ch for ch, img in images.items() if np.allclose(img, tofu)] == []
    assert len({img.tobytes() for img in images.values()}) == len(chars)


def test_a_machine_without_any_cjk_font_draws_chinese_in_the_bundled_noto_sans_sc(monkeypatch):
    from matplotlib import font_manager

    from refverify import fonts
    latin = [f for f in font_manager.fontManager.ttflist if f.name.startswith("DejaVu")]
    monkeypatch.setattr(font_manager.fontManager, "ttflist", latin)
    fonts.cjk_font.cache_clear()
    try:
        assert font_families(CHAPTERS) == ["Noto Sans SC", "DejaVu Sans"]
        family = font_families(CHAPTERS)
        tofu = _glyph("\ue000", family)
        assert [ch for ch in "第一章绪论" if np.allclose(_glyph(ch, family), tofu)] == []
    finally:
        fonts.cjk_font.cache_clear()


def test_latin_labels_keep_the_default_font():
    assert font_families(["Chapter 1", "Strict"]) == ["DejaVu Sans"]


def test_no_bar_and_no_nan_for_a_chapter_without_judged_claims():
    state = chinese_thesis()
    for ref in state.refs.values():
        ref.judgments = [j for j, c in zip(ref.judgments, ref.claims) if c.chapter != CHAPTERS[1]]
    fig = plots.pass_rate_bars(state)
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == [CHAPTERS[0], CHAPTERS[2]]
    assert not any(np.isnan([p.get_width() for p in fig.axes[0].patches]))

