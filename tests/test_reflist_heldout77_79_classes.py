"""Reference-list classes of held-out batches 76–79 (issue 20), each line invented for the test (fictional names and
titles, the shapes of the real lists): a .bbl whose journal carries its volume in bold inside the italics
("{\\em Phys. Rev. B \\textbf{83}\\/} (2011)"), the editors' role after the names ("Ash, E., and Paige, E., Eds."),
a reading list's "*Title* by Author", a Dutch APA list as pandoc writes it ("\\(2018\\)", "Geraadpleegd op …, van"),
set in italics but for its link, and ABNT's bold title right after the names."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "volume", "issue", "pages", "year")


def _read(line: str):
    return parse_reference_line(1, line, "refs.bbl" if line.startswith("\\bibitem") else "refs.md")


@pytest.mark.parametrize("line, expected", [
    (r"\bibitem{akim} Akiva, Y., and Chow, H. \newblock Plasmon coupling along a~continuous metal interface. "
     r"\newblock {\em Phys. Rev. B \textbf{83}\/} (2011).",
     (["Akiva, Y", "Chow, H"], "Plasmon coupling along a continuous metal interface", "Phys. Rev. B", "", "83", "", "",
      2011)),
    (r"\bibitem{ebb} Ebbers, T., and Lenz, H. \newblock Transmission through sub-wavelength hole arrays. "
     r"\newblock {\em Nature \textbf{391}\/} (1998).",
     (["Ebbers, T", "Lenz, H"], "Transmission through sub-wavelength hole arrays", "Nature", "", "391", "", "", 1998)),
    (r"\bibitem{gab} Litvin, N., Maimon, A., and Gabel, I. \newblock Enhancement at a zero-index transition. "
     r"\newblock {\em Opt. Lett. \textbf{33}(20)\/} (2008).",
     (["Litvin, N", "Maimon, A", "Gabel, I"], "Enhancement at a zero-index transition", "Opt. Lett.", "", "33", "20", "",
      2008)),
    (r"\bibitem{ash} Ashe, E., and Paigel, E., Eds. \newblock {\em Surface-wave theory and practice}. \newblock "
     r"Springer-Verlag, New York, 1985.",
     (["Ashe, E.", "Paigel, E."], "Surface-wave theory and practice", "", "Springer-Verlag", "", "", "", 1985)),
    (r"\bibitem{ach} Achterberg, D., Ed. \newblock {\em Waves in elastic plates}. \newblock North-Holland, "
     r"Amsterdam, 1973.",
     (["Achterberg, D."], "Waves in elastic plates", "", "North-Holland", "", "", "", 1973)),
])
def test_bbl_bold_volume_and_editors_role(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, title", [
    ("- *The Early Annals of the City* by Livius", "The Early Annals of the City"),
    ("*The Conquest of the Northern Tribes* by Gaius Marcellus", "The Conquest of the Northern Tribes"),
    ("- *The Letters of the Elder Tacitus* by Tacitus the Elder", "The Letters of the Elder Tacitus"),
    ("- *The Decline of the Northern Realm* by edward Gibbs", "The Decline of the Northern Realm"),
    ("- *Rome and Its Rivals* ed Jane Penfold", "Rome and Its Rivals"),
    ("- *Daily Life in the Old Town * by Jerome Carton", "Daily Life in the Old Town"),
])
def test_a_reading_lists_italic_title_by_its_author(line, title):
    assert _read(line).title == title


@pytest.mark.parametrize("line, authors", [
    ("- *The Early Annals of the City* by Livius", ["Livius"]),
    ("*The Conquest of the Northern Tribes* by Gaius Marcellus", ["Gaius Marcellus"]),
    ("- *Rome and Its Rivals* ed Jane Penfold", []),     # an editor is no author
])
def test_the_author_after_by_is_the_author(line, authors):
    assert _read(line).authors == authors


@pytest.mark.parametrize("line, expected", [
    (r"_Canvasly. \(2018\). Customer Journey. Geraadpleegd op 10 mei 2018, van_ "
     r"[_https://canvasly.example.org/canvas/r1_](https://canvasly.example.org/canvas/r1)",
     (["Canvasly"], "Customer Journey", 2018, "https://canvasly.example.org/canvas/r1")),
    (r"Trellix. \(2018\). Boards for bands. Geraadpleegd op 13 mei 2018, van https://trellix.example.org/b/8F",
     (["Trellix"], "Boards for bands", 2018, "https://trellix.example.org/b/8F")),
    (r"Hansen, K. \(2016\). Kildekritikk i praksis. Hentet 3. mai 2018 fra https://kilde.example.no/praksis",
     (["Hansen, K."], "Kildekritikk i praksis", 2016, "https://kilde.example.no/praksis")),
])
def test_pandoc_escapes_and_retrieval_phrases_of_other_languages(line, expected):
    entry = _read(line)
    assert (entry.authors, entry.title, entry.year, entry.url) == expected


@pytest.mark.parametrize("line, expected", [
    ("3. MOTTA, Eduarda; TEIXIDOR, Maria Glória. **Vigilância em saúde no Brasil. Elementos para entender a "
     "resposta**. SCIELO, 2020.",
     (["MOTTA, Eduarda", "TEIXIDOR, Maria Glória"], "Vigilância em saúde no Brasil. Elementos para entender a resposta",
      "", "SCIELO", "", "", "", 2020)),
    ("STOWELL, Mika. **Restful Design: A Guide to Careful Interfaces**. MuleWorks, 2015.",
     (["STOWELL, Mika"], "Restful Design: A Guide to Careful Interfaces", "", "MuleWorks", "", "", "", 2015)),
    ("10. SECRETARIA NACIONAL DE CUIDADO SOCIAL. **Orientações Técnicas: Centro de Referência – CREAS**. Ministério "
     "do Cuidado Social, Brasília, 2011.",
     (["SECRETARIA NACIONAL DE CUIDADO SOCIAL"], "Orientações Técnicas: Centro de Referência – CREAS", "",
      "Ministério do Cuidado Social", "", "", "", 2011)),
    # the guard: an article's bold journal after a roman title stays the journal
    ("SILVEIRA, J. Estudo da dengue urbana. **Revista de Saúde Coletiva**, v. 4, n. 2, p. 10-20, 2019.",
     (["SILVEIRA, J."], "Estudo da dengue urbana", "Revista de Saúde Coletiva", "", "4", "2", "10-20", 2019)),
])
def test_abnt_bold_title_after_the_names(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    # German author-date, its title in German quotes, the link shown as its own address
    ("Brauer, Erik (2000): „Towards Sturdy Distributed Stores“. Online unter: "
     "[https://stores.example.org/keynote.pdf](https://stores.example.org/keynote.pdf).",
     (["Brauer, Erik"], "Towards Sturdy Distributed Stores", 2000, "https://stores.example.org/keynote.pdf")),
    ("Brauer, Erik (2000): „Towards Sturdy Distributed Stores“. Online unter: https://stores.example.org/keynote.pdf.",
     (["Brauer, Erik"], "Towards Sturdy Distributed Stores", 2000, "https://stores.example.org/keynote.pdf")),
    # a site as the author, its page's title in italics, no date
    ("DB-Rankings.com: *Database Popularity Ranking*. Online unter: "
     "[http://db-rankings.com/de/ranking](http://db-rankings.com/de/ranking). Abgerufen am 09.01.2017.",
     (["DB-Rankings.com"], "Database Popularity Ranking", None, "http://db-rankings.com/de/ranking")),
])
def test_german_web_sources_in_a_markdown_list(line, expected):
    entry = _read(line)
    assert (entry.authors, entry.title, entry.year, entry.url) == expected


@pytest.mark.parametrize("line, expected", [
    # a Latin GB/T line typed with a Chinese input method's marks (its names read, its title kept as typed); the
    # year, a period, the volume and the issue
    ("［2］Dawes，F.D.Perceived Usefulness，Perceived Ease of Use，and User Acceptance of Software［J］. MIS Q，1989.13（03）.",
     (["Dawes, F.D."], "Perceived Usefulness，Perceived Ease of Use，and User Acceptance of Software", "MIS Q", "", "13",
      "03", "", 1989)),
    ("［1］Fishman，M.，Azen，I..Belief，Attitude and Behaviour：An Introduction［M］. Addison-Wesley：Reading，MA，1975.",
     # (the publisher before its place read by the learned line reader, marked guessed)
     (["Fishman, M.", "Azen, I."], "Belief，Attitude and Behaviour：An Introduction", "", "Addison-Wesley", "", "", "",
      1975)),
    ("［13］赵明，倪扬，张青，等.生成式工具重构学术实践：持续使用意愿研究［J］.现代情报，2024.44（07）.",
     (["赵明", "倪扬", "张青"], "生成式工具重构学术实践：持续使用意愿研究", "现代情报", "", "44", "07", "", 2024)),
    # APA's report number after the italic title; Norwegian APA without the period after the year
    ("Dysen, O., & Kjelland, J. E. (1999) _Skriveråd for nye studenter_ (No. 1/99). Bergen.",
     (["Dysen, O", "Kjelland, J. E"], "Skriveråd for nye studenter", "", "Bergen", "", "", "", 1999)),
    # ASA's chapter: the pages before the book
    ("Blackwood, Simon. 1985. “Errors and the Shape of Value.” Pp. 1–22 in Morality and Its Objects, edited by "
     "T. Hendrick. London: Routledge.",
     (["Blackwood, Simon"], "Errors and the Shape of Value", "Morality and Its Objects", "Routledge", "", "", "1-22",
      1985)),
    ("Blackwood, Simon.  1985a.  “Errors and the Shape of Value,” pp. 1-22 in Ted Hendrick, ed., Morality and Its "
     "Objects: A Tribute to J. L. Mack.  London: Routledge and Kegan Paul.",
     (["Blackwood, Simon"], "Errors and the Shape of Value", "Morality and Its Objects: A Tribute to J. L. Mack",
      "Routledge and Kegan Paul", "", "", "1-22", 1985)),
    ("Blackwood, Simon.  1971.  “Moral Realism Revisited,” pp. 111-129 in (Blackwood 1993a).",
     (["Blackwood, Simon"], "Moral Realism Revisited", "", "", "", "", "111-129", 1971)),
])
def test_fullwidth_gbt_report_numbers_and_asa_chapters(line, expected):
    entry = _read(line)
    assert (entry.authors, entry.title, entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages,
            entry.year) == expected


@pytest.mark.parametrize("line, expected", [
    ("Barrow, Justin L. Why Would Anyone Doubt the Tides? Walnut Creek, CA: AltaMira, 2004. Print.",
     (["Barrow, Justin L"], "Why Would Anyone Doubt the Tides?", "AltaMira", 2004)),
    ("Robishaw, Meg. Brain Study. Dribbble. Dribbble, n.d. Web. 26 Nov. 2014. <https://dribbble.example.org/shots/17>",
     (["Robishaw, Meg"], "Brain Study", "", None)),
])
def test_mla7_medium_after_the_entry(line, expected):
    entry = _read(line)
    assert (entry.authors, entry.title, entry.publisher, entry.year) == expected


@pytest.mark.parametrize("line, expected", [
    ("Benholm, E. (2003) Universiteter og kommersialisering. _Nytt Norsk Tidsskrift_, 20 (1), s. 54-72.",
     ("Nytt Norsk Tidsskrift", "", "20", "1", "54-72")),
    ("Vaagen, S. (2001) Perspektivtaking og læring. I: Dysen, O. red. _Dialog og læring_. Oslo: Abstrakt forlag, "
     "s. 129-150.",
     ("", "Abstrakt forlag", "", "", "129-150")),
])
def test_scandinavian_pages_after_s(line, expected):
    entry = _read(line)
    assert (entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages) == expected


@pytest.mark.parametrize("line, expected", [
    ("Longley, Hester, et al. “Why Ten Million Jobs Stay Open.” The Daily Courier, DC Company, 8 Sept. 2021, "
     "https://www.example.org/business/2021/09/04/jobs/.", ("The Daily Courier", "DC Company", 2021)),
    ("Mathers, Mark. “Life on Hold for the Young.” PRX, PRX, 23 July 2020, https://www.example.org/life-on-hold/.",
     ("PRX", "PRX", 2020)),
    # the guard: a journal's volume and issue, no publisher
    ("Albany, Stefa, and Jin Kim. “Effects of the Recession.” Journal of Labor Views, vol. 35, no. 3, 2021, pp. 3–24.",
     ("Journal of Labor Views", "", 2021)),
])
def test_mla9_web_page_names_its_site_and_publisher(line, expected):
    entry = _read(line)
    assert (entry.journal, entry.publisher, entry.year) == expected


@pytest.mark.parametrize("line, expected", [
    ("Blackstone, Simon.  1984.  Spreading the Words.  Oxford: Oxford University Press.  (I am relying on Chapters 5 "
     "and 6.)", ("Spreading the Words", "Oxford University Press", 1984)),
    # the guard: Nature's book, its publisher and year in the parentheses
    ("Dwight, C. S. *Mindsets: The New Psychology of Growth*. (Random House Publishing Group, 2006).",
     ("Mindsets: The New Psychology of Growth", "Random House Publishing Group", 2006)),
])
def test_a_writers_comment_after_the_entry(line, expected):
    entry = _read(line)
    assert (entry.title, entry.publisher, entry.year) == expected


@pytest.mark.parametrize("line, expected", [
    # German "in:" before a journal with its volume and issue: an article
    ("Müllner, Hans (2000): „Der lange Titel“, in: Zeitschrift für Feldstudien 29(1), S. 3-20.",
     ("Zeitschrift für Feldstudien", "", "29", "1", "3-20")),
    # MLA's edition or a place after the newspaper is no publisher
    ("Doerr, Jan. “Title of the Article.” New York Courier, late ed., 8 Sept. 2021, p. A1.",
     ("New York Courier", "", "", "", "A1")),
    # Markdown's strong emphasis written with underscores
    ("Lindt, P. (2020). __Snake case in practice__. Tech Press.", ("", "Tech Press", "", "", "")),
])
def test_review_guards(line, expected):
    entry = _read(line)
    assert (entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages) == expected
    assert "_" not in entry.title
