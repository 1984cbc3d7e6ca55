"""Reading lists kept in Markdown notes (issue 20, held-out batch 57): a reference held in a link reference
definition's title ('[adams]: https://… "Adams, Douglas. …"'), MLA's or Chicago's title in straight single
quotes, a web page without a date, a name with an apostrophe before a quoted title.

Every line here was written for this test; the shapes are those met in held-out reading lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "notes.md")
    return e.authors, e.title, e.journal, e.year, e.url


@pytest.mark.parametrize("line, fields", [
    ("[lind]: https://books.example.org/8696.Gulls \"Lind, Douglas. 'Last Chance to See Gulls.' 1990. A light romp "
     "with a zoologist's notes on the world's rarest gulls.\"",
     (["Lind, Douglas"], "Last Chance to See Gulls", "", 1990, "https://books.example.org/8696.Gulls")),
    # the definition's second line, its label on the line before
    ("https://science.example.org/S1040 \"Okoro, Sonia and Roca, Hal. 'Rethinking Gull Policy.' Tern Innovation, 2013.\"",
     (["Okoro, Sonia", "Roca, Hal"], "Rethinking Gull Policy", "Tern Innovation", 2013, "https://science.example.org/S1040")),
    # a web page without a date: the names and the title, nothing taken for a journal
    ("[sand]: http://science.example.org/gulls.htm \"Sand, Craig. 'How Gull Counting Works.' GullStuffWorks.com\"",
     (["Sand, Craig"], "How Gull Counting Works", "", None, "http://science.example.org/gulls.htm")),
    # the source named after the year, or a comment there (not a journal)
    ("Marrow, Madeleine. 'Terns Start Work on a Hybrid Colony.' 2016. The Guardian.",
     (["Marrow, Madeleine"], "Terns Start Work on a Hybrid Colony", "The Guardian", 2016, "")),
    ("Marrow, Dan. 'The Third Gull: Field Notes.' 2014. A chef's search for excellent gulls.",
     (["Marrow, Dan"], "The Third Gull: Field Notes", "", 2014, "")),
    ("D'Aprile, Paolo. “The new economics of gull storage.” 2016. Okoro & Company.",
     (["D'Aprile, Paolo"], "The new economics of gull storage", "Okoro & Company", 2016, "")),
    # a numbered definition keeps its number; Harvard's "'Title'," is no MLA title
    ("[12]: https://x.example.org/12 \"Lind, P. (2001) 'Gulls on sand', Journal of Shore Birds, 3, pp. 1-9.\"",
     (["Lind, P"], "Gulls on sand", "Journal of Shore Birds", 2001, "https://x.example.org/12")),
])
def test_reading_notes(line, fields):
    assert _read(line) == fields


def test_a_numbered_definition_keeps_its_number():
    assert parse_reference_line(1, "[12]: https://x.example.org/12 \"Lind, P. (2001) 'Gulls on sand', Journal of Shore "
                                   "Birds, 3, pp. 1-9.\"", "notes.md").number == 12


@pytest.mark.parametrize("line, fields", [
    ("ICLR | 2021 | X. Lind and W. Sand et al. | [Deformable Gulls: Transformers for Counting Terns](https://arxiv.org/abs/"
     "2010.04159) | Gull Research, Univ. of the Shore | [[official code]](https://github.com/example/gulls)",
     (["X. Lind", "W. Sand"], True, "Deformable Gulls: Transformers for Counting Terns", "ICLR", 2021,
      "https://arxiv.org/abs/2010.04159")),
    # an institution written like a name after the title ("Google Research", "U.C. Berkeley") is no author
    ("| Arxiv | 2020 | P. Okoro et al. | [Supervised Gull Learning](https://arxiv.org/abs/2004.11362) | Shore Research | "
     "[official code] [[summary]](https://notes.example.org/gulls) |",
     (["P. Okoro"], True, "Supervised Gull Learning", "Arxiv", 2020, "https://arxiv.org/abs/2004.11362")),
    ("ICLR | 2020 | N. Roca and L. Marrow et al. | [Reformer: The Efficient Gull](https://arxiv.org/abs/2001.04451) | "
     "U.C. Berkeley and Shore Research | -",
     (["N. Roca", "L. Marrow"], True, "Reformer: The Efficient Gull", "ICLR", 2020, "https://arxiv.org/abs/2001.04451")),
])
def test_a_paper_as_a_row_of_a_markdown_table(line, fields):
    e = parse_reference_line(1, line, "README.md")
    assert (e.authors, e.authors_truncated, e.title, e.journal, e.year, e.url or e.arxiv and f"https://arxiv.org/abs/{e.arxiv}") == fields


@pytest.mark.parametrize("line, fields", [
    # a publication list in Markdown (held-out batch 59): ResearchGate's bare DOI before the title's link moved to the
    # end; the year in parentheses after the journal
    ("* Lind, Pornprapa & Roca, Lu & <strong>Sand, Alexander</strong>. (2022). [Gull hypoventilation after surgery]"
     "(https://gulls.example.org/doi/10.5664/gull.10216). Journal of Clinical Gull Medicine. 18. 10.5664/gull.10216.",
     ("Journal of Clinical Gull Medicine", 2022, "10.5664/gull.10216", "18")),
    ("* Leslie J. Okoro, <strong>Alex Sand</strong>, Amy Roca. [Psychosocial outcomes in gulls](https://doi.org/10.1002/"
     "gull.70149). Gull Science and Practice (2026). https://doi.org/10.1002/gull.70149.",
     ("Gull Science and Practice", 2026, "10.1002/gull.70149", "")),
])
def test_a_publication_list_in_markdown(line, fields):
    e = parse_reference_line(1, line, "pubs.qmd")
    assert (e.journal, e.year, e.doi, e.volume) == fields


def test_mendeleys_vancouver_with_the_volume_before_the_journal():
    # held-out batch 59: an article Mendeley holds as a book: "Title. Vol. 150, Chest. Elsevier B.V.; 2016. p. 1129–40."
    e = parse_reference_line(1, "1.\tLind SE, Roca AE, Sand CL. Gull-Acquired Weakness. Vol. 150, Chest. Elsevier B.V.; "
                                "2016. p. 1129–40.", "review.docx")
    assert (e.authors, e.title, e.journal, e.publisher, e.year, e.volume, e.pages) == (
        ["Lind, SE", "Roca, AE", "Sand, CL"], "Gull-Acquired Weakness", "Chest", "Elsevier B.V.", 2016, "150", "1129-40")
