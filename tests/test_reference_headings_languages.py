"""The reference list's heading in the languages theses are written in (issue 20, held-out batches 43 and 46):
a Russian thesis's "СПИСОК ИСПОЛЬЗОВАННОЙ ЛИТЕРАТУРЫ" read as no heading lost all 27 of its entries."""
import docx
import pytest

from refverify.parse.documents import is_reference_heading
from refverify.parse.pipeline import parse_manuscript


@pytest.mark.parametrize("heading", [
    "СПИСОК ИСПОЛЬЗОВАННОЙ ЛИТЕРАТУРЫ", "Список использованных источников", "Библиографический список",
    "Список використаних джерел", "Література", "Пайдаланылған әдебиеттер тізімі", "Kaynakça", "Kaynaklar",
    "Daftar Pustaka", "TÀI LIỆU THAM KHẢO", "Seznam použité literatury", "5. Literatura", "Spis literatury",
    "Literatuurlijst", "Referenser", "Sitografia", "Bibliografi"])
def test_list_headings(heading):
    assert is_reference_heading(heading)


@pytest.mark.parametrize("heading", ["Literature review", "Список сокращений", "Fuentes", "Введение"])
def test_other_headings(heading):
    assert not is_reference_heading(heading)


def test_a_russian_thesis_keeps_its_list(tmp_path):
    document = docx.Document()
    document.add_heading("ВВЕДЕНИЕ", level=1)
    document.add_paragraph("Чайки гнездятся на отмелях [1], а крачки — на островах [2].")
    document.add_heading("СПИСОК ИСПОЛЬЗОВАННОЙ ЛИТЕРАТУРЫ", level=1)
    document.add_paragraph("Линд А. Б. Подсчёт чаек на отмелях // Прибрежные птицы. – 2019. – Т. 12, № 3. – С. 45–61.", style="List Number")
    document.add_paragraph("Окоро П. Гнёзда крачек на трёх островах. – М.: Наука, 2020. – 180 с.", style="List Number")
    path = tmp_path / "диплом.docx"
    document.save(path)
    state = parse_manuscript(path)
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
