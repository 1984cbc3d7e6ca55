"""Real works written the way exporters write them raise no error (issue 20; bench/exporter_sweep.py):
each class of false alarm the sweep found, as a table of exact verdicts, beside the cases that
must stay errors."""
from __future__ import annotations

import pytest

from refverify.core.work import Work
from refverify.sources.checks import Context, check_venue
from refverify.state import Ref

ICML = "International Conference on Machine Learning"
URL = "https://api.semanticscholar.org/graph/v1/paper/abc"
# a work published at ICML 2021 whose arXiv preprint is 2002.05709 (issued February 2020)
PUBLISHED = Work(title="A Simple Framework for Contrastive Learning of Visual Representations", year=2021,
                 authors=[{"family": "Chen", "given": "Ting"}, {"family": "Kornblith", "given": "Simon"}],
                 journal=ICML, arxiv="2002.05709")


def ctx(certain=True):
    return Context("semanticscholar", URL, [], certain=certain)


def bib(**fields):
    ref = Ref(ref_id="r1", **fields)
    return ref.bib.work(ref.entry_type)


def verdicts(issues):
    return [(i.field, i.severity, i.message) for i in issues]


PREPRINT_NOTE = f"cited as a preprint, but a published version exists (published in {ICML})"


@pytest.mark.parametrize("fields, expected", [
    # arXiv's own export: @misc with eprint / archivePrefix, no venue
    ({"bib_arxiv": "2002.05709", "entry_type": "misc"}, [("venue", "warning", PREPRINT_NOTE)]),
    # Semantic Scholar's cite box: journal = {ArXiv}, volume = {abs/2002.05709}
    ({"bib_journal": "ArXiv", "bib_volume": "abs/2002.05709"}, [("venue", "warning", PREPRINT_NOTE)]),
    # Google Scholar: journal = {arXiv preprint arXiv:2002.05709}
    ({"bib_journal": "arXiv preprint arXiv:2002.05709"}, [("venue", "warning", PREPRINT_NOTE)]),
    # the published venue itself, or its abbreviation: nothing to say
    ({"bib_journal": "ICML"}, []),
    # a venue the work never appeared in stays an error
    ({"bib_journal": "CVPR"}, [("venue", "error", f"venue 'CVPR' is not the record's {ICML!r}")]),
])
def test_the_preprint_of_a_published_work_is_a_warning(fields, expected):
    assert verdicts(check_venue(bib(**fields), PUBLISHED, ctx())) == expected
