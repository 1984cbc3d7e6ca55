"""The content-addressed store that keeps large payloads out of the state file."""
import gzip

import pytest

from refverify.core.blobs import BlobStore
from refverify.core.certainty import Certainty, field_certainty, is_certain


def test_a_blob_is_stored_once_under_its_digest_and_read_back(tmp_path):
    store = BlobStore(tmp_path / "blobs")
    digest = store.put("Mortality fell from 25.7% to 17.9%.")
    assert digest == "sha256:" + __import__("hashlib").sha256(
        "Mortality fell from 25.7% to 17.9%.".encode()).hexdigest()
    assert store.put("Mortality fell from 25.7% to 17.9%.".encode()) == digest
    assert store.get_text(digest) == "Mortality fell from 25.7% to 17.9%."
    files = [p for p in (tmp_path / "blobs").rglob("*") if p.is_file()]
    assert len(files) == 1 and files[0].name == digest[9:] + ".gz"


def test_a_missing_or_damaged_blob_is_told_apart(tmp_path):
    store = BlobStore(tmp_path)
    digest = store.put(b"abc")
    with pytest.raises(KeyError):
        store.get("sha256:" + "0" * 64)
    path = tmp_path / digest[7:9] / f"{digest[9:]}.gz"
    path.write_bytes(gzip.compress(b"abd"))
    with pytest.raises(ValueError, match="does not match"):
        store.get(digest)
    with pytest.raises(ValueError, match="not a blob digest"):
        store.get("../../etc/passwd")


def test_certainty_of_a_field_defaults_to_a_structured_field():
    notes = {"title": "guessed", "journal": "style"}
    assert field_certainty(notes, "title") is Certainty.GUESSED
    assert field_certainty(notes, "journal") is Certainty.STYLE
    assert field_certainty(notes, "year") is Certainty.FIELD
    assert [is_certain(notes, f) for f in ("title", "journal", "year")] == [False, True, True]
