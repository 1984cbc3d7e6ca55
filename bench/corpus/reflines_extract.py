"""The reference lines of the corpus, read independently of refverify: each source of
``bib_manifest.json``'s ``reflines`` gives (locator, text) pairs.

* ``docx``: the non-empty paragraphs of the Word document in [from, to) (paragraph indexes of
  word/document.xml, counting every ``w:p``); a paragraph listed in ``continues`` is joined to the
  one before it (one reference broken over two paragraphs).
* ``bbl``: each ``\\bibitem`` of a BibTeX-rendered .bbl, its lines joined by one space, located
  at the line of its ``\\bibitem``.
* ``text``: the non-empty lines [from, to] (1-based, inclusive) of a plain-text / Markdown file;
  with ``lines``, only those lines (a guide whose reference examples sit between prose), each
  without the ``strip`` prefix when it opens with it (Markdown's block quote "> ").
* ``csl-html``: each ``csl-entry`` of a bibliography a CSL processor rendered as HTML (citeproc's
  ``<div class="csl-entry">``) whose line is in [from, to], its tags dropped and its entities
  decoded, its number ("csl-left-margin") kept before it, located at the line of its div.
"""
from __future__ import annotations

import hashlib
import html
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def docx_paragraphs(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as archive:
        root = ElementTree.fromstring(archive.read("word/document.xml"))
    out = []
    for paragraph in root.iter(_W + "p"):
        parts = []
        for node in paragraph.iter():
            if node.tag == _W + "t" and node.text:
                parts.append(node.text)
            elif node.tag == _W + "tab":
                parts.append("\t")
        out.append("".join(parts))
    return out


def _docx_lines(path: Path, source: dict) -> list[tuple[int, str]]:
    paragraphs = docx_paragraphs(path)
    continues = set(source.get("continues", []))
    lines: list[tuple[int, str]] = []
    for index in range(source["from"], min(source["to"], len(paragraphs))):
        text = paragraphs[index]
        if not text.strip():
            continue
        if index in continues and lines:
            lines[-1] = (lines[-1][0], f"{lines[-1][1].rstrip()} {text.strip()}")
        else:
            lines.append((index, text))
    return lines


def _bbl_lines(path: Path) -> list[tuple[int, str]]:
    text = path.read_bytes().decode("utf-8", errors="replace")
    text = text.split("\\end{thebibliography}")[0]
    lines: list[tuple[int, str]] = []
    for match in re.finditer(r"\\bibitem\b", text):
        lines.append((text.count("\n", 0, match.start()) + 1, match.start()))
    out = []
    for i, (line, start) in enumerate(lines):
        end = lines[i + 1][1] if i + 1 < len(lines) else len(text)
        out.append((line, " ".join(text[start:end].split())))
    return out


def _text_lines(path: Path, source: dict) -> list[tuple[int, str]]:
    rows = path.read_bytes().decode("utf-8", errors="replace").splitlines()
    numbers = source.get("lines") or range(source["from"], min(source["to"], len(rows)) + 1)
    prefix = source.get("strip", "")
    picked = [(n, rows[n - 1]) for n in numbers if n <= len(rows) and rows[n - 1].strip()]
    return [(n, t[len(prefix):] if prefix and t.startswith(prefix) else t) for n, t in picked]


def _csl_html_lines(path: Path, source: dict) -> list[tuple[int, str]]:
    text = path.read_bytes().decode("utf-8", errors="replace")
    starts = [m.start() for m in re.finditer(r'<div class="csl-entry">', text)]
    out = []
    for i, start in enumerate(starts):
        line = text.count("\n", 0, start) + 1
        if not source["from"] <= line <= source["to"]:
            continue
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        body = re.split(r"</div>\s*(?:<!--|</div>\s*\n\s*(?:<div class=\"csl-bib-body|$))", text[start:end])[0]
        body = re.sub(r"</div>\s*<div[^>]*>", " ", body)     # the number's margin, then the entry
        plain = " ".join(html.unescape(re.sub(r"<[^>]+>", "", body)).split())
        plain = re.sub(r"^(\[\d+\])\s+", r"\1 ", plain)
        if plain:
            out.append((line, plain))
    return out


def reference_lines(source: dict, path: Path) -> list[tuple[int, str]]:
    kind = source["format"]
    if kind == "docx":
        return _docx_lines(path, source)
    if kind == "bbl":
        return _bbl_lines(path)
    if kind == "text":
        return _text_lines(path, source)
    if kind == "csl-html":
        return _csl_html_lines(path, source)
    raise ValueError(f"{source['id']}: unknown format '{kind}'")


def line_hash(text: str) -> str:
    """What a label keeps of its line: the first 12 hex digits of the SHA-1 of the stripped text."""
    return hashlib.sha1(text.strip().encode("utf-8")).hexdigest()[:12]
