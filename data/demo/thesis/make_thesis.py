"""Build the demo thesis: thesis.docx (Word, python-docx) and references.bib from the data in
thesis_body.py and thesis_refs.py.

    python data/demo/thesis/make_thesis.py

The output is deterministic (fixed core properties and zip timestamps), so re-running it gives
byte-identical files. ``numbering()``, ``claims()`` and ``counts()`` are what EXPECTED.md and
tests/test_demo_data.py are checked against.
"""
from __future__ import annotations

import io
import re
import sys
import zipfile
from collections import Counter
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from thesis_body import ACKNOWLEDGEMENT, BODY, TITLE_PAGE  # noqa: E402
from thesis_refs import BIB_TITLE_OVERRIDES, BIB_WITHOUT_PMID, ORPHANS, REFS  # noqa: E402

FIXED_TIME = datetime(2024, 5, 20, 9, 0, 0)
CHAPTER_KINDS = ("h1", "ph1")


# ---------------------------------------------------------------- walking the body

def paragraphs():
    """Yield (chapter, pieces) for every paragraph and every table cell of the body."""
    chapter = ""
    for kind, content in BODY:
        if kind in CHAPTER_KINDS:
            chapter = content
        elif kind == "p":
            yield chapter, content
        elif kind == "table":
            for row in content:
                for cell in row:
                    yield chapter, cell


def citations():
    """Yield (chapter, citation) in document order."""
    for chapter, pieces in paragraphs():
        for piece in pieces:
            if isinstance(piece, dict) and "cite" in piece:
                yield chapter, piece


def numbering() -> dict[str, int]:
    """Number the references by first citation, ignoring the planted early use; list entries
    never cited come next, then the orphans (cited but absent from the list)."""
    order: list[str] = []
    for _, cite in citations():
        if cite["early"]:
            continue
        for key in cite["keys"]:
            if key not in order and key not in ORPHANS:
                order.append(key)
    order += [k for k in REFS if k not in order]
    order += list(ORPHANS)
    return {key: i for i, key in enumerate(order, start=1)}


# ---------------------------------------------------------------- citation markers

def _compress(numbers: list[int]) -> str:
    """[16, 18, 19, 20, 22] -> "16, 18-20, 22" (runs of three or more become a range)."""
    parts, i = [], 0
    while i < len(numbers):
        j = i
        while j + 1 < len(numbers) and numbers[j + 1] == numbers[j] + 1:
            j += 1
        if j - i >= 2:
            parts.append(f"{numbers[i]}-{numbers[j]}")
            i = j + 1
        else:
            parts.append(str(numbers[i]))
            i += 1
    return ", ".join(parts)


def marker(cite: dict, numbers: dict[str, int]) -> str:
    ids = [numbers[k] for k in cite["keys"]]
    form = cite["cite"]
    if form in ("range", "range_en"):
        assert ids == list(range(ids[0], ids[0] + len(ids))), (cite, ids)
        dash = "-" if form == "range" else "\u2013"
        return f"[{ids[0]}{dash}{ids[-1]}]"
    if form == "mixed":
        return f"[{_compress(ids)}]"
    body = ",".join(map(str, ids))
    if form in ("list", "sup"):
        return f"[{body}]"
    if form == "fw":
        return "\uff3b" + "\uff0c".join(map(str, ids)) + "\uff3d"
    if form == "lent":
        return "\u3010" + body + "\u3011"
    if form == "bare":
        return body
    raise ValueError(form)


def is_superscript(cite: dict) -> bool:
    return cite["cite"] in ("sup", "bare")


def claims() -> list[dict]:
    """One claim per (reference, citing place), as the parser should find them."""
    numbers = numbering()
    out = []
    for chapter, cite in citations():
        raw = marker(cite, numbers)
        for key in cite["keys"]:
            out.append({"chapter": chapter, "ref": str(numbers[key]), "key": key, "marker": raw,
                        "superscript": is_superscript(cite)})
    return out


def counts() -> dict:
    numbers = numbering()
    all_claims = claims()
    cited = {c["key"] for c in all_claims}
    return {
        "list_entries": len(REFS),
        "cited_list_entries": len([k for k in REFS if k in cited]),
        "uncited": sorted(numbers[k] for k in REFS if k not in cited),
        "orphans": sorted(numbers[k] for k in ORPHANS),
        "citing_places": sum(1 for _ in citations()),
        "claims": len(all_claims),
        "claims_per_chapter": dict(Counter(c["chapter"] for c in all_claims)),
        "superscript_markers": sum(1 for _, c in citations() if is_superscript(c)),
        "table_claims": sum(len(piece["keys"]) for kind, rows in BODY if kind == "table"
                            for row in rows for cell in row for piece in cell
                            if isinstance(piece, dict) and "cite" in piece),
    }


def first_citation_order() -> list[int]:
    numbers, seen = numbering(), []
    for _, cite in citations():
        for key in cite["keys"]:
            if numbers[key] not in seen:
                seen.append(numbers[key])
    return seen


# ---------------------------------------------------------------- GB/T 7714 list and .bib

_CJK = re.compile(r"[\u4e00-\u9fff]")


def _gbt_authors(ref: dict) -> str:
    names = [f"{a[0].upper()} {a[1]}" if isinstance(a, tuple) else a for a in ref["authors"]]
    text = ", ".join(names)
    if ref.get("etal"):
        text += ", 等" if _CJK.search(ref["title"]) else ", et al"
    return text


def reference_line(key: str, numbers: dict[str, int]) -> str:
    ref = {**REFS[key], **REFS[key].get("list_override", {})}
    head = f"[{numbers[key]}] {_gbt_authors(ref)}. {ref['title']}[{ref['kind']}]. "
    if ref["kind"] == "J":
        issue = f"({ref['issue']})" if ref.get("issue") else ""
        line = head + f"{ref['journal']}, {ref['year']}, {ref['volume']}{issue}: {ref['pages']}."
        if ref.get("doi"):
            line += f" DOI:{ref['doi']}."
        return line
    edition = f"{ref['edition']}. " if ref.get("edition") else ""
    return head + f"{edition}{ref['place']}: {ref['publisher']}, {ref['year']}."


_TEX_ACCENTS = {"\u00f8": "{\\o}", "\u00e1": "{\\'a}", "\u00f6": '{\\"o}', "\u00e9": "{\\'e}"}


def _tex(text: str) -> str:
    return "".join(_TEX_ACCENTS.get(ch, ch) for ch in text)


def _bib_author(a) -> str:
    if isinstance(a, tuple):
        initials = " ".join(f"{i}." for i in a[1].split())
        return _tex(f"{a[0]}, {initials}")
    return a if _CJK.search(a) else "{" + a + "}"


def bib_entry(key: str, numbers: dict[str, int]) -> str:
    ref = {**REFS[key], **REFS[key].get("bib_override", {})}
    authors = " and ".join(_bib_author(a) for a in ref["authors"])
    if ref.get("etal"):
        authors += " and others"
    fields = [("author", authors), ("title", BIB_TITLE_OVERRIDES.get(key, ref["title"]))]
    if ref["kind"] == "J":
        entry_type = "article"
        fields += [("journal", ref["journal"]), ("year", ref["year"]), ("volume", ref["volume"]),
                   ("number", ref.get("issue", "")), ("pages", ref["pages"].replace("-", "--"))]
    else:
        entry_type = "book" if ref["kind"] == "M" else "misc"
        fields += [("edition", ref.get("edition", "")), ("address", ref["place"]),
                   ("publisher", ref["publisher"]), ("year", ref["year"])]
        if ref["kind"] == "S":
            fields.append(("type", "Standard"))
    fields += [("doi", ref.get("doi", ""))]
    if key not in BIB_WITHOUT_PMID:
        fields.append(("pmid", ref.get("pmid", "")))
    if _CJK.search(ref["title"]):
        fields.append(("language", "chinese"))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields if str(value))
    return f"@{entry_type}{{{numbers[key]},\n{body}\n}}\n"


def write_bib(path: Path) -> None:
    numbers = numbering()
    keys = sorted(REFS, key=numbers.get)
    header = "% Bibliography of the demo thesis, numbered in order of first citation.\n\n"
    path.write_text(header + "\n".join(bib_entry(k, numbers) for k in keys), encoding="utf-8")


# ---------------------------------------------------------------- the .docx

def _set_fonts(doc) -> None:
    from docx.oxml.ns import qn
    from docx.shared import Pt
    normal = doc.styles["Normal"]
    normal.font.name = "Times New Roman"
    normal.font.size = Pt(12)
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), "\u5b8b\u4f53")


def _add_pieces(paragraph, pieces, numbers) -> None:
    for piece in pieces:
        if isinstance(piece, str):
            paragraph.add_run(piece)
        elif "sup" in piece:
            paragraph.add_run(piece["sup"]).font.superscript = True
        else:
            run = paragraph.add_run(marker(piece, numbers))
            if is_superscript(piece):
                run.font.superscript = True


def build_docx(path: Path) -> None:
    import docx
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK
    from docx.shared import Pt

    numbers = numbering()
    doc = docx.Document()
    _set_fonts(doc)
    for i, line in enumerate(TITLE_PAGE):
        p = doc.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        run = p.add_run(line)
        run.bold = i < 2
        run.font.size = Pt(22 if i == 0 else 16 if i == 1 else 14)
    doc.paragraphs[-1].add_run().add_break(WD_BREAK.PAGE)

    for kind, content in BODY:
        if kind in ("h1", "h2"):
            doc.add_heading(content, level=int(kind[1]))
        elif kind in ("ph1", "ph2"):
            # no heading style on purpose: only the text says this is a heading
            p = doc.add_paragraph()
            run = p.add_run(content)
            run.bold = True
            run.font.size = Pt(16 if kind == "ph1" else 14)
            if kind == "ph1":
                p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        elif kind == "p":
            _add_pieces(doc.add_paragraph(), content, numbers)
        elif kind == "table":
            table = doc.add_table(rows=len(content), cols=len(content[0]))
            table.style = "Table Grid"
            for r, row in enumerate(content):
                for col, cell in enumerate(row):
                    _add_pieces(table.cell(r, col).paragraphs[0], cell, numbers)

    doc.add_heading("参考文献", level=1)
    for key in sorted(REFS, key=numbers.get):
        doc.add_paragraph(reference_line(key, numbers))
    doc.add_heading(ACKNOWLEDGEMENT[0], level=1)
    doc.add_paragraph(ACKNOWLEDGEMENT[1])

    props = doc.core_properties
    props.title = TITLE_PAGE[1]
    props.author = "林书远"
    props.last_modified_by = "林书远"
    props.created = props.modified = FIXED_TIME
    props.revision = 1
    buffer = io.BytesIO()
    doc.save(buffer)
    path.write_bytes(_fixed_zip(buffer.getvalue()))


def _fixed_zip(data: bytes) -> bytes:
    """Rewrite the package with constant member timestamps so the bytes do not depend on when
    the script ran."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, date_time=(2024, 5, 20, 9, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(fixed, src.read(info.filename))
    return out.getvalue()


def main() -> None:
    build_docx(HERE / "thesis.docx")
    write_bib(HERE / "references.bib")
    print(counts())


if __name__ == "__main__":
    main()
