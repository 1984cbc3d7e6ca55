"""The AMS styles' .bbl items (amsplain, amsalpha; issue 20, held-out batch 45): names given first, the title
in \\emph, an article's volume in \\textbf, a book's series, publisher and place, MathSciNet's \\MR{…}.

Every line here was written for this test; the shapes are those met in held-out .bbl files."""
from refverify.parse.reflist import parse_reference_lines


def _read(*items):
    return parse_reference_lines([(n, item) for n, item in enumerate(items, 1)], "paper.bbl")


def test_article_book_series_chapter_and_bysame():
    article, book, series, chapter, same = _read(
        r"\bibitem{LR:1961} A.~Lind and R.~Roca, \emph{\"{U}ber kompakte {G}ulls}, Math. Ann. \textbf{145} (1961/1962), no.~2, 429--439. \MR{MR0145557 (26 \#3088)}",
        r"\bibitem{Okoro:1995} Dmitri~N. Okoro, \emph{Gull group actions}, Aspects of Mathematics, E27, Friedr. Vieweg \& Sohn, Braunschweig, 1995. \MR{1334091}",
        r"\bibitem{Sand:2000} Sara Sand and V.~Lind, \emph{Singular loci of {G}ull varieties}, Progress in Mathematics, vol. 182, Birkh\"auser Boston, Inc., Boston, MA, 2000. \MR{1782635}",
        r"\bibitem{Roca:2002} Jean-Pierre Roca, \emph{On the integrability of gull forms}, Complex geometry ({G}\"ottingen, 2000), Springer, Berlin, 2002, pp.~93--98.",
        r"\bibitem{Roca:2003} \bysame, \emph{Gull algebras {II}}, second ed., Graduate Texts in Mathematics, vol. 126, Springer-Verlag, New York, 2003.")
    assert (article.authors, article.title, article.journal, article.volume, article.issue, article.pages, article.year) == (
        ["A. Lind", "R. Roca"], "Über kompakte Gulls", "Math. Ann.", "145", "2", "429-439", 1961)
    assert (book.authors, book.title, book.publisher, book.year, book.entry_type) == (
        ["Dmitri N. Okoro"], "Gull group actions", "Friedr. Vieweg & Sohn", 1995, "book")
    assert (series.title, series.publisher, series.volume, series.year) == (
        "Singular loci of Gull varieties", "Birkhäuser Boston, Inc.", "182", 2000)
    assert (chapter.journal, chapter.publisher, chapter.pages, chapter.entry_type) == (
        "Complex geometry (Göttingen, 2000)", "Springer", "93-98", "incollection")
    assert (same.authors, same.title, same.publisher, same.volume) == (
        ["Jean-Pierre Roca"], "Gull algebras II", "Springer-Verlag", "126")


def test_ieeetran_and_gbt_items_keep_their_readers():
    ieee, gbt = _read(
        r"\bibitem{lind2011} B.~Lind, \emph{Gull Microelectronics}, 2nd~ed.\hskip 1em plus 0.5em minus 0.4em\relax Prentice Hall, 2011.",
        r"\bibitem{lind2015} Lind~H, Roca~K, Sand~H, \emph{et~al}. Counting gulls with change histories~[J]. Coastal Birds, 2015, 67: 220--235.")
    assert (ieee.title, ieee.publisher) == ("Gull Microelectronics", "Prentice Hall")
    assert (gbt.title, gbt.journal, gbt.volume) == ("Counting gulls with change histories", "Coastal Birds", "67")


def test_jhep_items_journal_in_emph_volume_in_bfseries_et_al_and_no_venue():
    # held-out batch 58: a physics thesis's JHEP.bst items, a title with commas, the journal inside the DOI's link
    article, cut, preprint, page = _read(
        r"\bibitem{Lind:2005nw} V.~Lind et~al., \emph{{Simulating the joint evolution of gulls, terns and their "
        r"large-scale distribution}}, \href{https://doi.org/10.1038/x1}{\emph{Nature} {\bfseries 435} (2005) 629} "
        r"[\href{https://arxiv.org/abs/astro-ph/0504097}{{\ttfamily astro-ph/0504097}}].",
        r"\bibitem{Roca:2013} C.~L. Roca, D.~Sand, N.~Okoro et~al., \emph{Nine-year gull survey: final maps}, "
        r"\href{https://doi.org/10.1088/x2}{\emph{Astrophys. J. Suppl.} {\bfseries 208} (2013) 20}.",
        r"\bibitem{Gull:2018eyx} {\scshape Gull} collaboration, N.~Okoro et~al., \emph{{Gull 2018 results. VI. "
        r"Parameters}}, \href{https://arxiv.org/abs/1807.06209}{{\ttfamily 1807.06209}}.",
        r"\bibitem{Team:2014} N.~S. Team, \emph{Matter and gulls in the universe}, 2014.")
    assert (article.authors, article.authors_truncated, article.title, article.journal, article.volume, article.pages,
            article.year) == (["V. Lind"], True, "Simulating the joint evolution of gulls, terns and their large-scale "
                              "distribution", "Nature", "435", "629", 2005)
    assert (cut.authors, cut.authors_truncated, cut.journal, cut.volume, cut.pages, cut.year) == (
        ["C. L. Roca", "D. Sand", "N. Okoro"], True, "Astrophys. J. Suppl.", "208", "20", 2013)
    assert (preprint.authors, preprint.title, preprint.journal, preprint.year, preprint.arxiv) == (
        ["Gull collaboration", "N. Okoro"], "Gull 2018 results. VI. Parameters", "", None, "1807.06209")
    assert (page.authors, page.title, page.year, page.entry_type) == (["N. S. Team"], "Matter and gulls in the universe",
                                                                      2014, "misc")


def test_a_journal_without_a_volume_a_preprint_and_an_arxiv_item():
    # held-out batch 101: amsalpha items typed by hand
    journal, preprint, arxiv, number = _read(
        r"\bibitem[BL11]{BL11} Dana Bolt and Finn Linde, \emph{Spatial models of nested gull fields, with an application}, The Annals of Gull Statistics (2011), 523--550.",
        r"\bibitem[G08]{G08} Robert~G Gall, \emph{Circularly-symmetric gull vectors}, preprint (2008), 1--9.",
        r"\bibitem[Gal15]{Gal15} P.~Galin, \emph{A {L}ittlewood--{R}ichardson rule for gull polynomials}, (2015), arXiv:1501.00051 [math.CO].",
        r"\bibitem[Amd]{Amd} T.~Amber, \emph{Theorems, problems and gull conjectures}, \mbox{1207.4045}.")
    assert (journal.authors, journal.title, journal.journal, journal.volume, journal.pages, journal.year) == (
        ["Dana Bolt", "Finn Linde"], "Spatial models of nested gull fields, with an application",
        "The Annals of Gull Statistics", "", "523-550", 2011)
    assert (preprint.authors, preprint.title, preprint.journal, preprint.pages, preprint.year) == (
        ["Robert G Gall"], "Circularly-symmetric gull vectors", "", "1-9", 2008)
    assert (arxiv.title, arxiv.year, arxiv.arxiv) == ("A Littlewood–Richardson rule for gull polynomials", 2015, "1501.00051")
    assert (number.authors, number.title, number.year, number.arxiv) == (
        ["T. Amber"], "Theorems, problems and gull conjectures", None, "1207.4045")


def test_amsplain_lines_copied_from_a_pdf_without_their_italics():
    # held-out batch 101: the accent set apart before its letter ("Ren ́ee"), initials run together ("J.A.M.")
    first, second = _read(
        "[3] Brian Hanko, Sue Fitz, Ren \u0301ee McCall, and Carol Zand, Pair programming in education: a review, "
        "Computer Science Education 21 (2011), no. 2, 135–173.",
        "[7] Ester van Laar, Alexander J.A.M. van Deurs, and Jos de Haan, The relation between skills, in short, "
        "Computers in Human Behavior 72 (2017), 577–588.")
    assert (first.authors, first.title, first.journal, first.volume, first.issue, first.pages, first.year) == (
        ["Brian Hanko", "Sue Fitz", "Renée McCall", "Carol Zand"], "Pair programming in education: a review",
        "Computer Science Education", "21", "2", "135-173", 2011)
    assert (second.authors, second.title, second.journal, second.volume, second.pages) == (
        ["Ester van Laar", "Alexander J.A.M. van Deurs", "Jos de Haan"], "The relation between skills, in short",
        "Computers in Human Behavior", "72", "577-588")
    assert second.certainty["title"].value == "guessed" and "without its italics" in " ".join(second.notes)
