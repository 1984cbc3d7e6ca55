"""The words on the forms, in English and Chinese."""
from __future__ import annotations

from ..errors import RefverifyError

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "all": "All",
        "chapter": "Chapter",
        "severity": "Severity",
        "method": "Method flag",
        "method_yes": "Needs confirmation",
        "method_no": "No flag",
        "verdict": "Verdict",
        "not_judged": "Not judged",
        "prev": "◀ Previous",
        "next": "Next ▶",
        "page": "Page {page} / {pages}",
        "shown": "{n} claims shown",
        "shown_one": "1 claim shown",
        "save": "Save",
        "unsaved": "{n} unsaved changes",
        "unsaved_one": "1 unsaved change",
        "no_unsaved": "No unsaved changes",
        "saved": "Saved {n} changes to {path}",
        "saved_one": "Saved 1 change to {path}",
        "saved_memory": "Applied {n} changes to the state in memory (no state file given)",
        "saved_memory_one": "Applied 1 change to the state in memory (no state file given)",
        "summary": "Claim summary",
        "confirm_method": "Method citation confirmed by a human",
        "context": "Context",
        "line": "line",
        "paragraph": "paragraph",
        "conflict_of": "Conflict {i} / {n}",
        "no_conflicts": "No conflicts left",
        "source_text": "Source text ({source})",
        "no_source_text": "No source text was fetched for this reference.",
        "round1": "Round 1",
        "round2": "Round 2 (cross-validation)",
        "note": "Note",
        "decided": "{claim}: resolved as {verdict} by {who}",
        "run": "Run step {step}",
        "running": "Running step {step}…",
        "done": "Step {step} finished: {refs} references, {claims} claims",
        "failed": "Step {step} failed: {error}",
        "crosstab": "Severity × verdict",
        "pass_rate": "PASS rate by chapter",
        "claims": "Claims",
        "pass": "PASS",
        "rate": "PASS rate",
        "reports": "Report files",
        "no_reports": "No report files in {path} yet.",
        "no_judgments": "No judgments yet: run Step C first.",
        "not_judged_why": "No claim could be judged — {why}.",
        "claim": "Claim",
        "method_short": "Method",
        "sort_hint": "Click a column title to sort; again to reverse.",
        "annotated": "Annotated manuscript",
        "annotate": "Write the annotated copy",
        "annotated_notes": "{n} margin notes at the citations that need a person",
        "annotate_failed": "Could not write the annotated copy: {error}",
    },
    "zh": {
        "all": "全部",
        "chapter": "章节",
        "severity": "严格度",
        "method": "方法引用",
        "method_yes": "需人工确认",
        "method_no": "无标记",
        "verdict": "判定",
        "not_judged": "未判定",
        "prev": "◀ 上一页",
        "next": "下一页 ▶",
        "page": "第 {page} / {pages} 页",
        "shown": "显示 {n} 条引用",
        "save": "保存",
        "unsaved": "{n} 项未保存的修改",
        "unsaved_one": "1 项未保存的修改",
        "no_unsaved": "没有未保存的修改",
        "saved": "已保存 {n} 项修改到 {path}",
        "saved_memory": "已在内存中应用 {n} 项修改（未指定状态文件）",
        "summary": "引用摘要",
        "confirm_method": "方法引用已人工确认",
        "context": "上下文",
        "line": "行",
        "paragraph": "段",
        "conflict_of": "冲突 {i} / {n}",
        "no_conflicts": "没有待处理的冲突",
        "source_text": "来源文本（{source}）",
        "no_source_text": "未获取到该文献的来源文本。",
        "round1": "第一轮",
        "round2": "第二轮（交叉验证）",
        "note": "备注",
        "decided": "{claim}：由 {who} 裁定为 {verdict}",
        "run": "运行步骤 {step}",
        "running": "正在运行步骤 {step}…",
        "done": "步骤 {step} 完成：{refs} 篇文献，{claims} 条引用",
        "failed": "步骤 {step} 失败：{error}",
        "crosstab": "严格度 × 判定",
        "pass_rate": "各章节 PASS 率",
        "claims": "引用数",
        "pass": "PASS",
        "rate": "PASS 率",
        "reports": "报告文件",
        "no_reports": "{path} 中还没有报告文件。",
        "no_judgments": "尚无判定：请先运行步骤 C。",
        "not_judged_why": "没有可判定的引用 —— {why}。",
        "claim": "引用",
        "method_short": "方法",
        "sort_hint": "点击列标题排序；再次点击倒序。",
        "annotated": "批注稿",
        "annotate": "生成批注稿",
        "annotated_notes": "在需人工处理的引用处共 {n} 条页边批注",
        "annotate_failed": "无法生成批注稿：{error}",
    },
}


class Labels:
    """``labels["save"]`` or ``labels("page", page=1, pages=3)``."""

    def __init__(self, language: str):
        if language not in LABELS:
            raise RefverifyError(
                f"language {language!r}: labels exist for {', '.join(sorted(LABELS))}")
        self.language = language
        self._table = LABELS[language]

    def __getitem__(self, key: str) -> str:
        return self._table[key]

    def __call__(self, key: str, **values) -> str:
        # English needs a singular form; a table without "<key>_one" uses the plural text.
        if values.get("n") == 1 and f"{key}_one" in self._table:
            key = f"{key}_one"
        return self._table[key].format(**values)

    def unsaved(self, n: int) -> str:
        return self["no_unsaved"] if n == 0 else self("unsaved", n=n)


def labels_for(language: str | None, state_language: str = "en") -> Labels:
    """The explicit language (an unknown one is an error), else the state's
    (``meta.language``) when labels exist for it, else English."""
    if language:
        return Labels(language)
    return Labels(state_language if state_language in LABELS else "en")
