"""Reference lists pasted or converted from a PDF (issue 20): the damage no exporter makes,
repaired before a line is read.

Two passes:

- ``repair_lines`` works on a list's lines or paragraphs before they are grouped into entries:
  page furniture between entries ("123", "Page 4 of 12", "© 2021 Elsevier Ltd.", a running
  header repeated down the list) is set aside, a number alone on its line ("[12]") is put back
  before its entry, and two numbered entries run together on one line are split;
- ``repair`` works on one entry's text: ligatures, soft hyphens, full-width digits and Latin
  letters, full-width punctuation next to a number, spaces inside Chinese names,
  missing spaces after punctuation, stray spaces before it, "et al" without its period; and,
  as guesses said in the entry's notes, a word broken at a line end ("Mod- els"), a DOI or a
  URL broken by a space.

A repair never changes what a line means; one that rests on a guess is returned with the fields
it touches so the entry's reading of them is marked guessed (a discrepancy on them stays a warning).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
              "\ufb05": "st", "\ufb06": "st"}
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")
# full-width digits and Latin letters ("２０２０", "［Ｊ］"): the same characters, certainly
_FULLWIDTH_ALNUM = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
# full-width punctuation that a Chinese list also writes half-width; kept in words ("深度学习：方法",
# "Salt，Technology"), made half-width next to a number (year, volume, issue, pages)
_FULLWIDTH_PUNCT = {"，": ",", "：": ":", "；": ";", "（": "(", "）": ")", "－": "-", "～": "~",
                    "／": "/", "［": "[", "］": "]", "【": "[", "】": "]"}
_PUNCT_CLASS = "".join(_FULLWIDTH_PUNCT)
_DIGIT_SIDE = r"[0-9]"


def _halfwidth_punct(text: str) -> str:
    def one(match: re.Match) -> str:
        before = text[:match.start()].rstrip()[-1:]
        after = text[match.end():].lstrip()[:1]
        char = match.group(0)
        if char in "［］【】" or re.match(_DIGIT_SIDE, before) or re.match(_DIGIT_SIDE, after) \
                or (char in "（）" and re.fullmatch(r"（\s*\d{1,4}\s*）", _paren_at(text, match.start()))):
            return _FULLWIDTH_PUNCT[char]
        return char
    return re.sub(f"[{_PUNCT_CLASS}]", one, text)


def _paren_at(text: str, index: int) -> str:
    match = re.compile(r"（[^（）]{0,6}）").search(text, max(0, index - 6))
    return match.group(0) if match and match.start() <= index < match.end() else ""


# a Chinese name written with a space after its one-character family name ("张 三", "王 小明"):
# one name, certainly ("李红 张伟" are two)
_ZH_NAME_SPACED = re.compile(rf"(?<![{_CJK}])([{_CJK}])[ \u3000]([{_CJK}]{{1,2}})"
                             rf"(?=\s*(?:[,，;；、.．]|等))")
_ET_AL = re.compile(r"\bet\s+al(?=\s+[A-Z\[“\"])|\bet\s+al(?=[,;:]|$)")
_URLISH = re.compile(r"(?:https?://|www\.|doi\s*:\s*|\b10\.\d{4,9}/)\S*", re.I)
# a period, comma or semicolon with no space after it, between Latin text ("Jones K.Title",
# "Smith J,Jones K", "work.J Med", "2020;12"): the space that the copy lost
_NO_SPACE = [
    (re.compile(r"(?<=[a-z]{2})\.(?=[A-Z][A-Za-z]*[\s,.:;(\[])"), ". "),
    (re.compile(r"(?<=\s[A-Z][A-Z])\.(?=[A-Z][a-z]+\b)"), ". "),
    (re.compile(r"(?<=[A-Za-z\]])\.(?=(?:19|20)\d\d\b)"), ". "),
    (re.compile(r"(?<=[A-Za-z)])[,;](?=[A-Za-z(])"), None),
    (re.compile(r"(?<=[a-z]{2}):(?=[A-Za-z])"), None),
]
# "Sato Y.Sleep": only in a line that has lost its spaces elsewhere too ("Fernando A.Wilson" is a name)
_NO_SPACE_AFTER_INITIAL = [(re.compile(r"(?<=[a-z] [A-Z])\.(?=[A-Z][a-z]{2,})"), ". ")]
# (not before ":" or ";": French typography sets a space there, "Le marché : histoire")
_SPACE_BEFORE = re.compile(r"(?<=\w)[ \t]+(?=[,.](?:\s|$))")
# where a line or paragraph ended after a hyphen ("Mod-" | "els"): put in by ``join_wrapped``
LINE_BREAK = "\u2028"
# "Mod- els" / "Mod-" LINE_BREAK "els": a word broken at a line end, its hyphen kept by the copy
_BROKEN_WORD = re.compile(rf"(?<![\w-])((?:[A-Za-z]+-)*[A-Za-z]*[a-z])-(\s*{LINE_BREAK}\s*|\s+)([a-z]{{2,}}\w*)")
# "Scale- and Rotation-Invariant": a hyphen left hanging on purpose
_SUSPENDED = {"and", "or", "to", "nor", "und", "et", "ou"}
# the end of a word broken in two, not a word of its own ("tis- sues", "recog- nition")
_SUFFIX = re.compile(r"^[a-z]{0,4}(?:tion|sion|ment|ness|ity|ities|ing|ance|ence|ive|ous|able|ible|ics|ism|ure"
                     r"|ogy|ical|ally|ated|ation|ers|ed|er|es|al|els|ly)s?$")
# left halves that make a compound, not a broken word ("self- supervised", "non- linear")
_COMPOUND_LEFT = {"self", "non", "well", "state", "high", "low", "long", "short", "real", "large", "small",
                  "cross", "multi", "semi", "full", "half", "open", "closed", "end", "top", "bottom", "first", "second",
                  "third", "two", "three", "one", "single", "double", "data", "model", "time", "deep",
                  "user", "task", "fine", "hand", "risk", "age", "sex", "gender", "dose", "evidence",
                  "patient", "community", "population", "cost", "life", "mixed", "quasi", "pseudo", "x", "t", "e", "k"}
_DOI_BROKEN = re.compile(r"(?P<doi>\b10\.\d{4,9}/(?:\S*?[./\-_])?)\s+(?P<rest>[a-z0-9][\w.\-/()]*\w)(?=[.,;]?(?:\s|$))")
_URL_BROKEN = re.compile(r"(?P<url>https?://\S*?[/\-_.?=&])\s+(?P<rest>[a-z0-9][\w.\-/?=&%#~]*\w/?)(?=[.,;]?(?:\s|$))")


def _goes_on(rest: str) -> bool:
    """Is ``rest`` (after a space) more of a DOI or an address, not the next word ("accessed")?"""
    if re.fullmatch(r"(?:1[6-9]|20)\d\d[a-z]?", rest):      # "…/about/ 2022.": the year after it
        return False
    return bool(re.search(r"[\d./\-_=?&]", rest)) or len(rest) <= 5


def _outside_urls(text: str, fix) -> str:
    """``fix`` applied to the text between addresses and DOIs, never inside them."""
    out, last = [], 0
    for match in _URLISH.finditer(text):
        out.append(fix(text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(fix(text[last:]))
    return "".join(out)


def _spaces(segment: str) -> str:
    """The lost spaces put back, where the line has lost several (one "PlayStation.Blog" is a name)."""
    found = [len(p.findall(segment)) for p, _ in _NO_SPACE]
    if sum(found) < 3 and sum(1 for n in found if n) < 2:
        return segment
    # "Fernando A.Wilson,Jim P.Stimpson": given names, an initial and a family name, several times
    names = len(re.findall(r"\b[A-Z][a-z]+ [A-Z]\.[A-Z][a-z]+\b", segment)) >= 2
    for pattern, replacement in _NO_SPACE + ([] if names else _NO_SPACE_AFTER_INITIAL):
        segment = pattern.sub(replacement or (lambda m: m.group(0) + " "), segment)
    return segment


def shown(text: str) -> str:
    """The line as it is shown and kept: the same characters as written, but for ligatures, soft
    hyphens and full-width digits and letters (its punctuation as the writer set it)."""
    text = _INVISIBLE.sub("", "".join(_LIGATURES.get(c, c) for c in text))
    if " " in text:     # a PDF's accent set apart before its letter: "Ren ́ee" is "Renée", "f ¨ur" is "für"
        text = _SPACED_ACCENT.sub(lambda m: unicodedata.normalize("NFC", m.group(2) + _ACCENTS.get(m.group(1), m.group(1))), text)
    return _FULLWIDTH_ALNUM.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)


_ACCENTS = {"´": "\u0301", "¨": "\u0308", "ˆ": "\u0302", "˜": "\u0303", "˚": "\u030a", "¸": "\u0327", "ˇ": "\u030c"}
_SPACED_ACCENT = re.compile(r"(?<=[^\W\d_]) ([\u0300-\u036f´¨ˆ˜˚¸ˇ])([^\W\d_])")


def clean_characters(text: str) -> str:
    """The certain character repairs (``shown``, and full-width punctuation in numbers)."""
    text = shown(text)
    # a full-width stop ends a field as a stop and its space do ("Agha G．CUTE：…" → "Agha G. CUTE：…");
    # between digits it is a decimal point ("3．5")
    text = re.sub(r"．(?=[^\s\d．])", ". ", text.replace("\u3000", " ")).replace("．", ".")
    # an entry number set as a superscript ("¹² Smith J, …"): its digits
    text = re.sub(r"^\s*([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3})\s*(?=\S)", lambda m: m.group(1).translate(_SUPERSCRIPTS) + ". ", text)
    return _halfwidth_punct(text)


# a GB/T 7714 bracket the PDF conversion damaged: "[J」", "[17」" (a corner bracket read for
# "]"), "标题[J．期刊" (the "]" lost before the stop after a Chinese title)
_GBT_CODE = r"(?:[A-Z]{1,2}(?:/OL)?|\d{1,4})"
_GBT_CORNER = re.compile(rf"([\[［]\s*{_GBT_CODE})\s*」")
_GBT_UNCLOSED = re.compile(rf"(?<=[{_CJK}）)])\[([A-Z]{{1,2}}(?:/OL)?)(?=\s*[．.])")


def _gbt_brackets(text: str) -> str:
    text = _GBT_CORNER.sub(lambda m: m.group(1) + ("]" if m.group(1)[0] == "[" else "］"), text)
    return _GBT_UNCLOSED.sub(r"[\1]", text)


def repair(text: str) -> tuple[str, list[tuple[tuple[str, ...], str]]]:
    """(the text repaired, [(fields, why) for each repair that is a guess])."""
    if "\\bibitem" in text or "\\newblock" in text:
        return text, []
    guesses: list[tuple[tuple[str, ...], str]] = []
    text = clean_characters(text)
    text = _gbt_brackets(text)
    # an address or a DOI broken after one of its hyphens: the hyphen is its own
    text = re.sub(rf"((?:https?://|www\.|\b10\.\d{{4,9}}/)\S*-){LINE_BREAK}", r"\1", text)
    text = _ZH_NAME_SPACED.sub(r"\1\2", text)
    text = _ET_AL.sub("et al.", text)

    broken, at = 0, 0
    while broken < 6:
        match = _DOI_BROKEN.search(text, at)
        if not match:
            break
        if _goes_on(match.group("rest")):
            text = text[:match.start()] + match.group("doi") + match.group("rest") + text[match.end():]
            broken, at = broken + 1, match.start()
        else:
            at = match.end()
    if broken:
        doi = re.search(r"\b10\.\d{4,9}/\S+", text).group(0).rstrip(".,;")
        guesses.append((("doi",), f"a DOI broken by a space or a line break read as {doi!r}"))

    def url(match: re.Match) -> str:
        if not _goes_on(match.group("rest")):
            return match.group(0)
        guesses.append((("url",), f"an address broken by a space or a line break read as "
                                  f"{match.group('url') + match.group('rest')!r}"))
        return match.group("url") + match.group("rest")
    text = _URL_BROKEN.sub(url, text)
    text = _outside_urls(text, lambda s: _SPACE_BEFORE.sub("", _spaces(s)))
    text = re.sub(r"(?<=\d) +([-–—]) +(?=\d)", r"\1", text)    # a page range set loose: "45 - 67"

    def word(match: re.Match) -> str:
        left, right, at_break = match.group(1), match.group(3), LINE_BREAK in match.group(2)
        last = left.rsplit("-", 1)[-1].lower()
        if right in _SUSPENDED or not at_break and not (len(last) <= 4 or _SUFFIX.match(right)):
            return match.group(0).replace(LINE_BREAK, " ")   # "Scale- and Rotation-", "muscle- selective"
        joined = f"{left}-{right}" if "-" in left or last in _COMPOUND_LEFT else left + right
        guesses.append((("title", "journal"), f"a word broken at a line end read as {joined!r}"))
        return joined
    text = _outside_urls(text, lambda s: _BROKEN_WORD.sub(word, s))
    text = text.replace(LINE_BREAK, " ")
    return re.sub(r"[ \t]{2,}", " ", text).strip(), guesses


# ---- a list's lines, before they are grouped -------------------------------------------------

_FURNITURE = re.compile(
    r"^(?:\d{1,3}|[-–—]\s*\d{1,4}\s*[-–—]|(?:page|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?|\d{1,4}\s*/\s*\d{1,4}"
    r"|第\s*\d{1,4}\s*页(?:\s*[,，]?\s*共\s*\d{1,4}\s*页)?"
    r"|(?:©|\(c\)|copyright\s*©?)\s*(?:19|20)\d\d\b.{0,100}|.{0,100}\ball rights reserved\.?"
    r"|downloaded from .{0,200})$", re.I)
# words that carry an entry on to its address, however often they repeat ("Retrieved from:" under each entry)
_ENTRY_WORDS = re.compile(r"^(?:retrieved|available|accessed|access|url|online|doi|from|viewed|cited|in|pp?\.)\b", re.I)
# a journal's running header or footer: "J Invented Med 12 (2023) 1–20", "Geoderma 290 (2017) 1-9"
_JOURNAL_FOOTER = re.compile(r"^[A-Z][^.;:]{2,80}?\s\d{1,4}\s*\((?:19|20)\d\d\)\s*[A-Za-z]?\d+\s*[-–]\s*[A-Za-z]?\d+$")
_TIGHT_NUMBER = re.compile(rf"^(\d{{1,3}}[.．、])(?=[A-Z{_CJK}])")
_LONE_NUMBER = re.compile(r"^(?:[\[［【(（]\s*(\d{1,4})\s*[\]］】)）]|(\d{1,4})\s*[.．)、]|(\d{1,4}))$")
_NUMBER_OPENS = re.compile(r"^\s*(?:[\[［【(（]\s*(\d{1,4})\s*[\]］】)）]|(\d{1,4})\s*[.．)、]|(\d{1,4})\s)")


def _number(text: str) -> int | None:
    match = _NUMBER_OPENS.match(text)
    return int(next(g for g in match.groups() if g)) if match else None


def _run_together(text: str) -> list[str]:
    """A numbered line holding the next entries too ("[1] … 2020. [2] Jones …"), split."""
    first = _number(text)
    if first is None or not re.match(r"^\s*(?:[\[［【(（]|\d{1,4}\s*[.．)、])", text):
        return [text]
    pieces, rest, n = [], text, first
    while True:
        nxt = n + 1
        split = re.compile(
            rf"(?:(?<=[.。．])\s*|(?<=[\]”\w])\s+)(?=(?:[\[［【]\s*{nxt}\s*[\]］】]|[(（]\s*{nxt}\s*[)）]|{nxt}\s*[.．)]\s)\s*[^\W\d_])").search(rest, 8)
        if not split:
            break
        pieces.append(rest[:split.start()].strip())
        rest, n = rest[split.end():], nxt
    return pieces + [rest.strip()]


# the lines set aside while a document is read (``noting_set_aside``): said in the state, never dropped silently
_SET_ASIDE: ContextVar[dict[int, str] | None] = ContextVar("set_aside", default=None)


@contextmanager
def noting_set_aside() -> Iterator[dict[int, str]]:
    """Collect, while a document is read, the lines ``repair_lines`` sets aside as page furniture."""
    removed: dict[int, str] = {}
    token = _SET_ASIDE.set(removed)
    try:
        yield removed
    finally:
        _SET_ASIDE.reset(token)


def set_aside_note(removed: dict[int, str], file: str) -> str:
    """The reading note for the lines set aside: each line and its text, so the writer can check them."""
    shown = "; ".join(f"line {n}: {text[:60]!r}" for n, text in sorted(removed.items())[:8])
    more = f" and {len(removed) - 8} more" if len(removed) > 8 else ""
    return (f"{file}: {len(removed)} line(s) of the reference list set aside as page furniture (a page number, "
            f"a running header or footer, a copyright line), not read as references: {shown}{more}")


def repair_lines(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A list's lines with page furniture set aside, lone numbers put back before their entries
    and run-together numbered entries split (see the module's docstring)."""
    texts = [clean_characters(t.strip()) for _, t in lines]
    tight = sum(1 for t in texts if _TIGHT_NUMBER.match(t)) >= 2     # "1.Smith J, …", "2.张三, …"
    if tight:
        texts = [_TIGHT_NUMBER.sub(r"\1 ", t) for t in texts]
    counts: dict[str, int] = {}
    for t in texts:
        if t and _number(t) is None and len(t) < 120:
            counts[t] = counts.get(t, 0) + 1
    out: list[tuple[int, str]] = []
    pending: tuple[int, str] | None = None      # a number alone on its line, waiting for its entry
    last = 0
    filled = [i for i, t in enumerate(texts) if t]
    following = {a: b for a, b in zip(filled, filled[1:])}
    for i, ((line, raw), text) in enumerate(zip(lines, texts)):
        if not text:
            if pending is None:
                out.append((line, raw))
            continue
        lone = _LONE_NUMBER.match(text)
        if lone and pending is None:
            value = int(next(g for g in lone.groups() if g))
            after = texts[following[i]] if i in following else ""
            before = next((t.rstrip() for _, t in reversed(out) if t.strip()), "")
            # "[12]" / "12." alone; a bare "12" only where it goes on from the last number, the
            # entry before is whole and the next line does not bring its own number (a page number)
            label = not lone.group(3) or (value == last + 1 and _number(after) is None
                                          and (re.search(r"[.。)\]\d]$", before) or (value == 1 and not before)))
            if value < 1000 and label and after:
                pending = (line, shown(raw.strip()))
                continue
        repeated = counts.get(text, 0) >= (2 if _JOURNAL_FOOTER.match(text) else 3)
        if _FURNITURE.match(text) or (repeated and not re.search(r"\b(?:19|20)\d\d\b.*[.;:]", text)
                                      and not _ENTRY_WORDS.match(text)):
            noted = _SET_ASIDE.get()
            if noted is not None:
                noted.setdefault(line, text)
            continue                                     # a page number, a footer, a running header
        text = _TIGHT_NUMBER.sub(r"\1 ", shown(raw.strip())) if tight else shown(raw.strip())
        if pending is not None:
            line, text = pending[0], f"{pending[1]} {text}"
            pending = None
        for piece in _run_together(text):
            out.append((line, piece))
            value = _number(piece)
            last = value if value is not None and value < 1000 else last
    if pending is not None:
        out.append(pending)
    return out


# an entry never ends on a word like these: the line after goes on with it, whatever its case
_MID_PHRASE = re.compile(r"(?:[:;\-–，、：；]|\b(?:of|the|and|in|for|on|to|with|a|an|by|from|at|via|its|their|or))$")


# how a Chinese entry opens: its authors, then a period ("张三，李四．", "刘一，陈二，等．")
_ZH_NAMES = re.compile(rf"^[{_CJK}]{{2,4}}(?:\s*[，,、;；]\s*[{_CJK}]{{2,4}})*(?:\s*[，,]?\s*等)?\s*[．.。]")
_YEAR_OR_CODE = re.compile(r"(?:19|20)\d\d|[\[［][A-Z]{1,2}(?:/OL)?[\]］]")


def continues_paragraph(previous: str, text: str) -> bool:
    """Does ``text`` (a paragraph or line of a list laid out one entry a paragraph) go on with the
    entry before it? Only where the break is certain a PDF's line break: the entry before stops
    on a broken word ("Mod-"), on a word no entry ends with ("of", "，"), or mid-sentence and this
    one opens in lower case; or a Chinese entry stops before its year and type code, and this
    one brings them and does not open with authors."""
    previous = previous.rstrip()
    if _MID_PHRASE.search(previous):
        return True
    if re.search(f"[{_CJK}]$", previous) and re.match(f"[{_CJK}\\d［\\[]", text) \
            and not _YEAR_OR_CODE.search(previous) and _YEAR_OR_CODE.search(text) and not _ZH_NAMES.match(text):
        return True     # "基于深度学习的图像" | "分割方法[J]. …": a Chinese entry broken before its year
    if previous.count("“") == previous.count("”") + 1 and re.match(r"[^“”]{1,200}?[.,?!]?”", text) \
            and not re.search(r"[.。)\]”\"'’>/\d]$", previous):
        return True     # "Liu, M. “Forecasting the Spread under Different Reopening" | "Strategies.” Journal, …": a title's quote closed
    if not text[:1].islower():
        return False
    return bool(re.search(r"[a-z]-$", previous) or not re.search(r"[.。)\]”\"'’>/\d]$", previous))
