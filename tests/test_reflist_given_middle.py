"""Names given first with a middle initial (plainnat, abbrvnat and lists pasted from their PDFs),
GB/T lines whose dotted initials run into "et al.", and ACM's short venue names (issue 20).

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, journal, year", [
    # plainnat / abbrvnat pasted as text: "John A." is no NLM "Family Initial"
    ("Mara T. Olsen and Piet Kuiper. Counting gulls on tidal flats. Journal of Coastal Birds, 12(3):45--61, 2019.",
     ["Mara T. Olsen", "Piet Kuiper"], "Counting gulls on tidal flats", "Journal of Coastal Birds", 2019),
    ("Mara T. Olsen, Piet Kuiper, and Ines B. Roca. Counting gulls on tidal flats. Journal of Coastal Birds, 12(3):45--61, 2019.",
     ["Mara T. Olsen", "Piet Kuiper", "Ines B. Roca"], "Counting gulls on tidal flats", "Journal of Coastal Birds", 2019),
    ("Mara T. Olsen, Piet Kuiper, Ines B. Roca, et al. Counting gulls on tidal flats. Journal of Coastal Birds, 12(3):45--61, 2019.",
     ["Mara T. Olsen", "Piet Kuiper", "Ines B. Roca"], "Counting gulls on tidal flats", "Journal of Coastal Birds", 2019),
    ("Mara T. Olsen, Piet Kuiper, and Ines B. Roca. Counting gulls on tidal flats. 2019.",
     ["Mara T. Olsen", "Piet Kuiper", "Ines B. Roca"], "Counting gulls on tidal flats", "", 2019),
    # one name alone with its middle initial (held-out batch 67: a plain list pasted as text)
    ("Mara T. Olsen. Inside Gulls 128: what to know about flocks. Communications of the Gull Society, 44(2), February 2001.",
     ["Mara T. Olsen"], "Inside Gulls 128: what to know about flocks", "Communications of the Gull Society", 2001),
    # the quoted title of a hand-typed list, its period inside the quotes
    ('Mara T. Olsen, Piet Kuiper, Ines Roca. "Faster counts of gulls on wide flats." Coastal Birds Symposium 2020. 2020.',
     ["Mara T. Olsen", "Piet Kuiper", "Ines Roca"], "Faster counts of gulls on wide flats", "Coastal Birds Symposium 2020", 2020),
    # plainnat's misc: the year after the title's comma, then "URL" and the address
    ("Mara Olsen and Piet Kuiper. Counting gulls on tidal flats, 2021. URL https://gulls.example.org/report.",
     ["Mara Olsen", "Piet Kuiper"], "Counting gulls on tidal flats", "", 2021),
    # NLM stays NLM: "2004;" says so, though the title's words look like names
    ("Olsen M. Gulls and Tidal Flats. Coast Biol. 2004;3:1-5.",
     ["Olsen, M"], "Gulls and Tidal Flats", "Coast Biol", 2004),
    # GB/T with dotted initials: "et al." after the last comma closes the list
    ("[7] Olsen M., Kuiper P., Roca I., et al. Counting gulls on tidal flats[J]. Journal of Coastal Birds, 2022,34(9): 4147-4160",
     ["Olsen, M", "Kuiper, P", "Roca, I"], "Counting gulls on tidal flats", "Journal of Coastal Birds", 2022),
    ("[4] Olsen M., Kuiper P. J., Roca I. B., et al. Counting gulls on tidal flats[J]. Journal of Coastal Birds, 2015,23(3): 688-700",
     ["Olsen, M", "Kuiper, P. J", "Roca, I. B"], "Counting gulls on tidal flats", "Journal of Coastal Birds", 2015),
    # ACM retyped in a Chinese thesis: a short venue name closed by a period, then the pages
    ("[3] Mara Olsen and Piet Kuiper. 2002. Counting gulls on tidal flats from drone images. In KDD. 676–681.",
     ["Mara Olsen", "Piet Kuiper"], "Counting gulls on tidal flats from drone images", "KDD", 2002),
])
def test_names_and_title(line, authors, title, journal, year):
    entry = parse_reference_line(1, line, "refs.txt")
    assert (entry.authors, entry.title, entry.journal, entry.year) == (authors, title, journal, year)


def test_gbt_et_al_after_dotted_initials_marks_the_list_cut():
    entry = parse_reference_line(1, "[7] Olsen M., Kuiper P., Roca I., et al. Counting gulls[J]. Coast Biol, 2022,34(9): 1-9", "r.docx")
    assert entry.authors_truncated is True


def test_acm_short_venue_is_a_proceedings_paper_with_pages():
    entry = parse_reference_line(1, "Mara Olsen and Piet Kuiper. 2016. Counting gulls on tidal flats. In ICDM. 1317–1322.", "r.docx")
    assert (entry.entry_type, entry.pages) == ("inproceedings", "1317-1322")


def test_apa_year_after_given_first_names_stays_apa():
    entry = parse_reference_line(1, "Mara T. Olsen, Piet L. Kuiper. (2018). Counting gulls on tidal flats. Retrieved from https://gulls.example.org/x", "r.docx")
    assert (entry.title, entry.year) == ("Counting gulls on tidal flats", 2018)


def test_plainnat_bbl_body_with_year_and_address_only():
    raw = (r"\bibitem[Council(2019)]{gullcouncil} Coastal~Bird Council, 2019. \newblock URL "
           r"\url{https://gulls.example.org/facts}.")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.authors, entry.title, entry.year, entry.url) == (
        ["Coastal Bird Council"], "", 2019, "https://gulls.example.org/facts")


def test_vancouver_one_word_title_is_no_middle_initial():
    """"Reider B. Moneyball. The Journal. 2014;42(3)…" is Vancouver's family, initial and a title of one word,
    not a name given first (the venue and its year follow at once)."""
    entry = parse_reference_line(1, "Rider B. Seagulls. The Journal of Shore Birds. 2014;42(3):533-535.", "list.docx")
    assert (entry.authors, entry.title, entry.journal, entry.year) == (["Rider, B"], "Seagulls", "The Journal of Shore Birds", 2014)
