"""The full-text simulator (issue 25) serves a work's own sections when the world gives them (the
demo's open-access works), and arXiv's latest version is the highest one listed, not the count."""
import pymupdf

from tests.simulators.fulltext_sim import handle_arxiv_pdf, jats
from tests.simulators.world import World

WORK = {"id": "w", "title": "Attention over a sparse graph", "authors": [{"family": "Osei", "given": "K"}],
        "year": 2017, "arxiv": "1706.00001", "pmcid": "PMC7000001", "abstract": "A short abstract.",
        "arxiv_versions": [{"version": 1, "title": "t", "date": "2017-06-01"},
                           {"version": 5, "title": "t", "date": "2017-12-01"}],
        "fulltext": [["3 Model", "The encoder has 6 layers and 8 heads."], ["6 Results", "It reaches 28.4 BLEU."]]}


def pdf_text(data: bytes) -> str:
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        return "\n".join(page.get_text() for page in doc)


def test_the_sections_of_the_world_are_the_body_of_the_jats_and_the_pdf():
    world = World([WORK])
    xml = jats(world.works[0]).decode()
    assert ('<body><sec id="s1"><title>3 Model</title><p>The encoder has 6 layers and 8 heads.</p></sec>'
            '<sec id="s2"><title>6 Results</title><p>It reaches 28.4 BLEU.</p></sec></body>') in xml
    status, _, data = handle_arxiv_pdf(world, "GET", "/pdf/1706.00001v1", {}, b"")
    text = pdf_text(data)
    assert status == 200 and "3 Model\nThe encoder has 6 layers and 8 heads." in text
    assert "6 Results\nIt reaches 28.4 BLEU." in text and "18.4%" not in text


def test_the_latest_arxiv_version_is_the_highest_listed():
    world = World([WORK])
    status, _, data = handle_arxiv_pdf(world, "GET", "/pdf/1706.00001", {}, b"")
    assert status == 200 and "\nv5\n" in pdf_text(data)
    assert handle_arxiv_pdf(world, "GET", "/pdf/1706.00001v5", {}, b"")[0] == 200
    assert handle_arxiv_pdf(world, "GET", "/pdf/1706.00001v6", {}, b"")[0] == 404
