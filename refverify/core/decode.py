"""Bytes a user gave, decoded: a byte-order mark, UTF-16 without one, UTF-8, then a guess
(GB18030 for a GBK guess). Manuscripts, bibliographies and the reports that quote them read
files the same way; the caller passes a dict to remember each file's encoding in (a parse's
``ParseContext.encodings``, for the state)."""
from __future__ import annotations

from ..errors import RefverifyError
from .text import valid_text

_BOMS = [(b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe\x00\x00", "utf-32"),
         (b"\x00\x00\xfe\xff", "utf-32"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16")]


def _utf16_without_bom(data: bytes) -> str | None:
    """ASCII-heavy UTF-16 has a NUL in every other byte (valid UTF-8, so test it first)."""
    sample = data[:8192]
    half = max(1, len(sample) // 2)
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd > 0.3 * half and even < 0.05 * half:
        return "utf-16-le"
    if even > 0.3 * half and odd < 0.05 * half:
        return "utf-16-be"
    return None


# Western European single-byte code pages, most common first
_WESTERN = ("cp1252", "latin_1", "iso8859_15")


def _western_fallback(data: bytes) -> str | None:
    """A text no guess fits: Windows-1252 when it decodes, else Latin-1 when most of it is ASCII text (every byte
    decodes; the encoding is recorded with the file); None for data that is no text."""
    try:
        data.decode("cp1252")
        return "cp1252"
    except UnicodeDecodeError:
        pass
    sample = data[:65536]
    printable = sum(1 for b in sample if 32 <= b < 127 or b in (9, 10, 13))
    return "latin-1" if printable >= 0.9 * len(sample) and b"\x00" not in sample else None


def detect_encoding(data: bytes) -> str | None:
    """A byte-order mark, then UTF-16 without one, then UTF-8, then charset-normalizer's guess."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name
    wide = _utf16_without_bom(data)
    if wide:
        return wide
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    if len(data) < 64:
        return None             # too little text for any guess to mean something
    from charset_normalizer import from_bytes
    results = from_bytes(data[:1_000_000])
    best = results.best()
    if best is None:
        return _western_fallback(data)
    # (among guesses that read the text equally well, Windows' Western code page, the one most legacy files were
    # saved in: a Portuguese thesis in Latin-1 is no Czech text in cp1250, "não" no "nă o")
    tied = [m.encoding for m in results if m.chaos <= best.chaos + 0.001]
    western = next((w for w in _WESTERN if w in tied), None)
    name = (western or best.encoding).replace("_", "-")
    # A GBK guess on a bigger sample: GB18030 is its superset, and decodes what GBK cannot.
    return "gb18030" if name in ("gbk", "gb2312") else name


def decode_bytes(data: bytes, path) -> tuple[str, str]:
    """(text as written, line endings kept, encoding name), or a RefverifyError naming the file."""
    encoding = detect_encoding(data)
    if encoding is None:
        raise RefverifyError(f"{path}: cannot decode text (no byte-order mark, not UTF-8, and no "
                             "other encoding fits); save it as UTF-8")
    try:
        return valid_text(data.decode(encoding)), encoding
    except (UnicodeDecodeError, LookupError) as exc:
        raise RefverifyError(f"{path}: cannot decode text as {encoding} ({exc.reason if hasattr(exc, 'reason') else exc}); "
                             "save it as UTF-8") from None


def decode_text(data: bytes, path, seen: dict[str, str] | None = None) -> str:
    """The text of a manuscript or bibliography file, newlines normalised; its encoding is
    recorded in ``seen`` (path → encoding) when given."""
    text, encoding = decode_bytes(data, path)
    if not text.strip():
        raise RefverifyError(f"{path}: file is empty")
    if seen is not None:
        seen[str(path)] = encoding
    return text.replace("\r\n", "\n").replace("\r", "\n")

