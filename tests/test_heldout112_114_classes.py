"""Held-out batches 109–114 (session 52): what was left of 109–111 and what 112–114 showed, each as a class.
Every line written for this test."""
import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line


def _fields(line: str) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {"authors": list(entry.authors), "title": entry.title, "year": entry.year, "journal": entry.journal,
            "volume": entry.volume, "issue": entry.issue, "pages": entry.pages, "doi": entry.doi}


def test_an_escaped_space_alone_between_words_is_a_space():
    # reStructuredText "E.\\ van Lenthe": the escape keeps "E." from opening a list; before, "E.van" was read
    entry = parse_reference_line(1, "- E.\\ van Lenthe, E.\\ J. Baerends and J.\\ G. Snijders, J. Chem. Phys. 99, "
                                 "4597 (1993)", "refs.rst")
    assert list(entry.authors) == ["E. van Lenthe", "E. J. Baerends", "J. G. Snijders"]
    # one written before a real space is dropped, as before ("M.\\  Reiher")
    assert list(parse_reference_line(1, "- M.\\  Reiher and A.\\  Wolf, J. Chem. Phys. 121, 2037 (2004)", "refs.rst").authors) == [
        "M. Reiher", "A. Wolf"]


@pytest.mark.parametrize("line, volume, pages", [
    ("- A. Smith, B. Jones, *A study of things*, Phys. Rev. B, 49, 5664 (2020) "
     "https://doi.org/10.1103/PhysRevB.49.5664", "49", "5664"),
    ("A. Smith, B. Jones, *A study of things*, Phys. Rev. B 49, 5664 (2020). doi:10.1103/PhysRevB.49.5664",
     "49", "5664"),
])
def test_a_doi_after_an_italic_titles_numbers(line, volume, pages):
    # before, the DOI after "(2020)" sent the line to the learned reader, which read 5664 as the volume
    got = _fields(line)
    assert (got["title"], got["journal"], got["volume"], got["pages"], got["doi"]) == (
        "A study of things", "Phys. Rev. B", volume, pages, "10.1103/physrevb.49.5664")


def test_a_group_beside_a_person_in_one_citation(tmp_path):
    # "(The Principle Group, 2022; Smith, 2019)": the group is unsure alone (a title may open with "The") and cites
    # when a listed entry is its; before, it was dropped beside the sure Smith. An unlisted group stays no orphan.
    (tmp_path / "doc.md").write_text(
        "# Intro\n\nDesign helps (The Principle Group, 2022; Smith, 2019). Also (The Other Group, 2020; Smith, 2019).\n\n"
        "# References\n\nSmith, J. (2019). A study of design. Journal of Design, 3(2), 1–10.\n\n"
        "The Principle Group. (2022). Principles of design. Design Press.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "doc.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"smith2019": 2, "theprinciplegroup2022": 1}


@pytest.mark.parametrize("line, authors, journal", [
    ("- A. Smith and C. D. Lee, J. Chem. Phys. 99, 4597 (1993)", ["A. Smith", "C. D. Lee"], "J. Chem. Phys."),
    ("A. Smith, C. D. Lee, J. Am. Chem. Soc. 99, 4597 (1993).", ["A. Smith", "C. D. Lee"], "J. Am. Chem. Soc."),
    ("A. Smith, B. Jones and C. D. Lee, Phys. Rev. B 64, 235317 (2001)", ["A. Smith", "B. Jones", "C. D. Lee"],
     "Phys. Rev. B"),
])
def test_a_journal_abbreviation_that_looks_like_an_initial(line, authors, journal):
    # "J. Chem. Phys." after the names was read as one more name, "J. Chem", and the rest as a title
    got = _fields(line)
    assert (got["authors"], got["title"], got["journal"], got["volume"], got["pages"], got["year"]) == (
        authors, "", journal, "99" if "99" in line else "64", "4597" if "4597" in line else "235317",
        1993 if "1993" in line else 2001)


ORG_EXPORT = """---
title: Dysprosium notes
---

The g factor was measured [<a href="#citeproc_bib_item_1">1</a>,<a href="#citeproc_bib_item_2">2</a>] and the
lifetime in Ref. [<a href="#citeproc_bib_item_2">2</a>]; see [<a href="#levels">the table</a>].

# Bibliography

<style>.csl-left-margin{float: left; padding-right: 0em;}
 .csl-right-inline{margin: 0 0 0 3em;}</style><div class="csl-bib-body">
  <div class="csl-entry"><a id="citeproc_bib_item_1"></a>
    <div class="csl-left-margin">[1] </div><div class="csl-right-inline">W. Marten and R. Zalub, <i>Atomic Levels of Rare Earths</i> (Bureau of Standards, 1978).</div>
  </div>
  <div class="csl-entry"><a id="citeproc_bib_item_2"></a>
    <div class="csl-left-margin">[2] </div><div class="csl-right-inline">J. Ferk and W. Dank, <i>Hyperfine structure in Dy I</i>, Physics Letters A <b>49</b>, 287 (1974).</div>
  </div>
</div>
"""


def test_an_org_export_whose_citations_are_in_page_links(tmp_path):
    # Org mode's citeproc writes each citation as links to the list's anchors and the list after a style sheet;
    # before, no citation was read and the style sheet's two lines were two more entries
    (tmp_path / "dy.md").write_text(ORG_EXPORT, encoding="utf-8")
    state = parse_manuscript(tmp_path / "dy.md")
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {"1": [5], "2": [5, 6]}
    assert state.refs["2"].bib.journal == "Physics Letters A"


def test_an_opening_reports_form_heading_and_the_advisors_box(tmp_path):
    # a university's 开题报告 form: the list is item "4．阅读的参考文献不少于15篇（…）" and item 5 is the advisor's
    # opinion; before, the heading was not one, so no list was read and every [n] was an orphan
    import docx
    document = docx.Document()
    document.add_paragraph("3．研究内容")
    document.add_paragraph("意图识别已有较多研究[1][2]，槽位填充亦然[2]。")
    document.add_paragraph("4．阅读的参考文献不少于15篇（其中近五年外文文献不少于3篇）")
    document.add_paragraph("[1] 周天明.基于信息集成的意图识别模型研究[D].西华大学,2023.")
    document.add_paragraph("[2] He L, Zhao J, Duan J, et al. Knowledge enhanced model for intent detection[J]. "
                           "Applied Sciences, 2021, 11(11): 4887.")
    document.add_paragraph("5．指导教师意见")
    document.add_paragraph("指导教师（签名）：        年    月    日")
    document.save(tmp_path / "开题报告.docx")
    state = parse_manuscript(tmp_path / "开题报告.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 2}
    assert state.refs["2"].bib.journal == "Applied Sciences"


FRONTIERS_DOC = """# Introduction

Confinement raised anxiety (Perea Tinajero and Bąk, 2021) and sleep problems (Cheikh Ismail et al., 2021; Saunders
et al., 2021), as in Colombia (Galvis Cabrera et al., 2019). We used R (R Core Team, 2021) in RStudio (RStudio Team,
2021).

# References

Cheikh Ismail, L., Mohamad, M. N., and Bataineh, M. F. (2021). Sleep under lockdown. Sleep Med. 80, 1–9.

Galvis Cabrera, A. F., and Pineda Riaño, E. A. (2019). Ansiedad en estudiantes. Rev. Psicol. 12, 33–40.

Perea Tinajero, G., and Bąk, A. (2021). To lock or not to lock? Hist. Philos. Life Sci. 43, 12.

R Core Team (2021). R: A language and environment for statistical computing. Vienna: R Foundation.

RStudio Team (2021). RStudio: Integrated development environment for R. Boston, MA: RStudio, PBC.

Saunders, R., Buckman, J., and Fonagy, P. (2021). Loneliness in lockdown. J. Affect. Disord. 285, 64–70.
"""


def test_two_word_family_names_and_groups_cited_by_name_and_year(tmp_path):
    # "(Cheikh Ismail et al., 2021)" and "(Galvis Cabrera et al., 2019)" were not read at all, "(Perea Tinajero and Bąk,
    # 2021)" was read as a group's name and left an orphan; "(R Core Team, 2021)" fitted "RStudio Team" too by "Team"
    (tmp_path / "ms.md").write_text(FRONTIERS_DOC, encoding="utf-8")
    state = parse_manuscript(tmp_path / "ms.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {
        "cheikhismail2021": 1, "galviscabrera2019": 1, "pereatinajero2021": 1, "rcoreteam2021": 1,
        "rstudioteam2021": 1, "saunders2021": 1}


@pytest.mark.parametrize("line, journal, volume, pages", [
    # a journal as PubMed's catalogue names it, with its colon and its bracketed society
    ("17. Shalev AY, Gevonden M, Mei WF van der, Bryant RA, et al. Estimating the risk of PTSD in trauma survivors. "
     "World psychiatry : official journal of the World Psychiatric Association (WPA) (2019) 18:77–87. "
     "doi: 10.1002/WPS.20608", "World psychiatry : official journal of the World Psychiatric Association (WPA)", "18",
     "77-87"),
    ("56. Benjamini Y, Hochberg Y. Controlling the false discovery rate. Journal of the Royal Statistical Society: "
     "Series B (Methodological) (1995) 57:289–300.", "Journal of the Royal Statistical Society: Series B (Methodological)",
     "57", "289-300"),
    # the page left out, and addresses after the numbers
    ("3. Niedermeier M, Hartl A, Kopp M. Mental health of mountain exercisers. Frontiers in psychology (2017) 8: "
     "doi: 10.3389/FPSYG.2017.01237", "Frontiers in psychology", "8", ""),
    ("9. Brady KT, Killeen TK, Lucerini S. Comorbidity of psychiatric disorders. The Primary Care Companion for CNS "
     "Disorders (2000) 2:3403. https://example.org/pcc/comorbidity https://example.org/jcp/comorbidity",
     "The Primary Care Companion for CNS Disorders", "2", "3403"),
    # a title of two sentences stays the title's: the journal holds no sentence's stop
    ("30. Gräfe K, Zipfel S, Löwe B. Screening mit dem Gesundheitsfragebogen. Ergebnisse der Validierungsstudie. "
     "Diagnostica (2004) 50:171–181.", "Diagnostica", "50", "171-181"),
])
def test_frontiers_lines_as_reference_managers_write_them(line, journal, volume, pages):
    # before, each of these fell to other readers: the title became "18:77–87" and the names swallowed the title
    got = _fields(line)
    assert (got["journal"], got["volume"], got["pages"]) == (journal, volume, pages)
    assert got["title"] and not got["title"][0].isdigit()


def test_a_particle_after_the_initials_goes_before_the_family_name():
    got = _fields("17. Shalev AY, Mei WF van der, Bryant RA. Estimating the risk of PTSD. World Psychiatry (2019) 18:77–87.")
    assert got["authors"][1].startswith("van der Mei")


def test_a_frontiers_web_page_or_software():
    entry = parse_reference_line(1, "4. Gagolewski M, Tartanus B. Package ’stringi’. (2021) "
                                    "https://cran.example.org/stringi/index.html https://mirror.example.org/stringi.pdf", "refs.docx")
    assert (entry.title, entry.year, entry.entry_type, len(entry.authors)) == ("Package ’stringi’", 2021, "misc", 2)


@pytest.mark.parametrize("line, families", [
    ('- **Brockmann, Dirk y Helbing, Dirk.** "The hidden geometry of contagion". *Science*, 342(6164), 1337-1342, 2013.',
     ["Brockmann", "Helbing"]),
    ("- **Courchamp, Franck, Berec, Luděk y Gascoigne, Joanna.** *Allee Effects in Ecology*. Oxford University Press, 2008.",
     ["Courchamp", "Berec", "Gascoigne"]),
    ("* Buolamwini, Joy, und Timnit Gebru (2018): Gender shades: accuracy disparities. Conference on fairness.",
     ["Buolamwini", "Gebru"]),
    ("* Caliskan, Aylin, Joanna J. Bryson und Arvind Narayanan. (2017): Semantics derived from corpora. Science 356.",
     ["Caliskan", "Bryson", "Narayanan"]),
    ("- Allemang, Dean et Jim Hendler. *Semantic Web for the Working Ontologist.* 2e éd. Morgan Kaufmann, 2011.",
     ["Allemang", "Hendler"]),
    ('- **Schlaepfer, Martin A., Runge, Michael C. y Sherman, Paul W.** "Ecological and evolutionary traps". '
     "*Trends in Ecology & Evolution*, 17(10), 474-480, 2002.", ["Schlaepfer", "Runge", "Sherman"]),
])
def test_names_written_in_full_joined_by_another_languages_and(line, families):
    # "y", "und", "et" before the last name of a list of full names: before, "Dirk y Helbing" was one name
    got = _fields(line)
    assert [a.split(",")[0].split()[-1] for a in got["authors"]] == families


def test_a_sentence_after_the_first_name_keeps_its_and():
    # "García, Juan. Historia y Sociedad, …": the "y" is the title's
    assert _fields("García, Juan. Historia y Sociedad, Madrid: Siglo, 2001.")["authors"] == ["García, Juan"]


@pytest.mark.parametrize("line, title, publisher", [
    ("[1] E.J. Haslinghuis and H. Janse, _Bouwkundige Termen_, Fifth Edition, Primavera Pers (2005).",
     "Bouwkundige Termen", "Primavera Pers"),
    ("[3] A. Zee, _Quantum Field Theory in a Nutshell_, Second Edition, Princeton University Press, 2010.",
     "Quantum Field Theory in a Nutshell", "Princeton University Press"),
    ("[5] Jacques Heyman, _The Masonry Arch_, Ellis Horwood Limited (1982).", "The Masonry Arch", "Ellis Horwood Limited"),
    ("- Wooldridge, J. M. (2020). *Introductory Econometrics: A Modern Approach*. 7ª edição. Cengage Learning.",
     "Introductory Econometrics: A Modern Approach", "Cengage Learning"),
    ("[3] F.-H. Cheng, _Statics and Strength of Materials_, Second International Edition, McGraw-Hill (1998).",
     "Statics and Strength of Materials", "McGraw-Hill"),
])
def test_a_books_edition_is_neither_its_title_nor_its_publisher(line, title, publisher):
    # before: "Fifth Edition" was the publisher, "7ª edição. Cengage Learning" too, and "[5] Jacques Heyman" the title
    got = _fields(line)
    assert (got["title"], parse_reference_line(1, line, "refs.md").publisher) == (title, publisher)


def test_a_bold_volume_after_an_italic_title():
    got = _fields("[2] H. Fletcher, _Normal Vibration Frequencies of a Stiff Piano String_, The Journal of the "
                  "Acoustical Society of America **36** (1964), 203--209")
    assert (got["authors"], got["journal"], got["volume"], got["pages"], got["year"]) == (
        ["H. Fletcher"], "The Journal of the Acoustical Society of America", "36", "203-209", 1964)
    # the year after the numbers is no page
    got = _fields("[5] D. Derbes, _Feynman's derivation of the Schrödinger Equation_, American Journal of Physics, "
                  "**64** (7), 1995.")
    assert (got["volume"], got["issue"], got["pages"], got["year"]) == ("64", "7", "", 1995)


def test_a_typed_citation_of_a_work_no_key_cites_in_a_pandoc_text(tmp_path):
    # "pela equação do CETEC (1995)" typed by hand in an R Markdown paper that cites with keys: cetec1995 is cited by
    # nothing else, so this is its citation (before: it was "uncited"); "Smith (2019)" beside "[@smith2019]" stays prose
    (tmp_path / "refs.bib").write_text(
        "@misc{cetec1995, title={Equações volumétricas}, author={CETEC.}, year={1995}}\n"
        "@article{smith2019, title={Forests}, author={Smith, John}, journal={J. For.}, year={2019}}\n", encoding="utf-8")
    (tmp_path / "paper.Rmd").write_text(
        "---\nbibliography: refs.bib\n---\n\nO volume foi estimado pela equação do CETEC (1995) para cerrado [@smith2019].\n\n"
        "Como Smith (2019) mostrou, o erro é pequeno.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.Rmd")
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {"cetec1995": [5], "smith2019": [5]}
    assert any("'CETEC (1995)' is typed by hand, not a key; no key cites cetec1995" in m for m in state.meta.messages)


@pytest.mark.parametrize("text, works", [
    ("programs (for Brazil, see Chiappa & Finardi, 2021; for Mexico, see Murillo, 2023).",
     [("Chiappa & Finardi", 2021, ""), ("Murillo", 2023, "")]),
    ("discourses (see SEICHTI, n.d., CNIC, 2007; McManus and Nobre, 2017).",
     [("SEICHTI", 0, ""), ("CNIC", 2007, ""), ("McManus & Nobre", 2017, "")]),
    ("as before (Smith, 2020, p. 4).", [("Smith", 2020, "")]),
])
def test_works_parted_by_a_comma_or_introduced_by_what_they_show(text, works):
    from refverify.parse.citations import find_citations
    assert [w for m in find_citations(text) for w in m.author_year] == works


@pytest.mark.parametrize("cited, listed, fits", [
    ("R Core Team", "RStudio Team", False),
    ("R Core Team", "R Core Team", True),
    ("US Department of Labor", "United States Department of Labor", True),
    ("van der Berg", "Jan van der Berg", True),
    ("Smith", "John Smith", True),
])
def test_a_cited_group_fits_a_listed_group_by_more_than_its_last_word(cited, listed, fits):
    from refverify.parse.citations import _first_author_matches
    assert _first_author_matches(cited, listed) is fits


@pytest.mark.parametrize("line, title, journal, volume, year", [
    ("\\bibitem{newman2010} M.~J. Newman, Networks: An introduction, 2010.", "Networks: An introduction", "", "", 2010),
    ("\\bibitem{q2014} W.~Quattro, G.~Caldo, A.~Scala, Opinion dynamics on interacting networks: Media competition and "
     "social influence, Scientific reports 4.", "Opinion dynamics on interacting networks: Media competition and social "
     "influence", "Scientific reports", "4", None),
    ("\\bibitem{b2014} S.~Bocca, G.~Bianco, M.~Zan, The structure and dynamics of multilayer networks, CoRR abs/1407.0742.",
     "The structure and dynamics of multilayer networks", "CoRR", "abs/1407.0742", None),
])
def test_elsarticle_num_entries_with_no_numbers_after_the_title(line, title, journal, volume, year):
    # before: no author, and the names read as the title ("M. J. Newman, Networks: An introduction")
    got = _fields(line)
    assert (got["title"], got["journal"], got["volume"], got["year"]) == (title, journal, volume, year)
    assert len(got["authors"]) == (1 if "newman" in line else 3)


def test_an_ieee_book_is_no_elsarticle_title():
    got = _fields("M. Jackson, Social and Economic Networks. Princeton, NJ, USA: Princeton Univ. Press, 2008.")
    assert got["title"] == "Social and Economic Networks"


@pytest.mark.parametrize("line, journal, volume, issue, pages", [
    ("Banerdt, W. B. (1986). Support of loads on Venus. *Journal of Geophysical Research: Planets*, 91.B1, pp. 403–419,",
     "Journal of Geophysical Research: Planets", "91", "B1", "403-419"),
    ("Broquet, A. et al. (2021). The south polar cap of Mars. *Journal of Geophysical Research: Planets*, 126.8, "
     "e2020JE006730,", "Journal of Geophysical Research: Planets", "126", "8", "e2020JE006730"),
    ('[18] Muhonen, Juha T., et al. "Storing quantum information for 30 seconds." Nature nanotechnology9.12 (2014): 986.',
     "Nature nanotechnology", "9", "12", "986"),
])
def test_a_volume_and_number_written_with_a_stop(line, journal, volume, issue, pages):
    # before: "Journal …, 91.B1" was the journal, "126" the volume without its number, "nanotechnology9.12" the journal
    got = _fields(line)
    assert (got["journal"], got["volume"], got["issue"], got["pages"]) == (journal, volume, issue, pages)


@pytest.mark.parametrize("line, publisher", [
    ("\\bibitem[Aki and Richards(2002)]{aki} Aki, K. and Richards, P.~G. (2002). \\newblock {\\em Quantitative "
     "Seismology}. \\newblock University Science Books, 2 edition.", "University Science Books"),
    ("\\bibitem[Stryer(2002)]{stryer} Stryer, L. (2002). \\newblock {\\em Biochemistry}. \\newblock W.H. Freeman, New York, "
     "NY, USA, 5 edition.", "W.H. Freeman"),
])
def test_an_edition_and_a_seat_after_the_publisher(line, publisher):
    assert parse_reference_line(1, line, "thesis.bbl").publisher == publisher


def test_a_packages_name_as_a_label_before_its_citation():
    # a Quarto book's list of R packages: "- **AER**: Kleiber, C., & Zeileis, A. (2019). …" (before: "AER: Kleiber")
    got = _fields("- **AER**: Kleiber, C., & Zeileis, A. (2019). Applied Econometrics with R. R package version 1.2-9.")
    assert (got["authors"], got["year"], got["title"]) == (["Kleiber, C.", "Zeileis, A."], 2019,
                                                           "Applied Econometrics with R")


@pytest.mark.parametrize("line, venue", [
    ("S. K. Narang, G. Shen, and A. Ortega, “Graph-based wavelet transforms for data gathering,” in Proc. IEEE Int. Conf. "
     "Acoust., Speech Signal Process., Dallas, TX, USA, Mar. 2010, pp. 2902–2905.",
     "Proc. IEEE Int. Conf. Acoust., Speech Signal Process."),
    ("X. Zhu, A. Lee, “Graph filters,” in Proc. Eur. Conf. Signal Process., Lisbon, Portugal, Sept. 2014, pp. 1–5.",
     "Proc. Eur. Conf. Signal Process."),
])
def test_an_ieee_meetings_place_with_state_country_and_month(line, venue):
    assert _fields(line)["journal"] == venue


def test_an_initial_glued_to_its_family_name():
    got = _fields("A.Anis, A. Gadde, and A. Ortega, “Towards a sampling theorem for signals on graphs,” in Proc. IEEE "
                  "Int. Conf. Acoust., Speech Signal Process., May 2014, pp. 3864–3868.")
    assert got["authors"] == ["A. Anis", "A. Gadde", "A. Ortega"]


@pytest.mark.parametrize("line, journal, publisher, pages", [
    ("黄一,陈二,吴三.基于图信号处理的人群动态发现方法[J/OL].武汉大学学报(工学版):2020，1-9.", "武汉大学学报(工学版)", "", "1-9"),
    ("杨四. 基于图信号处理的轴承故障特征提取方法研究[D]. 湖南大学.", "", "湖南大学", ""),
])
def test_gbt_online_first_articles_and_undated_theses(line, journal, publisher, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.journal, entry.publisher, entry.pages) == (journal, publisher, pages)


@pytest.mark.parametrize("line, doi, publisher, journal", [
    ("* De Maeyer, J., Libert, M., et al. \\(2014\\). « Waiting for Data Journalism ». _Digital Journalism_, 1–15. "
     "\\[[https://doi.org/10.1080/21670811.2014.976415](https://doi.org/10.1080/21670811.2014.976415)\\].",
     "10.1080/21670811.2014.976415", "", "Digital Journalism"),
    ("* Gray, J., Bounegru, L. et Chambers, L. \\(2013\\). _Guide du datajournalisme_. Eyrolles. Récupéré de "
     "\\[[https://example.org/guide/index.html](https://example.org/guide/index.html)\\]. 122 pages.",
     "", "Eyrolles", ""),
])
def test_a_french_apa_list_in_markdown_with_its_links_in_brackets(line, doi, publisher, journal):
    # before: the DOI ran on into "](https://…" and "Récupéré de [[" stayed in the publisher
    entry = parse_reference_line(1, line, "bibliographie.md")
    assert (entry.doi, entry.publisher, entry.journal) == (doi, publisher, journal)


@pytest.mark.parametrize("line, authors, pages", [
    ("\\bibitem{p1997} \\BibEmph{Pétermann~Y.-F.~S., Wu~J.} On the sum of exponential divisors~// \\BibEmph{Acta Math. "
     "Hung.} \\BibDash \\newblock 1997. \\BibDash \\newblock Vol.~77, no. 1-2. \\BibDash \\newblock P.~159--175.",
     ["Pétermann, Y.-F. S.", "Wu, J."], "159-175"),
    ("\\bibitem{s2004} \\BibEmph{Sándor~J.} On multiplicatively e-perfect numbers~// \\BibEmph{J. Inequal. Pure Appl. "
     "Math.} \\BibDash \\newblock 2004. \\BibDash \\newblock Vol.~5, no.~4. \\BibDash \\newblock P.~art. 114.",
     ["Sándor, J."], "art. 114"),
    ("\\bibitem{c2010} \\BibEmph{Cao~X., Zhai~W.} Some arithmetic functions~// \\BibEmph{J. Integer Seq.} \\BibDash "
     "\\newblock 2010. \\BibDash \\newblock Vol.~13, no.~3. \\BibDash \\newblock P.~10.3.7.", ["Cao, X.", "Zhai, W."], "10.3.7"),
])
def test_gost_hyphenated_initials_and_article_numbers(line, authors, pages):
    entry = parse_reference_line(1, line, "bibliography.tex")
    assert (list(entry.authors), entry.pages) == (authors, pages)


# --- what the review of this change found (each was wrong with the change's first version) ---

@pytest.mark.parametrize("heading, ends", [
    ("5．指导教师意见指导教师（签名）： 年    月      日", True),
    ("五、指导教师意见及建议", True),
    ("开题小组意见", True),
    ("教师评语研究[J]. 教育学报, 2019, 3(2): 1-5.", False),
    ("2.3 教师评语的类型与功能", False),
    ("第三章 教师评语对写作的影响", False),
    ("专业意见领袖的传播作用", False),
])
def test_the_advisors_box_ends_a_list_and_a_chapter_on_teachers_comments_does_not(heading, ends):
    from refverify.parse.documents import is_back_matter_heading
    assert is_back_matter_heading(heading) is ends


@pytest.mark.parametrize("cited, listed, fits", [
    ("The Cochrane Collaboration", "Cochrane Collaboration.", True),
    ("UK Department of Health", "Department of Health.", True),
    ("US Department of Labor", "Bureau of Labor Statistics - Department of Labor.", False),
])
def test_a_group_cited_with_the_or_a_countrys_letters(cited, listed, fits):
    from refverify.parse.citations import _first_author_matches
    assert _first_author_matches(cited, listed) is fits


def test_a_typed_name_and_year_in_latex_stays_prose(tmp_path):
    # BibTeX prints no entry no \cite names: the missing \cite is the user's to see ("uncited"), not hidden
    (tmp_path / "refs.bib").write_text("@article{smith2019, title={A}, author={Smith, John}, journal={J}, year={2019}}\n"
                                       "@article{jones2020, title={B}, author={Jones, Ann}, journal={J}, year={2020}}\n",
                                       encoding="utf-8")
    (tmp_path / "main.tex").write_text("\\documentclass{article}\\begin{document}\nAs Smith (2019) argued \\cite{jones2020}.\n"
                                       "\\bibliography{refs}\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"smith2019": 0, "jones2020": 1}


def test_a_style_tag_in_inline_code_hides_no_text(tmp_path):
    (tmp_path / "notes.md").write_text(
        "# Notes\n\nUse `<style>` sparingly [1].\n\nAnd close it with `</style>` [2].\n\n# References\n\n"
        "1. Smith J. A study of styles. J Web. 2019;3:1-9.\n2. Lee K. Closing tags. J Web. 2020;4:2-8.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "notes.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}


@pytest.mark.parametrize("line, title, journal, volume, year", [
    ("D. P. Kingma, J. Ba, Adam: A method for stochastic optimization, arXiv:1412.6980, 2014.",
     "Adam: A method for stochastic optimization", "", "", 2014),
    ("I. Goodfellow, Y. Bengio, A. Courville, Deep Learning, MIT press, 2016.", "Deep Learning", "", "", 2016),
    ("F. Velásquez-Rojas, F. Vazquez, Opinion dynamics in two dimensions, Journal of Statistical Mechanics: Theory and "
     "Experiment 2018.", "Opinion dynamics in two dimensions", "Journal of Statistical Mechanics: Theory and Experiment", "",
     2018),
])
def test_elsarticle_short_shapes_leave_preprints_books_and_years_alone(line, title, journal, volume, year):
    got = _fields(line)
    assert (got["title"], got["journal"], got["volume"], got["year"]) == (title, journal, volume, year)


def test_a_publisher_named_nature_and_a_journal_named_nature():
    assert parse_reference_line(1, "[1] K. Tsuji and S.C. Müller, _Physics and Music_, Springer Nature (2021)",
                                "r.md").publisher == "Springer Nature"
    assert parse_reference_line(1, "J. Smith, *Title*, Nature Physics (2019).", "r.md").publisher == ""


@pytest.mark.parametrize("text, works", [
    ("(SEICHTI, 2007a, CNIC, 2007)", [("SEICHTI", 2007, "a"), ("CNIC", 2007, "")]),
    ("(Smith, 2010, De Souza, 2011)", [("Smith", 2010, ""), ("De Souza", 2011, "")]),
    ("(See Smith et al., 2020)", [("Smith", 2020, "")]),
])
def test_comma_parted_works_with_letters_and_two_word_names(text, works):
    from refverify.parse.citations import find_citations
    assert [w for m in find_citations(text) for w in m.author_year] == works


def test_a_journals_page_is_no_books_page_count():
    assert _fields("Smith, J. (2019). A note. Zeitschrift für Dinge, 12, 34 S.")["pages"] == "34"
