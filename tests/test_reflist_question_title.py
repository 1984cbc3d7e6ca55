"""A title asked as a question and answered by a subtitle (issue 20): the subtitle is part of the
title, not the journal's first sentence — in APA, Springer's author-year and Harvard lines alike.

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, title, journal, volume", [
    # APA 7
    ("Lind, A., Berg, T., & Sand, K. (2018). Fewer gulls? Counting nests on three tidal flats of the north coast. Coastal Birds, 60(3), 228-245.",
     "Fewer gulls? Counting nests on three tidal flats of the north coast", "Coastal Birds", "60"),
    # Springer's author-year (sn-basic) retyped in Word
    ("Lind A (2021) Where do gulls nest? Estimating the share of nests on tidal flats. Coastal Bird Letters 6:e006766",
     "Where do gulls nest? Estimating the share of nests on tidal flats", "Coastal Bird Letters", "6"),
    ("Lind A, Berg T (2012) Should drones count gulls? A case study involving three tidal flats. Coastal Birds 1:9",
     "Should drones count gulls? A case study involving three tidal flats", "Coastal Birds", "1"),
    # a question with no subtitle keeps its journal, abbreviated or not
    ("Lind A (2019) Why now? Proc. Natl. Acad. Coast. 116:1-9", "Why now?", "Proc. Natl. Acad. Coast", "116"),
    ("Lind, A. (2019). Is it true? Journal of Coastal Birds, 12(2), 1-9.", "Is it true?", "Journal of Coastal Birds", "12"),
    # a journal's series after its name is no subtitle of the title
    ("Lind A (2019) Why now? Journal of the Coastal Society. Series B 116:1-9",
     "Why now?", "Journal of the Coastal Society. Series B", "116"),
])
def test_question_title(line, title, journal, volume):
    entry = parse_reference_line(1, line, "refs.txt")
    assert (entry.title, entry.journal, entry.volume) == (title, journal, volume)


def test_journal_and_its_publisher_stay_apart_from_the_title():
    # Chicago from Zotero: the journal, then its publisher, after a question
    line = "Lind, Ana. 2023. Drones among coastal counters: enemy or a help for birders? Journal of Coastal Birds. Gull Press Ltd: 1-9."
    entry = parse_reference_line(1, line, "refs.txt")
    assert entry.title == "Drones among coastal counters: enemy or a help for birders?"
    assert entry.journal.startswith("Journal of Coastal Birds")
