"""Manuscript readers: one ``Document`` (body blocks + in-document reference list) per file.

The format readers live in ``readers_docx``, ``readers_tex`` and ``readers_text``; this module
holds the shared records and the text rules they all use (headings, reference-list headings,
section kinds, decoding, language).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ..core.decode import decode_bytes, decode_text, detect_encoding  # noqa: F401
from ..core.text import CJK, has_cjk, valid_text  # noqa: F401  (has_cjk: said of documents)
from ..errors import RefverifyError
from .context import ParseContext, ReadLimits, context_or_default  # noqa: F401

SUPPORTED_SUFFIXES = {".docx": "docx", ".tex": "tex", ".md": "md", ".markdown": "md", ".txt": "txt",
                      # R Markdown and Quarto are pandoc Markdown with code chunks
                      ".rmd": "md", ".qmd": "md", ".rst": "rst"}


@dataclass
class Block:
    """A paragraph, heading, table-cell paragraph or footnote of the body.

    ``line`` is the 1-based line in ``file`` for tex/md/txt (``text`` keeps its newlines, so the
    line of an offset is ``line + text[:offset].count("\\n")``). For docx it is the 1-based
    paragraph index: every ``w:p`` of the body (empty ones too, table-cell paragraphs included)
    counted in document order; a footnote block carries the index of the paragraph that holds its
    reference mark.
    """
    text: str
    line: int
    file: str
    kind: str  # paragraph | heading | table | footnote
    level: int | None = None
    superscripts: list[tuple[int, int]] = field(default_factory=list)


class ListLine(tuple):
    """One line (or grouped entry) of a reference list: ``(line, text)`` as every list reader
    takes it, and ``file``, the file that line is in ("" for the manuscript itself). A LaTeX list
    may sit in an ``\\input`` file: its entries and notes name that file and its lines."""

    def __new__(cls, line: int, text: str, file: str = ""):
        item = super().__new__(cls, (line, text))
        item.file = file
        return item

    def __getnewargs__(self):
        return self[0], self[1], self.file


def line_file(item, default: str) -> str:
    """The file of a reference-list line: its own, else ``default`` (the manuscript)."""
    return getattr(item, "file", "") or default


@dataclass
class Part:
    """One body with its own reference list. A thesis may carry a literature review (综述) with
    its own list after the main one, or a list after each chapter; each is a part. ``label`` is
    "" for the first part, then "P2", "P3", …; ``title`` is the heading that opened it."""
    label: str
    blocks: list[Block] = field(default_factory=list)
    reference_lines: list[tuple[int, str]] = field(default_factory=list)
    title: str = ""


@dataclass
class Document:
    path: Path
    format: str  # docx | tex | md | txt
    line_kind: str  # line | paragraph
    blocks: list[Block] = field(default_factory=list)
    reference_lines: list[tuple[int, str]] = field(default_factory=list)
    bib_paths: list[Path] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    todo_keys: dict[str, str] = field(default_factory=dict)
    language: str = "en"
    warnings: list[str] = field(default_factory=list)  # skipped includes and similar notes
    # Later parts (a review with its own list, per-chapter lists); the first part is always
    # ``blocks`` / ``reference_lines`` themselves, so single-list callers see no difference.
    extra_parts: list[Part] = field(default_factory=list)
    # LaTeX: the author's citing macros (tex_macros.CiteMacro by name) and .bib files held in
    # filecontents environments (path they would be written to → (text, file, first line)).
    cite_macros: dict = field(default_factory=dict)
    embedded_bibs: dict = field(default_factory=dict)
    nocite: list[str] = field(default_factory=list)  # pandoc metadata `nocite:` keys ("*": all)
    field_entries: list = field(default_factory=list)  # Word: references of Zotero's fields

    @property
    def parts(self) -> list[Part]:
        return [Part("", self.blocks, self.reference_lines), *self.extra_parts]


# --- decoding (core/decode.py: what every reader of user files shares) -------------------------

def check_size(path: Path, ctx: ParseContext | None = None) -> None:
    """Refuse a text input over the parse's limit before reading it (memory grows with the text)."""
    try:
        size = path.stat().st_size
    except OSError:
        return                      # the read that follows names the problem
    limit = context_or_default(ctx).limits.max_input_mb
    if size > limit * 1e6:
        raise RefverifyError(f"{path}: {size / 1e6:.1f} MB is more than the {limit:g} MB limit for "
                             "a text input (raise max_input_mb in refverify.toml to read it)")


def read_text_file(path, ctx: ParseContext | None = None) -> str:
    """A manuscript file's text, its encoding recorded in ``ctx.encodings``."""
    path, ctx = Path(path), context_or_default(ctx)
    check_size(path, ctx)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RefverifyError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if not data:
        raise RefverifyError(f"{path}: file is empty")
    return decode_text(data, path, ctx.encodings)


# --- language -----------------------------------------------------------------------------

_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def detect_language(text: str) -> str:
    """"zh" when CJK characters outnumber Latin words (a Chinese character is about a word)."""
    cjk = len(CJK.findall(text))
    return "zh" if cjk and cjk >= len(_LATIN_WORD.findall(text)) else "en"


# --- headings -----------------------------------------------------------------------------

_CN_NUM = "一二三四五六七八九十百零〇两"
_CHAPTER = re.compile(rf"^第\s*[{_CN_NUM}\d]+\s*章")
_CN_SECTION = re.compile(rf"^第\s*[{_CN_NUM}\d]+\s*节")
_CN_ENUM = re.compile(rf"^[{_CN_NUM}]+\s*[、.．]\s*\S")
_DECIMAL = re.compile(r"^(\d{1,2}(?:\.\d{1,2})*)\.?\s+\S")
_SENTENCE_END = re.compile(r"[。；;:：，,.!?！？]$|[.。]\s")
# "Chapter 2", "CHAPTER III Methods", "Part One"
_EN_CHAPTER = re.compile(r"^(?:chapter|part)\s+(?:\d{1,2}|[IVXL]{1,5}|one|two|three|four|five|six|"
                         r"seven|eight|nine|ten)\b[.:]?(?:\s+\S.*)?$", re.IGNORECASE)
# A short all-capitals line ("LITERATURE REVIEW"); at least four letters, so "WHO" is not one.
_ALL_CAPS = re.compile(r"^(?=(?:.*[A-Z]){4})[A-Z][A-Z'&\-]*(?:\s+[A-Z'&\-]+){0,5}$")
_TOC_LEADER = re.compile(r"(\.{4,}|…{2,}|·{4,}|\t)\s*\d+\s*$")

# Stand-alone heading words; also what section_kind recognises.
_KEYWORD_HEADINGS = re.compile(
    r"^(摘\s*要|abstract|前\s*言|引\s*言|绪\s*论|序\s*言|背\s*景|材料与方法|对象与方法|资料与方法|"
    r"研究方法|方\s*法|结\s*果|讨\s*论|结\s*论|总\s*结|小\s*结|结果与讨论|致\s*谢|附\s*录|"
    r"参\s*考\s*文\s*献|主要参考文献|introduction|background|methods?|methodology|"
    r"materials and methods|patients and methods|results?|discussion|conclusions?|summary|"
    r"results and discussion|acknowledg(?:e)?ments?|appendix|appendices|references|bibliography|"
    r"literature cited|works cited)$",
    re.IGNORECASE)

# A heading's number before its words: "8 References", "8. References", "8 - References", "8.3 References",
# "VIII. References", "Chapter 8: References", "第八章 参考文献", "六、参考文献", "六 主要参考文献"
# "（10）参考文献：", "(五) 主要参考文献": a form's item number in brackets
_HEADING_NUMBER = (r"(?:[(（]\s*(?:\d{1,2}|[" + _CN_NUM + r"]{1,3})\s*[)）]|(?:chapter|section|part)\s+(?:\d{1,2}|[IVXL]{1,5})\s*[.:\-–—]?|"
                   r"\d{1,2}(?:\.\d{1,2})*\s*[.．、):：\-–—]?|[IVXL]{1,5}\s*[.):\-–—]|"
                   r"第\s*[" + _CN_NUM + r"\d]+\s*章|[" + _CN_NUM + r"]+\s*[、.．]|[" + _CN_NUM + r"]+\s+)")
_REFERENCE_HEADING = re.compile(
    r"^(?:" + _HEADING_NUMBER + r"\s*)?"
    # "参考文献", and with a qualifier a proposal form or a chapter puts before it:
    # "主要参考文献", "已查阅的主要参考文献", "本章参考文献", "中文参考文献"; a proposal's "六 主要参考文献",
    # "文献参考", "参考文献目录", "参考文献（按字母顺序）"
    r"([\u4e00-\u9fff]{0,8}参\s*考\s*文\s*献(?:目\s*录|列\s*表|清\s*单)?|文\s*献\s*参\s*考|"
    # Word's own Chinese headings for its bibliography blocks: "引用的著作" (Works Cited), "书目"
    r"引\s*用\s*的?\s*(?:著\s*作|文\s*献)|书\s*目|"
    r"(?:research |key |useful )?references?|reference list|bibliography|bibliographic references|"
    r"(?:selected|cited) references|references cited|list of references|sources cited|"
    r"references and (?:notes|further reading|bibliography|sources)|notes and references|"
    r"(?:bibliography|sources|literature) and (?:references|sources|notes)|"
    r"literature cited|works cited|cited literature|"
    # a history thesis's list by kind of source: "Bibliography of primary sources", "Bibliography of Archival Sources"
    r"(?:select(?:ed)?\s+)?bibliography\s+of\s+(?:the\s+)?(?:primary|secondary|archival|printed|published|unpublished)"
    r"\s+(?:sources|works|literature|materials)|"
    # a student paper's own words for its list: "Citations:", "Sources:" (with their colon: a section on a study's
    # data sources is no list), "Works Consulted"
    r"(?:citations|sources)(?=\s*[:：]\s*$)|works consulted|"
    # the same heading in the other languages theses are written in
    r"literaturverzeichnis|literatur|quellenverzeichnis|referenzen|sources des citations|obras citadas|"
    # "Quellen", "Quellenangaben", "Literatur- und Quellenverzeichnis", "Internetquellen", "Online-Quellen", "Literaturangaben"
    r"quellen(?:angaben)?|literatur-?\s*und\s*quellen(?:verzeichnis)?|quellen-?\s*und\s*literatur(?:verzeichnis)?|(?:internet|online-?)\s*quellen(?:verzeichnis)?|literaturangaben|"
    r"referências citadas|opere citate|r[ée]f[ée]rences?(?: bibliographiques| utilis[ée]es?| cit[ée]es)?|bibliographie|"
    r"ouvrages cit[ée]s|sources utilis[ée]es|"
    r"referencias(?: bibliográficas)?|bibliografía|bibliografia|riferimenti bibliografici|"
    # a course's or a book's short list: "Bibliografia essenziale", "Bibliografía básica", "Essential bibliography"
    r"bibliograf[ií]a\s+(?:essenziale|di\s+riferimento|b[aá]sica|esencial|complementar|complementaria)|"
    r"bibliographie\s+(?:s[ée]lective|indicative|essentielle)|(?:essential|selected|select|recommended)\s+bibliography|"
    r"referências(?: bibliográficas)?|литература|список литературы|참고\s*문헌|参考資料|"
    # a list for one part of the work: "Referências para a seção de limitações", "References for Chapter 3",
    # "Bibliographie du chapitre 2", "Literatur zu Kapitel 4" (the part named in a short tail: "Literatur zum
    # Forschungsstand" is a review's heading, "References for each model are given in Table 2" a sentence)
    r"(?:references|referências|referencias|r[ée]f[ée]rences|bibliograph(?:y|ie)|bibliograf[ií]a|literatur)\s+"
    r"(?:for|para|pour|f[üu]r|zu[mr]?|per|del|de\s+la|de|do|da|du|des|della|of)\s+(?:(?:the|a|o|la|el|le|das|den|die|der|il)\s+)?"
    r"(?:chapters?|chapitres?|cap[íi]tulos?|capitoli|capitolo|kapitel|sections?|se[çc][ãa]o|secci[óo]n|sezione|abschnitt|"
    r"parts?|parte|partie|teil|units?|unidad|unidade|unit[ée]|weeks?|semana|semaine|woche|modules?|m[óo]dulo|lectures?|"
    r"sessions?|sesi[óo]n|sess[ãa]o|lessons?|lecci[óo]n|li[çc][ãa]o|topics?|tema|thema)\b[^.!?:;。\[\]【】]{0,40}?|"
    # Russian, Ukrainian, Kazakh (GOST / DSTU theses): "Список использованной литературы", "Список використаних джерел"
    r"(?:библиографический\s+)?список(?:\s+(?:использ\w+|цитируем\w+|рекомендуем\w+))?\s+(?:литературы|источников)(?:\s+и\s+литературы)?|"
    r"библиографический\s+список|библиография|использованн\w+\s+(?:литература|источники)|"
    r"список\s+використан\w+\s+(?:джерел|літератури)|використан\w+\s+(?:джерела|література)|література|"
    r"пайдаланылған\s+әдебиеттер(?:\s+тізімі)?|әдебиеттер\s+тізімі|"
    # Turkish, Indonesian / Malay, Vietnamese, Czech / Slovak, Polish, Dutch, Scandinavian, Italian / French web lists
    r"kaynak(?:ça|lar)|daftar\s+(?:pustaka|referensi|rujukan)|bibliografi|rujukan|tài\s+liệu\s+tham\s+khảo|"
    r"(?:seznam\s+)?použit(?:é|ých)\s+(?:literatury|zdrojů)|použitá\s+literatura|zoznam\s+použitej\s+literatúry|literatura|"
    r"(?:spis|wykaz)\s+(?:literatury|źródeł)|literatuur(?:lijst)?|referenties|referenser|källförteckning|litteraturförteckning|"
    r"litteraturliste|kildeliste|sitografia|webographie|fuentes\s+(?:consultadas|bibliográficas)|"
    # an annotated bibliography, and a title before it: "Social and Cultural Diversity Paper: Bibliography"
    # ("Annotated Bibliography: The French Revolution Travel Blog Project")
    # (a title: capitalised, no figures, not a sentence — "Annotated bibliography: students write one summary…" is none)
    r"(?:an )?annotated bibliography(?:\s*[:：]\s*(?-i:[A-Z])(?![^:：]*\b(?-i:[a-z]){5,}\b[^:：]*\b(?-i:[a-z]){5,}\b)[^:：\[\]【】\d%.]{2,79}?)?|[^:：\[\]【】]{3,60}[:：]\s*(?:annotated )?bibliography)"
    # an opening report's rule for the list after it ("4．阅读的参考文献不少于15篇（其中近五年外文文献不少于3篇）")
    r"(?:\s*[，,]?\s*(?:不少于|不得少于|不低于|须在|应在|至少|要求)\s*\d{1,3}\s*篇(?:以上)?)?"
    # a qualifier in brackets: "（按字母顺序）", and a proposal form's rule for the list
    # "（参考文献须在15篇以上，其中应包含至少2篇外文…）" (up to 80 characters)
    # a stop a writer typed after it ("Reference.")
    r"\s*(?:[（(][^（()）]{0,80}[)）])?\s*[:：.]?$",
    re.IGNORECASE)

# Headings that end a reference list (back matter after it).
_BACK_MATTER = re.compile(
    r"^(?:(?:" + _HEADING_NUMBER + r"|附录\s*[A-Z\d]?)\s*)?"
    r"(致\s*谢|附\s*录.*|appendix.*|appendices|acknowledg(?:e)?ments?|"
    # an appendix by its other names: "Attachment", "Anhang", "Annex", "Anexo", "Allegato", "Annexe"
    r"(?:attachments?|anh[äa]nge?|annex(?:es|e)?|anexos?|allegat[oi]|"
    # in the other languages theses are written in: "Приложения", "Додатки", "Ekler", "Lampiran", "Phụ lục",
    # "Přílohy", "Załączniki", "Bijlagen", "Bilagor", "Apéndices", "Remerciements", "Danksagung", "謝辞"
    r"приложени[еяй]|додат(?:ки|ок)|ekler|lampiran|phụ\s+lục|přílohy?|załączniki?|bijlagen?|bilag(?:a|or)?|vedlegg|"
    r"ap[ée]ndices?|apêndices?|благодарност[ьи]|remerciements|danksagung|agradecimientos|agradecimentos|"
    r"ringraziamenti|teşekkür|謝\s*辞|付\s*録)(?:\s+[A-ZА-Я\d]{1,3}\b.*)?|"
    # the lists of figures, tables and symbols a thesis may put after its references (their captions' citations
    # were counted in the text): "List of Figures", "SEZNAM OBRÁZKŮ", "Abbildungsverzeichnis", "Lista de tabelas"
    r"list\s+of\s+(?:figures|tables|illustrations|abbreviations|symbols|appendices)(?:\s+and\s+\w+)?|"
    r"seznam\s+(?:obrázků|tabulek|příloh|zkratek|použitých\s+(?:symbolů|zkratek))|"
    r"(?:abbildungs|tabellen|abkürzungs|symbol)verzeichnis|liste\s+des\s+(?:figures|tableaux|annexes)|"
    r"lista\s+de\s+(?:figuras|tabelas|tablas|abreviaturas|siglas|ilustrações)|índice\s+de\s+(?:figuras|tablas)|"
    r"(?:源|程序|主要)?代码\s*附\s*录.*|(?:主要|部分)?(?:源代码|源程序|程序代码|程序清单)|"
    r"攻读.{0,20}(成果|论文).*|个人简历|作者简[介历]|在学期间.*|声\s*明|综\s*述.*|"
    # an opening report's form after its list: the advisor's and the panel's opinion ("5．指导教师意见", "开题小组意见")
    # (the heading whole, or the form's box glued after it: "5．指导教师意见指导教师（签名）： 年 月 日")
    r"(?:指导(?:教师|老师)|导师|教师)(?:审核|评阅)?意见(?:及建议)?(?:\s*(?:指导)?(?:教师|老师|导师)\s*[（(]\s*签\s*[名字].*)?|"
    r"指导(?:教师|老师)评语|(?:开题|评审|答辩)(?:报告)?(?:小组|委员会)(?:意见|评语)|(?:系|院|学院|教研室)(?:审核|审查)?意见|"
    # a bachelor's bundle: the translated foreign paper after the list ("外文原文", "外文翻译", "英文原文及译文")
    r"(?:外文|英文)(?:文献)?(?:原文|翻译|译文|资料).{0,12}|外文文献译文|"
    r"(?:学位论文)?(?:原创性|独创性)声明.*|学位论文.{0,8}(?:声明|授权书?|使用授权.*)|"
    # a post's or a report's end after its list: "## Author", "About the authors", "Contact", "License"
    r"(?:about\s+the\s+)?authors?(?:\s+(?:information|bio(?:graphy)?|biographies|details))?|contact|licen[cs]e|copyright)$",
    re.IGNORECASE)


def _clean_heading(text: str) -> str:
    # accents composed, as "Références" / "Referências" written with combining marks (NFD) reads too;
    # the pictographs a heading is decorated with go ("## 📚 References", "✅ Conclusion")
    # and Markdown's emphasis around the whole heading ("# **Referências bibliográficas**", "## _References_")
    line = re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()
    line = _DECORATION.sub("", line).strip() if _DECORATION.search(line) else line
    emphasised = re.fullmatch(r"([*_]{1,3})(?=\S)(.+?)(?<=\S)\1", line)
    return emphasised.group(2) if emphasised else line


# pictographs and their joiners and variation selectors at a heading's ends
_DECORATION = re.compile(r"^(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]\s*)+"
                         r"|(?:\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D])+$")


def is_heading_text(text: str) -> int | None:
    """The heading level a line's text suggests when it carries no style, or None.

    第X章 → 1, 第X节 → 2, "1.2 xxx" → depth, 一、xxx → 1, stand-alone 前言/Abstract/… → 1.
    Only short lines without sentence punctuation at the end count.
    """
    line = _clean_heading(text)
    if not line or "\n" in text.strip() or _TOC_LEADER.search(text):
        return None
    if is_reference_heading(line):      # its pattern bounds its length ("Annotated Bibliography: <a title>")
        return 1
    if len(line) > 60:
        return None
    if _KEYWORD_HEADINGS.match(line):
        return 1
    if _SENTENCE_END.search(re.sub(r"^\d{1,2}(?:\.\d{1,2})*\.?\s*", "", line)):
        return None
    if _CHAPTER.match(line) or _EN_CHAPTER.match(line) or _ALL_CAPS.match(line):
        return 1
    if _CN_SECTION.match(line):
        return 2
    match = _DECIMAL.match(line)
    if match and len(line) <= 40:
        return match.group(1).count(".") + 1
    if _CN_ENUM.match(line) and len(line) <= 30:
        return 1
    return None


# a heading in brackets, as Chinese journals and theses write it: "【参考文献】", "[参考文献]", "〔参考文献〕"
_BRACKETED = re.compile(r"^[【\[［〔〖]\s*([^\]］】〕〗]+?)\s*[】\]］〕〗]\s*[:：]?$")


# the one-word headings a typing slip may spell wrong ("Quellenverezeichnis", "Refrences", "Bibliograpy")
_LONG_HEADINGS = ("references", "bibliography", "literaturverzeichnis", "quellenverzeichnis", "bibliographie",
                  "bibliografia", "bibliografía", "referencias", "referências", "références", "referenzen")


def _one_slip(word: str, target: str) -> bool:
    """``word`` is ``target`` but for one letter left out, added, changed or two swapped (same first letter)."""
    if word == target or word[:1] != target[:1] or abs(len(word) - len(target)) > 1:
        return False
    i = 0
    while i < min(len(word), len(target)) and word[i] == target[i]:
        i += 1
    return (word[i + 1:] == target[i + 1:] or word[i:] == target[i + 1:] or word[i + 1:] == target[i:]
            or (word[i:i + 2] == target[i:i + 2][::-1] and word[i + 2:] == target[i + 2:]))


def _misspelt_heading(line: str) -> bool:
    """"7 Quellenverezeichnis": a long list heading of one word with one typing slip."""
    word = re.sub(r"^(?:" + _HEADING_NUMBER + r"\s*)?", "", line, flags=re.IGNORECASE).strip(" :：").casefold()
    return len(word) >= 9 and word.isalpha() and any(_one_slip(word, target) for target in _LONG_HEADINGS)


def is_reference_heading(text: str, slips: bool = False) -> bool:
    """``slips``: a heading styled as one (never a contents line or a table's cell) may carry one typing
    slip ("Quellenverezeichnis")."""
    line = _clean_heading(text)
    line = _BRACKETED.sub(r"\1", line)
    if not _REFERENCE_HEADING.match(line):
        return slips and _misspelt_heading(line)
    # a long rule in brackets heads the list itself ("主要参考文献（参考文献须在15篇以上…）"), never a review
    # section that ends with its list ("二、文献综述及主要参考文献（通过对……进行整理和归纳……）")
    rule = re.search(r"[（(]([^（()）]*)[)）]\s*[:：]?$", line)
    return not (rule and len(rule.group(1)) > 24 and "综述" in line[:rule.start()])


# Chapter-level headings that, right after a reference list, open a new part rather than
# back matter: 综述 / 文献综述 / 第X章 / "Chapter N" (a review's own list follows it).
_PART_HEADING = re.compile(r"^(?:(?:第\s*[" + _CN_NUM + r"\d]+\s*章|\d{1,2}|[" + _CN_NUM
                           + r"]+\s*[、.．])\s*)?(?:文\s*献\s*)?综\s*述")


def is_part_heading(text: str) -> bool:
    """A heading that may start a new part after a reference list (see ``Part``)."""
    line = _clean_heading(text)
    if (not line or len(line) > 60 or is_reference_heading(line) or _TOC_LEADER.search(text)
            or _SENTENCE_END.search(line) or re.search(r"[\[［【]", line)):
        return False  # a wrapped reference line ("综述[J]. 中华…") is not a heading
    if _PART_HEADING.match(line):
        return True
    return not is_back_matter_heading(line) and bool(_CHAPTER.match(line) or _EN_CHAPTER.match(line))


# What a manuscript puts after its reference list and still cites from: the tables, the figures
# and their legends ("Table 1. Model parameters … Pennick 2010 [1]"), supplementary tables
_FLOAT_HEADING = re.compile(
    r"^(?:\d+(?:\.\d+)*\.?\s*)?(?:tables?|figures?|figure legends?|figure captions?|legends?(?: (?:to|for) figures?)?|"
    r"tables? and figures?|figures? and tables?|supplementary (?:tables?|figures?|materials?|information)|"
    r"supporting information|附表|附图|图表|表格|图注)(?:\s+\S.*)?$", re.IGNORECASE)


def is_float_heading(text: str) -> bool:
    """A heading after the reference list over tables or figures (their citations count), not back matter."""
    line = _clean_heading(text)
    return len(line) <= 80 and bool(_FLOAT_HEADING.match(line)) and not is_back_matter_heading(line)


def is_back_matter_heading(text: str) -> bool:
    line = _clean_heading(text)
    # (an appendix's letter and its title may run longer: "Appendix A: Regulatory Focus Strategies Scale")
    return (len(line) <= 40 and bool(_BACK_MATTER.match(line))) or (len(line) <= 100 and bool(_LABELLED_APPENDIX.match(line)))


# (or its title after a space alone: "Appendix A Interview Transcript - …", not "Appendix A shows …")
_LABELLED_APPENDIX = re.compile(r"^(?:appendix|annexe?|anhang|anexo|ap[êé]ndice|allegato|附\s*录)\s*(?-i:[A-Z\d]{1,3})"
                                r"(?:\s*[:：.\-–—]\s*\S|\s+(?-i:[A-Z])(?-i:[a-z])+\b)", re.IGNORECASE)


_SECTION_RULES: list[tuple[str, re.Pattern]] = [
    ("abstract", re.compile(r"摘\s*要|abstract", re.I)),
    ("methods", re.compile(r"材料|方\s*法|对象|资料|methods?\b|methodology|materials|experimental|"
                           r"study design|participants", re.I)),
    ("results", re.compile(r"结\s*果|results?\b|findings", re.I)),
    ("discussion", re.compile(r"讨\s*论|discussion", re.I)),
    ("conclusion", re.compile(r"结\s*论|总\s*结|小\s*结|展\s*望|conclusions?|summary|outlook", re.I)),
    ("intro", re.compile(r"前\s*言|引\s*言|绪\s*论|序\s*言|背\s*景|综\s*述|introduction|background|"
                         r"literature review|related work|overview", re.I)),
]


def section_kind(heading_text: str) -> str:
    """intro | methods | results | discussion | conclusion | abstract | other.

    The first matching rule wins, so "Results and Discussion" is results and
    "Materials and Methods" is methods.
    """
    text = re.sub(r"^(第\s*\S+?\s*[章节]|[\d.]+|[" + _CN_NUM + r"]+\s*[、.．])\s*", "",
                  _clean_heading(heading_text))
    for kind, pattern in _SECTION_RULES:
        if pattern.search(text):
            return kind
    return "other"


