"""LaTeX made plain keeps the words of every macro that only sets its argument's type (held-out batch 101:
a plain.bst title "Esc/\\mbox{J}ava2" lost its "J" and became a false title mismatch)."""
import pytest

from refverify.parse.entry import latex_to_text


@pytest.mark.parametrize("latex, text", [
    (r"Esc/\mbox{J}ava2: Uniting \mbox{ESC}/\mbox{J}ava and \mbox{JML}", "Esc/Java2: Uniting ESC/Java and JML"),
    (r"Searching with \texttt{grep} and \textsf{R} in \textup{plain} \textmd{text}",
     "Searching with grep and R in plain text"),
    (r"\emph{Gulls} and {\bf terns}", "Gulls and terns"),
])
def test_macros_that_set_a_type_keep_their_words(latex, text):
    assert latex_to_text(latex) == text
