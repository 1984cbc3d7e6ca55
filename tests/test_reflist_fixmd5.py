"""Issue 20, held-out batches 23 and 24: Markdown lists. A Google Docs export with Zotero's plugin
(every citation and list run a link to the plugin's field), title-first reading lists ("Title - URL"),
French press and journal lines ("Nom, « Titre », Revue 2011/2 (N° 164), p. 51-59.")."""
import pytest

from refverify.core.certainty import Certainty

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_gdocs import unwrap

FIELDS = ("entry_type", "number", "authors", "authors_truncated", "title", "journal", "publisher", "year",
          "volume", "issue", "pages", "doi", "url")
Z = "https://www.zotero.org/google-docs/?"


def _fields(entry):
    return tuple(getattr(entry, f) for f in FIELDS)


@pytest.mark.parametrize("line, expected", [
    # MDPI: the number in a link of its own, a tab, the entry in one link (a space before "]")
    (f"[7. ]({Z}Qk3vXa)\t[Moreau, L.A.; Ibsen, T. Soil Crusts and Seedling Emergence in Dry Valleys. *Arid Land "
     f"Research* **2019**, *33*, 120–134, doi:10.1080/15324982.2019.1234567. ]({Z}Qk3vXa)",
     ("article", 7, ["Moreau, L.A.", "Ibsen, T."], False, "Soil Crusts and Seedling Emergence in Dry Valleys",
      "Arid Land Research", "", 2019, "33", "", "120-134", "10.1080/15324982.2019.1234567", "")),
    # Nature: the number inside the first link, one link per run of formatting (italic journal, bold volume)
    (f"[12.\tOkafor, N. & Lindqvist, P. Forecasting river floods with ensembles. ]({Z}Hh2Lmn)[*Water Resour. Res.* ]"
     f"({Z}Hh2Lmn)[**55**]({Z}Hh2Lmn)[, 4410–4425 (2019).]({Z}Hh2Lmn)",
     ("article", 12, ["Okafor, N", "Lindqvist, P"], False, "Forecasting river floods with ensembles",
      "Water Resour. Res", "", 2019, "55", "", "4410-4425", "", "")),
    # "*et al.*" a run of its own
    (f"[3.\tAbe, K. ]({Z}Hh2Lmn)[*et al.*]({Z}Hh2Lmn)[ Sparse coding of odours in the fly.]({Z}Hh2Lmn)",
     ("misc", 3, ["Abe, K"], True, "Sparse coding of odours in the fly", "", "", None, "", "", "", "", "")),
    # APA 7: the whole entry one link; the DOI's address is the work's, the link's is not
    (f"[Quispe, R., & Tanaka, M. (2021). Salinity mapping with random forests. *Geoderma*, *402*, 115321. "
     f"https://doi.org/10.1016/j.geoderma.2021.115321 ]({Z}Pp0Wq1)",
     ("article", None, ["Quispe, R.", "Tanaka, M."], False, "Salinity mapping with random forests", "Geoderma", "",
      2021, "402", "", "115321", "10.1016/j.geoderma.2021.115321", "")),
    # Chicago author-date, a run opened with a lone "*" and a space after the italic journal
    (f"[Varga, Ildikó, and Tomas Berg. 2015. ‘Runs of Homozygosity in Island Foxes’. ]({Z}Tt5Yy7)[*Molecular "
     f"Ecology*]({Z}Tt5Yy7)[* 24 (9): 2101–14. https://doi.org/10.1111/mec.13123.]({Z}Tt5Yy7)",
     ("article", None, ["Varga, Ildikó", "Tomas Berg"], False, "Runs of Homozygosity in Island Foxes",
      "Molecular Ecology", "", 2015, "24", "9", "2101-14", "10.1111/mec.13123", "")),
    # the target in angle brackets, brackets inside the link's text
    (f"[Lund, H. (2018). *Drylands in a changing climate* [Technical report]. Nordic Press. ](<{Z}Ab1Cd2>)",
     ("book", None, ["Lund, H."], False, "Drylands in a changing climate", "", "Nordic Press", 2018, "", "", "",
      "", "")),
])
def test_google_docs_zotero_links(line, expected):
    assert _fields(parse_reference_line(1, line, "paper.md")) == expected


@pytest.mark.parametrize("text, expected", [
    (f"grown worldwide [[1,2]]({Z}Mh7zGB).", "grown worldwide [1,2]."),
    (f"as modelled [(Ruiz et al. 2024)]({Z}SWgmZX) and [Lakoff und Johnson (2011)]({Z}LWLmLO).",
     "as modelled (Ruiz et al. 2024) and Lakoff und Johnson (2011)."),
    (f"at its fastest 60 minutes[⁴⁹]({Z}CvGnN2).", "at its fastest 60 minutes⁴⁹."),
    # any other link stays as written
    ("see [the data](https://example.org/data) [[3]](https://example.org/?x)",
     "see [the data](https://example.org/data) [[3]](https://example.org/?x)"),
])
def test_unwrap_keeps_the_shown_text(text, expected):
    assert unwrap(text) == expected


def test_google_docs_manuscript_cites_by_number(tmp_path):
    text = (f"# Introduction\n\nPotato is a staple crop [[1,2]]({Z}Mh7zGB). The psyllid spreads [[2]]({Z}Aa11Bb)"
            f" and the agency [(SENASA)]({Z}Xf0Iwx) warned of it [[3]]({Z}Cc22Dd).\n\n# References\n\n"
            f"[1. ]({Z}Ref000)\t[Ito, K.; Baro, S. Potato Yields in the Andes. *Crop J.* **2020**, *8*, 11–19. ]({Z}Ref000)\n\n"
            f"[2. ]({Z}Ref000)\t[Mena, P. Psyllids of Peru. *Insects* **2021**, *12*, 301. ]({Z}Ref000)\n\n"
            f"[3. ]({Z}Ref000)\t[Servicio Nacional de Sanidad Agraria (SENASA). Alert on the psyllid; SENASA: Lima, Peru, 2024. ]({Z}Ref000)\n")
    (tmp_path / "paper.md").write_text(text, encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.md")
    listed = sorted((r.number, r.key, r.bib.year, r.bib.url, len(r.claims)) for r in state.refs.values())
    assert listed == [(1, "", 2020, "", 1), (2, "", 2021, "", 2), (3, "", 2024, "", 1)]
    assert all("zotero" not in (r.bib.raw or "") for r in state.refs.values())


@pytest.mark.parametrize("line, expected", [
    # a reading list: the title, a dash, the address (with or without a space after the dash)
    ("Learning to Park a Truck With Deep Q Networks -https://arxiv.org/pdf/1901.00001.pdf",
     ("misc", None, [], False, "Learning to Park a Truck With Deep Q Networks", "", "", None, "", "", "", "",
      "https://arxiv.org/pdf/1901.00001.pdf")),
    ("  Lane keeping from camera frames - https://ieeexplore.ieee.org/stamp/stamp.jsp?tp=&arnumber=1234567",
     ("misc", None, [], False, "Lane keeping from camera frames", "", "", None, "", "", "", "",
      "https://ieeexplore.ieee.org/stamp/stamp.jsp?tp=&arnumber=1234567")),
    ("[4] Greedy change making revisited - https://arxiv.org/abs/2402.00002v2",
     ("misc", 4, [], False, "Greedy change making revisited", "", "", None, "", "", "", "",
      "https://arxiv.org/abs/2402.00002v2")),
    ("- Sparse experts at scale – https://arxiv.org/abs/2103.00003",
     ("misc", None, [], False, "Sparse experts at scale", "", "", None, "", "", "", "",
      "https://arxiv.org/abs/2103.00003")),
    ("2. Tokens all the way down — https://doi.org/10.48550/arXiv.2104.00004",
     ("misc", 2, [], False, "Tokens all the way down", "", "", None, "", "", "", "10.48550/arxiv.2104.00004", "")),
    # the "awesome papers" shape: title, (year), the names, a [pdf] link
    ("Grasping from pixels alone (2017), T. Ware et al. http://www.example.org/papers/grasp.pdf",
     ("misc", None, ["T. Ware"], True, "Grasping from pixels alone", "", "", 2017, "", "", "", "",
      "http://www.example.org/papers/grasp.pdf")),
    ("- **Shortcut connections for very deep networks** (2016), K. Lin et al. [[pdf]](https://arxiv.org/pdf/1603.00005)",
     ("misc", None, ["K. Lin"], True, "Shortcut connections for very deep networks", "", "", 2016, "", "", "", "",
      "https://arxiv.org/pdf/1603.00005")),
    ("- **VSLAM** - VSLAM: Mapping with One Camera in Real Time (2016), Rosa Marín-Vidal et al. [[PDF]](https://arxiv.org/pdf/1604.00006)",
     ("misc", None, ["Rosa Marín-Vidal"], True, "VSLAM: Mapping with One Camera in Real Time", "", "", 2016, "", "", "", "",
      "https://arxiv.org/pdf/1604.00006")),
    ("- Flow fields for stereo depth (2020), Ada Quinn and Bo Park [[PDF]](https://arxiv.org/pdf/2005.00007) [[Code]](https://github.com/example/flow)",
     ("misc", None, ["Ada Quinn", "Bo Park"], False, "Flow fields for stereo depth", "", "", 2020, "", "", "", "",
      "https://arxiv.org/pdf/2005.00007")),
    ("- [**7**] **Representation Learning**, Science (2013), Ann Moss, Pavel Orlov & Lee Chan [[pdf]](http://www.example.org/rl.pdf)",
     ("article", 7, ["Ann Moss", "Pavel Orlov", "Lee Chan"], False, "Representation Learning", "Science", "", 2013,
      "", "", "", "", "http://www.example.org/rl.pdf")),
    ("- **Forecasting prices with gradient boosting** (2019),  J.-P. Roux et al. [[pdf]](https://www.example.org/wp/2019/04)",
     ("misc", None, ["J.-P. Roux"], True, "Forecasting prices with gradient boosting", "", "", 2019, "", "", "", "",
      "https://www.example.org/wp/2019/04")),
    ("- Binary descriptors for fast matching (2012), D. E. Kahn et al.",
     ("misc", None, ["D. E. Kahn"], True, "Binary descriptors for fast matching", "", "", 2012, "", "", "", "", "")),
])
def test_title_first_reading_lists(line, expected):
    assert _fields(parse_reference_line(1, line, "README.md")) == expected


def test_venue_after_a_bold_title_is_guessed():
    entry = parse_reference_line(1, "- **Representation Learning**, Science (2013), Ann Moss [[pdf]](http://www.example.org/rl.pdf)",
                                 "README.md")
    assert (entry.title, entry.journal, entry.certainty["journal"], entry.certainty["title"]) == (
        "Representation Learning", "Science", Certainty.GUESSED, Certainty.STYLE)


@pytest.mark.parametrize("line, expected", [
    # Cairn's numbering after the journal's name: the year and issue of the year, the running number
    ("- Paul Vernier, « Le temps partiel : une norme sociale en mutation ? », Travail et société 2014/3 (N° 88), p. 21-39. ",
     ("article", None, ["Paul Vernier"], False, "Le temps partiel : une norme sociale en mutation ?", "Travail et société",
      "", 2014, "", "88", "21-39", "", "")),
    ("BLANC Élise, NOIR Hugo, « Jouer pour apprendre : les serious games à l’école ! », Culture & Médias, 2018/1 (n° 42), "
     "p. 77-95. DOI : 10.3917/cm.042.0077. URL : https://www.cairn.info/revue-culture-et-medias-2018-1-page-77.htm",
     ("article", None, ["BLANC Élise", "NOIR Hugo"], False, "Jouer pour apprendre : les serious games à l’école !",
      "Culture & Médias", "", 2018, "", "42", "77-95", "10.3917/cm.042.0077",
      "https://www.cairn.info/revue-culture-et-medias-2018-1-page-77.htm")),
    ("* Morel Lucie, « Les communautés en ligne », *Réseaux*, 2012/4 (n° 175), p. 9-33. <https://www.cairn.info/revue-reseaux-2012-4-page-9.htm>",
     ("article", None, ["Morel Lucie"], False, "Les communautés en ligne", "Réseaux", "", 2012, "", "175", "9-33", "",
      "https://www.cairn.info/revue-reseaux-2012-4-page-9.htm")),
    ("Girard Jeanne, \"Nous et eux\", Réseaux, 2016/2 (n° 196-197), p. 41-70. DOI : 10.3917/res.196.0041.",
     ("article", None, ["Girard Jeanne"], False, "Nous et eux", "Réseaux", "", 2016, "", "196-197", "41-70",
      "10.3917/res.196.0041", "")),
    ("Luc Perrin, “Registres partagés : quels effets sur l’audit ?” dans Gestion & Avenir 2020/4 (N° 118), pages 61 à 80.",
     ("article", None, ["Luc Perrin"], False, "Registres partagés : quels effets sur l’audit ?", "Gestion & Avenir", "",
      2020, "", "118", "61-80", "", "")),
    # a newspaper: the name of the paper in italics ("_…_" or "*…*"), then the date, the number, where it was read
    ("- Claire Dumas, \"Le télétravail fatigue-t-il davantage ?\", _Le Quotidien_, 3 mars 2021",
     ("article", None, ["Claire Dumas"], False, "Le télétravail fatigue-t-il davantage ?", "Le Quotidien", "", 2021, "",
      "", "", "", "")),
    ("- Marc Olivier, “Pourquoi dormons-nous moins ?”, _La Gazette santé_, N°12045, 9 novembre 2019 ",
     ("article", None, ["Marc Olivier"], False, "Pourquoi dormons-nous moins ?", "La Gazette santé", "", 2019, "", "",
      "", "", "")),
    ("- Inès Caron, « Le sommeil des ados », _L’Hebdo_, in Revue de presse de l'association X, 1er décembre 2008",
     ("article", None, ["Inès Caron"], False, "Le sommeil des ados", "L’Hebdo", "", 2008, "", "", "", "", "")),
    ("- Hugo Lenoir, \"Burn-out : le mot qui fâche\", *Metro news*, janvier 2018",
     ("article", None, ["Hugo Lenoir"], False, "Burn-out : le mot qui fâche", "Metro news", "", 2018, "", "", "", "", "")),
    ("* Bertin Paul, « Trois niveaux de la vie privée », *NetActu*, 12/05/2020. <http://www.example.org/netactu/vie-privee>",
     ("article", None, ["Bertin Paul"], False, "Trois niveaux de la vie privée", "NetActu", "", 2020, "", "", "", "",
      "http://www.example.org/netactu/vie-privee")),
    # the title without quotes after a name of two words; no author at all
    ("- Sophie Marchal, Fatigue au bureau : le grand malentendu, _Rue89.fr_, 7 juin 2016",
     ("article", None, ["Sophie Marchal"], False, "Fatigue au bureau : le grand malentendu", "Rue89.fr", "", 2016, "", "",
      "", "", "")),
    ("- Rapport de la commission des affaires sociales, _Sénat_, 2 avril 2019 ",
     ("article", None, [], False, "Rapport de la commission des affaires sociales", "Sénat", "", 2019, "", "", "", "",
      "")),
    # a book: the publisher before the city, or the city first
    ("MERCIER Anne, _L’épuisement au travail_, Dunod, Paris, 2012 ",
     ("book", None, ["MERCIER, Anne"], False, "L’épuisement au travail", "", "Dunod", 2012, "", "", "", "", "")),
    ("Jean FAURE, Les villes et leurs marges, Lyon, Presses de l'ENS, 2009.",
     ("book", None, ["FAURE, Jean"], False, "Les villes et leurs marges", "", "Presses de l'ENS", 2009, "", "", "", "",
      "")),
])
def test_french_press_and_cairn_lines(line, expected):
    assert _fields(parse_reference_line(1, line, "memoire.md")) == expected


def test_unquoted_press_title_is_guessed():
    entry = parse_reference_line(1, "- Sophie Marchal, Fatigue au bureau : le grand malentendu, _Rue89.fr_, 7 juin 2016",
                                 "memoire.md")
    assert (entry.certainty["authors"], entry.certainty["title"], entry.certainty["journal"]) == (
        Certainty.GUESSED, Certainty.GUESSED, Certainty.STYLE)


def test_underscores_inside_words_and_addresses_stay():
    entry = parse_reference_line(1, "Snake_case names in code, _Dev Weekly_, 5 mai 2020 http://www.example.org/_static_/a_b",
                                 "notes.md")
    assert (entry.title, entry.journal, entry.url) == ("Snake_case names in code", "Dev Weekly",
                                                       "http://www.example.org/_static_/a_b")


@pytest.mark.parametrize("rule", ["---", "***", "* * *", "___", " - - -"])
def test_a_rule_after_the_markdown_list_is_no_entry(tmp_path, rule):
    text = ("# Results\n\nDilution bends ratios (Kern, 1990; Ota & Lind, 2004).\n\n## References\n\n"
            "Kern, R. (1990). *Ratios of parts.* Hall & Sons.\n\n"
            "Ota, M., & Lind, S. (2004). Scaling urine samples. *Clinical Notes*, 12(3), 40–47.\n\n"
            f"{rule}\n\n## Tables\n\nTable 1: sample sizes.\n")
    (tmp_path / "paper.md").write_text(text, encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.md")
    listed = sorted((r.bib.line, r.bib.year, len(r.claims)) for r in state.refs.values())
    assert listed == [(7, 1990, 1), (9, 2004, 1)]


@pytest.mark.parametrize("line, expected", [
    # MDPI's chapter: the book after "In", the editors, "Publisher: Place, Year; pp."
    ("2. Ramos, T.; Iqbal, S. Tubers as Functional Food. In *Roots: Nutrition and Health*; Ramos, T., Weber, U., Eds.; "
     "Springer: Cham, 2021; pp. 101–118 ISBN 978-3-030-00000-0.",
     ("incollection", 2, ["Ramos, T.", "Iqbal, S."], False, "Tubers as Functional Food", "Roots: Nutrition and Health",
      "Springer", 2021, "", "", "101-118", "", "")),
    # no editors, no place
    ("4. Okoro, B.; Hale, D.C. Pests of the Andes. In *Insects of Staple Crops*; Academic Press, 2021; pp. 55–70.",
     ("incollection", 4, ["Okoro, B.", "Hale, D.C."], False, "Pests of the Andes", "Insects of Staple Crops",
      "Academic Press", 2021, "", "", "55-70", "", "")),
    # the volume of the book before the pages, the place with its country
    ("5. Stone, J.; Park, K. Graphs of Soils. In Advances in Soil Science; Brown, A., Ed.; CRC Press: Boca Raton, FL, USA, "
     "2019; Volume 3, pp. 45–67.",
     ("incollection", 5, ["Stone, J.", "Park, K."], False, "Graphs of Soils", "Advances in Soil Science", "CRC Press",
      2019, "3", "", "45-67", "", "")),
    # a report: the title in italics, its publisher after a semicolon
    ("6. Quispe, H.; Rojas, Y. *Informe Sobre Plagas de la Papa En Junín, Perú.*; Centro Internacional de la Papa, 2021; p. 30 p.;",
     ("book", 6, ["Quispe, H.", "Rojas, Y."], False, "Informe Sobre Plagas de la Papa En Junín, Perú", "",
      "Centro Internacional de la Papa", 2021, "", "", "", "", "")),
    ("8. Doe, J. A Book Title of Mine; Harbor Press: Leeds, UK, 2015.",
     ("book", 8, ["Doe, J."], False, "A Book Title of Mine", "", "Harbor Press", 2015, "", "", "", "", "")),
    # "; and" before the last name
    ("9. Lindgren, D.; and Moravec, P. A Revision of the Genus Trioza. *Journal of Insect Systematics* **1998**, *12*, 10–44.",
     ("article", 9, ["Lindgren, D.", "Moravec, P."], False, "A Revision of the Genus Trioza", "Journal of Insect Systematics",
      "", 1998, "12", "", "10-44", "", "")),
    # the volume with no pages before the DOI
    ("10. Aro, J.; Kim, G.R. Psyllids in Highland Farms. *Journal of Pest Management* **2019**, *10*, doi:10.1093/jpm/abc001.",
     ("article", 10, ["Aro, J.", "Kim, G.R."], False, "Psyllids in Highland Farms", "Journal of Pest Management", "", 2019,
      "10", "", "", "10.1093/jpm/abc001", "")),
])
def test_mdpi_chapters_books_and_pairs(line, expected):
    assert _fields(parse_reference_line(1, line, "paper.md")) == expected
