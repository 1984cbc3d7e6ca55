"""How a reference list's lines (a text file's lines, a Word document's paragraphs) become its
entries: one ``(first line, text)`` item per reference (issue 20).

Three layouts, decided per list from the lines themselves, never from one stray line:

- **numbered** — "[1] …", "1. …", "12 Smith …": an entry starts at each number that continues
  the list's numbering; a year opening a wrapped line ("2018 Focused update …") is not one;
- **blank-separated** — entries (often wrapped) separated by blank lines;
- **one per line** — a Word list (one paragraph an entry), or an author–date list whose wrapped
  lines are told from entry starts by their opening ("Surname, I." / "Organisation. (2020)").

A list whose lines fit none of them is kept line by line, and every line still reaches the state.
"""
from __future__ import annotations

import re

from ..core.text import has_cjk
from .documents import ListLine, line_file
from .reflist_annotated import GOES_ON
from .reflist_pdf import LINE_BREAK, continues_paragraph, repair_lines

# (a number and its stop glued to Chinese text or a title mark: "1.《题名》_作者", "2.张三，…")
ENTRY_START = re.compile(r"^\s*(?:[\[［【]\s*\d{1,4}\s*[\]］】]|[(（]\s*\d{1,3}\s*[)）]\s*(?=\S)|\d{1,4}\s*[.．)、]\s|\d{1,4}\s+[A-Z\u4e00-\u9fff]"
                         r"|\d{1,4}[.．、](?=[《“\u4e00-\u9fff]))")
_ENTRY_NUMBER = re.compile(r"^[\[［【(（]?\s*(\d{1,4})")
# "19 van Runnard Heimel PJ", "23 Çalişkan E": a bare number before a name that does not begin
# with A-Z starts an entry only when it continues the list's numbering.
_BARE_NUMBER = re.compile(r"^(\d{1,4})\s+[^\W\d_]")
# A citation key in brackets a writer put before each entry: "[ArUco_Ref] Garrido-Jurado, S., …",
# "[smith2018deep] …", "[Gon:18] …" — no spaces, and an underscore, a colon or a four-digit year in
# it, so "[Online]" and "[EB/OL]" are never one
KEY_LABEL = re.compile(r"^\s*\[(?=[^\]\s]*(?:_|[^\W\d_]\d{4}|[^\W\d_]:\w))[^\W_][\w:.\-]{1,40}\]\s*:?\s+(?=\S)")
# A label of the citation the text makes, names and year, before each entry: "[Do and Gatica-Perez, 2014] …",
# "[Dobbins et al., 2012] …", "[Fawcett, 2004] …" (a thesis plan typed in Word, held-out batch 55)
_LABEL_NAME = r"[A-ZÀ-Þ][\w'’\-]+(?:\s[A-ZÀ-Þ][\w'’\-]+)?"
# (a Chinese thesis's too: "[陈睿等，1991]", "[胡琼，2001]", "[薛峰等, 2012]")
AUTHOR_YEAR_LABEL = re.compile(rf"^\s*\[(?:(?P<family>{_LABEL_NAME})(?:\s+(?:and|&|y|e|und|et)\s+{_LABEL_NAME}|\s+et\s+al\.?)?,?\s+"
                               r"|(?P<zh>[\u4e00-\u9fff]{2,4}?)(?:等|和[\u4e00-\u9fff]{2,4})?\s*[,，]\s*)(?:1[5-9]|20)\d\d[a-z]?\]\s*(?=\S)")
# A paragraph a writer opened with a label of their own among numbered ones: "[a2] C. Kofler, …", "[lifeifei] Zhu Y,
# …", "[  ]Xie R, …", "[刘志远 2016] 刘知远, …" (a number, lower case or nothing in it: no type code, no "[online]")
_WRITERS_LABEL = re.compile(r"^\s*\[(?!(?:online|internet|cited|accessed|sic)\])(?:\s*|[^\[\]A-Z]*\d[^\[\]]*|[a-z]{2,12}\d*)\]\s*(?=\S)")
# A bullet a writer put before each entry: "•", "▪", "–", Word's Symbol-font bullet (U+F0B7).
_BULLET = re.compile(r"^[\u2022\u25aa\u25cf\u25e6\u2023\u2043\u2219\uf0a7\uf0b7\uf0d8\uf0fc]\s*")

_NAME = r"[^\W\d_][^\s,.;:()\[\]]*"
# How an author–date entry opens: "Abdelhadi, R. H., …", "Van Wagoner, D.", "de Gaudio, A. R.",
# "GOETZ, R. H.", "Smith, John", "O’Connor, C." — a family name, a comma, initials or a given
# name; or anything short (an organisation) followed by "(2020)" / "(n.d.)" and a period.
_AUTHOR_DATE_START = re.compile(
    rf"^(?:{_NAME}(?:[ '’-]{_NAME}){{0,3}},\s*(?:[^\W\d_]\.|[^\W\d_]{{2,}}\b|[A-Z](?=\s*[,;&]))"
    # an organisation, its acronym in brackets: "Armed Forces Health Surveillance Center (AFHSC). (2013)."
    r"|[^\W\d_][^()]{0,160}?(?:\([A-Z][\w&.\- ]{1,15}\)[^()]{0,4}?)?\(\s*(?:1[6-9]\d\d|20\d\d|n\.\s?d\.|no date)[a-z]?\s*[,)]\s*[.,]?)")


# A label that groups a list's entries by their kind ("一、中文文献", "7.1 Primärliteratur", "Books:", "Книги:"),
# or a short word in CJK angle or lenticular brackets alone on its line ("＜ 論文 ＞", "【书籍】"): no entry
# The kinds a list is parted by, in the languages theses are written in ("Books", "Journal articles",
# "Sekundärliteratur", "Книги", "Livres", "Sitographie"), alone or joined ("Journal Articles & Research Papers")
_KIND = (r"(?:(?:[^\W\d_]+\s+)?(?:primär|sekundär|tertiär|fach)literatur|"
         r"(?:primary|secondary|other|further|online|web|internet|archival|printed|unpublished|legal|electronic)\s+"
         r"(?:sources|literature|references|works|materials|resources)|(?:internet|online-?|sonstige\s+)?quellen|"
         r"monographien|zeitschriften(?:artikel|aufsätze)?|sammelbände|aufsätze|"
         r"sources\s+(?:primaires|secondaires)|fuentes\s+(?:primarias|secundarias)|"
         r"fontes\s+(?:primárias|secundárias)|books|articles|(?:journal|research|scholarly)\s+(?:articles|papers)|papers|"
         r"websites|reports|grey\s+literature|(?:government|official|policy)\s+(?:documents|publications|reports)|"
         # "Dataset:" over the data's citation, "Literature:" over the works
         r"literature|datasets?|data(?:\s+sources)?|software|laws|legislation|standards|patents|"
         # "Papers Referenced:", "Works Consulted", "Sources Used"
         r"(?:papers|works|sources|articles|books|literature|datasets?)\s+(?:referenced|cited|consulted|used|reviewed)|"
         r"theses|dissertations|conference\s+(?:papers|proceedings)|book\s+chapters|newspapers|miscellaneous|others?|"
         r"книги|монографии|(?:журналы\s+и\s+)?статьи|(?:онлайн|интернет|электронные)[-\s]ресурсы|источники|"
         r"livres|ouvrages|sites(?:\s+internet|\s+web)?|sitographie|libros|artículos|sitios\s+web|"
         r"livros|artigos|libri|articoli|siti\s+web|"
         r"tài\s+liệu(?:\s+tham\s+khảo)?\s+(?:tiếng\s+\w+|từ\s+internet|nước\s+ngoài|trong\s+nước))")
# A label that groups a list's entries by their kind ("一、中文文献", "7.1 Primärliteratur", "Books:", "Книги:"),
# or a short word in CJK angle or lenticular brackets alone on its line ("＜ 論文 ＞", "【书籍】"): no entry
LIST_GROUP = re.compile(r"^\s*(?:[一二三四五六七八九十]+\s*[、.．]|[A-Z]\s*[.．、])?\s*"
                        r"(?:中文|外文|英文|日文|俄文|其他)(?:参考)?文献\s*$"
                        r"|^\s*(?:\d+(?:\.\d+)*\.?\s+|[A-Z][.)]\s+|[IVX]+\.\s+)?"
                        rf"(?i:{_KIND}(?:\s*(?:,|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|\bи\b)\s*{_KIND})*)\s*:?\s*$")
_BRACKETED_KIND = re.compile(r"^\s*[＜<【〈]\s*[^\W\d_][^<>＜＞【】〈〉\d]{0,15}\s*[＞>】〉]\s*[:：]?\s*$")


# Cite This For Me puts each entry's in-text citation on the line above it: "(Chandra, 2017)",
# '("What is Deep Learning?", 2020)', "ROSENBLATT, 1958)" — no entry, no part of the next one
_CITATION_PREVIEW = re.compile(r"^\s*(?:\([^()]{2,160},\s*(?:(?:1[6-9]|20)\d\d[a-z]?|n\.\s?d\.)\)|"
                               r"[^()\d]{2,60},\s*(?:1[6-9]|20)\d\d[a-z]?\))\s*$")


def is_list_group(text: str) -> bool:
    return bool(LIST_GROUP.match(text.strip()) or _BRACKETED_KIND.match(text) or _CITATION_PREVIEW.match(text))


def strip_bullet(text: str) -> str:
    return _BULLET.sub("", text)


# a work with no author, its quoted title first and its date after (MLA's and Chicago's web pages and reports:
# "“Great Depression History.” History, A&E Television Networks, 2009, https://…")
_QUOTED_TITLE_START = re.compile(r"^[“\"][^“”\"]{3,250}?[.,?!]?[”\"]\s*[.,]?\s+\S.*?(?<!\d)(?:1[5-9]\d\d|20\d\d)(?!\d)")


def looks_like_entry_start(text: str) -> bool:
    """Does ``text`` open the way an author–date reference opens? (Only used to tell the list's
    layout and its wrapped lines apart; a reference that opens otherwise is still an entry.)"""
    text = strip_bullet(text.strip())
    return bool(_AUTHOR_DATE_START.match(text) or AUTHOR_YEAR_LABEL.match(text) or _QUOTED_TITLE_START.match(text))


def _numbering(lines: list[str]) -> bool:
    """Is the list numbered? Its numbered lines must mostly continue one another, and not be a
    few stray lines ("2018 Focused update …") among many author–date entries."""
    numbers = [int(m.group(1)) for t in lines if ENTRY_START.match(t)
               for m in [_ENTRY_NUMBER.match(t.strip())]
               if m and (_MARKED_NUMBER.match(t) or int(m.group(1)) < 1000)]   # not a year
    if not numbers:
        return False
    following = sum(1 for a, b in zip(numbers, numbers[1:]) if b == a + 1)
    if len(numbers) > 1 and following + 1 < len(numbers) / 2:
        return False
    author_date = sum(1 for t in lines if looks_like_entry_start(t))
    return not (author_date >= 3 and 2 * len(numbers) < author_date)


def _blank_separated(lines: list[tuple[int, str]]) -> bool:
    """Blank lines separate the entries — not just one stray blank line in a list of many."""
    filled = [i for i, (_, t) in enumerate(lines) if t.strip()]
    if not filled:
        return False
    body = lines[filled[0]:filled[-1] + 1]
    runs = sum(1 for i, (_, t) in enumerate(body) if t.strip() and (i == 0 or not body[i - 1][1].strip()))
    if runs < 2:
        return False
    starts = sum(1 for _, t in body if looks_like_entry_start(t))
    return starts < 3 or 2 * runs >= starts


def _wrapped_author_date(texts: list[str]) -> bool:
    """An author–date list wrapped over several lines without blank lines between entries: many
    lines open like an entry, and many others (the wrapped rest) do not."""
    starts = sum(1 for t in texts if looks_like_entry_start(t))
    return starts >= 2 and looks_like_entry_start(texts[0]) and starts <= 0.6 * len(texts)


# How an entry ends: a stop or a bracket, a link, a DOI or a PMID
_ENTRY_END = re.compile(r"(?:[.)\]]|https?://\S+|\b10\.\d{4,}/\S+|PMID:?\s*\d+)\s*$")


def _pasted(paragraphs: list[str]) -> bool:
    """A word processor's paragraphs that are a PDF's lines pasted: an author–date list broken mid-sentence ("…risk
    of" | "Borrelia burgdorferi…", "…, Lund, A," | "Soto, J, …"). Most paragraphs that open like an entry do not end
    like one; in a list of whole entries (tables after it or not) they do. (Chinese lists have their own breaks.)"""
    opening = [text for text in paragraphs if looks_like_entry_start(text)]
    if not opening or sum(map(has_cjk, paragraphs)) * 2 > len(paragraphs):
        return False
    return 2 * sum(1 for text in opening if not _ENTRY_END.search(text)) >= len(opening)


_DATE = re.compile(r"\b(?:1[6-9]|20)\d\d[a-z]?\b|\bn\.\s?d\.")


def _mid_entry_break(previous: str, text: str) -> bool:
    """In pasted paragraphs, a line that opens like names still goes on with the entry before it when that one
    does not end like an entry and either has no year yet (its names go on: "…, Gustafson, D" | "Jr, Tsao, JI, …
    (2019)") or this line brings none (its title goes on: "…(2014). Human" | "Tick infestation pattern, …")."""
    return not _ENTRY_END.search(previous) and not (_DATE.search(previous) and _DATE.search(text))


# where a Word list's group heading stood (its text not kept as a line): the groups on either side are read apart
# (a whitespace character: every other reader of the lines takes it for a blank line)
GROUP_BREAK = "\x1d"


_WHOLE_END = re.compile(r"[.)\]>]\s*$")


def _whole_entry(text: str) -> bool:
    """A paragraph that reads as a whole entry: long, dated or linked, and closed."""
    return len(text) >= 60 and bool(_WHOLE_END.search(text)) and bool(
        re.search(r"(?<!\d)(?:1[6-9]\d\d|20\d\d)(?!\d)|https?://", text))


def _group_segment(lines: list, paragraphs: bool, last: int, entries: list[list]) -> int:
    """The entries of one group of a list appended to ``entries``; the number of its last numbered entry."""
    texts = [t.strip() for _, t in lines if t.strip() and not is_list_group(strip_bullet(t.strip()))]
    numbered = _numbering(texts)
    blank = not numbered and _blank_separated(lines)
    wrapped = not (numbered or blank) and _wrapped_author_date(texts) and (not paragraphs or _pasted(texts))
    previous_blank = True
    first = len(entries)                # the group's own entries: a line never goes on into the group before
    for item in lines:
        number, text = item
        stripped = strip_bullet(text.strip())
        if not stripped or is_list_group(stripped):
            previous_blank = True
            continue
        typo = re.match(r"\.(\d{1,4})\.\s", stripped) if numbered else None
        if typo and int(typo.group(1)) == last + 1:
            stripped = stripped[1:]         # ".4. Wiley.com. (n.d)": a stray period typed before the next number
        if numbered:
            starts = (_numbered_start(stripped, last) or len(entries) == first or _next_number(stripped, last)
                      or bool(KEY_LABEL.match(stripped)) or paragraphs and bool(_WRITERS_LABEL.match(stripped))
                      # a word processor's entries before the numbers begin ("张兵.…[J].…" … "[9]…"): a paragraph each
                      or paragraphs and last == 0 and not _stops_mid_entry(entries[-1][1])
                      and not continues_paragraph(entries[-1][1], stripped))
            mark = _ENTRY_NUMBER.match(stripped) if starts else None
            last = int(mark.group(1)) if mark else last
        elif blank:     # a word processor's paragraph that reads as a new entry after a whole one is one, blank or not
            # (as is a whole paragraph after a whole entry, each with a year or a link and closed: "GeoNames (no
            # date). …"; never the rest of one, "Ocean Letters, 12(3), 1–10.", "Translated by K. Obuya. …")
            starts = previous_blank or (paragraphs and (looks_like_entry_start(stripped) or _whole_entry(entries[-1][1])
                                                        and _whole_entry(stripped) and not GOES_ON.match(stripped))
                                        and not _stops_mid_entry(entries[-1][1])
                                        and not continues_paragraph(entries[-1][1], stripped))
        elif wrapped:   # (a line after "…, Simon, A," goes on with its names: "Soto, J, Tissot, F. (2021).")
            starts = len(entries) == first or looks_like_entry_start(stripped) and not (
                _stops_mid_entry(entries[-1][1]) or continues_paragraph(entries[-1][1], stripped)
                or paragraphs and _mid_entry_break(entries[-1][1], stripped))
        else:   # one per line, unless the line before stopped mid-entry ("…, & Papp, Z., (2018)"); after a dangling "&"
            # the names go on even when the line opens like an entry ("…, Choi-Kwon, S., &" | "Baek, H. (2021). Title")
            starts = len(entries) == first or looks_like_entry_start(stripped) and not _DANGLING.search(entries[-1][1]) or not (
                _stops_mid_entry(entries[-1][1]) or continues_paragraph(entries[-1][1], stripped))
        if starts:
            entries.append([number, stripped, line_file(item, "")])
        else:
            entries[-1][1] = join_wrapped(entries[-1][1], stripped)
        previous_blank = False
    return last


def group_reference_entries(lines: list[tuple[int, str]], paragraphs: bool = False) -> list[tuple[int, str]]:
    """Join wrapped lines so that each reference is one ``(first line, text)`` item.
    ``paragraphs``: the lines are a word processor's paragraphs, each already a whole entry
    unless the list is numbered or blank-separated."""
    files = {}          # the file each line is in (a LaTeX list in an \\input file), kept through the repair
    for item in lines:
        files.setdefault(item[0], line_file(item, ""))
    # a list copied out of a PDF: page furniture, lone numbers
    lines = [ListLine(n, t, files.get(n, "")) for n, t in repair_lines(lines)]
    # the groups of a list under their headings ("Datasets:" numbered by Word, then "Papers Referenced:" in MLA)
    # are each read by their own shape; the numbering goes on from one group to the next
    segments: list[list] = [[]]
    for item in lines:
        if (item[1] == GROUP_BREAK or is_list_group(strip_bullet(item[1].strip()))) and segments[-1]:
            segments.append([])
        segments[-1].append(item)
    entries: list[list] = []
    last = 0                            # the number of the last numbered entry
    for segment in segments:
        last = _group_segment(segment, paragraphs, last, entries)
    return [ListLine(n, t, f) if f else (n, t) for n, t, f in entries]


# A line that ends after its authors or its year has the rest of its entry on the next line.
_MID_ENTRY_END = re.compile(r"(?:[,&]|\band|\(\s*(?:1[6-9]\d\d|20\d\d)[a-z]?\s*\)\.?)$")


_DANGLING = re.compile(r"(?:&|\band)\s*$")


def _stops_mid_entry(text: str) -> bool:
    return bool(_MID_ENTRY_END.search(text.rstrip()))


_MARKED_NUMBER = re.compile(r"^\s*(?:[\[［【]\s*\d{1,4}\s*[\]］】]|[(（]\s*\d{1,3}\s*[)）]|\d{1,4}\s*[.．)、]\s|\d{1,4}[.．、](?=[《“\u4e00-\u9fff]))")


def _numbered_start(line: str, last: int) -> bool:
    """"[3]" / "3." start an entry; a bare "12 Smith" only when it goes on from the last number
    (a gap of a few allowed), so "2018 Focused update …" on a wrapped line does not."""
    if _MARKED_NUMBER.match(line):
        return True
    if not ENTRY_START.match(line):
        return False
    number = int(_ENTRY_NUMBER.match(line).group(1))
    return last < number <= last + 5 if last else number < 1000


def _next_number(line: str, last: int) -> bool:
    match = _BARE_NUMBER.match(line)
    return bool(match and last and int(match.group(1)) == last + 1)


def join_wrapped(left: str, right: str) -> str:
    """Join a wrapped line: no space between CJK characters or after a hyphenated break."""
    if left.endswith("-") and right[:1].islower():
        # "Mod-" | "els": the break is marked, and the line's reading decides (reflist_pdf.repair)
        return left + LINE_BREAK + right if re.search(r"[a-z]-$", left) else left + right
    if has_cjk(left[-1:]) and has_cjk(right[:1]):
        return left + right
    return left + " " + right


# "(2004). " / "(2017a)." / "2019;" — where an author–date or Vancouver reference gives its year
_YEAR_MARK = re.compile(r"\(\s*(?:1[6-9]\d\d|20\d\d)[a-z]?\s*\)\s*[.,]|\b(?:1[6-9]\d\d|20\d\d)[a-z]?;\s*\d")


def run_together(text: str) -> int:
    """How many references ``text`` seems to hold when it holds three or more (their years in
    "(2004)." or "2019;12" form), else 0: a list read as one entry is said, never silent."""
    count = len(_YEAR_MARK.findall(text))
    return count if count >= 3 else 0
