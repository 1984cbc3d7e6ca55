"""The committed notebooks are the generator's output (edit notebooks/build_notebooks.py, not the
JSON), and every one keeps outputs only where nbval compares them."""
import nbformat
import pytest

from notebooks.build_notebooks import HERE, NOTEBOOKS


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_committed_notebook_matches_generator(name):
    book = nbformat.read(HERE / name, as_version=4)
    assert [c.source for c in book.cells] == [c.source for c in NOTEBOOKS[name]]
    assert "widgets" not in book.metadata
    for cell in book.cells:
        if cell.cell_type == "code" and "NBVAL_CHECK_OUTPUT" not in cell.source:
            assert cell.outputs == []
    checked = [c for c in book.cells if "NBVAL_CHECK_OUTPUT" in c.source]
    assert checked and all(c.outputs for c in checked)


@pytest.mark.parametrize("name", sorted(NOTEBOOKS))
def test_notebook_text_needs_no_emoji_font(name):
    # Issue 23: "✋" showed as a box on a machine without an emoji font.
    import re
    book = nbformat.read(HERE / name, as_version=4)
    text = "\n".join(c.source for c in book.cells)
    assert re.findall("[\u23f3\u2705\u274c\u270b\ufe0f\U0001F300-\U0001FAFF]", text) == []
