"""Numeric citation grammars: [29] [21,22,29] [1-5] [1, 3-5, 9], ［1］ 【1】, Word superscripts."""
from __future__ import annotations

import re

from .citation_types import CitationMatch

_DASH = r"\-–—~－～‐‑"
_SEP = r",，、;；"
# The inside of a numeric marker: numbers joined by list separators and range dashes.
_BODY = rf"\d+(?:\s*(?:[{_SEP}]|[{_DASH}])\s*\d+)*"
_ITEM_RE = re.compile(rf"(\d+)(?:\s*[{_DASH}]\s*(\d+))?")
_MAX_RANGE = 200                      # "[1-5000]" is not a citation range
_YEAR_LIKE = range(1800, 2100)


# a median (or mean) and its range or interquartile range: "14 [5–25]", "3 days (2–8)", "4 IQR [3–7]" —
# the value before lies inside the range; a citation "in 12 studies (5–7)" has no such value
_VALUE_BEFORE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:%|[A-Za-z]{1,12}\.?)?\s*(?:[A-Za-z]{1,5}\.?\s*)?[\(\[（［]?\Z")
_SOURCES_COUNTED = re.compile(r"\b(?:stud(?:y|ies)|trials?|papers?|articles?|reports?|reviews?|groups?|authors?|works?|"
                              r"publications?|cohorts?|surveys?|analyses|sources|experiments|investigations)\s*[\(\[（［]?\Z", re.I)
_ONE_RANGE = re.compile(rf"\s*(\d+)\s*[{_DASH}]\s*(\d+)\s*")


def is_value_with_range(before: str, body: str) -> bool:
    """``body`` (the marker's inside) is one range and ``before`` (the text up to the marker)
    ends with a value inside it: a statistic, not a citation."""
    span, value = _ONE_RANGE.fullmatch(body), _VALUE_BEFORE.search(before)
    if not span or not value:
        return False
    if _SOURCES_COUNTED.search(before):
        return False          # "confirmed in 3 studies (2–4)": the works counted are the works cited
    number = float(value.group(1).replace(",", "."))
    return int(span.group(1)) <= number <= int(span.group(2)) and not 1800 <= number < 2100


def expand_numbers(body: str, max_number: int | None) -> list[str] | None:
    """"1, 3-5, 9" -> ["1", "3", "4", "5", "9"]; None when the body is not a citation."""
    out: list[int] = []
    for m in _ITEM_RE.finditer(body):
        low = int(m.group(1))
        high = int(m.group(2)) if m.group(2) else low
        if low < 1 or high < low or high - low > _MAX_RANGE:
            return None
        out.extend(range(low, high + 1))
    if not out:
        return None
    if max_number is not None:
        if max(out) > max_number:
            return None
    elif len(out) == 1 and out[0] in _YEAR_LIKE:
        return None                    # "[2020]" is a year, not reference 2020
    return [str(n) for n in dict.fromkeys(out)]


_LATEX_OPTION_BEFORE = re.compile(r"(?:\\[A-Za-z@]+\*?|\\begin\s*\{[^{}]*\})\Z")


# A line of program code pasted into the text, ending in ";", "{" or "}": it creates an array
# ("new String[1];"), or opens with a declaration keyword and assigns ("int[] a = {1, 2};"), or
# ends a call or signature ("run(x);", "void f() {"), or assigns what a method returns. A prose list item ending in ";"
# ("return to work (RTW) [3];", "survival (HR = 0.8) [3];", "see [1] (Table 2);") is not code.
_CODE_LINE = re.compile(r"^(?=[^\u4e00-\u9fff]*$)(?=.*[;{}]\s*$)(?:.*\bnew\s+\w+\s*\[|\s*(?:public|"
                        r"private|protected|static|final|int|long|double|float|char|byte|boolean|"
                        r"String|var|let|const|return)\b.*[^=!<>]=[^=]|.*\w\([^()]*\)\s*[;{]\s*$"
                        # or assigns a method call's value ("Map<K, V> r = this.kb.count(t[1], r.get());")
                        r"|.*[\w>\]]\s+\w+\s*=\s*[A-Za-z_][\w.]*\.\w+\(.*\)\s*;\s*$)", re.S)


# TeX / Markdown inline math: "$…$" opening before a non-space and closing after one, not before a
# digit (so "costs $5 [3] and $10" is no formula), "\(…\)", "$$…$$"
_MATH = re.compile(r"\$\$.+?\$\$|(?<![\\$])\$(?=[^\s$])[^$\n]*?(?<=[^\s\\])\$(?![\d$])|\\\(.+?\\\)", re.S)


# an e-mail address right before the bracket (a title page's affiliation mark, no citation)
_ADDRESS_BEFORE = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+\Z")


def _math_spans(text: str) -> list[tuple[int, int]]:
    if "$" not in text and "\\(" not in text:
        return []
    return [(m.start(), m.end()) for m in _MATH.finditer(text)]


class NumericBrackets:
    """[29], [21,22,29], [1-5], [1–5], [1, 3-5, 9], [12, p. 5].

    "study[1]" counts (no space before a marker is common), but "x[0] = 1" or "a1[2]" in code
    does not: a marker is rejected after a one- or two-letter identifier (not a possessive
    "’s") or when it is followed by "=", "[" or "(" (an index expression; "(" opening words,
    "[22](a lattice-based …)", is prose), and 0 is never a reference number."""
    name = "numeric_brackets"
    _re = re.compile(rf"\[\s*({_BODY})\s*(?:,\s*((?:pp?\.|p)\s*\d+(?:\s*[{_DASH}]\s*\d+)?))?\s*\]")
    # ("Stetsyk’s[40]": the possessive s is no identifier)
    # (a letter of any script before it is a word's, not an identifier's: "comercialización[16]", "años[22]")
    _ident_before = re.compile(r"(?:^|[^\w'’])[A-Za-z_][A-Za-z0-9_]?\Z")
    # "[" after a marker opens an index ("a[1][2]") unless it is the next marker ("任务[1][2]");
    # "(" calls what the index names ("f[1](x)") unless it opens words ("SWOOSH[22](a lattice…", "后几层[27,77](如VGGNet…")
    _index_after = re.compile(r"\s*=(?!=)|\[(?!\s*\d[\d\s,\-–—]*\])|\((?!\s*[A-Za-z][A-Za-z\-]*\s+[A-Za-z]|\s*[\u4e00-\u9fff])")
    # an index after a snake_case name or after another index that is a name: "seed_set[1]", "mag[idx][1]"
    _code_before = re.compile(r"(?:[A-Za-z0-9]_\w*|\[[A-Za-z_]\w*\])\Z")
    # R console output pasted in: "[1] 6 # …", "[1] 0.52 0.31"
    _console_after = re.compile(r"[ \t]+-?\d+(?:\.\d+)?(?:[ \t]|$)")
    # a short name in capitals ("using R[16].", "T5[15]在…") or a model's version ("YOLO v2[19]在…") cites when the
    # marker ends a sentence or clause or runs on into Chinese text; "A[1] = 0" stays an index
    _name_before = re.compile(r"(?:^|[^A-Za-z0-9_])(?:[A-Z][A-Za-z0-9]?|(?<=\s)v\d)\Z")
    _prose_after = re.compile(r"[.,;:](?:\s|$)|$|[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")

    def __init__(self, max_number: int | None = None):
        self.max_number = max_number

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        out = []
        if _CODE_LINE.search(text):
            return out                 # "String[] str = new String[1];" pasted into a thesis
        math = _math_spans(text)
        for m in self._re.finditer(text):
            if any(low <= m.start() < high for low, high in math):
                continue               # "$G \in [8, 16]$": an interval in a formula
            before = text[max(0, m.start() - 3):m.start()]
            if self._index_after.match(text, m.end()):
                continue
            if not text[:m.start()].strip() and self._console_after.match(text, m.end()):
                continue               # console output, see _console_after
            if self._code_before.search(text, max(0, m.start() - 40), m.start()):
                continue               # "seed_set[idx][1]", "mag[i][2]": an index in printed code
            if self._ident_before.search(before) and not (
                    self._name_before.search(before) and self._prose_after.match(text, m.end())):
                continue
            if _LATEX_OPTION_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                continue               # "\footnotemark[1]", "\begin{algorithmic}[1]": an option
            if _ADDRESS_BEFORE.search(text, max(0, m.start() - 80), m.start()):
                continue               # "aporbo.ghosh@northsouth.edu[1]": an author's affiliation mark
            if is_value_with_range(text[max(0, m.start() - 30):m.start()], m.group(1)):
                continue               # "21 [16–27] vs 14 [5–25]": a median and its IQR
            ids = expand_numbers(m.group(1), self.max_number)
            if ids:
                out.append(CitationMatch(m.start(), m.end(), m.group(0), ids, self.name,
                                         locator=re.sub(r"\s+", " ", m.group(2) or "")))
        return self._without_value_sets(text, out)

    _zero_set = re.compile(r"\[\s*0\s*,\s*\d+(?:\s*,\s*\d+)*\s*\]")

    def _without_value_sets(self, text: str, found: list[CitationMatch]) -> list[CitationMatch]:
        """A sentence that writes a set of values opening with 0 ("choices: [0, 1, 2] for terSIDH
        and [1, 2] for binSIDH") lists values: its other comma-separated number lists are values
        too, not citations (single numbers and ranges still cite)."""
        if "[0" not in text.replace(" ", "") or not found:
            return found
        sets = [z.start() for z in self._zero_set.finditer(text)]
        if not sets:
            return found

        def same_sentence(a: int, b: int) -> bool:
            low, high = min(a, b), max(a, b)
            return not re.search(r"[.!?](?:\s|$)", text[low:high])
        return [m for m in found if len(m.ids) < 2 or re.search(rf"[{_DASH}]", m.raw)
                or not any(same_sentence(z, m.start) for z in sets)]


class FullwidthBrackets:
    """［1］ 【1】 〔1〕 and full-width parts inside: ［1，3－5］ 【2、4】; and the list's number named in words, as a
    course paper cites (held-out batch 56): "（引自参考文献6）", "见参考文献[3]" ("参考文献30余篇" counts, no citation)."""
    name = "fullwidth_brackets"
    _re = re.compile(rf"(?:［\s*({_BODY})\s*］|【\s*({_BODY})\s*】|〔\s*({_BODY})\s*〕"
                     rf"|(?:(?<=[（(])\s*|(?:引自|参见|详见|见|摘自|源自|出自)\s*)参考文献\s*[\[［【]?\s*({_BODY})\s*[\]］】]?(?=\s*[)）,，;；。.]|$))")
    _digits = str.maketrans("０１２３４５６７８９", "0123456789")

    def __init__(self, max_number: int | None = None):
        self.max_number = max_number

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        folded = text.translate(self._digits)   # same length: spans stay valid
        out = []
        for m in self._re.finditer(folded):
            body = m.group(1) or m.group(2) or m.group(3) or m.group(4)
            ids = expand_numbers(body, self.max_number)
            if ids:
                out.append(CitationMatch(m.start(), m.end(), text[m.start():m.end()], ids, self.name))
        return out


class Superscript:
    """A span the docx reader marked as superscript holding "[1]", "1,2", "1-3", "1–3" or "12"
    (Vancouver). Units and symbols are not citations: "m2", "kg/m2", "χ2", "R2", "I2", "CO2",
    "10^5" (a superscript right after a digit, or after a one- or two-letter token), unless the
    superscript is bracketed: "6.1/1000 h^[3]" cites reference 3. A superscript that opens the
    paragraph or cell marks a note ("¹Median (Q1, Q3)"), it cites nothing."""
    name = "superscript"
    _re = re.compile(rf"\s*[\[［]?\s*({_BODY})\s*[\]］]?\s*")
    _unit_before = re.compile(r"(?:\d|(?:^|[^A-Za-z])[A-Za-z\u0391-\u03a9\u03b1-\u03c9]{1,2}|/[A-Za-z]{1,3}|\^)\Z")
    # an exponent on a bracketed term of a formula: "(if1)²", "(x+y)²", "(a−b)³" — a term with no
    # space and no capital letter, or with an operator inside; "(NSCLC)¹", "(HbA1c)²", "(2019)³" cite
    _term_before = re.compile(r"\((?P<term>[^()\s]{1,20})\)\Z")
    # a superscript followed by an operator is an exponent: "x² + y²", "(…)² = 1"
    _operator_after = re.compile(r"\s*(?:[=+×·<>≤≥]|[−\-](?!\d)\s*[\w(])")
    _digits = str.maketrans("０１２３４５６７８９", "0123456789")
    # a statistic's name that a table's header marks for its note: "p-value²", "P value¹", "χ² test³", "OR (95% CI)²"
    _stat_mark = re.compile(r"(?:\bp[\s-]?values?|\bp|\btest|\bCI\)?|\bSD\)?|\bSE\)?|\bOR|\bRR|\bHR|\bdf|\bmean|\bmedian|%\)?)\s*\Z",
                            re.IGNORECASE)
    # "Li²⁷等人", "Wu¹²的": a two-letter surname, then Chinese text, is not a unit
    _surname = re.compile(r"(?:^|[^A-Za-z])[A-Z][a-z]\Z")

    def __init__(self, max_number: int | None = None):
        self.max_number = max_number

    def _surname_cjk(self, text: str, start: int, end: int) -> bool:
        return bool(self._surname.search(text[max(0, start - 3):start])
                    and re.match(r"[\u4e00-\u9fff]", text[end:end + 1]))

    def _in_formula(self, text: str, start: int, end: int) -> bool:
        if self._operator_after.match(text, end):
            return True
        term = self._term_before.search(text, max(0, start - 22), start)
        if not term:
            return False
        inner = term.group("term")
        return (re.search(r"[^\W\d_]", inner) is not None and not re.search(r"[A-Z]", inner)) \
            or re.search(r"\w\s*[+−*/^×·=]\s*\w", inner) is not None

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        out = []
        for start, end in superscripts:
            span = text[start:end].translate(self._digits)
            if not text[:start].strip():
                continue               # "¹Median (Q1, Q3)": a table's note mark opens the line
            if _ADDRESS_BEFORE.search(text, max(0, start - 80), start):
                continue               # "aporbo.ghosh@northsouth.edu[1]" raised: an author's affiliation mark
            m = self._re.fullmatch(span)
            # a bracketed superscript ("19.2/1000 h^[3]") is never an exponent
            bracketed = span.strip()[:1] in "[［" and span.strip()[-1:] in "]］"
            if not m or (not bracketed and self._unit_before.search(text[max(0, start - 4):start])
                         and not self._surname_cjk(text, start, end)
                         and not re.search(r"\bet\s+al\Z", text[max(0, start - 6):start])):     # "et al¹⁰" cites
                continue
            if not bracketed and self._in_formula(text, start, end):
                continue
            if not bracketed and self._stat_mark.search(text[:start]) and not text[end:].strip():
                continue               # "p-value²", "Mean SD¹" ending a table's cell: a test's note mark
            ids = expand_numbers(m.group(1), self.max_number)
            if not ids:
                continue
            s = start + (len(span) - len(span.lstrip()))
            e = end - (len(span) - len(span.rstrip()))
            s, e = _with_plain_brackets(text, s, e)
            out.append(CitationMatch(s, e, text[s:e], ids, self.name))
        return out


def _with_plain_brackets(text: str, start: int, end: int) -> tuple[int, int]:
    """A superscript number between brackets typed in normal position ("[" ¹ "]", the runs
    split by Word) is the whole marker "[1]"."""
    if start > 0 and end < len(text) and text[start - 1] in "[［" and text[end] in "]］" \
            and text[start] not in "[［":
        return start - 1, end + 1
    return start, end


# Words after which a parenthesized number is a figure, equation, step or other label.
_LABEL_WORDS = re.compile(
    r"(?:\b(?:Fig|Figs|Figure|Figures|Table|Tables|Eq|Eqs|Equation|Equations|Formula|Formulas|"
    r"Section|Sections|Chapter|Chapters|Appendix|Step|Steps|Lemma|Theorem|Proposition|Item|Items|"
    r"Question|Questions|Line|Lines|Page|Pages|No|Nos|Number|Supplementary|n|N|p|pp|vol|no)"
    r"\.?\s*$)|[=<>±×~\d]\s*$"
    # a law's article, paragraph and letter, as laws write them: "Pasal 15 ayat (1)", "Art. 5 Abs. (2)", "inciso (b)"
    # (not "the state of the art (1)", "para (4)")
    r"|(?-i:\b(?:Art|Abs|Para)\.\s*$|\b(?:Absatz|Alinea|Alínea|Inciso|inciso|Párrafo|Pasal|ayat|Ayat|huruf|Huruf)\s*$)",
    re.IGNORECASE)
# Chinese labels before an equation, figure or step number: "式（2-3）", "等式（2-3）、（2-4）", "图（3）";
# and after it: "（2-7）、（2-8）式"
_LABEL_WORDS_ZH = re.compile(r"(?:式子?|公式|等式|不等式|方程|方程组|约束|条件|图|表|步骤?|算法|定理|引理|第)\s*\Z")
_LABEL_AFTER_ZH = re.compile(r"\s*(?:(?:不|等)?式|所示|中的?[\u4e00-\u9fff])")
_LISTED = re.compile(r"\s*[、,，和及与]\s*")


def _without_listed_labels(text: str, found: list, labels: list[tuple[int, int]]) -> list:
    """Numbers listed with a label are labels too: "式（2-3）、（2-4）", "（2-7）、（2-8）、（2-9）式"."""
    spans = sorted([*labels, *((m.start, m.end) for m in found)])
    label = {span: span in labels for span in spans}
    listed = [(a, b) for a, b in zip(spans, spans[1:]) if _LISTED.fullmatch(text, a[1], b[0])]
    changed = True
    while changed:                # along each list, both ways
        changed = False
        for a, b in listed:
            if label[a] != label[b]:
                label[a] = label[b] = changed = True
    return [m for m in found if not label[(m.start, m.end)]]
# "published in 2022 (7)": a year after a preposition, then the marker (not "2015 (4): 78").
_YEAR_IN_PROSE = re.compile(r"\b(?:in|since|from|during|until|by)\s+(?:19|20)\d\d\s*$", re.IGNORECASE)
# A word that ends a sentence before an enumerator; "et al." and initials do not.
_SENTENCE_END = re.compile(r"(?:^|[:;,：；。]|(?<!\bal)(?<!\b[A-Z])\.|\b(?:and|or))\s*$")


# a column type, a function or an identifier right before "(11)": "int(11)", "varchar(255)", "f(2)", "x_1(3)"
_CODE_BEFORE = re.compile(r"(?:\b(?:(?:tiny|small|medium|big)?int(?:eger)?|n?var(?:char2?|binary)|n?char|decimal|numeric|"
                          r"float|double|binary|datetime2?|timestamp|enum)|[0-9_]|(?<![\w.])(?-i:[a-z]))$",
                          re.IGNORECASE)


# a figure or table named right before "(1)": its part number, as in "图1-1MVC架构(1)" / "如图3.2系统结构（2）"
_FIGURE_NAMED = re.compile(r"(?:图|表)\s*\d+(?:\s*[.\-–—．]\s*\d+)*\s*[^\s()（）。，,;；：:\[\]]{1,20}$")


def _without_enumeration(text: str, marker: re.Pattern, found: list[CitationMatch]) -> list[CitationMatch]:
    """A paragraph numbering its items "（1）OpenMV智能相机（2）电路底板（3）云台（4）测温元件": the single numbers in
    parentheses run 1, 2, 3, … in order and each but one opens the words after it (two of them: both, after
    a colon) — an enumeration, none of it a citation (a citation's marker is followed by punctuation:
    "… disease (2). Next …")."""
    singles = [m for m in marker.finditer(text) if re.fullmatch(r"\s*\d{1,3}\s*", m.group(1))]
    numbers = [int(m.group(1)) for m in singles]
    if len(singles) < 2 or numbers != list(range(1, len(singles) + 1)):
        return found
    opening = sum(1 for m in singles if re.match(r"\s?[^\W\d_]", text[m.end():m.end() + 2]))
    announced = re.search(r"(?:^|[:：。；;])\s*$", text[:singles[0].start()])     # "主要包括：（1）…"
    if opening < len(singles) - (0 if len(singles) == 2 else 1) or (len(singles) == 2 and not announced):
        return found
    spans = {(m.start(), m.end()) for m in singles}
    return [f for f in found if (f.start, f.end) not in spans]


class ParenNumeric:
    """Vancouver / NLM parenthesized numbers: "(1)", "(1, 2, 21)", "(3–5)". Only used when the
    document has a numbered reference list (``max_number`` is its highest number) and brackets
    are not its style: every number must be on the list, and a label ("Figure (2)", "Eq. (3)",
    "= (4)") or an enumerator ("… as follows: (1) first, (2) second") is not a citation."""
    name = "numeric_parens"
    _re = re.compile(rf"[(（]\s*({_BODY})\s*[)）]")

    def __init__(self, max_number: int):
        self.max_number = max_number

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        if "(" not in text and "（" not in text:
            return []
        found, labels = [], []
        for m in self._re.finditer(text):
            before = text[max(0, m.start() - 30):m.start()]
            if (_LABEL_WORDS.search(before) and not _YEAR_IN_PROSE.search(before)) or _LABEL_WORDS_ZH.search(before) \
                    or _LABEL_AFTER_ZH.match(text, m.end()) or not (text[:m.start()].strip() or text[m.end():].strip()):
                labels.append((m.start(), m.end()))
                continue          # a label; a number alone in its paragraph numbers the equation above it
            if is_value_with_range(before, m.group(1)):
                continue                    # "3 days (2–8)": a median and its range
            if _CODE_BEFORE.search(before):
                continue                    # "int(11)", "varchar(255)", "f(2)": code and functions, no citation
            if _FIGURE_NAMED.search(before):
                continue                    # "图1-1MVC架构(1)", "表2-3用户表(2)": a figure's or table's part
            ids = expand_numbers(m.group(1), self.max_number)
            if not ids or any(n in _YEAR_LIKE for n in map(int, ids)):
                continue
            after = text[m.end():m.end() + 6]
            if not text[:m.start()].strip() and re.match(r"\s*[:：]", after):
                continue                    # "（1）：网页A的PageRank值": a term's number defined
            if (len(ids) == 1 and _SENTENCE_END.search(before)
                    and re.match(r"\s*[^\W\d_]", after)):
                continue                    # "(1) the first point", an enumerator
            found.append(CitationMatch(m.start(), m.end(), m.group(0), ids, self.name))
        return _without_listed_labels(text, _without_enumeration(text, self._re, found), labels)


class LabelBrackets:
    """An alpha list's labels cited in brackets: "[MüS03]", "[Smi10a, SLW+08]", "[Knu84, S. 12]". Only the
    labels the document's own list opens its entries with (``labels``: label → the entry's number) are
    read; anything else in brackets is text."""
    name = "label_brackets"
    _re = re.compile(r"\[([^\[\]\n]{2,160})\]")
    _LOCATOR = re.compile(r"(?:S\.|p{1,2}\.|pp\.|Kap\.|ch\.|chap\.|§)\s*\d+(?:\s*[-–]\s*\d+)?(?:\s*f{1,2}\.)?", re.I)

    def __init__(self, labels: dict[str, int]):
        self.labels = labels

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        out = []
        for m in self._re.finditer(text):
            parts = [p.strip() for p in re.split(r"\s*[,;]\s*", m.group(1).strip())]
            locator = parts.pop() if len(parts) > 1 and self._LOCATOR.fullmatch(parts[-1]) else ""
            if parts and all(p in self.labels for p in parts):
                out.append(CitationMatch(m.start(), m.end(), m.group(0), [str(self.labels[p]) for p in parts],
                                         self.name, locator=locator))
        return out
