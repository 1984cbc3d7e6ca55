"""reStructuredText manuscripts (held-out batch 105: a Sphinx project's "Getting Started" page citing a references
page): citation targets are the list, ``[Label]_`` cites one, labels resolve across the project's pages, and
sphinxcontrib-bibtex's roles cite a .bib. Before, ``.rst`` was refused ("unsupported file type"). Every text
written for this test."""
import shutil
from pathlib import Path

import pytest

from refverify.errors import RefverifyError
from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

FIXTURES = Path(__file__).parent / "bibformats"

INTRO = """.. the project's start page

Getting Started
===============

Introduction
------------

The method behind this package is set out in [KoMa19]_, and
its scoring follows [PeRu03]_ [#speed]_.

* **NumPy** [HaMi20]_

Install it with::

    $ pip install [NotACite]_ thing

.. note::
   The data loader reads [KoMa19]_ files too.

.. [#speed] Timing measured on one core.

.. _homepage: https://example.org/project
"""

REFERENCES = """References
==========

.. [KoMa19] Kovacs, Ilona and Mark Marsh. "Sampling folded chains by
   their contact maps". *J. Chem. Phys.*, **2019**, *150* (4), pp 1201–1212

.. [PeRu03] Perrin, Aline and Rudi Urban. "Scoring ensembles against
   scattering data". *Biophysical Journal*, **2003**, 84 (2), pp 775-790.

.. [HaMi20] Hart, Celia, Jon Mills, *et al*. "Arrays in a scripting language". *Nature*, **2020**, 585, 357-362.
"""


def _claims(state):
    return {k: sorted(c.line for c in ref.claims) for k, ref in state.refs.items()}


def test_a_page_citing_labels_of_another_page_of_the_project(tmp_path):
    (tmp_path / "intro.rst").write_text(INTRO, encoding="utf-8")
    (tmp_path / "references.rst").write_text(REFERENCES, encoding="utf-8")
    state = parse_manuscript(tmp_path / "intro.rst")
    assert _claims(state) == {"KoMa19": [9, 19], "PeRu03": [10], "HaMi20": [12]}
    assert state.meta.checks.orphans == []
    ko = state.refs["KoMa19"].bib
    assert (ko.authors, ko.title, ko.journal, ko.year, ko.volume, ko.issue, ko.pages, ko.file, ko.line) == (
        "Kovacs, Ilona; Mark Marsh", "Sampling folded chains by their contact maps", "J. Chem. Phys", 2019,
        "150", "4", "1201-1212", "references.rst", 4)
    assert any("read from references.rst" in n for n in state.meta.messages)


def test_targets_in_the_page_itself_and_what_is_no_text(tmp_path):
    page = INTRO.replace(".. _homepage", REFERENCES.split("\n", 3)[3] + "\n.. _homepage")
    (tmp_path / "paper.rst").write_text(page, encoding="utf-8")
    doc = read_document(tmp_path / "paper.rst")
    assert [b.text for b in doc.blocks if b.kind == "heading"] == ["Getting Started", "Introduction"]
    text = " ".join(b.text for b in doc.blocks)
    assert "pip install" not in text and "NotACite" not in text and "the project's start page" not in text
    assert "Timing measured on one core." in text       # a footnote's text is text, its label no citation
    assert [line for line, _ in doc.reference_lines] == [23, 26, 29]
    state = parse_manuscript(tmp_path / "paper.rst")
    assert _claims(state) == {"KoMa19": [9, 19], "PeRu03": [10], "HaMi20": [12]}


def test_sphinxcontrib_bibtex_roles_cite_the_bib_of_conf_py(tmp_path):
    (tmp_path / "conf.py").write_text("extensions = ['sphinxcontrib.bibtex']\nbibtex_bibfiles = ['refs.bib']\n")
    shutil.copy(FIXTURES / "betterbibtex.bib", tmp_path / "refs.bib")
    keys = [line.split("{", 1)[1].split(",", 1)[0] for line in (tmp_path / "refs.bib").read_text().splitlines()
            if line.startswith("@")]
    (tmp_path / "methods.rst").write_text(
        f"Methods\n=======\n\nAs shown before :cite:p:`{keys[0]},{keys[1]}`, and by :cite:t:`{keys[2]}`.\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "methods.rst")
    assert state.meta.bib_files == ["refs.bib"]
    assert {k: len(v.claims) for k, v in state.refs.items() if v.claims} == {keys[0]: 1, keys[1]: 1, keys[2]: 1}


def test_another_markup_is_still_refused_by_name(tmp_path):
    (tmp_path / "paper.adoc").write_text("= Title\n\nText.\n")
    with pytest.raises(RefverifyError, match=r"paper\.adoc: unsupported file type '\.adoc' \(supported: .*\.rst"):
        read_document(tmp_path / "paper.adoc")


def test_the_references_page_given_as_bib_too_is_read_once(tmp_path):
    (tmp_path / "intro.rst").write_text(INTRO, encoding="utf-8")
    (tmp_path / "references.rst").write_text(REFERENCES, encoding="utf-8")
    state = parse_manuscript(tmp_path / "intro.rst", bib=[tmp_path / "references.rst"])
    assert sorted(state.refs) == ["HaMi20", "KoMa19", "PeRu03"]
    assert "references.rst: already read as part of the document's reference list" in state.meta.messages
    assert sorted(state.meta.input_hashes) == ["intro.rst", "references.rst"]


NOTES = """Report
======

Week 1
------

Sorting is fast [1]_ and recall improves with sleep [2]_. Timing differs [3]_.
See [smith2018]_.

.. only:: html

   Also shown by [Lee2017]_.

.. contents::
   :depth: 2

References
----------

.. [1] Doe, J. (2019). Fast sorting. https://www.cs.example.edu/~doe/sort.pdf
.. [2] Brown, K. (2020). *Sleep and recall*. `PDF <https://example.org/~brown/sleep_recall.pdf>`_
.. [3] Timing measured on one core.
.. [Smith2018] Smith, A. (2018). A $5 million study of R&D. Journal of Things, 3, 1-9.
.. [Lee2017] Lee, B. (2017). Another study. Journal of Things, 2, 1-9.

Week 2
------

Later work [Lee2017]_ extends it.
"""


def test_numbered_footnotes_that_hold_references_and_the_text_after_the_list(tmp_path):
    # the review's cases: "[1]_" over a footnote that is a reference cites it, a footnote in words stays a note;
    # an address keeps its "~"; a label is cited in any case; ".. only::" is text; the week after the list is read
    (tmp_path / "notes.rst").write_text(NOTES, encoding="utf-8")
    state = parse_manuscript(tmp_path / "notes.rst")
    assert _claims(state) == {"1": [7], "2": [7], "Smith2018": [8], "Lee2017": [12, 29]}
    assert state.refs["1"].bib.url == "https://www.cs.example.edu/~doe/sort.pdf"
    assert (state.refs["2"].bib.title, state.refs["2"].bib.url) == (
        "Sleep and recall", "https://example.org/~brown/sleep_recall.pdf")
    assert state.refs["Smith2018"].bib.title == "A $5 million study of R&D"
    text = " ".join(b.text for b in read_document(tmp_path / "notes.rst").blocks)
    assert "Timing measured on one core." in text and ":depth:" not in text


def test_a_narrative_role_with_several_keys_cites_each(tmp_path):
    (tmp_path / "conf.py").write_text("bibtex_bibfiles = ['refs.bib']\n")
    shutil.copy(FIXTURES / "betterbibtex.bib", tmp_path / "refs.bib")
    keys = [line.split("{", 1)[1].split(",", 1)[0] for line in (tmp_path / "refs.bib").read_text().splitlines()
            if line.startswith("@")]
    (tmp_path / "intro.rst").write_text(f"Intro\n=====\n\nAs :cite:t:`{keys[0]},{keys[1]}` showed.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "intro.rst")
    assert {k: len(v.claims) for k, v in state.refs.items() if v.claims} == {keys[0]: 1, keys[1]: 1}


def test_a_label_defined_on_two_pages_is_read_once(tmp_path):
    (tmp_path / "intro.rst").write_text(INTRO, encoding="utf-8")
    (tmp_path / "references.rst").write_text(REFERENCES, encoding="utf-8")
    (tmp_path / "refs_draft.rst").write_text(REFERENCES.replace("2019", "2018"), encoding="utf-8")
    state = parse_manuscript(tmp_path / "intro.rst")
    assert sorted(state.refs) == ["HaMi20", "KoMa19", "PeRu03"]
    assert state.refs["KoMa19"].bib.year == 2019 and state.refs["KoMa19"].bib.file == "references.rst"
