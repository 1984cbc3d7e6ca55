"""Headings and labels of the Markdown / HTML reports, in English and Chinese.

Only the words the reports add are translated; values taken from the state (titles, verdicts,
contexts, reasons) are shown as they are.
"""
from __future__ import annotations

from ..core.vocab import label
from ..errors import RefverifyError

PRECISION = {
    "en": (
        "This tool checks claims against abstracts: its precision ceiling is the abstract. Every "
        "verdict carries a confidence mark: confirmed (the available text is enough) or "
        "preliminary (needs the full text; the verdict is a best estimate from the abstract).\n\n"
        "A high PASS rate does not mean high citation quality: nuances and limitations that only the "
        "full text states may be missed. The aim is to automate about 80% of the mechanical checking "
        "and to point precisely at the 20% that needs a person."
    ),
    "zh": (
        "本工具的验证精度上限是摘要级别。所有判定均附带 confidence 标记：confirmed（信息充分）或 "
        "preliminary（需全文确认，verdict 为基于摘要的最佳估计）。\n\n"
        "PASS 率高不等于引用质量高：摘要未提及的内容可能在全文中有 nuance 或 limitation。本工具的定位是："
        "把约 80% 的机械核查劳动自动化，把约 20% 的真正难题精准定位出来。"
    ),
}

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "report_title": "Reference Verification Report",
        "generated": "Generated",
        "input": "Input",
        "scope": "Scope",
        "scope_value": "{refs} references / {claims} claims",
        "api_sources": "API sources",
        "parse_notes": "Notes from reading the manuscript",
        "precision": "Precision statement",
        "heuristic": ("Judge: heuristic (offline, no language model). All verdicts are "
                      "preliminary: they come from rules and word overlap, not from reading the "
                      "sources. Re-run `refverify judge` with a model before relying on them."),
        "retractions": "Retracted / expression of concern / erratum",
        "summary": "Summary",
        "bottom_line": "Bottom line",
        "not_checked_action": (" {n} claims could not be checked (see the bottom line): nothing "
                               "is known about them yet — they are not \"no problems\"."),
        "total": "Total",
        "preliminary_line": "Preliminary (fulltext needed to confirm): {n} items ({by_severity})",
        "conflict_line": "CONFLICT (awaiting human decision): {n} items",
        "mismatch_line": "METADATA_MISMATCH (skipped): {n} refs",
        "not_judged_line": "Not judged (existence problem or lookup failure): {n} claims",
        "action_line": ("> **Action required**: {fail} FAIL + {pa} PARTIAL-A = {total} items to "
                        "review. {prelim} items awaiting PDF upload."),
        "needs_reading_line": (" {n} other PARTIAL-A need reading: the offline judge found no "
                               "strong evidence either way (not findings)."),
        "needs_reading": "Needs reading (not findings)",
        "existence": "Existence problems",
        "metadata": "Metadata issues",
        "field": "Field", "bib_value": "Bib value", "source_value": "Source value",
        "source_record": "Source record", "ref": "Ref",
        "by_ref": "References",
        "metadata_check": "Metadata check",
        "abstract_source": "Abstract source",
        "words": "words",
        "no_abstract": "none — full text needed",
        "context": "Context", "claim_summary": "Summary", "verdict": "Verdict",
        "anchor": "Anchor", "numbers": "Numbers", "flags": "Flags",
        "not_judged": "not judged",
        "method_flag": "method citation: needs human confirmation",
        "resolved": "resolved by {who} ({when}): {verdict}",
        "conflict_note": "CONFLICT — round 1 {r1} vs round 2 {r2} (→ cross_validation_log.md)",
        "action_required": "Action Required",
        "preliminary": "Preliminary (awaiting full text)",
        "upload_pdf": "Upload PDF",
        "quote_not_found": "quote not found in the source: read the source",
        "round_disagree": "Round 1 {r1} vs Round 2 {r2} disagree (→ cross_validation_log.md)",
        "none": "(none)",
        "record_only": "Record Only",
        "composite": "composite structure",
        "chapter_view": "Chapter View",
        "line": "Line", "refs": "Ref(s)", "severity": "Severity", "conf": "Conf.", "note": "Note",
        "no_chapter": "(no chapter)",
        "backlog_title": "Backlog: items that need a person",
        "metadata_mismatch": "METADATA_MISMATCH",
        "bib_title": "Bib title", "api_title": "API title", "score": "title match",
        "api_fail": "API_FAIL",
        "not_found": "Not found",
        "needs_manual_id": "needs_manual_id (no PMID and no DOI in the bibliography)",
        "round1": "Round 1", "round2": "Round 2",
        "cv_title": "Cross-validation log",
        "cv_intro": "Every FAIL and PARTIAL-A judged a second time from another angle (RUBRIC §6).",
        "agree": "Agree", "disagree": "Disagree", "yes": "yes", "no": "no", "final": "Final",
        "adopted": "adopted", "conflict": "CONFLICT — awaiting a human decision",
        "monitor_title": "Fulltext prediction monitor",
        "monitor_intro": ("Step A `fulltext_likely` prediction vs Step C `fulltext_required` "
                          "outcome, per judged claim."),
        "claim": "Claim", "trigger": "Trigger layer", "required": "fulltext_required (Step C)",
        "match": "Match?",
        "fp_rate": "Code safeguard FP rate",
        "contexts_title": "Citation contexts",
        "contexts_intro": ("Checkpoint: is each claim summary faithful to the citing intent, is "
                           "the severity right, is each flagged method citation worth keeping? "
                           "[full text] = full text likely needed: prepare the PDF."),
        "low_confidence": "sentence split uncertain (context_confidence: low)",
        "ledger_title": "Citation ledger",
        "ledger_intro": ("Existence / triangulation / claim support of every reference. Before the "
                         "final draft every entry should be verified or confirmed by the user."),
        "html_claims": "Claims",
        "html_cards": "References",
        "html_source_text": "Source text",
        "html_entries": "Entries: what to do", "html_contents": "Contents",
        "html_action": "Action", "html_entry": "Entry", "html_reason": "Why",
        "html_links": "Links", "html_correction": "Proposed correction (corrected.bib)",
        "html_all": "All", "html_to_read": "Needs reading (not findings)",
        "html_to_read_none": "No claim waits for a person to read it.",
    },
    "zh": {
        "report_title": "参考文献核查报告",
        "generated": "生成时间",
        "input": "输入",
        "scope": "范围",
        "scope_value": "{refs} 个引用 / {claims} 条 claim",
        "api_sources": "API 来源",
        "parse_notes": "读取稿件时的提示",
        "precision": "精度声明",
        "heuristic": ("判定器：启发式（离线，未使用语言模型）。所有判定均为 preliminary："
                      "它们来自规则与词汇重叠，而非阅读文献。依赖这些结果前，请配置模型后重新运行 "
                      "`refverify judge`。"),
        "retractions": "撤稿 / 关注声明 / 勘误",
        "summary": "汇总",
        "bottom_line": "结论",
        "html_entries": "条目：处理建议", "html_contents": "目录",
        "html_action": "处理", "html_entry": "条目", "html_reason": "原因",
        "html_links": "链接", "html_correction": "建议修改（corrected.bib）",
        "html_all": "全部", "html_to_read": "需阅读原文（不是问题发现）",
        "html_to_read_none": "没有等待人工阅读的 claim。",
        "not_checked_action": " 另有 {n} 条 claim 未能核查（见文首结论）：结果未知，不等于没有问题。",
        "total": "合计",
        "preliminary_line": "Preliminary（需全文确认）：{n} 条（{by_severity}）",
        "conflict_line": "CONFLICT（待人工裁决）：{n} 条",
        "mismatch_line": "METADATA_MISMATCH（已跳过）：{n} 个引用",
        "not_judged_line": "未判定（存在性问题或查询失败）：{n} 条 claim",
        "action_line": ("> **需处理**：{fail} FAIL + {pa} PARTIAL-A = {total} 条待复核。"
                        "{prelim} 条等待上传 PDF。"),
        "needs_reading_line": "另有 {n} 条 PARTIAL-A 需阅读原文：离线判定未找到足够证据（不是问题发现）。",
        "needs_reading": "需阅读原文（不是问题发现）",
        "existence": "存在性问题",
        "metadata": "元数据问题",
        "field": "字段", "bib_value": "bib 值", "source_value": "来源值",
        "source_record": "来源记录", "ref": "引用",
        "by_ref": "逐条引用",
        "metadata_check": "元数据核对",
        "abstract_source": "摘要来源",
        "words": "词",
        "no_abstract": "无 — 需全文",
        "context": "上下文", "claim_summary": "摘要", "verdict": "判定",
        "anchor": "锚点", "numbers": "数字", "flags": "标记",
        "not_judged": "未判定",
        "method_flag": "方法引用：需人工确认",
        "resolved": "由 {who} 裁决（{when}）：{verdict}",
        "conflict_note": "CONFLICT — 第一轮 {r1} vs 第二轮 {r2}（→ cross_validation_log.md）",
        "action_required": "需处理",
        "preliminary": "Preliminary（等待全文）",
        "upload_pdf": "上传 PDF",
        "quote_not_found": "引文未在来源中找到：请阅读原文",
        "round_disagree": "第一轮 {r1} 与第二轮 {r2} 不一致（→ cross_validation_log.md）",
        "none": "（无）",
        "record_only": "仅记录",
        "composite": "复合结构",
        "chapter_view": "章节视图",
        "line": "行", "refs": "引用", "severity": "严格度", "conf": "置信", "note": "备注",
        "no_chapter": "（无章节）",
        "backlog_title": "待办：需人工介入的条目",
        "metadata_mismatch": "METADATA_MISMATCH",
        "bib_title": "bib 标题", "api_title": "API 标题", "score": "标题匹配",
        "api_fail": "API_FAIL",
        "not_found": "未找到",
        "needs_manual_id": "needs_manual_id（bib 中缺 PMID 和 DOI）",
        "round1": "第一轮", "round2": "第二轮",
        "cv_title": "交叉验证记录",
        "cv_intro": "所有 FAIL 与 PARTIAL-A 条目均从另一视角独立复判（RUBRIC §6）。",
        "agree": "一致", "disagree": "不一致", "yes": "是", "no": "否", "final": "最终状态",
        "adopted": "采纳", "conflict": "CONFLICT — 待人工裁决",
        "monitor_title": "全文需求预测监控",
        "monitor_intro": "Step A `fulltext_likely` 预测与 Step C `fulltext_required` 实际结果对比（仅已判定的 claim）。",
        "claim": "Claim", "trigger": "触发层", "required": "fulltext_required（Step C）",
        "match": "匹配？",
        "fp_rate": "代码兜底层误报率",
        "contexts_title": "引用上下文",
        "contexts_intro": ("检查点：claim 摘要是否准确反映引用意图？严格度分配是否合理？"
                           "标记的方法引用是否值得引用？[full text] = 可能需要全文，请提前准备 PDF。"),
        "low_confidence": "断句不确定（context_confidence: low）",
        "ledger_title": "引文核验台账",
        "ledger_intro": "每条引文的存在性 / 三角印证 / 支撑度核验结果。定稿前所有条目应为 verified 或经用户确认。",
        "html_claims": "Claims",
        "html_cards": "逐条引用",
        "html_source_text": "来源原文",
    },
}


def labels(language: str) -> dict[str, str]:
    if language not in LABELS:
        raise RefverifyError(f"report language {language!r}: choose one of {', '.join(LABELS)}")
    return LABELS[language]


def existence_text(language: str, status: str) -> str:
    return label(status, language)
