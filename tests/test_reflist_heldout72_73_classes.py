"""Reference-list classes of held-out batches 72 and 73 (issue 20), each line invented for the test (fictional
names and titles, the shapes of the real lists): Econometrica's "Names (Year): “Title,” Journal, 60, 323–351." (its
books, its dash for the same authors, Zotero's "publisher:" left in, a paper's series and publisher); a whole
reference as a Markdown link's text (Google Docs with Paperpile); siam.bst's and amsalpha's items (braced journal
names, preprints with the year only); AJE's "[electronic article]" and EndNote's reference type left after a title."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")


def _read(line: str):
    return parse_reference_line(1, line, "refs.bbl" if line.startswith("\\bibitem") else "refs.md")


CASES = {
    'ecta-article': (
        '\\bibitem[\\protect\\citeauthoryear{Arden, Bloom, and Hewitt}{Arden et~al.}{2005}]{a} \\textsc{Arden, P., N.~Bloom, and P.~Hewitt} (2005): \\enquote{Rivalry and {Invention}: {An} {Inverted}-{U},} \\emph{The Quarterly Journal of Fiction}, 120, 701--728.',
        (['Arden, P', 'N. Bloom', 'P. Hewitt'], False, 'Rivalry and Invention: An Inverted-U', 'The Quarterly Journal of Fiction', '', '120', '', '701-728', 2005)),
    'ecta-two': (
        'Aldo, P. and P. Hewitt (1992): “A Model of Growth Through Creative Renewal,” Econometrica, 60, 323–351.',
        (['Aldo, P', 'P. Hewitt'], False, 'A Model of Growth Through Creative Renewal', 'Econometrica', '', '60', '', '323-351', 1992)),
    'ecta-book': (
        '\\bibitem[\\protect\\citeauthoryear{Amato}{Amato}{2009}]{b} \\textsc{Amato, D.} (2009): \\emph{Introduction to {Modern} {Growth}}, Princeton University Press.',
        (['Amato, D'], False, 'Introduction to Modern Growth', '', 'Princeton University Press', '', '', '', 2009)),
    'ecta-dash': (
        '\\bibitem[\\protect\\citeauthoryear{Anton and Yoo}{Anton and Yoo}{1995}]{c} ---\\hspace{-.1pt}---\\hspace{-.1pt}--- (1995): \\enquote{Start-ups, {Spin}-offs, and {Projects},} \\emph{Journal of Law, Economics, \\& Organization}, 11, 362--378.',
        ([], False, 'Start-ups, Spin-offs, and Projects', 'Journal of Law, Economics, & Organization', '', '11', '', '362-378', 1995)),
    'ecta-leak': (
        '\\bibitem[\\protect\\citeauthoryear{Comet}{Comet}{2004}]{d} \\textsc{Comet, D.~J.} (2004): \\enquote{R\\&{D}: {A} {Small} {Part} of {Growth},} \\emph{Journal of Fictional Growth}, 9, 391--421, publisher: Springer.',
        (['Comet, D. J'], False, 'R&D: A Small Part of Growth', 'Journal of Fictional Growth', 'Springer', '9', '', '391-421', 2004)),
    'ecta-paper': (
        'Bishop, N. and E. Stark (2016): “The Incomplete Picture,” SSRN Scholarly Paper ID 2782137, Social Science Research Network, Rochester, NY.',
        (['Bishop, N', 'E. Stark'], False, 'The Incomplete Picture', 'SSRN Scholarly Paper ID 2782137', 'Social Science Research Network', '', '', '', 2016)),
    'paperpile-link': (
        '[Swan OV, Holt KA, Turner L, Pollard L, Fairley CJ, Drake TM, et al. Clinical features of children admitted to hospital: prospective cohort study. BMJ. 2020;370: m3249.](http://paperpile.com/b/npFJxx/e9Qc)',
        (['Swan, OV', 'Holt, KA', 'Turner, L', 'Pollard, L', 'Fairley, CJ', 'Drake, TM'], True, 'Clinical features of children admitted to hospital: prospective cohort study', 'BMJ', '', '370', '', 'm3249', 2020)),
    'paperpile-link-doi': (
        '[Smyth C, Odd D, Harwood R, et al. Deaths in young people after infection: a national study. medRxiv. 2021. doi:10.1101/2021.07.07.21259779](https://doi.org/10.1101/2021.07.07.21259779)',
        (['Smyth, C', 'Odd, D', 'Harwood, R'], True, 'Deaths in young people after infection: a national study', 'medRxiv', '', '', '', '', 2021)),
    'siam-article': (
        '\\bibitem{ara17} {\\sc A.~Y. Arvid, J.~V. Burk, and K.~J. MacPhail}, {\\em Foundations of gauge duality}, SIAM Journal on Fiction, 28 (2018), pp.~2406--2434.',
        (['A. Y. Arvid', 'J. V. Burk', 'K. J. MacPhail'], False, 'Foundations of gauge duality', 'SIAM Journal on Fiction', '', '28', '', '2406-2434', 2018)),
    'siam-preprint': (
        '\\bibitem{bah16} {\\sc S.~Bahr and J.~Romm}, {\\em Phase retrieval meets learning: {A} convex relaxation}, arXiv preprint arXiv:1610.04210, (2016).',
        (['S. Bahr', 'J. Romm'], False, 'Phase retrieval meets learning: A convex relaxation', '', '', '', '', '', 2016)),
    'siam-book': (
        '\\bibitem{ber16} {\\sc D.~P. Berg}, {\\em Nonlinear Programming}, Athena Scientific, third~ed., 2016.',
        (['D. P. Berg'], False, 'Nonlinear Programming', '', 'Athena Scientific', '', '', '', 2016)),
    'siam-year-only': (
        '\\bibitem{gol18} {\\sc T.~Gold and C.~Stude}, {\\em Phasemax: {C}onvex retrieval}, IEEE Transactions on Information Theory, (2018).',
        (['T. Gold', 'C. Stude'], False, 'Phasemax: Convex retrieval', 'IEEE Transactions on Information Theory', '', '', '', '', 2018)),
    'ams-braced-journal': (
        '\\bibitem[CESV13]{c} E.~J. Cand{\\`{e}}z, Y.~C. Elder, and V.~Voronin, \\emph{Phase retrieval via matrix completion}, {SIAM} J. Imaging Sciences \\textbf{6} (2013), no.~1, 199--225.',
        (['E. J. Candèz', 'Y. C. Elder', 'V. Voronin'], False, 'Phase retrieval via matrix completion', 'SIAM J. Imaging Sciences', '', '6', '1', '199-225', 2013)),
    'ams-arxiv': (
        '\\bibitem[BR16]{b} S.~Bahr and J.~Romm, \\emph{Phase retrieval meets learning}, arXiv preprint arXiv:1610.04210 (2016).',
        (['S. Bahr', 'J. Romm'], False, 'Phase retrieval meets learning', '', '', '', '', '', 2016)),
    'aje-medium': (
        '1. \tFitzroy AL, Kullen LH, Lopes OL, et al. Midlife obesity and the risk of memory loss: a cohort study. Archives of Neurology [electronic article]. 2009;66(3):336–342. (https://doi.org/10.1001/archneurol.2008.582)',
        (['Fitzroy, AL', 'Kullen, LH', 'Lopes, OL'], True, 'Midlife obesity and the risk of memory loss: a cohort study', 'Archives of Neurology', '', '66', '3', '336–342', 2009)),
    'endnote-type-leak': (
        'Wood, Stacy, and Kevin Schuler. 2021. “Beyond Politics — Promoting Vaccination in the States.” Journal Article. New England Journal of Fiction 384 (7): e23. https://doi.org/10.1056/NEJMms2033790.',
        (['Wood, Stacy', 'Kevin Schuler'], False, 'Beyond Politics — Promoting Vaccination in the States', 'New England Journal of Fiction', '', '384', '7', 'e23', 2021)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_reference_line_classes(name):
    line, expected = CASES[name]
    assert tuple(getattr(_read(line), f) for f in FIELDS) == expected


@pytest.mark.parametrize("name, url", [
    ("paperpile-link", ""),     # the citation manager's own link is no address of the work
    ("paperpile-link-doi", "https://doi.org/10.1101/2021.07.07.21259779"),
])
def test_a_whole_line_links_address(name, url):
    assert _read(CASES[name][0]).url == url


def test_a_question_ends_the_title_before_an_abbreviated_journal():
    # MDPI: "Title? Mol. Psychiatry 2011, 16, 252–264." (held-out batch 73)
    entry = _read("Marlow, G.; Fredl, T. The Hippocampus in Low Mood: Bench and Bedside in Research? Mol. Psychiatry "
                  "2011, 16, 252–264.")
    assert (entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "The Hippocampus in Low Mood: Bench and Bedside in Research?", "Mol. Psychiatry", "16", "252-264", 2011)


@pytest.mark.parametrize("line, expected", [
    # A&A's year after the names, a chapter "Title, ed. Editor, page" or a preprint with no title (held-out batch 72)
    (r"\bibitem[{{Bally}(2008)}]{Bally2008} {Balla}, J. 2008, {Overview of the Lyra Complex}, ed. B.~{Reiner}, 459",
     (["Balla, J"], False, "Overview of the Lyra Complex", "", "459", 2008)),
    (r"\bibitem[{{Becker} {et~al.}(2017){Becker}, {Petr}, \& {Boff}}]{B2017} {Becker}, G., {Petr}, M.~G., {Boff}, "
     r"H.~M.~J., {et~al.} 2017, ArXiv e-prints [\eprint[arXiv]{1705.09496}]",
     (["Becker, G", "Petr, M. G", "Boff, H. M. J"], True, "", "ArXiv e-prints", "", 2017)),
])
def test_the_astronomers_year_after_the_names(line, expected):
    entry = _read(line)
    assert (entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.pages, entry.year) == expected


def test_a_german_book_after_the_colon_is_no_econometrica_book():
    entry = _read("Möller, K. (2019): Grundlagen der Betriebsführung, Eine Einführung. Springer, Berlin.")
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (
        ["Möller, K."], "Grundlagen der Betriebsführung, Eine Einführung", "Springer", 2019)
