"""Full text from PDFs the user supplies (seed B7). The PDF reader (pypdfium2 by default, pymupdf
optional) stays behind ``fulltext.pdf_reader.pdf_pages``; everything else here works on plain text.
Step C reads the PDF again into sections (``fulltext.source.document_for``) to pick passages."""
from __future__ import annotations

import re
from pathlib import Path

from ..core.compare_text import normalize_text, title_similarity
from ..core.work import NO_WORK, Work
from ..errors import RefverifyError
from ..fulltext.pdf_reader import pdf_pages
from ..ids import find_doi, normalize_doi
from ..state import State

SECTION_HEADS = {
    "ABSTRACT": r"abstract|summary|摘要",
    "RESULTS": r"results?|findings|结果",
    "CONCLUSIONS": r"conclusions?|discussion and conclusions?|结论",
}
STOP_HEADS = r"introduction|background|methods?|materials and methods|discussion|references|acknowledg\w*|" \
             r"引言|方法|讨论|参考文献"
TITLE_MATCH = 0.85


def pdf_text(path: str | Path) -> str:
    """The text of a PDF, pages joined by form feeds (the reader: `fulltext.pdf_reader`)."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise RefverifyError(f"{path}: cannot read PDF ({exc.strerror or exc})") from None
    return "\f".join(pdf_pages(data, str(path)))


def key_sections(text: str) -> str:
    """Abstract, results and conclusions as "LABEL: text", else the first 600 words."""
    lines = [ln.strip() for ln in text.replace("\f", "\n").splitlines()]
    parts, current, buf = [], None, []
    for ln in lines:
        head = re.fullmatch(r"(?:\d+\.?\s*)?([A-Za-z\u4e00-\u9fff ]{2,40}?)\s*:?", ln)
        label = None
        if head:
            for name, pattern in SECTION_HEADS.items():
                if re.fullmatch(pattern, head.group(1).strip(), re.I):
                    label = name
            if label is None and re.fullmatch(STOP_HEADS, head.group(1).strip(), re.I):
                label = "STOP"
        if label:
            if current and buf:
                parts.append(f"{current}: {' '.join(buf)}")
            current, buf = (None if label == "STOP" else label), []
        elif current and ln:
            buf.append(ln)
    if current and buf:
        parts.append(f"{current}: {' '.join(buf)}")
    if parts:
        return " ".join(parts)
    return " ".join(" ".join(lines).split()[:600])


def match_pdf(text: str, refs) -> str | None:
    """The ref a PDF belongs to: by a DOI printed in it, else by its title on the first page."""
    first = text.split("\f", 1)[0]
    doi = find_doi(first) or find_doi(text[:20000])
    if doi:
        for ref in refs:
            if doi in {normalize_doi(ref.bib.doi), normalize_doi((ref.record or NO_WORK).doi)}:
                return ref.ref_id
    head = [ln for ln in first.splitlines() if ln.strip()][:25]
    windows = [" ".join(head[i:i + n]) for n in (1, 2, 3) for i in range(len(head))]
    best, score = None, 0.0
    for ref in refs:
        for title in filter(None, (ref.bib.title, (ref.record or NO_WORK).title)):
            s = max((title_similarity(title, w) for w in windows), default=0.0)
            if s > score:
                best, score = ref.ref_id, s
    return best if score >= TITLE_MATCH else None


def attach_pdfs(state: State, pdf_dir: str | Path) -> dict[str, str]:
    """Match every PDF of ``pdf_dir`` to a ref and store its key sections as the abstract."""
    folder = Path(pdf_dir)
    if not folder.is_dir():
        raise RefverifyError(f"{folder}: PDF folder not found")
    matched = {}
    for pdf in sorted(folder.glob("*.pdf")):
        text = pdf_text(pdf)
        rid = match_pdf(text, state.refs.values())
        if rid is None or rid in matched:
            continue
        ref = state.refs[rid]
        ref.fulltext_pdf = str(pdf)
        if ref.record is None:     # not found: the PDF's sections alone
            ref.record = Work()
        ref.record.abstract = key_sections(text)
        ref.abstract_source = "full_text_pdf"
        ref.abstract_words = len(ref.record.abstract.split())
        ref.fulltext_required_stepB = False
        matched[rid] = str(pdf)
    return matched


__all__ = ["pdf_text", "key_sections", "match_pdf", "attach_pdfs", "normalize_text"]
