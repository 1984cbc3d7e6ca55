"""The words of the margin notes, in the manuscript's language (English or Chinese).

Values taken from the state (titles, reasons, anchor quotes) are shown as they are, as in the
reports; only the words the notes add are translated.
"""
from __future__ import annotations

import re

from ..core.vocab import Confidence, label

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "not_found": "{label} not found in {sources}: provide the PDF or DOI, or delete the citation",
        "not_found_nowhere": "{label} could not be found: provide the PDF or DOI, or delete the citation",
        "orphan": "{label} is cited here but the reference list has no entry {label}",
        "id_mismatch": "{label}: the {field} {value} belongs to another work, “{other}” ({record}); "
                       "correct the identifier or replace the entry",
        "retracted": "{label} was retracted (notice {notice}, {source}): replace it, or say why it is still cited",
        "concern": "{label} carries an expression of concern (notice {notice}, {source}): check it before relying on it",
        "erratum": "{label} has an erratum (notice {notice}, {source}): check the corrected version",
        "issue": "{label} {field} {bib} → {value} ({record})",
        "list_issue": "{label} {field}: {bib_file} says {bib}, the reference list says {value}; make them agree",
        "cited_year": "{label} is cited here as {value}, its entry gives {bib}: check the year (in the citation or in the entry)",
        "out_of_order": "{label} is first cited out of numeric order: renumber so that references appear in the order first cited",
        "uncited": "{label} is in the reference list but never cited: cite it or remove it",
        "fail": "{label} does not support this sentence: {reason}",
        "partial_a": "{label} supports only part of this sentence: {reason}",
        "partial_b": "{label}: composite citation, the reference carries its own share (record only)",
        "needs_reading": "{label}: needs reading — the offline judge found no strong evidence either way (not a finding)",
        "pass": "{label} supports this sentence",
        "not_judged": "{label} not judged ({reason})",
        "conflict": "{label}: round 1 says {r1}, round 2 says {r2}; decide it (notebook 03)",
        "resolved": "decided by {who} ({when}): {verdict}",
        "number_missing": "{number} is not in the source",
        "number_differs": "the source reports {source}, the sentence says {number}",
        "anchor": "anchor: “{quote}”",
        "preliminary": label(Confidence.PRELIMINARY, "en"),
        "quote_not_found": "preliminary: quote not found in the source, read the source",
        "severity_edit": "severity set to {value} by {who}",
        "sep": "; ",
        "in_note": "in the footnote: ",
    },
    "zh": {
        "not_found": "{label} 在 {sources} 中均未找到：请提供 PDF 或 DOI，或删去该引用",
        "not_found_nowhere": "{label} 无法找到：请提供 PDF 或 DOI，或删去该引用",
        "orphan": "{label} 在此被引用，但参考文献表中没有 {label} 这一条",
        "id_mismatch": "{label} 的 {field} {value} 属于另一篇文献《{other}》（{record}）：请更正标识符或替换该条目",
        "retracted": "{label} 已被撤稿（撤稿声明 {notice}，{source}）：请替换，或在文中说明仍引用的理由",
        "concern": "{label} 有关注声明（{notice}，{source}）：引用前请核查",
        "erratum": "{label} 有勘误（{notice}，{source}）：请核对更正后的版本",
        "issue": "{label} {field} {bib} → {value}（{record}）",
        "list_issue": "{label} {field}：{bib_file} 为 {bib}，文中参考文献表为 {value}；请统一",
        "cited_year": "{label} 在此引用的年份为 {value}，其条目为 {bib}：请核对年份（引用处或条目）",
        "out_of_order": "{label} 首次引用的编号不按顺序：顺序编码制须按首次引用的先后编号",
        "uncited": "{label} 列于参考文献表但正文从未引用：请引用或删去",
        "fail": "{label} 不支持此句：{reason}",
        "partial_a": "{label} 仅部分支持此句：{reason}",
        "partial_b": "{label}：复合引用，该文献只承担其中一部分（仅记录）",
        "needs_reading": "{label}：需阅读原文确认——离线判定未找到足够证据（不是问题发现）",
        "pass": "{label} 支持此句",
        "not_judged": "{label} 未判定（{reason}）",
        "conflict": "{label}：第一轮判为 {r1}，第二轮判为 {r2}；请裁决（notebook 03）",
        "resolved": "已由 {who} 裁决（{when}）：{verdict}",
        "number_missing": "来源中没有 {number}",
        "number_differs": "来源报告 {source}，原句写作 {number}",
        "anchor": "锚点：“{quote}”",
        "preliminary": label(Confidence.PRELIMINARY, "zh"),
        "quote_not_found": "preliminary：引文未在来源中找到，请阅读原文",
        "severity_edit": "严格度已由 {who} 设为 {value}",
        "sep": "；",
        "in_note": "脚注中：",
    },
}

FIELDS = {
    "en": {},
    "zh": {"year": "年份", "authors": "作者", "title": "题名", "journal": "期刊", "venue": "出处",
           "volume": "卷", "issue": "期", "pages": "页码", "doi": "DOI", "pmid": "PMID"},
}

SOURCE_NAMES = {
    "pubmed": "PubMed", "crossref": "CrossRef", "semanticscholar": "Semantic Scholar",
    "semantic_scholar": "Semantic Scholar", "openalex": "OpenAlex", "arxiv": "arXiv",
    "dblp": "DBLP", "reference list": "reference list",
}
_PUBMED = re.compile(r"pubmed\.ncbi\.nlm\.nih\.gov/(\d+)")
_DOI_URL = re.compile(r"doi\.org/(10\.\S+)")
_S2 = re.compile(r"semanticscholar\.org/paper/(\w+)")


def words(language: str) -> dict[str, str]:
    return WORDS.get(language, WORDS["en"])


_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")


def reason_words(language: str, reason: str) -> dict[str, str]:
    """The words of a line that carries ``reason`` (the judge's own words, shown as they are):
    the whole line in the reason's language, so a Chinese note never reads "不支持此句：Off
    topic: …" (issue 23). A reason is English when its Latin letters outnumber twice its
    Chinese characters (a quoted Chinese title inside an English reason leaves it English)."""
    if language == "zh" and reason and len(_LATIN.findall(reason)) > 2 * len(_HAN.findall(reason)):
        return WORDS["en"]
    return words(language)


def field_name(language: str, field: str) -> str:
    return FIELDS.get(language, {}).get(field, field)


def source_name(source: str) -> str:
    return SOURCE_NAMES.get(source, source)


def record_name(source: str, record: str) -> str:
    """"PubMed 27633186" for a PubMed URL, "CrossRef 10.1/x" for a DOI, else the record."""
    name = source_name(source)
    for pattern in (_PUBMED, _DOI_URL, _S2):
        match = pattern.search(record or "")
        if match:
            value = match.group(1)
            return f"{name} {value[:12] if pattern is _S2 else value}"
    return f"{name} {record}".strip() if record else name


def join_list(language: str, items: list[str]) -> str:
    return ("、" if language == "zh" else ", ").join(items)


def value_text(value) -> str:
    if value is None:
        return "—"
    if isinstance(value, list):
        return "; ".join(str(v) for v in value)
    return " ".join(str(value).split())
