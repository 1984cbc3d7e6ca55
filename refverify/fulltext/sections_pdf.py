"""PDF text (pages) → a `Document` of sections.

Heads are found line by line: numbered ("2. Methods", "3.1 Patients", "一、方法"), all capitals
("RESULTS"), and the common names alone on their line (Introduction, Methods, Results,
Discussion, Conclusion, 摘要/引言/方法/结果/讨论/结论 …). The reference list (and acknowledgements,
funding, conflicts) is dropped up to the next named head. Running heads and page numbers (a line
on half the pages or more) are removed; a word broken at a line end ("treat-\\nment") is joined.
Paragraphs end at a blank line or at a short line closing a sentence.
"""
from __future__ import annotations

import re
from collections import Counter

from .document import ABSTRACT, BODY, Document, Section
from .pdf_reader import pdf_pages

SEP = " > "
_NAMES = (r"abstract|summary|introduction|background|methods?|materials? and methods|patients and methods|"
          r"methodology|study design|results?|findings|results and discussion|discussion|conclusions?|"
          r"discussion and conclusions?|limitations|experiments?|experimental setup|evaluation|related work|"
          r"appendix|supplementary (?:material|information)|"
          r"摘\s*要|引\s*言|前\s*言|背景|方\s*法|资料与方法|材料与方法|对象与方法|结\s*果|讨\s*论|结\s*论")
_DROP = (r"references?|bibliography|literature cited|acknowledge?ments?|funding|conflicts? of interest|"
         r"competing interests?|declaration of competing interest|author contributions?|"
         r"参考文献|致\s*谢|利益冲突")
_NUM = r"(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.|[一二三四五六七八九十]{1,3}[、.．])"
_NAMED_RE = re.compile(rf"^(?:{_NUM}\s*)?({_NAMES})\s*[:：.]?$", re.IGNORECASE)
_DROP_RE = re.compile(rf"^(?:{_NUM}\s*)?({_DROP})\s*[:：.]?$", re.IGNORECASE)
_NUMBERED_RE = re.compile(rf"^({_NUM})\s*(\S.{{1,80}})$")
_CAPS_RE = re.compile(r"^[A-Z][A-Z0-9 ,&/\-]{3,60}$")
_PAGE_NO_RE = re.compile(r"^(?:page\s*)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?$|^-\s*\d{1,4}\s*-$", re.IGNORECASE)
_SENT_END_RE = re.compile(r"[.!?。！？:：]['\"”’)]?$")
_HEAD_WORDS = 12


def _numbered_head(line: str) -> tuple[str, str] | None:
    """(number, title) for "2.1 Patients and setting"; None for a numbered sentence or a table row."""
    m = _NUMBERED_RE.match(line)
    if not m:
        return None
    number, title = m.group(1), m.group(2).strip()
    words = title.split()
    if len(words) > _HEAD_WORDS or title.endswith((".", ",", ";")) or not (title[0].isupper() or "\u4e00" <= title[0] <= "\u9fff"):
        return None
    if sum(ch.isdigit() for ch in title) > 2 or re.search(r"\s[=<>±]\s|%", title):
        return None      # "1 0.35 0.12 28%" is a table row, "3 patients (12%) died" a sentence
    return number.rstrip("."), title


def head_of(line: str) -> tuple[str, int, bool] | None:
    """(label, depth, dropped) when `line` is a section head, else None."""
    text = line.strip()
    if not text or len(text) > 90:
        return None
    if _DROP_RE.match(text):
        return text.rstrip(":：. "), 1, True
    if _NAMED_RE.match(text):
        num = re.match(rf"^{_NUM}", text)
        return text.rstrip(":：. "), (num.group(0).count(".") + 1 if num and num.group(0)[0].isdigit() and "." in num.group(0).rstrip(".") else 1), False
    numbered = _numbered_head(text)
    if numbered:
        number, title = numbered
        depth = number.count(".") + 1 if number[0].isdigit() else 1
        return f"{number} {title}", depth, False
    if _CAPS_RE.match(text) and len(text.split()) <= 6 and sum(c.isalpha() for c in text) >= 4:
        return text, 1, False
    return None


def _running_lines(pages: list[list[str]]) -> set[str]:
    """Lines (digits folded) on half the pages or more: running heads, journal names, footers."""
    if len(pages) < 3:
        return set()
    seen = Counter()
    for lines in pages:
        seen.update({re.sub(r"\d+", "#", ln) for ln in lines if ln})
    return {ln for ln, n in seen.items() if n >= max(3, len(pages) // 2)}


def join_hyphens(lines: list[str]) -> list[str]:
    """'treat-' + 'ment …' → 'treatment …'; 'COVID-' + '19' keeps its hyphen."""
    out: list[str] = []
    for ln in lines:
        if out and re.search(r"[A-Za-z]-$", out[-1]) and ln[:1].isalpha():
            if ln[:1].islower() and not re.search(r"(?:^|\s)[A-Za-z]{1,2}-$", out[-1]):
                first, _, rest = ln.partition(" ")
                out[-1] = out[-1][:-1] + first
                if rest:
                    out.append(rest)
                continue
        out.append(ln)
    return out


def _paragraphs(lines: list[str]) -> list[str]:
    """Lines into paragraphs: a blank line or a short line ending a sentence closes one."""
    widths = sorted(len(ln) for ln in lines if ln)
    typical = widths[len(widths) * 3 // 4] if widths else 0
    paras, cur = [], []
    for ln in lines:
        if not ln:
            if cur:
                paras.append(" ".join(cur))
                cur = []
            continue
        cur.append(ln)
        if _SENT_END_RE.search(ln) and len(ln) < 0.7 * typical:
            paras.append(" ".join(cur))
            cur = []
    if cur:
        paras.append(" ".join(cur))
    return [re.sub(r"\s+", " ", p).strip() for p in paras if p.strip()]


def sections_from_pages(pages: list[str]) -> Document:
    doc = Document(kind="pdf")
    page_lines = [[ln.strip() for ln in p.splitlines()] for p in pages]
    running = _running_lines(page_lines)
    label, page_of, dropping, buf = "Beginning", 1, False, []
    stack: list[tuple[int, str]] = []
    dropped: list[str] = []

    def close() -> None:
        paras = _paragraphs(join_hyphens(buf))
        if paras and not dropping:
            kind = ABSTRACT if re.match(r"(?:abstract|summary|摘\s*要)$", label, re.I) else BODY
            doc.sections.append(Section(label=label, kind=kind, paragraphs=tuple(paras), page=page_of))
        buf.clear()

    for pno, lines in enumerate(page_lines, 1):
        for ln in lines:
            if ln and (re.sub(r"\d+", "#", ln) in running or _PAGE_NO_RE.match(ln)):
                continue
            head = head_of(ln)
            if head is None or (dropping and not _NAMED_RE.match(ln.strip())):
                buf.append(ln)
                continue
            close()
            name, depth, drop = head
            dropping = drop
            if drop:
                dropped.append(name)
                continue
            # "4.2 CIFAR-10" nests under "4 Experiments", never under an unnumbered "Abstract"
            parent = name.split(" ", 1)[0].rsplit(".", 1)[0] + "." if depth > 1 else ""
            while stack and (stack[-1][0] >= depth or (
                    parent and not (stack[-1][1].split(" ", 1)[0].rstrip(".") + ".").startswith(parent))):
                stack.pop()
            stack.append((depth, name))
            label, page_of = SEP.join(n for _, n in stack), pno
    close()
    if dropped:
        doc.notes.append("dropped: " + ", ".join(dict.fromkeys(dropped)))
    if not any(s.label != "Beginning" for s in doc.sections):
        doc.notes.append("no section heads found: the text is read as one section")
    return doc


def parse_pdf(data: bytes, name: str = "PDF", reader: str | None = None) -> Document:
    pages = pdf_pages(data, name, reader)
    doc = sections_from_pages(pages)
    if not any(p.strip() for p in pages):
        doc.notes.append("no text layer (a scanned PDF?): nothing to read")
    return doc
