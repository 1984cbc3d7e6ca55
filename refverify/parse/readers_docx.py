"""Word (.docx) reader.

python-docx opens and validates the package; the body, styles and footnotes are then walked
once with lxml, because python-docx's per-run property objects are too slow for a 300-page
thesis. Superscript runs are kept as character spans so that ``¹²`` / superscript ``[1]`` can be
recognised as citations later.
"""
from __future__ import annotations

import re
import struct
import zipfile
import zlib
from dataclasses import dataclass, field, replace
from pathlib import Path

from lxml import etree

from ..core.text import has_cjk
from ..errors import RefverifyError
from .docx_fields import zotero_entries
from .docx_pagebreaks import split_at_page_breaks
from .documents import (Block, Document, ParseContext, Part, context_or_default, is_back_matter_heading,
                        is_float_heading, is_heading_text, is_part_heading, is_reference_heading)
from .docx_text import P, W, Styles, body_paragraphs, paragraph_text, val
from .docx_chunks import splice_alt_chunks
from .reflist_annotated import GOES_ON, is_prose, reads_as_references, split_annotations
from .reflist_group import GROUP_BREAK, LIST_GROUP as _LIST_GROUP, group_reference_entries, is_list_group, looks_like_entry_start
from .reflist_headless import all_entries, only_entries, split_headless_list, split_trailing_list
from .reflist_weakhead import split_weak_headed_list

_HEADING_STYLE = re.compile(r"^(heading|标题)\s*(\d)$", re.IGNORECASE)
_NUMBER_ALONE = re.compile(r"^\s*[\[［(（]?\s*\d{1,4}\s*[\]］)）.．]?\s*$")
_HEADING_STYLE_ZH = re.compile(r"^(?:([1-6])|([一二三四五六]))\s*级\s*标题")
_TOC_STYLE = re.compile(r"^(toc|目录)", re.IGNORECASE)
_TOC_ENTRY = re.compile(r"(?:\.{3,}|…+|·{3,}|\t|\s)\s*(?:\d+|[ivxlc]+|[IVXLC]+)\s*$")
_W_TEXT = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}t"
_NOTEEXPRESS_REPORT = re.compile(r"^\s*(?:当前使用的样式是|当前文档包含的题录共|有\s*\d+\s*条题录存在|参考文献\s*\[\d+\]\s*[:：]\s*字段)")
_GBT_CODE = re.compile(r"[\[［](?:J|M|D|C|N|R|S|P|EB/OL|Z|A|G)[\]］]")
_RESTART = re.compile(r"^\s*(?:[\[［【(（]\s*1\s*[\]］】)）]|1\s*[.．)、])")
# a number alone in its paragraph, its entry in the next ("[1]" / "Z. Erlandsson, “Title,” 2019."): a list numbered
# again from 1 so goes on (a second list after the first), not the body
_BARE_NUMBER = re.compile(r"^\s*[\[［【]\s*1\s*[\]］】]\s*$")
_NUMBER_MARK = re.compile(r"^\s*([\[［【]\s*\d{1,4}\s*[\]］】]|\d{1,3}\s*[.．)、](?!\d))")
_OLE_MAGIC = b"\xd0\xcf\x11\xe0"
@dataclass
class _Para:
    text: str = ""
    superscripts: list[tuple[int, int]] = field(default_factory=list)
    style: str | None = None
    outline: int | None = None
    numbered: bool = False
    note_ids: list[tuple[str, str]] = field(default_factory=list)  # (footnote|endnote, id)


def _read_paragraph(p, styles: Styles) -> _Para:
    para = _Para()
    ppr = p.find(W + "pPr")
    if ppr is not None:
        para.style = val(ppr, "pStyle")
        outline = val(ppr, "outlineLvl")
        para.outline = int(outline) if outline and outline.isdigit() else None
        num = ppr.find(W + "numPr")
        para.numbered = num is not None and val(num, "numId") not in (None, "0")
    read = paragraph_text(p, styles)
    para.text, para.superscripts = read.text, read.superscripts
    para.note_ids = [(kind, note_id) for kind, note_id, _run, _item in read.notes]
    return para


INFLATE_CHUNK = 1 << 20


def _inflated_size(handle, info: zipfile.ZipInfo, cap: int) -> int:
    """How many bytes the member really inflates to, counted on the stream in 1 MB pieces and
    stopped once past ``cap`` (the zip directory's size may lie: zipfile would trust it and
    inflate the whole member in one piece before its CRC check fails)."""
    handle.seek(info.header_offset)
    local = handle.read(30)
    if len(local) < 30 or local[:4] != b"PK\x03\x04":
        raise zipfile.BadZipFile(f"{info.filename}: no local header")
    name_len, extra_len = struct.unpack("<HH", local[26:30])
    handle.seek(info.header_offset + 30 + name_len + extra_len)
    left, total = info.compress_size, 0
    if info.compress_type == zipfile.ZIP_STORED:
        return left
    if info.compress_type != zipfile.ZIP_DEFLATED:
        return info.file_size                   # python-docx refuses other methods itself
    inflater = zlib.decompressobj(-15)
    while left > 0 and total <= cap and not inflater.eof:
        data = handle.read(min(INFLATE_CHUNK, left))
        if not data:
            break
        left -= len(data)
        while data and total <= cap:
            total += len(inflater.decompress(data, INFLATE_CHUNK))
            data = inflater.unconsumed_tail
    return total


def _check_expanded_size(path: Path, limit: float) -> None:
    """A small .docx can expand to gigabytes of XML (a zip bomb, or a pasted data dump): refuse
    it before python-docx reads it, on the sizes the XML parts really inflate to (streamed with a
    cap, at most about 1 MB in memory), never on the sizes the zip directory declares."""
    cap = int(limit * 1e6)
    try:
        with zipfile.ZipFile(path) as z, open(path, "rb") as handle:
            size = 0
            for info in z.infolist():
                if info.filename.endswith((".xml", ".rels")):
                    size += _inflated_size(handle, info, cap - size)
                    if size > cap:
                        break
    except (zipfile.BadZipFile, OSError, zlib.error):
        return                      # python-docx names the problem
    if size > cap:
        raise RefverifyError(f"{path}: its XML expands to at least {size / 1e6:.2f} MB, more than "
                             f"the {limit:g} MB limit (raise max_docx_xml_mb in refverify.toml to read it)")


def _open(path: Path, ctx: ParseContext):
    with open(path, "rb") as handle:
        head = handle.read(8)
    if head.startswith(_OLE_MAGIC):
        raise RefverifyError(f"{path}: password-protected or legacy Word file (OLE compound "
                             "document); remove the password / save it as .docx")
    if not zipfile.is_zipfile(path):
        raise RefverifyError(f"{path}: not a .docx file (not a zip archive)")
    _check_expanded_size(path, ctx.limits.max_docx_xml_mb)
    import docx
    try:
        return docx.Document(str(path)), []
    except Exception as exc:  # python-docx raises many kinds for a broken package
        try:
            repaired, wrong = _with_content_types_repaired(path)
        except (KeyError, zipfile.BadZipFile, OSError, zlib.error):
            repaired, wrong = None, []      # no [Content_Types].xml at all: python-docx's own message says so
        if wrong:
            try:
                return docx.Document(repaired), [
                    f"{path.name}: the package declares non-XML parts ({', '.join(wrong)}) as XML; read with "
                    "their declared type corrected, as Word reads it"]
            except Exception:
                pass
        try:
            unlinked, missing = _with_dangling_links_removed(path)
        except (KeyError, zipfile.BadZipFile, OSError, zlib.error):
            unlinked, missing = None, []
        if missing:
            try:
                return docx.Document(unlinked), [
                    f"{path.name}: the package links to parts it does not hold ({', '.join(missing)}); read without "
                    "those links, as Word reads it"]
            except Exception:
                pass
        raise RefverifyError(f"{path}: corrupt .docx ({type(exc).__name__}: {exc})") from exc


def _with_dangling_links_removed(path: Path):
    """(the package in memory without its internal relationships to missing parts, the targets left out).
    WPS and some converters leave a link to "NULL" (an image or header that was never saved): python-docx
    gives up on the missing part, Word opens the document without it."""
    import io
    import posixpath
    with zipfile.ZipFile(path) as package:
        names = set(package.namelist())
        missing: list[str] = []
        fixed: dict[str, bytes] = {}
        for rels in (n for n in names if n.endswith(".rels")):
            text = package.read(rels).decode("utf-8-sig", "replace")
            base = posixpath.dirname(posixpath.dirname(rels))      # "word/_rels/document.xml.rels" → "word"

            def drop(match: re.Match) -> str:
                element = match.group(0)
                if re.search(r'TargetMode\s*=\s*"External"', element):
                    return element
                target = re.search(r'Target\s*=\s*"([^"]*)"', element)
                if not target:
                    return element
                ref = target.group(1)
                part = ref.lstrip("/") if ref.startswith("/") else posixpath.normpath(posixpath.join(base, ref))
                if part in names:
                    return element
                missing.append(part)
                return ""
            changed = re.sub(r"<Relationship\b[^>]*?/>", drop, text)
            if changed != text:
                fixed[rels] = changed.encode("utf-8")
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as copy:
            for name in package.namelist():
                copy.writestr(name, fixed.get(name) or package.read(name))
    out.seek(0)
    return out, sorted(set(missing))


def _with_content_types_repaired(path: Path):
    """(the package in memory with its wrong XML defaults corrected, the extensions corrected). A merging
    tool may declare every "*.docx" part (Word's altChunk, a whole document embedded) as XML: python-docx
    then parses a zip as XML and gives up, where Word opens the file."""
    import io
    with zipfile.ZipFile(path) as package:
        names = package.namelist()
        types = package.read("[Content_Types].xml").decode("utf-8-sig", "replace")
        wrong = []
        for ext, kind in re.findall(r'<Default\s+Extension="([^"]+)"\s+ContentType="([^"]+)"', types):
            part = next((n for n in names if n.lower().endswith("." + ext.lower())), None)
            if ext.lower() not in ("xml", "rels") and kind.endswith("xml") and part and \
                    not package.read(part)[:64].lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"<"):
                wrong.append(ext)
                types = types.replace(f'Extension="{ext}" ContentType="{kind}"',
                                      f'Extension="{ext}" ContentType="application/octet-stream"')
        # R's officedown names each embedded .docx in an Override with the main document's XML type
        for name, kind in re.findall(r'<Override\s+PartName="/([^"]+)"\s+ContentType="([^"]+)"', types):
            if kind.endswith("xml") and name in names and \
                    not package.read(name)[:64].lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"<"):
                wrong.append(name.rsplit("/", 1)[-1])
                types = types.replace(f'PartName="/{name}" ContentType="{kind}"',
                                      f'PartName="/{name}" ContentType="application/octet-stream"')
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as copy:
            for name in names:
                copy.writestr(name, types.encode("utf-8") if name == "[Content_Types].xml" else package.read(name))
    out.seek(0)
    return out, wrong


# Like python-docx's own parser: no entities expanded, no network (XXE stays inert).
_NOTES_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, remove_comments=True)


def _notes(document, styles: Styles, path: Path) -> dict[tuple[str, str], _Para]:
    """Footnotes and endnotes by (kind, id), read from their package parts."""
    notes: dict[tuple[str, str], _Para] = {}
    for rel in document.part.rels.values():
        kind = rel.reltype.rsplit("/", 1)[-1]
        if kind not in ("footnotes", "endnotes") or rel.is_external:
            continue
        try:
            root = etree.fromstring(rel.target_part.blob, _NOTES_PARSER)
        except etree.XMLSyntaxError as exc:
            raise RefverifyError(f"{path}: {rel.target_part.partname.lstrip('/')} is damaged, not "
                                 f"well-formed XML ({exc}); open and re-save it in Word") from None
        for note in root.iter(W + kind[:-1]):
            if note.get(W + "type") in ("separator", "continuationSeparator", "continuationNotice"):
                continue
            paragraphs = [_read_paragraph(p, styles) for p in note.iter(P)]
            merged = _Para()
            for para in paragraphs:
                if not para.text.strip():
                    continue
                offset = len(merged.text) + (1 if merged.text else 0)
                merged.text += (" " if merged.text else "") + para.text.replace("\n", " ")
                merged.superscripts += [(s + offset, e + offset) for s, e in para.superscripts]
            notes[(kind[:-1], note.get(W + "id"))] = merged
    return notes


def _style_level(styles: Styles, style_id) -> int | None:
    """The heading level a paragraph style names: "Heading 1", "标题 2", a Chinese template's "1级标题", "一级标题"."""
    name = styles.name(style_id).strip()
    match = _HEADING_STYLE.match(name)
    if match:
        return max(int(match.group(2)), 1)
    match = _HEADING_STYLE_ZH.match(name)
    if match:
        return int(match.group(1)) if match.group(1) else "一二三四五六".index(match.group(2)) + 1
    return None


def _heading_level(para: _Para, styles: Styles) -> int | None:
    level = _style_level(styles, para.style)
    if level is not None:
        return level
    outline = para.outline if para.outline is not None else styles.inherited(para.style, "outline")
    if outline is not None and outline < 9:
        return outline + 1
    return is_heading_text(para.text)


def read_docx(path: Path, ctx: ParseContext | None = None) -> Document:
    ctx = context_or_default(ctx)
    document, opened = _open(path, ctx)
    # documents embedded whole (Word altChunk: a merged file, R's officedown) are read in their place
    spliced, _ = splice_alt_chunks(document, ctx.limits.max_docx_xml_mb)
    if spliced:
        opened = [*opened, f"{path.name}: {spliced} document(s) embedded in the body (Word altChunk) are read "
                           "in their place"]
    styles = Styles(document.styles.element)
    notes = _notes(document, styles, path)
    parts = [Part("")]
    reference_paragraphs: list[tuple[int, str]] = []
    in_references = done = opening = list_in_table = False
    table_start, soft_part, by_style, list_cell = 0, None, 0, None
    ended: list[str] = []
    tool_report: list[int] = []
    after_end: list[int] = []
    late_run: list[tuple[int, str]] = []            # author-date entries after the back matter, run by run
    late_runs: list[list[tuple[int, str]]] = []
    last_number = 0
    # an appendix after the back matter with a reference list of its own (a research proposal bound into the
    # thesis, "APPENDIX B: RESEARCH PROPOSAL … References 1. …"): a part of its own, its text and its list
    appendix_title, appendix_body, appendix_lines, before_appendix = "", [], None, ([], [], [])
    appendix_open = False       # its list goes on (until the next back matter)
    paragraphs = list(_paragraphs(document.element.body))
    for position, (index, (p, in_table, skipped)) in enumerate(paragraphs):
        if done and not skipped and not in_table:
            late = _raw_text(p)
            if appendix_lines is not None:
                if appendix_open and is_back_matter_heading(late) and any(line.strip() for _, line in appendix_lines):
                    appendix_open = False       # its list ends; what follows is back matter again
                elif appendix_open:
                    appendix_lines.append((index, late))
            elif late.strip() and len(late.strip()) <= 60 and is_reference_heading(late):
                # (what the lines after the back matter were taken for so far, kept should the list not read as one)
                appendix_lines, appendix_open = [], True
                before_appendix = (list(after_end), list(late_run), [list(r) for r in late_runs])
                continue
            elif late.strip():
                para = _read_paragraph(p, styles)
                appendix_body.append(Block(para.text, index, path.name, "paragraph", None, para.superscripts))
            if _NUMBER_MARK.match(late) and _YEAR.search(late) and (_GBT_CODE.search(late) or "http" in late):
                after_end.append(index)     # a numbered reference-like line after the back matter
            elif late.strip():
                late_run = _late_entries(late_run, late_runs, index, late)
            continue
        if done or skipped:
            continue
        para = _read_paragraph(p, styles)
        text = para.text
        if _NOTEEXPRESS_REPORT.match(text):
            # NoteExpress's check of the list left in the document ("当前使用的样式是 […]", "参考文献 [1] ：字段(页码)
            # 内容缺失;"): the tool's words, no entry and no citation
            tool_report.append(index)
            continue
        if _TOC_STYLE.match(styles.name(para.style)) and (
                _TOC_ENTRY.search(text) or "PAGEREF" in "".join(t.text or "" for t in p.iter(f"{W}instrText"))
                or not text.strip()):
            # a contents line ("参考文献<tab>58", a PAGEREF field); a heading a writer gave a "toc 1"
            # style, with no page number ("参考文献"), is read as what it says
            continue
        blocks = parts[-1].blocks
        if (not in_references and not opening and text.strip()
                and _is_bibliography_style(styles, para.style)):
            # Word's / pandoc's "Bibliography" style (WPS: 书目) marks the entries of a list
            # that has no heading of its own
            in_references, by_style = True, index
        cell = next(p.iterancestors(f"{W}tc"), None) if in_table else None
        other_cell = (in_table and list_cell is not None and cell is not list_cell
                      and not _NUMBER_MARK.match(text) and not _YEAR.search(text))
        table_list_ends = (in_references and list_in_table and (not in_table or other_cell) and text.strip()
                           and any(n > table_start for n, line in reference_paragraphs if line.strip()))
        if table_list_ends and not reads_as_references(reference_paragraphs):
            # a contents table's "Reference" row, then its page numbers ("19", "20"): no list, the text goes on
            ended.append(f"{path.name}: the reference heading in a table at paragraph {table_start} heads no entry "
                         f"(a table of contents?), read on as body text")
            blocks.extend(Block(line.strip(), n, path.name, "table") for n, line in reference_paragraphs if line.strip())
            reference_paragraphs, last_number, in_references, list_in_table, list_cell = [], 0, False, False, None
        elif table_list_ends:
            # a form's list in a table ends with its table (the thesis bound after the form goes on), or
            # with its cell when the form goes on in other cells with no entry ("考核组成员 姓名 职称 …")
            # a new part: the thesis after a proposal form has its own list (its body cites that one)
            ended.append(f"{path.name}: the reference list in a table ends with the {'cell' if in_table else 'table'}, "
                         f"before paragraph {index} '{text.strip()[:40]}', read on as body text")
            _close_list(parts[-1], reference_paragraphs, path.name, ended)
            parts.append(Part(f"P{len(parts) + 1}", title=text.strip()))
            soft_part, blocks = parts[-1], parts[-1].blocks
            reference_paragraphs, last_number, in_references, list_in_table, list_cell = [], 0, False, False, None
        if in_references:
            # an entry's number alone in a heading-styled paragraph ("1" in Heading 5, then the entry): the list's
            # an empty heading-styled paragraph under the heading is a blank line, no next heading
            styled = None if _NUMBER_ALONE.match(text) or not text.strip() else _style_level(styles, para.style)
            if styled and _next_entry(text, last_number):
                styled = None       # the list's next entry given a heading's style by a slip ("[9]图门吉日嘎拉.…,2014年" in Heading 3)
            if styled and _list_read(reference_paragraphs) and _entry_like(text):
                styled = None       # an entry the writer gave a heading's style ("Brandis, Veronika: Title. Place 2010.")
            elif not styled and _list_read(reference_paragraphs) and is_float_heading(text) and _all_bold(p):
                styled = 9          # "Figures and Tables" typed in bold after the list: a heading in all but style
            if (in_table and not list_in_table and _list_read(reference_paragraphs) and 0 < len(text.strip()) < 60
                    and not (_YEAR.search(text) or "http" in text or _NUMBER_MARK.match(text) or _NUMBER_ALONE.match(text))):
                # a manuscript's tables after its list ("Table 1: Genotypes" | "Number" | "G01" …): body, they cite;
                # a list set in a table of its own ("[1]" | "A. Nait-Ali, “Hidden biometrics…”, 2012") goes on
                ended.append(f"{path.name}: the reference list ends at the table at paragraph {index} "
                             f"'{text.strip()[:40]}', read on as body text")
                in_references = False
                filled = [i for i, (_, line) in enumerate(reference_paragraphs) if line.strip()]
                if _TABLE_CAPTION.match(reference_paragraphs[filled[-1]][1]):
                    n, caption = reference_paragraphs.pop(filled[-1])      # "Table 1: Genotypes used …" over it
                    blocks.append(Block(caption.strip(), n, path.name, "paragraph"))
            if not styled and _PART_GROUP.match(text.strip()):
                reference_paragraphs.append((index, GROUP_BREAK))
                continue                # "Part 2: Racism and Discrimination" groups an annotated bibliography's entries
            if _opens_part(text, styled) and not _list_read(reference_paragraphs):
                # an empty 参考文献 placeholder before the review that holds the text: one part, no new one
                in_references = False
            elif _opens_part(text, styled):
                # a review (综述) or next chapter with its own list: a new part, kept only if
                # its reference list follows (else it is back matter, dropped as before)
                _close_list(parts[-1], reference_paragraphs, path.name, ended)
                parts.append(Part(f"P{len(parts) + 1}", title=text.strip()))
                reference_paragraphs, in_references, last_number = [], False, 0
                blocks, opening = parts[-1].blocks, True
            elif _LIST_GROUP.match(text.strip()):
                reference_paragraphs.append((index, GROUP_BREAK))
                continue                # "一、中文文献", "7.2 Sekundärliteratur" (styled or not) group entries
            elif styled and _heads_entries(text, paragraphs[position + 1:position + 12]):
                reference_paragraphs.append((index, GROUP_BREAK))
                continue                # a group of the writer's own naming ("Studies Included in the Review")
            elif is_reference_heading(text):
                # a second reference heading inside the list ("引用的著作", Word's "Works Cited", under a
                # proposal's 参考文献): its entries are read with the list's, and a note says so;
                # a title page that carries the heading (name, school, date, then the heading again
                # over the entries) goes back to the body
                if _list_read(reference_paragraphs) and not reads_as_references(reference_paragraphs):
                    blocks.extend(Block(line.strip(), n, path.name, "paragraph")
                                  for n, line in reference_paragraphs if line.strip())
                    reference_paragraphs, last_number = [], 0
                elif _list_read(reference_paragraphs):
                    ended.append(f"{path.name}: a second reference heading '{text.strip()[:40]}' at paragraph "
                                 f"{index} inside the reference list: the entries under it are read with the list's")
                    reference_paragraphs.append((index, GROUP_BREAK))
                continue
            elif ((not in_table and _CN_SECTION.match(text) and "文献" not in re.split(r"[(（:：]", text)[0])
                  or (last_number >= 3 and _RESTART.match(text) and not _BARE_NUMBER.match(text))
                  or _section_after_list(text, last_number, reference_paragraphs)
                  or _text_after_list(text, reference_paragraphs, paragraphs[position + 1:position + 12])) \
                    and _list_read(reference_paragraphs) and not _YEAR.search(text) and "http" not in text:
                # "四、课题研究的基础…" after a proposal's list: the next section of its body; or the numbering
                # starting again at 1 with no year nor link ("1. 通过；2.完善后通过" in a form after the list)
                # "四、课题研究的基础…" after a proposal's list: the next section of its body
                ended.append(f"{path.name}: the reference list ends at paragraph {index}, before "
                             f"'{text.strip()[:40]}', read on as body text")
                in_references = False
            elif by_style and styled and not is_back_matter_heading(text) and not is_reference_heading(text):
                # a list with no reference heading ("Further Reading" over Bibliography-styled entries mid-text)
                # ends at the next heading; the body goes on, and a later list is read with it
                ended.append(f"{path.name}: the entries in Word's Bibliography style at paragraphs {by_style}-"
                             f"{reference_paragraphs[-1][0] if reference_paragraphs else by_style} have no reference "
                             f"heading; they are read as reference entries, and the text after them as body")
                in_references, by_style = False, 0
            elif (is_back_matter_heading(text) or (styled and not is_reference_heading(text))
                  or (in_table and _CN_SECTION.match(text) and "文献" not in re.split(r"[(（:：]", text)[0])):
                if any(line.strip() for _, line in reference_paragraphs) and not (
                        styled and is_float_heading(text)):
                    done, appendix_title = True, text.strip()
                    continue
                # an empty 参考文献 placeholder (a chapter outline): the list comes later; or the
                # "Tables" / "Figure legends" of a manuscript after its list: they cite, read on as body
                in_references = False
            if in_references:
                # a group's heading after a line break inside an entry's paragraph ("…2008.<br>10.3 Elektronische Sekundärliteratur")
                broken = _join_breaks(text.split("\n"))
                mark = re.match(r"^(\s*[\[［]?\d{1,4}[\]］.)]?\s+)(.*)$", broken[0]) if len(broken) > 1 else None
                if mark and is_list_group(mark.group(2)):     # "[1] (Chandra, 2017)<br>Chandra, A. (2017). …"
                    broken = [mark.group(1) + broken[1].lstrip(), *broken[2:]]
                lines = [line for line in broken if not is_list_group(line)] or [""]
                for mark in filter(None, (_NUMBER_MARK.match(line) for line in lines)):
                    number = int(re.sub(r"\D", "", mark.group(1)))
                    # a page range broken over two paragraphs ("…No.107(102-" / "104).") is no entry 104:
                    # a number far past the count does not move it
                    if not (last_number and number > last_number + 10):
                        last_number = number
                if not _NUMBER_MARK.match(lines[0]) and text.strip() and (
                        para.numbered or styles.inherited(para.style, "numbered")):
                    # Word's automatic numbering is not in the text: number in order.
                    last_number += 1
                    lines[0] = f"[{last_number}] {lines[0].strip()}"
                    # the next entry typed into this one's paragraph ("…2023, 23(91-98). [18] 任文岱. …"): Word's
                    # count goes on after it
                    for glued in re.finditer(r"(?<=[.。]\s)[\[［]\s*(\d{1,4})\s*[\]］]\s*\S", text):
                        if int(glued.group(1)) == last_number + 1:
                            last_number += 1
                # entries separated by manual line breaks inside one paragraph are lines of it
                reference_paragraphs.extend((index, line) for line in lines)
                if list_in_table and list_cell is None and text.strip():
                    list_cell = cell
                continue
        text = text.replace("\n", " ")
        for box in _text_boxes(p, styles):
            # a figure's caption in a text box ("图 3.6 神经网络结构示意[22]"): its citations count
            blocks.append(Block(box.text, index, path.name, "paragraph", None, box.superscripts))
        if not text.strip():
            continue
        # the heading that opened a part is its first chapter, whatever its style
        level = 1 if opening else (None if in_table else _heading_level(para, styles))
        if (level is not None or in_table) and is_reference_heading(text, slips=level is not None and not in_table):
            # a proposal (开题报告) form holds its whole text, list included, in a table
            in_references, list_in_table, table_start, by_style, list_cell = True, in_table and level is None, index, 0, None
            continue
        # back matter before a later part's list (a thesis's 致谢 before its 参考文献) does not end the part:
        # a part that never reaches a list of its own is dropped at the end, as back matter
        if (level is not None or not in_table and not text.rstrip().endswith((".", "。"))) and _list_read(
                reference_paragraphs) and is_back_matter_heading(text):
            done, appendix_title = True, text.strip()     # the acknowledgements after the tables that follow the list
            continue
        opening = False
        kind = "table" if in_table and level is None else ("heading" if level is not None else "paragraph")
        blocks.append(Block(text.strip() if kind == "heading" else text, index, path.name, kind,
                            level if kind == "heading" else None,
                            para.superscripts if kind != "heading" else []))
        for note_id in para.note_ids:
            note = notes.get(note_id)
            if note and note.text.strip():
                blocks.append(Block(note.text, index, path.name, "footnote", None, note.superscripts))
    lines_after = appendix_lines or []
    filled = [line for _, line in lines_after if line.strip()]
    dated = sum(1 for line in filled if len(line.strip()) >= 30 and _YEAR.search(line))
    appendix = None
    if dated >= 2 and 2 * dated >= len(filled):     # entries, not a template's advice on how to write them
        appendix = Part(f"P{len(parts) + 1}", title=appendix_title)
        appendix.blocks.extend(appendix_body)
        after_end, late_run, late_runs = before_appendix      # its lines are its own list's, no late entries of the first
    late_runs += [late_run] if len(late_run) >= _LATE_RUN else []
    late = [line for run in late_runs for line in run]
    if late and _list_read(reference_paragraphs):
        # the list taken up again after an appendix ("Attachment", then "Jacobsen, B. K. (2003). …"): its
        # entries, read with the list's and named (never left out while the text cites them); a copy of
        # an entry the list holds already is not read twice
        held = {" ".join(line.split()).casefold() for _, line in reference_paragraphs}
        new = [(n, line) for n, line in late if " ".join(line.split()).casefold() not in held]
        reference_paragraphs.extend(new)
        copies = f", {len(late) - len(new)} of them copies of entries the list holds, not read twice" if len(new) < len(late) else ""
        ended.append(f"{path.name}: {len(late)} reference entries after the back matter (paragraphs {late[0][0]}-"
                     f"{late[-1][0]}) are read as the reference list's too{copies}")
    _close_list(parts[-1], reference_paragraphs, path.name, ended)
    if len(parts) > 1 and not in_references and parts[-1] is soft_part:
        parts[-2].blocks.extend(parts.pop().blocks)   # no list after the form's: one document, one list
    elif len(parts) > 1 and not in_references:
        parts.pop()  # the last part never reached a list of its own
    if appendix is None and appendix_body:
        # the appendices after the list, read as body text of their own kind: a scale's source "(Ouschan et al,
        # 2007)", a proposal's "(Saltos & Cocea, 2017)" cite too (never a late entry of the list's own)
        taken = {n for n, _ in late} | set(after_end)
        parts[-1].blocks.extend(replace(b, kind="appendix") for b in appendix_body if b.line not in taken)
    if appendix is not None:
        appendix.label = f"P{len(parts) + 1}"
        _close_list(appendix, lines_after, path.name, ended)
        parts.append(appendix)
        ended.append(f"{path.name}: after the back matter ('{appendix_title[:40]}'), a reference list of its own at "
                     f"paragraphs {lines_after[0][0]}-{lines_after[-1][0]}: read as a part of its own, with the text before it")
    first = parts[0]
    if tool_report:
        ended.append(f"{path.name}: NoteExpress's check of the list at paragraphs {tool_report[0]}-{tool_report[-1]} "
                     f"(its style, missing fields) is the tool's, not read as text")
    warnings = [*opened, *ended]
    chunks = len(document.element.body.findall(f".//{W}altChunk"))
    if chunks:      # never silent: a merged document's embedded parts hold text this reader does not open
        warnings.append(f"{path.name}: {chunks} document(s) embedded in the body (Word altChunk, not a .docx) are not read: "
                        "their text, citations and any reference list in them are not checked")
    if len(after_end) >= 3:     # never dropped silently: a second list after the back matter is named
        warnings.append(f"{path.name}: paragraphs {after_end[0]}-{after_end[-1]} after the back matter hold "
                        f"{len(after_end)} numbered reference-like lines, not read as the reference list: "
                        "check which list is the document's")
    if not first.reference_lines and len(parts) == 1:
        body, lines = _trailing_list(first.blocks)
        if lines and all_entries(body):     # entries before the numbered run that ends the file: all are the list
            first.blocks, (first.reference_lines, notes) = [], only_entries(first.blocks, path.name)
            warnings += notes
        else:
            first.blocks, first.reference_lines = body, lines
    if not first.reference_lines and len(parts) == 1 and not in_references:
        # "6. Resources" over author-date entries: a heading that names the list in other words
        first.blocks, first.reference_lines, note = split_weak_headed_list(first.blocks, path.name)
        warnings += [note] if note else []
    if not first.reference_lines and len(parts) == 1 and not in_references:
        # a list with no heading in the middle of the text (more body text after it)
        first.blocks, first.reference_lines, notes = split_headless_list(first.blocks, path.name, "paragraphs")
        warnings += notes
    if not first.reference_lines and len(parts) == 1 and not in_references:
        # entries without numbers nor heading that end the document (a review's list after its summary)
        first.blocks, first.reference_lines, note = split_trailing_list(first.blocks, path.name)
        warnings += [note] if note else []
    elif first.reference_lines:
        # a second, headless numbered list in the body beside the headed one: named, never dropped silently
        # (its numbers are no citations); the longer of the two is read as the document's list
        body, elsewhere, notes = split_headless_list(first.blocks, path.name, "paragraphs")
        if elsewhere:
            warnings += notes[1:]   # a third list (a second copy of the headless one) is named too
            first.blocks, headed = body, first.reference_lines
            kept, other = (elsewhere, headed) if len(elsewhere) > len(headed) else (headed, elsewhere)
            first.reference_lines = kept
            warnings.append(f"{path.name}: two numbered reference lists, at paragraphs {kept[0][0]}-{kept[-1][0]} "
                            f"({len(kept)} entries, read as the reference list) and {other[0][0]}-{other[-1][0]} "
                            f"({len(other)} entries, not read): check which list is the document's")
    if not first.blocks and not first.reference_lines:
        raise RefverifyError(f"{path}: document has no text")
    return Document(path=path, format="docx", line_kind="paragraph", blocks=first.blocks,
                    reference_lines=first.reference_lines, files=[path], warnings=warnings,
                    extra_parts=[part for part in parts[1:] if part.reference_lines],
                    field_entries=zotero_entries(document.element.body, path.name))


_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def _text_boxes(p, styles: Styles) -> list:
    """The text of each paragraph in the text boxes anchored in paragraph ``p`` (a drawing's, not the
    copy Word keeps for older readers under mc:Fallback), non-empty ones only."""
    if p.find(f".//{W}txbxContent") is None:
        return []
    boxes = []
    for content in p.iter(f"{W}txbxContent"):
        if any(a.tag == _MC_FALLBACK for a in content.iterancestors()):
            continue
        for inner in content.iter(P):
            read = paragraph_text(inner, styles)
            if read.text.strip():
                boxes.append(read)
    return boxes


def _paragraphs(body):
    """(paragraph number, (element, in a table, skipped)) in document order; a paragraph with a page break
    between two texts is read as two paragraphs with its number (see docx_pagebreaks)."""
    for index, (p, in_table, skipped) in enumerate(body_paragraphs(body), 1):
        pieces = split_at_page_breaks(p) if p.find(f".//{W}br[@{W}type='page']") is not None else [p]
        for piece in pieces:
            yield index, (piece, in_table, skipped)


def _close_list(part: Part, reference_paragraphs: list[tuple[int, str]], file: str, notes: list[str]) -> None:
    """A part's list lines, entries grouped; an annotated bibliography's prose goes back to its body."""
    lines, annotations, note = split_annotations(reference_paragraphs, file)
    part.blocks.extend(annotations)
    notes.extend([note] if note else [])
    end = len(lines)
    while end and (not lines[end - 1][1].strip() or is_prose(lines[end - 1][1].strip())
                   and not _NUMBER_MARK.match(lines[end - 1][1])):
        end -= 1
    trailing = [(n, t) for n, t in lines[end:] if t.strip()]
    if trailing and sum(1 for _, t in lines[:end] if _NUMBER_MARK.match(t)) >= 3:
        # prose after a numbered list's last entry (MDPI's "Disclaimer/Publisher's Note: The statements …"):
        # no part of that entry; it goes back to the body
        part.blocks.extend(Block(t.strip(), n, file, "paragraph") for n, t in trailing)
        notes.append(f"{file}: {len(trailing)} paragraph(s) of prose after the last numbered entry (paragraph "
                     f"{trailing[0][0]}: '{trailing[0][1].strip()[:40]}') are not read as part of it")
        lines = lines[:end]
    part.reference_lines = group_reference_entries(lines, paragraphs=True)


# "Part 1: Personal Reflection" / "Part Two" inside a list (unstyled): a group of its entries
_PART_GROUP = re.compile(r"^part\s+(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|six)\s*[:.\-–—]\s*\S.{0,60}$",
                         re.IGNORECASE)



def _join_breaks(lines: list[str]) -> list[str]:
    """The lines of one paragraph split at its manual line breaks, with the parts of an entry that a
    break only moved to a line of their own (its link, its access date) joined back to it."""
    joined: list[str] = []
    for line in lines:
        if joined and joined[-1].strip() and GOES_ON.match(line):
            joined[-1] = f"{joined[-1].rstrip()} {line.strip()}"
        else:
            joined.append(line)
    return joined


def _list_read(reference_paragraphs: list[tuple[int, str]]) -> bool:
    return any(line.strip() for _, line in reference_paragraphs)


_ENTRY_MARK = re.compile(r"^\s*[\[［]\s*(\d{1,4})\s*[\]］]\s*\S")


def _trailing_list(blocks: list[Block]) -> tuple[list[Block], list[tuple[int, str]]]:
    """No heading and no list style: paragraphs "[1] …", "[2] …", … (three or more, numbered
    from 1 in order) that end the document are its reference list."""
    start = len(blocks)
    while start > 0 and blocks[start - 1].kind == "paragraph" and _ENTRY_MARK.match(blocks[start - 1].text):
        start -= 1
    numbers = [int(_ENTRY_MARK.match(b.text).group(1)) for b in blocks[start:]]
    if len(numbers) < 3 or numbers != list(range(1, len(numbers) + 1)):
        return blocks, []
    return blocks[:start], [(b.line, b.text.strip()) for b in blocks[start:]]


# "七、指导教师意见" after the list of a proposal form (in a table): the next numbered section;
# "一、中文文献" / "二、外文文献" group the entries of an ordinary list and do not end it
_CN_SECTION = re.compile(r"^\s*[一二三四五六七八九十]+\s*[、.．]\s*\S")
_BIBLIOGRAPHY_STYLE = re.compile(r"^(?:bibliography|书目|endnote bibliography)\s*\d*$", re.IGNORECASE)


def _is_bibliography_style(styles: Styles, style_id: str | None) -> bool:
    return any(_BIBLIOGRAPHY_STYLE.match(style.name.strip()) for style in styles.chain(style_id))


# a numbered section of the body after the list: "5 进程安排" / "4.2 研究方法" / "6 Timeline" (short, no period)
_SECTION_AFTER = re.compile(r"^\s*(?P<n>\d{1,2})(?:\.\d{1,2})*\s+(?:[\u4e00-\u9fff]{2,14}|[A-Z][a-z]+(?:\s+[A-Za-z]+){0,3})\s*$")


def _section_after_list(text: str, last_number: int, entries: list[tuple[int, str]]) -> bool:
    """A numbered section heading after the list (a proposal's "5 进程安排"): never a short entry ("5 WHO.
    2020"), so only after a list whose entries carry brackets ("[1]…") or none, or below the last entry's number."""
    found = _SECTION_AFTER.match(text)
    bracketed = any(re.match(r"\s*[\[［【]\s*\d", line) for _, line in entries[:3])
    return bool(found) and len(text.strip()) <= 30 and (
        bracketed or not last_number or int(found.group("n")) < last_number)


def _next_entry(text: str, last_number: int) -> bool:
    """``text`` is the next numbered entry of a list: its number goes on from the last one, and it is
    dated or typed (a year, a link, a GB/T type code), longer than any heading."""
    mark = _NUMBER_MARK.match(text)
    return bool(mark) and last_number > 0 and int(re.sub(r"\D", "", mark.group(1))) == last_number + 1 \
        and len(text.strip()) > 30 and not _undated(text)


def _undated(text: str) -> bool:
    return not (_YEAR.search(text) or "http" in text or _GBT_CODE.search(text))


def _text_after_list(text: str, entries: list[tuple[int, str]], following: list) -> bool:
    """A Chinese form's next section after its list, numbered on by Word ("本课题设计任务与要求本课题拟采用…" as
    entry 18): a Chinese paragraph with no year, type code nor link after three or more entries nearly all dated,
    and the next paragraph with text undated too (one entry without its year is no end)."""
    dated = [line for _, line in entries if line.strip()]
    if len(dated) < 3 or 10 * sum(map(_undated, dated)) > len(dated) or not has_cjk(text) or not _undated(text) \
            or len(text.strip()) <= 12 or is_back_matter_heading(text) or is_reference_heading(text) \
            or _NUMBER_MARK.match(text) or re.search(r"[《》]|出版社", text) or not re.search(r"[，。；！]", text):
        return False        # (a heading after the list is read as one; an entry typed with its number, a book's
                            # title marks or publisher, or no sentence's comma, may be an undated entry)
    after = _texts_ahead(following, tables=True)[:1]
    return not after or _undated(after[0])


_LATE_RUN = 3       # author-date entries in a row after the back matter before they are the list's
_AUTHOR_DATE = re.compile(r"^[^\W\d_][^()]{1,300}?\(\s*(?:1[6-9]|20)\d\d[a-z]?(?:,[^)]{0,30})?\s*\)\s*[.,]?\s+\S")


def _late_entries(run: list[tuple[int, str]], runs: list[list[tuple[int, str]]], index: int,
                  text: str) -> list[tuple[int, str]]:
    """The run of author-date entries ("Name, I. (2003). Title. …") after the back matter, with the paragraph at
    ``index``; a run of :data:`_LATE_RUN` or more that another paragraph ends is kept in ``runs``."""
    if _entry_like(text) and _AUTHOR_DATE.match(text.strip()) and not is_prose(text):
        return [*run, (index, text.strip())]
    if len(run) >= _LATE_RUN:
        runs.append(run)
    return []


_TABLE_CAPTION = re.compile(r"^\s*(?:(?:supplementary\s+)?table|tab\.|表)\s*[A-Z]?\d+(?:\.\d+)?\s*[.:：\-–—|]", re.IGNORECASE)


def _all_bold(p) -> bool:
    """Is every run with text in the paragraph bold (set on the run)?"""
    runs = [r for r in p.iter(W + "r") if _raw_text(r).strip()]
    for r in runs:
        b = r.find(f"{W}rPr/{W}b")
        if b is None or b.get(W + "val") in ("0", "false"):
            return False
    return bool(runs)


def _raw_text(p) -> str:
    """A paragraph's text as its runs hold it (no field or note read)."""
    return "".join(t.text or "" for t in p.iter(_W_TEXT))


def _texts_ahead(following: list, tables: bool) -> list[str]:
    """The texts of the paragraphs ahead (``_paragraphs`` items) that have any, skipped ones and, unless
    ``tables``, table cells left out."""
    return [t for t in (_raw_text(p).strip() for _, (p, in_table, skipped) in following
                        if not skipped and (tables or not in_table)) if t]


def _heads_entries(text: str, following: list) -> bool:
    """A heading inside a reference list (or right under its heading) over entries: short, with no year, no back
    matter nor another reference heading, and most of the next three paragraphs with text read as entries."""
    line = text.strip()
    if len(line) > 80 or _YEAR.search(line) or is_back_matter_heading(line) or is_reference_heading(line):
        return False
    texts = _texts_ahead(following, tables=False)[:3]
    return len(texts) >= 2 and sum(map(_entry_like, texts)) >= 2


def _entry_like(text: str) -> bool:
    """A paragraph that reads as a reference entry whatever its style: long, with a year, opening with
    names or a number."""
    text = text.strip()
    return len(text) >= 50 and bool(_YEAR.search(text)) and bool(looks_like_entry_start(text) or _NUMBER_MARK.match(text))


def _opens_part(text: str, styled: int | None) -> bool:
    """After a reference list: a chapter-level heading (Heading 1 or 第X章 / Chapter N / 综述)
    that is neither back matter nor another reference heading."""
    if is_part_heading(text):
        return True
    return bool(styled == 1 and not is_back_matter_heading(text)
                and not is_reference_heading(text) and not is_float_heading(text))
