"""One vocabulary (issue 21): verdicts, severities, existence statuses, entry actions, the
overall verdict and a judgment's confidence are defined in refverify/core/vocab.py alone, in their order, with one en/zh
label table; the state file keeps the same strings."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from refverify.core.vocab import (
    ACTIONS, CONFIDENCES, EXISTENCE_ORDER, FINAL_VERDICTS, FOUND, NOT_A_WORK, OVERALL, SEVERITIES, VERDICTS,
    Action, Confidence, Existence, Severity, Verdict, label,
)
from refverify.annotate.wording import WORDS
from refverify.report.labels import existence_text
from refverify.state import Claim, Judgment, Ref

PACKAGE = Path(__file__).resolve().parent.parent / "refverify"
VOCABULARIES = [set(VERDICTS), set(SEVERITIES), set(EXISTENCE_ORDER), set(ACTIONS), set(OVERALL),
                set(CONFIDENCES)]


def _literal_strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Subscript):          # Literal["PASS", "FAIL"]
        return _literal_strings(node.slice)
    elts = node.keys if isinstance(node, ast.Dict) else \
        node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else []
    return [e.value for e in elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]


def redefinitions(source: str) -> list[int]:
    """Lines where a module or a class binds a list, tuple, set, dict (its keys) or Literal, or
    annotates a name with a Literal, that spells two or more values of one vocabulary."""
    tree = ast.parse(source)
    lines = []
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
        for statement in scope.body:
            if not isinstance(statement, (ast.Assign, ast.AnnAssign)):
                continue
            words = [w for node in (statement.value, getattr(statement, "annotation", None))
                     if node is not None for w in _literal_strings(node)]
            if any(len([w for w in words if w in vocabulary]) >= 2 for vocabulary in VOCABULARIES):
                lines.append(statement.lineno)
    return lines


def test_the_scan_finds_a_vocabulary_written_again():
    assert redefinitions('ORDER = ("KEEP", "FIX")\nRANK = {"Strict": 0, "Lenient": 2}\n'
                         'V = Literal["PASS", "FAIL"]\nONE = ("KEEP", "orphan")\n'
                         'class A:\n    S = ["verified", "not_found"]\n'
                         'class J:\n    confidence: Literal["confirmed", "preliminary"] = "preliminary"\n'
                         '    verdict: Verdict | None = None\n') == [1, 2, 3, 6, 8]
    assert redefinitions("ORDER = (Action.KEEP, Action.FIX)\nWORDS = {'en': {'KEEP': 'keep', 'FIX': 'fix'}}\n") == []


def test_no_module_but_vocab_writes_the_vocabularies():
    found = {str(path.relative_to(PACKAGE.parent)): lines
             for path in sorted(PACKAGE.rglob("*.py")) if path.name != "vocab.py" or path.parent.name != "core"
             if (lines := redefinitions(path.read_text(encoding="utf-8")))}
    assert found == {}


def rewritten_in_code(source: str) -> list[int]:
    """Lines where code anywhere (a function body too) spells two or more values of one vocabulary:
    an assignment, a membership test (`x in ("FAIL", "PARTIAL-A")`) or a table indexed or asked
    on the spot (`{"api_fail": …}[x]`, `{…}.get(x)`). An en/zh table of phrases keyed by language
    is not such a table."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            values = [node.value]
        elif isinstance(node, ast.Compare):
            values = [c for op, c in zip(node.ops, node.comparators) if isinstance(op, (ast.In, ast.NotIn))]
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
            values = [node.value]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Dict):
            values = [node.func.value]
        else:
            continue
        if any(len([w for w in _literal_strings(v) if w in vocabulary]) >= 2
               for v in values for vocabulary in VOCABULARIES):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_scan_finds_a_vocabulary_written_again_inside_a_function():
    assert rewritten_in_code('def f(v, e):\n    if v in ("FAIL", "PARTIAL-A"):\n        return 1\n'
                             '    ok = {"verified", "triangulated"}\n'
                             '    return {"api_fail": "a", "unindexed": "b"}.get(e) or '
                             '{"KEEP": 0, "FIX": 1}[e]\n') == [2, 4, 5, 5]
    assert rewritten_in_code('def f(v):\n    return v in (Verdict.FAIL, Verdict.PARTIAL_A) or v == "FAIL"\n'
                             'W = {"en": {"not_found": "{label} not found", "id_mismatch": "…"}}\n') == []


def test_no_function_but_vocab_writes_the_vocabularies_again():
    found = {str(path.relative_to(PACKAGE.parent)): lines
             for path in sorted(PACKAGE.rglob("*.py")) if path.name != "vocab.py" or path.parent.name != "core"
             if (lines := rewritten_in_code(path.read_text(encoding="utf-8")))}
    assert found == {}


def test_each_vocabulary_keeps_its_strings_and_order():
    assert VERDICTS == ("PASS", "PARTIAL-A", "PARTIAL-B", "FAIL")
    assert FINAL_VERDICTS == ("PASS", "PARTIAL-A", "PARTIAL-B", "FAIL", "CONFLICT")
    assert SEVERITIES == ("Strict", "Standard", "Lenient")
    assert ACTIONS == ("KEEP", "FIX", "REPLACE", "REMOVE")
    assert EXISTENCE_ORDER == ("triangulated", "verified", "single_source", "unindexed", "id_mismatch",
                               "not_found", "api_fail", "unreadable", "pending")
    assert OVERALL == ("PASS", "NOT_APPLICABLE", "WARN", "FAIL", "BLOCKED", "ERROR")
    assert FOUND == ("verified", "triangulated", "single_source")
    assert NOT_A_WORK == ("not_found", "id_mismatch")
    assert CONFIDENCES == ("confirmed", "preliminary")
    assert Verdict.PARTIAL_A == "PARTIAL-A" and f"{Action.REMOVE}" == "REMOVE"


def test_the_state_file_holds_the_same_strings():
    ref = Ref(ref_id="1", existence=Existence.SINGLE_SOURCE,
              claims=[Claim(claim_id="C001_001", ref_id="1", severity=Severity.STRICT)],
              judgments=[Judgment(claim_id="C001_001", verdict=Verdict.PARTIAL_A),
                         Judgment(claim_id="C001_001", verdict=Verdict.PASS, confidence=Confidence.CONFIRMED)])
    data = json.loads(ref.model_dump_json())
    assert (data["existence"], data["claims"][0]["severity"], data["judgments"][0]["verdict"]) == \
        ("single_source", "Strict", "PARTIAL-A")
    assert [j["confidence"] for j in data["judgments"]] == ["preliminary", "confirmed"]
    again = Ref.model_validate(data)
    assert type(again.existence) is str and again.existence == "single_source"


def test_one_label_table_in_english_and_chinese():
    assert label("not_found") == "unverified — provide a PDF/DOI or delete the claim"
    assert label(Existence.NOT_FOUND, "zh") == "未核实 — 请提供 PDF/DOI 或删去该论断"
    assert label("api_fail", "en") == "sources could not be reached — retry later"
    assert label("api_fail", "zh") == "无法访问数据源 — 请稍后重试"
    assert label("single_source", "zh") == "单源，谨慎复核"
    assert (label("verified", "zh"), label("PARTIAL-A", "zh")) == ("verified", "PARTIAL-A")
    # the reports read the same table
    assert existence_text("zh", "unreadable") == "无法读取该条目 — 请在参考文献中修正"
    assert label(Confidence.PRELIMINARY) == "preliminary: read the full text to confirm"
    assert label("preliminary", "zh") == "preliminary：需阅读全文确认"
    assert label(Confidence.CONFIRMED) == "confirmed: the available text is enough to decide"
    assert label("confirmed", "zh") == "confirmed：现有文本足以判定"
    # the annotated copy's note reads the same table
    assert (WORDS["en"]["preliminary"], WORDS["zh"]["preliminary"]) == \
        (label("preliminary"), label("preliminary", "zh"))
