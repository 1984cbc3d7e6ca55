"""Plain-text and pandoc-markdown readers (line-numbered blocks)."""
from __future__ import annotations

import re
from pathlib import Path

from .documents import (Block, Document, ParseContext, Part, is_back_matter_heading, is_float_heading, is_heading_text,
                        is_part_heading, is_reference_heading, read_text_file)
from .reflist_gdocs import unwrap as _unwrap_zotero_links
from .reflist_group import ENTRY_START as _ENTRY_START, group_reference_entries, join_wrapped
from .reflist_pdf import repair_lines
from .reflist_headless import split_headless_list
from .reflist_markup import MD_EMPHASIS
from .reflist_weakhead import split_weak_headed_list
from .readers_toctree import follow_toctree

Lines = list[tuple[int, str]]


def _numbered(text: str) -> Lines:
    return list(enumerate(text.split("\n"), start=1))


def _paragraphs(lines: Lines, one_per_line: bool) -> list[Lines]:
    """Group lines into paragraphs at blank lines (or one line each)."""
    groups: list[Lines] = []
    current: Lines = []
    for number, text in lines:
        if not text.strip() or one_per_line:
            if current:
                groups.append(current)
            current = [(number, text)] if text.strip() else []
            continue
        current.append((number, text))
    if current:
        groups.append(current)
    return groups


def _last_reference_heading(lines: Lines, is_heading) -> int | None:
    """Index of the reference-list heading; the last one, so a table of contents does not count."""
    found = None
    for index, (_, text) in enumerate(lines):
        if is_heading(text) and any(t.strip() for _, t in lines[index + 1:]):
            found = index
    return found


def _until_back_matter(lines: Lines, is_end) -> Lines:
    for index, (_, text) in enumerate(lines):
        if is_end(text):
            return lines[:index]
    return lines


def read_txt(path: Path, ctx: ParseContext | None = None) -> Document:
    text = read_text_file(path, ctx)
    lines = _numbered(text)
    parts = _txt_parts(lines)
    ref_index = None
    if parts is not None:
        (_, body, references), later = parts[0], parts[1:]
    else:
        later = []
        ref_index = _last_reference_heading(lines, lambda t: is_reference_heading(t))
        body = lines if ref_index is None else lines[:ref_index]
        references = []
        if ref_index is not None:
            references = group_reference_entries(
                _until_back_matter(lines[ref_index + 1:], is_back_matter_heading))
    extra = [Part(f"P{k}", _txt_blocks(part_body, path, opens_part=True),
                  group_reference_entries(part_refs), title=title.strip())
             for k, (title, part_body, part_refs) in enumerate(later, start=2)]
    blocks, warnings = _txt_blocks(body, path), []
    if parts is None and ref_index is None:
        blocks, found, notes = split_headless_list(blocks, path.name)
        if found:
            references = found
            warnings += notes
    return Document(path=path, format="txt", line_kind="line", blocks=blocks,
                    reference_lines=references, files=[path], extra_parts=extra, warnings=warnings)


def _txt_blocks(body: Lines, path: Path, opens_part: bool = False) -> list[Block]:
    filled = [t for _, t in body if t.strip()]
    one_per_line = len(filled) > 1 and len(filled) == len(body)
    blocks: list[Block] = []
    for group in _paragraphs(body, one_per_line):
        first_number, first_text = group[0]
        # a later part's opening line (综述, Chapter 3) is its first chapter heading
        level = 1 if opens_part and not blocks else is_heading_text(first_text)
        if level is not None:
            blocks.append(Block(first_text.strip(), first_number, path.name, "heading", level))
            group = group[1:]
            if not group:
                continue
        blocks.append(Block("\n".join(t for _, t in group), group[0][0], path.name, "paragraph"))
    return blocks


def _starts_list(lines: Lines, index: int) -> bool:
    """A reference heading with entries under it (a table-of-contents line has a heading next)."""
    for _, text in lines[index + 1:]:
        if text.strip():
            return bool(_ENTRY_START.match(text)) or not (
                is_heading_text(text) or is_part_heading(text) or is_back_matter_heading(text))
    return False


def _txt_parts(lines: Lines) -> list[tuple[str, Lines, Lines]] | None:
    """(title, body, reference lines) per part when the text has several bodies each with its
    own list (正文 → 参考文献 → 综述 → 参考文献 → 致谢); None for a single list."""
    heads = [i for i, (_, t) in enumerate(lines) if is_reference_heading(t) and _starts_list(lines, i)]
    if len(heads) < 2:
        return None
    parts: list[tuple[str, Lines, Lines]] = []
    title, body_start, head = "", 0, heads[0]
    while True:
        opener = end = None
        for j in range(head + 1, len(lines)):
            text = lines[j][1]
            if _ENTRY_START.match(text):
                continue
            if is_part_heading(text):
                opener = j
                break
            if is_back_matter_heading(text) or is_reference_heading(text):
                end = j
                break
        next_head = next((h for h in heads if opener is not None and h > opener), None)
        if next_head is not None and any(is_back_matter_heading(t) for _, t in lines[opener + 1:next_head]):
            next_head = None
        stop = opener if next_head is not None else (end if end is not None else len(lines))
        parts.append((title, lines[body_start:head], lines[head + 1:stop]))
        if next_head is None:
            break
        title, body_start, head = lines[opener][1], opener, next_head
    return parts if len(parts) > 1 else None


# --- markdown -----------------------------------------------------------------------------

_ATX = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_LIST_ITEM = re.compile(r"^\s{0,3}(?:[-*+]|\d{1,4}[.)])\s+")
_BULLET = re.compile(r"^\s{0,3}[-*+]\s+")
# Pandoc heading attributes: "# References {.unnumbered}", "# Intro {#sec:intro}", "{-}".
_HEADING_ATTRIBUTES = re.compile(r"\s*\{(?:[#.][^{}]*|-)\}\s*$")
# A link reference definition: "[label]: url 'title'", or a label with nothing after it.
_LINK_DEFINITION = re.compile(r"""^ {0,3}\[[^\]^][^\]]*\]:\s*(?:<?[^\s<>]+>?(?:\s+["'(].*["')])?)?\s*$""")
# Pandoc fenced divs ("::: {#refs}", ":::"): markup lines, not text.
_DIV_FENCE = re.compile(r"^\s{0,3}:{3,}")


def _front_matter(lines: Lines) -> tuple[list[str], int]:
    """The `bibliography:` values of a YAML front matter and the index where the body starts."""
    if not lines or lines[0][1].strip() != "---":
        return [], 0
    for index in range(1, len(lines)):
        if lines[index][1].strip() in ("---", "..."):
            return _yaml_bibliography([t for _, t in lines[1:index]]), index + 1
    return [], 0


def _yaml_bibliography(yaml_lines: list[str]) -> list[str]:
    """Just the `bibliography:` key: a string, a flow list or a block list (no YAML library)."""
    values: list[str] = []
    for index, line in enumerate(yaml_lines):
        match = re.match(r"^bibliography\s*:\s*(.*)$", line)
        if not match:
            continue
        value = match.group(1).strip()
        if value.startswith("["):
            values = [v.strip().strip("'\"") for v in value.strip("[]").split(",") if v.strip()]
        elif value:
            values = [value.strip("'\"")]
        else:
            for item in yaml_lines[index + 1:]:
                item_match = re.match(r"^\s+-\s+(.*)$", item)
                if not item_match:
                    break
                values.append(item_match.group(1).strip().strip("'\""))
        break
    return values


# Raw LaTeX ("\\noindent", "\\setlength{\\parindent}{-0.2in}") or an HTML tag on its own line
# under the reference heading is layout, not an entry.
_MARKUP_LINE = re.compile(r"^\s*(?:(?:\\[A-Za-z@]+\*?(?:\{[^{}]*\}|\[[^\]]*\])*\s*)+|(?:</?[A-Za-z][^>]*>\s*)+)$")


_EMPHASIS = MD_EMPHASIS


# a citation set in italics inside its parentheses: "(*Anderson and Magruder, 2012*)", "(_Tayeen, et al., 2019_)"
_CITATION_EMPHASIS = re.compile(r"\((\*{1,2}|_{1,2})(?=\S)([^()*_\n]*?(?:1[5-9]|20)\d\d[a-z]?[^()*_\n]*?)(?<=\S)\1\)")


# A thematic break ("---", "***", "* * *") after the list's last entry: a rule, no entry.
_THEMATIC_BREAK = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")


def _markdown_references(lines: Lines, said: list[str] | None = None) -> Lines:
    # "*Title*" / "**Journal**": the emphasis is kept for the reference reader (an italic title, a bold
    # journal); the list's structure is read from the text without it ("**[2]** - Title")
    lines = [(n, t) for n, t in lines if not _MARKUP_LINE.match(t) and not _THEMATIC_BREAK.match(t)]
    footnotes = [i for i, (_, t) in enumerate(lines) if _FOOTNOTE_ENTRY.match(t)]
    end = footnotes[-1] + 1 if footnotes else 0
    while footnotes and end < len(lines) and lines[end][1].strip():
        end += 1
    after = [(n, t) for n, t in lines[end:] if t.strip()]
    if after and _footnotes_are_the_list([t for _, t in lines[:end]]) \
            and 3 * sum(1 for _, t in after if _REFERENCE_NOTE.search(t)) <= len(after):
        # a list of numbered footnotes ends with its last one (and the lines it wraps over): a journal paper's English
        # title, names and abstract after it are no entries (lines that are references mostly stay: "[^2]: …" then APA)
        if said is not None:
            said.append(f"lines {after[0][0]}–{after[-1][0]}: {len(after)} lines after the list's last footnote read "
                        "as no entries (a paper's title and abstract in another language, its funding)")
        lines = lines[:end]
    written = [(n, t) for n, t in lines if t.strip()]
    while written and not _HARD_BREAK.search(written[0][1]) and _INTRODUCTION.search(_EMPHASIS.sub(r"\2", written[0][1])):
        written = written[1:]       # "Questa bibliografia include i libri citati nel testo …" introduces the list
    # (not a wrapped entry whose lines end in breaks: a line that opens in lower case goes on the one before)
    if len(written) > 1 and all(_HARD_BREAK.search(t) for _, t in written[:-1]) \
            and not any(re.match(r"\s*[a-z]", t) and not _PARTICLE_NAME.match(t) for _, t in written[1:]):
        # each entry ends in a hard line break ("…Acesso em: 02/12/2020.<br>", two spaces, "\"): one line, one entry
        return [(n, _HARD_BREAK.sub("", t).strip()) for n, t in written]
    lines = [(n, re.sub(r"\s*<br\s*/?>\s*$", "", t, flags=re.I)) for n, t in lines]     # a break tag is no text
    lines = repair_lines(lines)     # a list converted from a PDF: page furniture, lone numbers
    if not any(_LIST_ITEM.match(_EMPHASIS.sub(r"\2", t)) for _, t in lines):
        return group_reference_entries(lines)
    entries: list[list] = []
    first_item = next(i for i, (_, t) in enumerate(lines) if _LIST_ITEM.match(_EMPHASIS.sub(r"\2", t)))
    introducing = blank = False
    for index, (number, marked) in enumerate(lines):
        text = _EMPHASIS.sub(r"\2", marked)
        if not text.strip():
            introducing, blank = False, True
            continue
        # a paragraph after a blank line, not indented under the item before, is no part of it (CommonMark): the
        # unnumbered entries after a numbered list ("### Estudo Bibliográfico" then "[Barros MBA, … 2013.](https://…)")
        paragraph, blank = blank and not marked[:1].isspace() and bool(re.search(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)", text)), False
        if index < first_item and (introducing or (not entries or entries[-1][0] is None or paragraph) and (
                _INTRODUCTION.search(text) or _PROSE.match(text) and not _NAMES_FIRST.match(text))):
            # "Key sources include peer-reviewed papers …:" introduces the list, no entry of it; nor does a
            # paragraph of prose naming a work ("The single most important read is **Rubin (1976)** — …"), with
            # the lines it wraps over
            entries.append([None, ""])
            introducing = True
            continue
        if _LIST_ITEM.match(text) and entries and _BROKEN_ITEM.search(entries[-1][1]) \
                and not _NAMES_FIRST.match(_BULLET.sub("", text)):
            # an entry broken over two bullets: "- …In Proceedings of the 2019 IEEE/ACM" / "- International Conference … (pp. 1081-1088)."
            entries[-1][1] = join_wrapped(entries[-1][1], _BULLET.sub("", marked).strip())
            continue
        if _LIST_ITEM.match(text) or not entries or entries[-1][0] is None or re.match(r"\s*\[\d{1,4}\]\s", text) \
                or paragraph:   # "[3] …" too
            # Bullets carry no meaning; "1." numbering is kept for the reference parser.
            entries.append([number, _BULLET.sub("", marked).strip()])
        else:
            entries[-1][1] = join_wrapped(entries[-1][1], marked.strip())
    return [(n, t) for n, t in entries if n is not None]


# a sentence of prose: an article, a pronoun or a determiner, then a word in lower case
_PROSE = re.compile(r"\s*(?:The|This|These|Those|In|For|All|Most|Our|We|Each|Here|Below|Note|See|It|They|Some|Many|"
                    r"Every|Other|Further|Additional|Related)\s+[a-z]")
# a family name that opens with its particle, in lower case: "dalla Chiesa, N.", "van der Berg, A."
_PARTICLE_NAME = re.compile(r"\s*(?:d[aei]|dall[ae]|dell[ae]|de[ls]?|van|von|le|la|du|ten|ter|dos|das)\s+[A-Z]")
# Markdown's hard line break at a line's end: "<br>", "<br/>", two spaces, a backslash
_HARD_BREAK = re.compile(r"(?:\s*<br\s*/?>|(?<=\S) {2,}|(?<=\S)\\)\s*$", re.I)
# an entry's end no entry has: a word, a comma or a slash, no closing stop, bracket or address
_BROKEN_ITEM = re.compile(r"(?:[^\W\d_]{2}|[,/&])\s*$")
_NAMES_FIRST = re.compile(r"\s*(?:[^\W\d_][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?,\s|[^\W\d_][\w'’\-]+\s[A-Z]{1,3}[,.]|\d|\[)")
# a sentence before a bulleted list that introduces it: it ends with a colon, or names no year and no address
# (a work without a year still has its link: "World Health Organization. Title. https://…" stays an entry)
_INTRODUCTION = re.compile(r"[:：]\s*$|^(?!.*(?<!\d)(?:1[5-9]|20)\d\d(?!\d))(?!.*(?:https?://|www\.|doi))(?=.*\s\w+\s\w+\s)", re.I)
_HTML_COMMENT = re.compile(r"<!--.*?-->|(?<![^\n])[ \t]*<style(?:\s[^>]*)?>.*?</style>", re.S | re.I)
# an in-page link whose text is a number: citeproc's HTML citation "[<a href="#citeproc_bib_item_1">1</a>,<a …>2</a>]"
# reads as the text it shows ("[1,2]")
_ANCHOR_NUMBER = re.compile(r"<a\s+href=[\"']#[^\"'<>]*[\"'][^<>]*>\s*(\d{1,4})\s*</a>", re.I)
_YAML_KEY = re.compile(r"^[A-Za-z_][\w-]*\s*:")


def _yaml_nocite(yaml_lines: list[str]) -> list[str]:
    """The keys of a `nocite:` value ("@a, @b", a block scalar, or "@*")."""
    for index, line in enumerate(yaml_lines):
        match = re.match(r"^nocite\s*:\s*(.*)$", line)
        if match:
            value = [match.group(1)]
            for more in yaml_lines[index + 1:]:
                if more.strip() and not more[:1].isspace():
                    break
                value.append(more)
            return re.findall(r"@([^\s,;\]\[\"']+)", " ".join(value))
    return []


def _metadata_blocks(lines: Lines, start: int) -> tuple[Lines, list[str], Lines]:
    """Pandoc reads YAML metadata blocks anywhere ("---" after a blank line, a "key:" line
    next): they are not text; their `nocite:` keys are kept, and the first that holds a
    ``references:`` list (as its first line and its text). Lines stay numbered."""
    out, nocite, index, references = list(lines), [], start, []
    while index < len(lines):
        if lines[index][1].strip() == "---" and (index == start or not lines[index - 1][1].strip()) \
                and index + 1 < len(lines) and _YAML_KEY.match(lines[index + 1][1]):
            end = next((j for j in range(index + 1, len(lines))
                        if lines[j][1].strip() in ("---", "...")), None)
            if end is not None:
                nocite += _yaml_nocite([t for _, t in lines[index + 1:end]])
                if not references and any(re.match(r"^references\s*:", t) for _, t in lines[index + 1:end]):
                    references = lines[index + 1:end]       # a list typed after its heading ("# Literatur")
                for j in range(index, end + 1):
                    out[j] = (lines[j][0], "")
                index = end + 1
                continue
        index += 1
    return out, nocite, references


def read_markdown(path: Path, ctx: ParseContext | None = None, text: str | None = None) -> Document:
    """``text``: the file's text as Markdown, when another reader wrote it (reStructuredText)."""
    text = read_text_file(path, ctx) if text is None else text
    if "<!--" in text or "<style" in text:
        # HTML comments and style sheets are not text (newlines kept for the line numbers): citeproc's bibliography
        # in an Org-mode export opens with "<style>.csl-left-margin{float: left; …}</style>"
        text = _HTML_COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    # a Google Docs export with Zotero's plugin: each citation and list entry is a link to the
    # plugin's field ("[[1,2]](https://www.zotero.org/google-docs/?…)"), read as the text it shows
    lines = _numbered(_unwrap_zotero_links(text))
    bib_values, start = _front_matter(lines)
    nocite = _yaml_nocite([t for _, t in lines[1:start - 1]]) if start else []
    lines, more, later_references = _metadata_blocks(lines, start)
    nocite += more
    parts = [Part("")]
    blocks = parts[0].blocks
    paragraph: Lines = []
    in_fence = fenced_list = False
    ref_level: int | None = None
    ref_heading: tuple[int, str] = (0, "")

    def flush():
        if paragraph:
            body = "\n".join(t for _, t in paragraph)
            body = _ANCHOR_NUMBER.sub(r"\1", body) if "<a" in body else body
            blocks.append(Block(_CITATION_EMPHASIS.sub(r"(\2)", body), paragraph[0][0],
                                path.name, "paragraph"))
            paragraph.clear()

    reference_region: Lines = []
    cut: list[str] = []         # what a list of footnotes leaves out after its last one
    after_list = False
    body = lines[start:]
    for index, (number, line) in enumerate(body):
        if ref_level is None and not in_fence and _loose_reference_heading(body, index, paragraph):
            # "References" as a plain, bold or setext line: a heading no "#" marks
            flush()
            ref_level, ref_heading = 6, (number, _EMPHASIS.sub(r"\2", line).strip())
            continue
        if ref_level == 6 and not reference_region and _SETEXT.match(line):
            continue
        if _FENCE.match(line):
            in_fence = not in_fence
            # a list typed in a code block with no language under its heading ("## 1.3参考文献" then "```" and
            # "[1]张三.…[J]."): its lines are the list's, read as written; a tagged block ("```bibtex") stays code
            fenced_list = in_fence and ref_level is not None and bool(re.fullmatch(r"\s*(?:```|~~~)\s*(?:text|txt|plain)?\s*", line))
            flush()
            continue
        if in_fence and fenced_list:
            reference_region.append((number, line))
            continue
        if in_fence:
            continue
        if _DIV_FENCE.match(line):
            flush()
            continue
        heading = _ATX.match(line)
        if heading:
            level, title = len(heading.group(1)), _HEADING_ATTRIBUTES.sub("", heading.group(2))
            if ref_level is not None and level <= ref_level \
                    and not _looks_like_list(reference_region):
                # a "References" section of prose (author guidelines): body, read on
                blocks.append(Block(ref_heading[1], ref_heading[0], path.name, "heading", ref_level))
                for group in _split_blank(reference_region):
                    blocks.append(Block("\n".join(t for _, t in group), group[0][0], path.name,
                                        "paragraph"))
                ref_level, reference_region = None, []
            if ref_level is not None and level <= ref_level:
                parts[-1].reference_lines = parts[-1].reference_lines + _markdown_references(reference_region, cut)
                ref_level = None
                if is_float_heading(title):
                    # "## Tables" after the list: the tables cite ("Pennick 2010 [1]"), read on as body
                    blocks.append(Block(title, number, path.name, "heading", level))
                    after_list = True
                    continue
                if not _md_opens_part(title, level) and (is_back_matter_heading(title) or len(parts) > 1):
                    break  # back matter after the references ends the list
                if not _md_opens_part(title, level):
                    # a section of text after the list ("## References and Further Reading", then "## Conclusion"):
                    # read on as body, the list kept
                    blocks.append(Block(title, number, path.name, "heading", level))
                    reference_region, after_list = [], True
                    continue
                # a review (综述) or next chapter with its own list: a part of its own
                parts.append(Part(f"P{len(parts) + 1}", title=title.strip()))
                blocks, reference_region = parts[-1].blocks, []
                blocks.append(Block(title, number, path.name, "heading", 1))
                continue
            if (len(parts) > 1 or after_list) and is_back_matter_heading(title):
                break  # back matter before a later part's own list, or after the tables after the list
            flush()
            if is_reference_heading(title, slips=True):
                ref_level, ref_heading = level, (number, title)
                continue
            blocks.append(Block(title, number, path.name, "heading", level))
            continue
        if ref_level is not None:
            reference_region.append((number, line))
        elif not line.strip():
            flush()
        elif _LINK_DEFINITION.match(line) and not paragraph:
            continue    # "[11]: https://…" (or a label alone) defines a link: no text, no citation
        else:
            paragraph.append((number, line))
    flush()
    if ref_level is not None:
        parts[-1].reference_lines = parts[-1].reference_lines + _markdown_references(reference_region, cut)
    first = parts[0]
    bib_paths = [(path.parent / value).resolve() for value in _bibliography_names(bib_values)]
    embedded = _header_references(lines, start, path, later_references)
    warnings = [f"{path.name}: {c}" for c in cut]
    if not bib_paths and not embedded:
        bib_paths, warnings = _project_bibliography(path, ctx)
    if ref_level is None and len(parts) == 1 and not first.reference_lines and not bib_paths and not embedded:
        # no heading, the list written as the page's numbered footnotes (a Hugo book's chapter: "…preclínicos[^1]."
        # and, at its end, "[^1]: Gomez Marcos J., … (2021) Vacunas contra el SARS-CoV-2. _AMF_ 17(2):2884.")
        first.blocks, first.reference_lines, note = _footnote_list(first.blocks, path.name)
        warnings += [note] if note else []
    if ref_level is None and len(parts) == 1 and not first.reference_lines and not bib_paths \
            and not embedded:
        # "## Citations" over the entries: a heading that names the list in other words
        first.blocks, first.reference_lines, note = split_weak_headed_list(
            first.blocks, path.name, "lines", _region_references)
        warnings += [note] if note else []
    if ref_level is None and len(parts) == 1 and not first.reference_lines and not bib_paths \
            and not embedded:
        first.blocks, found, notes = split_headless_list(first.blocks, path.name)
        if found:
            first.reference_lines = [(n, _EMPHASIS.sub(r"\2", t)) for n, t in found]
            warnings += notes
    _cite_reference_footnotes(parts)
    doc = Document(path=path, format="md", line_kind="line", blocks=first.blocks,
                   reference_lines=first.reference_lines, bib_paths=bib_paths + list(embedded),
                   files=[path], extra_parts=[part for part in parts[1:] if part.reference_lines],
                   nocite=nocite, embedded_bibs=embedded, warnings=warnings)
    return follow_toctree(doc, lines, lambda child: read_markdown(child, ctx))


_FOOTNOTE_ENTRY = re.compile(r"^\s*\[\^(\d{1,4})\]:\s*\S")
_FOOTNOTE_MARK = re.compile(r"\[\^(\d{1,4})\]")


# a note that holds a reference: a year (or a date with one), an address or a DOI
_REFERENCE_NOTE = re.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)|https?://|\bdoi\b", re.I)


def _footnote_list(blocks: list[Block], name: str) -> tuple[list[Block], Lines, str]:
    """(body blocks, list lines, note): a page whose numbered footnotes are its references, with no heading over
    them — two at least, two in three holding a reference; none found: the blocks unchanged."""
    notes = [b for b in blocks if b.kind == "paragraph" and _FOOTNOTE_ENTRY.match(b.text)]
    if not _footnotes_are_the_list([b.text for b in notes]):
        return blocks, [], ""
    lines = [(b.line + i, t) for b in notes for i, t in enumerate(b.text.split("\n"))]
    return ([b for b in blocks if b not in notes], _markdown_references(lines),
            f"{name}: no reference heading: its {len(notes)} numbered footnotes ([^1]: …) read as the reference list")


def _footnotes_are_the_list(texts: list[str]) -> bool:
    """The list is written as numbered footnotes: two at least, two in three of its lines, two in three of them
    holding a reference (a paper's notes in words after an APA list are notes, "[^1]: Here we note that …")."""
    written = [t for t in texts if t.strip()]
    notes = [t for t in written if _FOOTNOTE_ENTRY.match(t)]
    references = [t for t in notes if _REFERENCE_NOTE.search(t)]
    return len(notes) >= 2 and 3 * len(notes) >= 2 * len(written) and 3 * len(references) >= 2 * len(notes)


def _cite_reference_footnotes(parts: list[Part]) -> None:
    """A list written as numbered footnotes under its heading ("[^3]: Oghalai JS, … [J]. …, 2000, 122: 630."):
    each "[^3]" in the text cites entry 3, as "[3]" does (a footnote that is no list entry stays a note)."""
    for part in parts:
        if not _footnotes_are_the_list([t for _, t in part.reference_lines]):
            continue
        entries = {m.group(1) for _, t in part.reference_lines if (m := _FOOTNOTE_ENTRY.match(t))}

        def cite(m: re.Match, text: str) -> str:
            line_start = text.rfind("\n", 0, m.start()) + 1
            defining = not text[line_start:m.start()].strip() and text.startswith(":", m.end())
            return f"[{m.group(1)}]" if m.group(1) in entries and not defining else m.group(0)
        for block in part.blocks:
            if "[^" in block.text:
                block.text = _FOOTNOTE_MARK.sub(lambda m, t=block.text: cite(m, t), block.text)


_FILE_IN_CODE = re.compile(r"""["']([^"'`]+\.(?:bib|bibtex|json|ya?ml|ris|nbib|xml|enw))["']""", re.I)


def _bibliography_names(values: list[str]) -> list[str]:
    """The file names of `bibliography:` values: a YAML comment after a name dropped; inline R
    code that writes the file (`` `r rbbt::bbt_write_bib('bibliography.json')` ``) names it."""
    names = []
    for value in values:
        if "`r " in value:
            names += _FILE_IN_CODE.findall(value)
        else:
            names.append(re.sub(r"\s+#.*$", "", value).strip().strip("'\""))
    return [n for n in names if n]


def _project_bibliography(path: Path, ctx: ParseContext | None) -> tuple[list[Path], list[str]]:
    """A Quarto project's or a bookdown book's chapter names no bibliography of its own: the
    project's does (``bibliography:`` in ``_quarto.yml`` beside it, or in the front matter of
    bookdown's ``index.Rmd``). Paths are relative to the file that names them."""
    for name in ("_quarto.yml", "_quarto.yaml"):
        project = path.parent / name
        if project.is_file():
            values = _yaml_bibliography(read_text_file(project, ctx).split("\n"))
            if values:
                return ([(path.parent / v).resolve() for v in values],
                        [f"{path.name}: bibliography {', '.join(values)} from {name}"])
    index = path.parent / "index.Rmd"
    if path.suffix.lower() == ".rmd" and index.is_file() and index.resolve() != path.resolve():
        values, _ = _front_matter(_numbered(read_text_file(index, ctx)))
        if values:
            return ([(path.parent / v).resolve() for v in values],
                    [f"{path.name}: bibliography {', '.join(values)} from index.Rmd"])
    return [], []


def _header_references(lines: Lines, start: int, path: Path, later: Lines = ()) -> dict:
    """Pandoc's inline bibliography: a ``references:`` list (CSL-YAML) in the YAML header, or in
    a metadata block further on (``later``). Held as an embedded bibliography (like LaTeX's
    filecontents) under the name ``paper.md#references.yaml``; its entries name the manuscript
    and their lines in it."""
    header = [t for _, t in lines[1:start - 1]] if start else []
    name = path.resolve().parent / f"{path.name}#references.yaml"
    if any(re.match(r"^references\s*:", t) for t in header):
        return {name: ("\n".join(header), str(path), 2)}
    if later:
        return {name: ("\n".join(t for _, t in later), str(path), later[0][0])}
    return {}


_YEAR_IN_LINE = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


_SETEXT = re.compile(r"^ {0,3}(?:=+|-+)\s*$")


def _loose_reference_heading(body: Lines, index: int, paragraph: Lines) -> bool:
    """A line alone ("References", "**References**", "参考文献：", or one underlined with "==="
    / "---") that names the reference list, with a list under it: a heading Markdown did not mark
    with "#" (as exports and hand-written manuscripts have)."""
    text = body[index][1]
    if paragraph or not text.strip() or len(text) > 60 or _LIST_ITEM.match(text):
        return False
    if not is_reference_heading(_EMPHASIS.sub(r"\2", text).strip().rstrip(":：")):
        return False
    after = [t for _, t in body[index + 1:index + 4] if t.strip()]
    if after and _SETEXT.match(after[0]):
        after = after[1:]
    if not after:
        return False
    region = [(n, t) for n, t in body[index + 1:] if not _SETEXT.match(t)][:40]
    return _looks_like_list(region)


def _looks_like_list(region: Lines) -> bool:
    """Lines under a reference heading that hold entries: most of them carry a year. Prose or
    a bulleted list of rules about references (author guidelines) is not a list."""
    entries = [t for _, t in _markdown_references(region) if t.strip()]
    if not entries:
        return True
    return sum(bool(_YEAR_IN_LINE.search(t) or "http" in t or "doi" in t.lower())
               for t in entries) * 2 >= len(entries)


def _region_references(blocks: list[Block]) -> Lines:
    """The entries of the paragraphs under a heading, read as a list under a reference heading."""
    lines = [(block.line + offset, text) for block in blocks for offset, text in enumerate(block.text.split("\n"))]
    return [(n, t) for n, t in _markdown_references(lines) if t.strip()]


def _split_blank(region: Lines) -> list[Lines]:
    groups: list[Lines] = [[]]
    for number, text in region:
        if text.strip():
            groups[-1].append((number, text))
        elif groups[-1]:
            groups.append([])
    return [g for g in groups if g]


def _md_opens_part(title: str, level: int) -> bool:
    if is_part_heading(title):
        return True
    return level == 1 and not is_back_matter_heading(title) and not is_reference_heading(title)
