""".bbl items whose names no style writes, annotated bibliographies, access notes worded "last checked",
and ASA chapters (issue 20, held-out batch 40). Every line here was written for this test."""
from refverify.parse.reflist import parse_reference_line


def test_plain_blocks_with_mangled_names_still_give_title_and_venue():
    raw = r"\bibitem{gulls} M.~Olsen, P.~Kuiper B. K. S. G.~K. \newblock Counting gulls on tidal flats. \newblock {\em Coastal Birds}, 9(1), 2014."
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.title, entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == (
        "Counting gulls on tidal flats", "Coastal Birds", "9", "1", "", 2014)
    assert entry.certainty["authors"].value == "guessed"


def test_annotation_after_an_item_is_no_part_of_it():
    raw = (r"\bibitem{gull_guide} {Mara Olsen}, ``{Gull Counting Guide},'' \url{https://gulls.example.org/guide}, 2012, "
           r"last checked: 5 March 2015. \begin{quotation}\noindent A handbook for counting gulls, with samples. \end{quotation}")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.year) == (["Mara Olsen"], "Gull Counting Guide", "", 2012)


def test_asa_chapter_pages_and_publisher_without_place():
    raw = (r"\bibitem[\protect\citeauthoryear{Olsen}{Olsen}{1988}]{olsen88} Olsen, M.~D. 1988. \newblock \enquote{Afterword: "
           r"Toward Counting Gulls.} \newblock In {\em Coastal Structures\/}, edited by P.~Kuiper and M.~D Olsen., pp. 477--497. "
           r"Cambridge: Cambridge University Press.")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.title, entry.journal, entry.pages, entry.publisher) == (
        "Afterword: Toward Counting Gulls", "Coastal Structures", "477-497", "Cambridge University Press")


def test_an_item_opening_with_its_title_is_no_names_block():
    raw = r"\bibitem{rip} Counting gulls on tidal flats. \newblock {\em Coastal Birds}, 2023. \newblock \url{https://gulls.example.org/count}."
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.authors, entry.title, entry.year) == ([], "Counting gulls on tidal flats", 2023)
