"""Issue 20, held-out batches 23 and 24: Markdown lists. A Google Docs export with Zotero's plugin
(every citation and list run a link to the plugin's field), title-first reading lists ("Title - URL"),
French press and journal lines ("Nom, « Titre », Revue 2011/2 (N° 164), p. 51-59.")."""
import pytest

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
