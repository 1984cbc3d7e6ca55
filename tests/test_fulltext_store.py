"""The full text of a reference is kept once in the blob store beside the HTTP cache; the state
holds a small pointer (FullTextRef), and ``load_fulltext`` gives the bytes back (issue 25)."""
import json

from refverify.config import load_config
from refverify.core.blobs import BlobStore
from refverify.core.fulltext_store import FullTextRef, digest_of, fulltext_dir, load_fulltext
from refverify.state import Ref, State
from refverify.state_file import load_state, save_state

JATS = b"<article><body><sec><title>Results</title><p>Mortality fell to 17.9%.</p></sec></body></article>"


def test_the_blob_folder_is_beside_the_http_cache(tmp_path):
    cache = tmp_path / "c" / "http_cache.sqlite"
    assert fulltext_dir(cache) == tmp_path / "c" / "fulltext"
    assert fulltext_dir(load_config(cache_path=str(cache))) == tmp_path / "c" / "fulltext"
    assert fulltext_dir(tmp_path) == tmp_path / "fulltext"          # an existing folder: the cache folder
    assert fulltext_dir(":memory:") is None


def test_a_fetched_full_text_is_loaded_from_its_blob(tmp_path):
    digest = BlobStore(tmp_path / "fulltext").put(JATS)
    ref = Ref(ref_id="R1", fulltext=FullTextRef(status="fetched", kind="jats", source="europepmc",
                                               url="https://x/PMC1/fullTextXML", sha256=digest, bytes=len(JATS)))
    assert load_fulltext(ref, tmp_path) == ("jats", JATS)
    assert load_fulltext(ref, tmp_path / "http_cache.sqlite") == ("jats", JATS)


def test_no_full_text_is_none(tmp_path):
    assert load_fulltext(Ref(ref_id="R1"), tmp_path) is None
    closed = Ref(ref_id="R2", fulltext=FullTextRef(status="none_open", reason="no open version found"))
    assert load_fulltext(closed, tmp_path) is None
    # the blob was removed (a cleared cache): nothing, and the next Step B fetches it again
    gone = Ref(ref_id="R3", fulltext=FullTextRef(status="fetched", kind="pdf", source="arxiv",
                                                sha256=digest_of(b"%PDF-1.4 gone"), bytes=13))
    assert load_fulltext(gone, tmp_path) is None


def test_a_users_pdf_is_read_from_its_file_when_its_blob_is_absent(tmp_path):
    pdf = tmp_path / "smith2020.pdf"
    pdf.write_bytes(b"%PDF-1.4 user copy")
    ref = Ref(ref_id="R1", fulltext_pdf=str(pdf),
              fulltext=FullTextRef(status="fetched", kind="pdf", source="user", url=str(pdf),
                                   sha256=digest_of(pdf.read_bytes()), bytes=18))
    assert load_fulltext(ref, tmp_path) == ("pdf", b"%PDF-1.4 user copy")
    pdf.write_bytes(b"%PDF-1.4 another file")        # changed since: not the text that was recorded
    assert load_fulltext(ref, tmp_path) is None


def test_the_state_keeps_the_pointer_not_the_bytes(tmp_path):
    digest = BlobStore(tmp_path / "fulltext").put(JATS * 50)
    state = State(refs={"R1": Ref(ref_id="R1", fulltext=FullTextRef(
        status="fetched", kind="jats", source="europepmc", licence="cc-by", sha256=digest, bytes=len(JATS) * 50)),
        "R2": Ref(ref_id="R2")})
    path = save_state(state, tmp_path / "out")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["refs"]["R1"]["fulltext"]["sha256"] == digest
    assert data["refs"]["R2"]["fulltext"] is None
    assert "Mortality" not in path.read_text(encoding="utf-8")
    again = load_state(tmp_path / "out")
    assert again.refs["R1"].fulltext == state.refs["R1"].fulltext
    assert load_fulltext(again.refs["R1"], tmp_path) == ("jats", JATS * 50)
