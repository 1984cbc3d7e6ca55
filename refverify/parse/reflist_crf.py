"""A learned second reader of reference-list lines: a linear-chain CRF over the line's tokens.

The rules of ``reflist`` read the styles they were written for. On a line they read only in part (no
journal, no volume, no pages found; a title only guessed, or one holding the names or the publisher),
this reader's tagging is asked for the missing parts: a field the rules left empty is filled from the
span the CRF tags with it, when every token of that span is tagged with high probability, the value
has the field's shape and is no part of the title or the names the rules read; a title stands for the
rules' only as ``_better_title`` says. A field read so is marked guessed (a discrepancy resting on it is
at most a warning) and the entry's note names it.

The model (``refverify/data/reflines.crfsuite``) is trained by ``bench/linecrf_train.py`` from the
hand-labelled lines of the held-out corpora; ``reflist.marked_line`` (the text read, its italics), ``tokens`` and
``features`` here are the one definition both the training and the reading use.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from ..core.certainty import Certainty
from . import reflist_bibinfo as bibinfo, reflist_snjnl as snjnl
from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_terms import NO_DATE

MODEL = Path(__file__).resolve().parent.parent / "data" / "reflines.crfsuite"
# the tags: names, title, year, journal (or the book a part is in), publisher, volume, issue, pages, DOI, other
TAGS = {"authors": "A", "title": "T", "year": "Y", "journal": "J", "publisher": "P",
        "volume": "V", "issue": "I", "pages": "G", "doi": "D"}
# the fields this reader may fill when the rules left them empty, and the least probability of every token
FILLED = ("journal", "publisher", "volume", "issue", "pages", "year")
SURE = 0.7
# the least probability of every token of a title that stands where the rules read none or only guessed one
# (a title is what a reference is found by: a higher bar than the other fields'; measured on batches 92–99 with
# a model trained on 2–91, every field filled at 0.7 against 0.9: 41 more right, 8 more wrong, 7 of them titles)
TITLE_SURE = 0.9
# the least probability of every token of a title that stands for one a style's rule read
OVERRIDE = 0.98

_TOKEN = re.compile(r"[^\W_]+|\S")
_JOURNAL_WORDS = {"journal", "j", "proc", "proceedings", "rev", "review", "trans", "transactions", "conference",
                  "conf", "symposium", "workshop", "letters", "lett", "annals", "ann", "bulletin", "bull",
                  "quarterly", "acta", "magazine", "science", "nature", "phys", "chem", "med", "int", "am",
                  "international", "society", "research", "学报", "杂志", "期刊"}
_PUBLISHER_WORDS = {"press", "publishers", "publisher", "publishing", "verlag", "springer", "wiley", "elsevier",
                    "university", "books", "edition", "edn", "ed", "inc", "ltd", "co", "gmbh", "editora", "éditions",
                    "出版社"}
_MARKS = {"vol": "vol", "volume": "vol", "no": "no", "nr": "no", "issue": "no", "pp": "pp", "p": "pp",
          "pages": "pp", "in": "in", "eds": "ed", "ed": "ed", "editors": "ed", "doi": "doi", "http": "url",
          "https": "url", "et": "etal", "al": "etal", "and": "and", "等": "etal", "卷": "vol", "期": "no"}


def tokens(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each token: a run of letters and digits, or one other character."""
    return [m.span() for m in _TOKEN.finditer(text)]


_DIGIT, _LOWER, _UPPER = re.compile(r"\d"), re.compile(r"[a-z]"), re.compile(r"[A-Z]")
_CJK, _LETTER, _RUN = re.compile(r"[\u4e00-\u9fff]"), re.compile(r"[^\W\d_]"), re.compile(r"(.)\1{2,}")
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")


@lru_cache(maxsize=65536)
def _shape(word: str) -> str:
    shape = _UPPER.sub("X", _LOWER.sub("x", _DIGIT.sub("d", word)))
    shape = _LETTER.sub("L", _CJK.sub("C", shape))     # L: any other letter
    return _RUN.sub(r"\1\1", shape)


def features(text: str, spans: list[tuple[int, int]], marks: str = "") -> list[dict]:
    """One feature dictionary per token; ``marks`` (``reflist.marked_line``): how each character was set,
    "i" italic, "b" bold (a journal or a book title in italics, a volume in bold)."""
    words = [text[a:b] for a, b in spans]
    styles = [marks[a] if len(marks) > a else " " for a, _b in spans]
    lows = [word.lower()[:20] for word in words]
    shapes = [_shape(word) for word in words]
    out, depth, quote, segment = [], 0, 0, 0
    for i, ((start, end), word) in enumerate(zip(spans, words)):
        low = word.lower()
        f = {"bias": 1.0, "w": lows[i], "s": shapes[i],
             "pos": str(min(9, 10 * start // max(1, len(text)))), "seg": str(min(segment, 12)),
             "paren": str(min(depth, 2)), "quote": str(quote % 2), "len": str(min(len(word), 8)),
             "gap": "1" if start > 0 and text[start - 1] == " " else "0"}
        if _YEAR.fullmatch(word):
            f["year"] = 1.0
        if word.isdigit():
            f["digits"] = str(min(len(word), 5))
        if _CJK.search(word):
            f["cjk"] = 1.0
        if low in _JOURNAL_WORDS:
            f["jword"] = 1.0
        if low in _PUBLISHER_WORDS:
            f["pword"] = 1.0
        if low in _MARKS:
            f["mark"] = _MARKS[low]
        if word[:1].isupper():
            f["cap"] = 1.0
        if styles[i] != " ":
            f["set"] = styles[i]
        if i and styles[i] != styles[i - 1]:
            f["setchange"] = 1.0
        for k in (-2, -1, 1, 2):
            if 0 <= i + k < len(words):
                f[f"{k}:w"], f[f"{k}:s"] = lows[i + k], shapes[i + k]
            else:
                f[f"{k}:edge"] = 1.0
        out.append(f)
        if word in "([（【":
            depth += 1
        elif word in ")]）】":
            depth = max(0, depth - 1)
        elif word in "“”\"«»":
            quote += 1
        elif word in ".,;:，。；：":
            segment += 1
    return out


@lru_cache(maxsize=1)
def _tagger():
    if not MODEL.is_file():
        return None
    import pycrfsuite
    tagger = pycrfsuite.Tagger()
    tagger.open(str(MODEL))
    return tagger


def tag(text: str, marks: str = "") -> list[tuple[int, int, str, float]]:
    """Each token's (start, end, tag, probability of that tag); [] without a model."""
    tagger, spans = _tagger(), tokens(text)
    if tagger is None or not spans:
        return []
    tags = tagger.tag(features(text, spans, marks))
    return [(a, b, t, tagger.marginal(t, i)) for i, ((a, b), t) in enumerate(zip(spans, tags))]


def spans_by_field(text: str, marks: str = "") -> dict[str, list[tuple[int, int, float]]]:
    """Each field's tagged runs: (start, end, least probability of its tokens)."""
    runs: dict[str, list[tuple[int, int, float]]] = {}
    previous = None
    for start, end, label, prob in tag(text, marks):
        if label == previous and runs.get(label):
            a, _b, p = runs[label][-1]
            runs[label][-1] = (a, end, min(p, prob))
        else:
            runs.setdefault(label, []).append((start, end, prob))
        previous = label
    names = {v: k for k, v in TAGS.items()}
    return {names[t]: r for t, r in runs.items() if t in names}


def _flat(value: str) -> str:
    return re.sub(r"[\W_]+", "", value).lower()


def _title_text(text: str, run: tuple[int, int, float]) -> str:
    return text[run[0]:run[1]].strip(" ,.;:“”\"'‘’«»")


def _better_title(entry: BibEntry, text: str, run: tuple[int, int, float], runs: dict) -> bool:
    """Whether the CRF's title stands for the rules'. Always when the rules read none (and the CRF is sure
    of its own). Never when the CRF's holds the rules' whole (what it adds is mostly names or the venue:
    "Kuiper Counting of gulls …"), nor when it begins with a name the rules read. When the rules' title
    holds the CRF's, only if the rest of it is what the CRF is all but certain is another part (the
    names, the publisher: "Models of Peano Arithmetic, Oxford University Press, 1 edn"), never a
    subtitle or a year. When the two are apart, if the rules only guessed theirs, or if the CRF is all
    but certain theirs is another part (the names: "Youxin,Wang"). A title read from a named field
    (``\\bibinfo{title}``) stays."""
    value, theirs = _flat(_title_text(text, run)), _flat(entry.title)
    certainty = entry.certainty.get("title")
    if len(value) <= 3 or run[2] < TITLE_SURE or sum(ch.isdigit() for ch in value) * 2 > len(value):
        return False        # a title is mostly letters ("第2956-2959页" is pages)
    if not theirs:
        return True
    if value == theirs or (len(theirs) > 3 and theirs in value) \
            or certainty not in (Certainty.STYLE, Certainty.GUESSED) \
            or _flat(_TOKEN.findall(_title_text(text, run))[0]) in _name_words(entry):
        return False
    others = [_flat(text[a:b]) for field, found in runs.items() if field not in ("title", "year")
              for a, b, p in found if p >= TITLE_SURE]
    if value in theirs:
        rest = theirs.replace(value, "|", 1)
        return run[2] >= OVERRIDE and any(len(other) > 1 and other in rest for other in others)
    return certainty == Certainty.GUESSED or run[2] >= OVERRIDE and any(theirs in other for other in others)


def _name_words(entry: BibEntry) -> set[str]:
    """The words of the names the rules read ("Kuiper", "李红"), flattened."""
    return {_flat(word) for name in entry.authors for word in re.split(r"[\s,.]+", name) if len(_flat(word)) > 1}


def _titleless(entry: BibEntry, text: str, journal: list[tuple[int, int, float]]) -> bool:
    """The CRF, sure, tags as the journal what the rules read as the title, and tags no title."""
    return len(journal) == 1 and journal[0][2] >= OVERRIDE and bool(_flat(entry.title)) \
        and _flat(text[journal[0][0]:journal[0][1]]) == _flat(entry.title)


def reads(entry: BibEntry) -> bool:
    """Whether the reader has anything to read in this entry: a model, a readable line, and no named fields
    (the caller then works out the line's text)."""
    return not entry.unreadable and bool(entry.raw) and _tagger() is not None \
        and not bibinfo.has_fields(entry.raw) and not snjnl.has_fields(entry.raw)


def fill_gaps(entry: BibEntry, text: str, marks: str = "") -> None:
    """A title the rules only guessed, and the fields they left empty, from the sure runs the CRF tags in the
    line's ``text`` and its ``marks`` (``reflist.marked_line``; marked guessed, with one note naming them). A ``.bbl`` item whose
    fields are named (``\\bibinfo{volume}{…}``, sn-jnl's ``\\bseriesno{…}``) is read by its names alone."""
    if not reads(entry):
        return
    runs = spans_by_field(text, marks)
    title, read = runs.get("title", []), []
    if len(title) == 1 and _better_title(entry, text, title[0], runs):
        entry.title = _title_text(text, title[0])
        read.append("title")
    elif not title and not entry.journal and not entry.publisher and entry.entry_type not in _BOOKS \
            and _titleless(entry, text, runs.get("journal", [])):     # (not a book: "Science Letters. Lakeside Press")
        # a line with no title (apsrev, RSC, mnras: "A. Facchin and C. Durante, ChemElectroChem, 2021, 8,
        # 2825–2835"): what the rules took for its title is the journal
        entry.title, entry.journal = "", entry.title
        read += ["title", "journal"]
    taken = _flat(entry.title) + "|" + "|".join(_flat(a) for a in entry.authors)
    for field, found in runs.items():
        if field not in FILLED or getattr(entry, field) or len(found) != 1 or found[0][2] < SURE:
            continue
        start, end = found[0][0], found[0][1]
        value = _gap_value(field, text[start:end], entry.entry_type)
        if field == "issue" and (value == entry.pages or _THOUSANDS.match(text, end)):
            continue        # a newspaper's page "(7)" read twice; "Patent No. 9,876,543" cut at its separator
        if field in ("volume", "issue") and (_RANGE_AFTER.match(text, end) or _RANGE_BEFORE.search(text, 0, start)
                                             or _DATE_BEFORE.search(text, 0, start) or entry.entry_type in _NUMBERED):
            continue        # the first page of "3-20", a number's decimals ("93102458.6[P]"), a month or a day after the
            # year ("2017.08（25）", "2014/3 (N° 88)"); a patent's or a standard's number is no volume
        if field == "publisher" and not (_SEGMENT_START.search(text, 0, start) and _SEGMENT_END.match(text, end)):
            continue        # "2021 IEEE/RSJ International Conference": a name's first word, no publisher
        # the date a page was seen ("[Consulté le 10 mai 2023]"); a work the line says is undated ("n.d.")
        if field == "year" and (_ACCESSED.search(text[max(0, start - 40):start]) or _ACCESSED_AFTER.match(text, end)
                                or _UNDATED.search(text)
                                or _ARXIV_AFTER.match(text, end)):
            continue        # (nor the first digits of an arXiv id, "1807.06209")
        if value and _flat(value) not in taken:
            setattr(entry, field, int(value) if field == "year" else value)
            read.append(field)
    if read:
        # a title the rules could not find makes the rest of their reading of the line unsure too
        unsure = [f for f in _PARTS if getattr(entry, f) and f not in read] if "title" in read else []
        guess(entry, tuple(read + unsure), f"the {', '.join(read)} read by the learned line reader, not by a style's rule")


# a publisher stands apart: after the line's start or a mark, before a mark or the end
_SEGMENT_START = re.compile(r"(?:^|[,.;:?!(\[，。；：（”\"’'»])\s*$")
_SEGMENT_END = re.compile(r"\s*(?:[,.;:()\[\]，。；：（）”\"’'»]|(?:1[5-9]|20)\d\d|$)")
_RANGE_AFTER = re.compile(r"\s?[-–]\s?\d")
_RANGE_BEFORE = re.compile(r"\d\s?[-–]\s?$|\d\.$")
_ARXIV_AFTER = re.compile(r"\.\d{4,5}\b")
_NUMBERED = {"patent", "standard"}
_DATE_BEFORE = re.compile(r"(?<!\d)(?:1[5-9]|20)\d\d(?:[./\-]\d{1,2}){0,2}[./\-（(]$")


def _gap_value(field: str, run: str, entry_type: str = "") -> str:
    """The run's text as the field's value; "" when it has not the field's shape. A book (a thesis, a
    report, a patent, a standard) gets no journal from it, nor pages (a book's pages in a line are the
    ones cited: "London: Harbour Books, pp.12-19")."""
    value = run.strip(" ,.;:[]")
    if value.count("(") > value.count(")"):       # a run cut inside its parentheses: "Conference (ICCRD"
        value = value.partition("(")[0].strip(" ,.;:")
    elif value.count(")") > value.count("("):
        value = value.strip("()")
    if field in ("journal", "pages") and entry_type in _BOOKS:
        return ""
    if field == "journal" and (re.search(r"arxiv|preprint|专利", value, re.I)    # an arXiv line's identifier
                               or _PLACE_PUBLISHER.match(value) or _NAMES.search(value)):
        return ""
    return value if field not in _SHAPES or _SHAPES[field].fullmatch(value) else ""


_ACCESSED = re.compile(r"\b(?:accessed|retrieved|viewed|consulted|consulté|checked|visited|abgerufen|aufgerufen|zugegriffen|zugriff"
                       r"|acesso|acessado|accedido|acceso|consultado|visitado|recuperado|geraadpleegd|erişim|dostęp|cited)\b"
                       r"|访问|引用日期|检索", re.I)
# Japanese and Chinese write the word after the date: "2022/12/29参照", "2023年1月3日閲覧", "2020-05-01访问"
_ACCESSED_AFTER = re.compile(r"[\d/.\-年月日\s]{0,12}(?:参照|閲覧|にアクセス|访问|引用)")
_UNDATED = re.compile(rf"\b(?:[nN]\.\s?d\.|[nN]o date\b|undated\b|{NO_DATE})")
_PARTS = ("authors", "year", "journal", "publisher", "volume", "issue", "pages")
_NUMBER = r"[\w\-–/]{0,8}\d[\w\-–/]{0,8}"
_SHAPES = {"year": re.compile(r"(?:1[5-9]|20)\d\d"), "volume": re.compile(_NUMBER), "issue": re.compile(_NUMBER),
           # a range, an e-locator or an article number: never a lone number of one or two digits
           "pages": re.compile(r"[A-Za-z]{0,2}\d+\s?[\-–]\s?[A-Za-z]{0,2}\d+|[A-Za-z]{1,2}\d+|\d{3,}")}
_THOUSANDS = re.compile(r",\d{3}\b")
_BOOKS = {"book", "thesis", "phdthesis", "mastersthesis", "patent", "standard", "report", "techreport"}
# "Leipzig: Gesellschaft der Freunde" (a place and its publisher), "Youngmin Koh y Junho Seok" (names)
_PLACE_PUBLISHER = re.compile(r"^[^\W\d_][^\W\d_ .'\-]*(?:[ \-][^\W\d_][^\W\d_.'\-]*)?\s?:\s")
_NAMES = re.compile(r"^[A-Z][a-z]+ [A-Z][a-z]+ (?:y|and|und|et|e|&) [A-Z][a-z]+ [A-Z][a-z]+$")
