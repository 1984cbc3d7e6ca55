"""Minority (Uyghur, Tibetan, Kazakh…) and transliterated names in a GB/T 7714 author list whose
middle dot is typed as a period or another dot: "彭双和,图尔贡.麦提萨比尔,周巧凤.标题[J]",
"卡尔．马克思,弗里德里希．恩格斯.标题[M]". The dot inside such a name is no sentence end: it is held
apart while the author list is split, and the name is given back as written.

A dotted name followed by a comma and another name is in the list for sure; a dotted name last
in the list (or alone) could be a name and the title's first words, so it is read as a name only
when both parts are short, and the reading is marked guessed.
"""
from __future__ import annotations

import re

_DOTS = ".．‧・•·∙⋅･"
# each dot held as a private-use character while the list is split
_HOLD = {dot: chr(0xE100 + i) for i, dot in enumerate(_DOTS)}
_BACK = {held: dot for dot, held in _HOLD.items()}
_WORD_DOT = "\ua4f8"      # a letter (Lisu's tone mark) standing for the dot of ".NET" while the line is split
_PART = r"[\u4e00-\u9fff]{1,8}"
_DOTTED = rf"{_PART}(?:[{re.escape(_DOTS)}] ?{_PART})+"     # "图尔贡. 麦提萨比尔": a full-width stop read as ". "
_PLAIN = r"[\u4e00-\u9fff]{2,4}"
_NAME = rf"(?:{_DOTTED}|{_PLAIN})"
_SEP = r"\s*[,，、]\s*"
# the author list before the title's period, its last name dotted or not: "彭双和,图尔贡.麦提萨比尔,周巧凤. 标题"
# (not before a word that keeps its own leading dot, ".NET" in "陈某.基于.NET三层架构…": the dot before it is the title's)
_LIST = re.compile(rf"^(?P<names>{_NAME}(?:{_SEP}{_NAME})*(?:{_SEP}等)?)\s*[.．]\s*(?=[^\s.．]{{4,}})(?!(?i:NET)\b|(?i:NET)[\u4e00-\u9fff])")
# the same list ending at a plain name (when a dotted last name would hold the title's first words)
_LIST_PLAIN_LAST = re.compile(rf"^(?P<names>(?:{_NAME}{_SEP})*{_PLAIN}(?:{_SEP}等)?)\s*[.．]\s*(?=\S)")
_DOT = re.compile(f"[{re.escape(_DOTS)}]")


# characters the transliteration tables use for Uyghur, Tibetan, Kazakh and Western names (阿, 买, 提,
# 尔, 多, 吉, 克, 斯…): a dotted name last in the list is read as a name only when the part after its
# dot is written in them ("图尔贡.麦提萨比尔", "次仁.多吉"), not a title's words ("城郊土壤.重金属")
_TRANSLITERATION = set(
    "阿埃艾爱安昂奥巴拜班邦鲍贝本比彼毕别宾波伯布查达大代丹道德登迪蒂丁东杜多厄恩尔法凡菲费芬丰弗福夫盖甘冈戈格根古贡"
    "哈海汗豪赫亨胡华霍基吉加贾杰金卡凯坎康考科克肯库拉莱兰朗劳勒雷里利莉丽连林琳留卢鲁路伦罗洛马玛迈麦曼毛梅门蒙米"
    "密敏明莫默姆穆纳娜乃南内尼妮宁努诺帕潘佩皮珀普奇齐恰乔钦琼丘让热仁若萨塞桑森沙尚舍圣施什斯苏索塔泰坦汤唐特提廷"
    "图托瓦万旺威韦维温沃乌西希夏谢辛休雅亚延扬耶伊尤于约扎泽詹珠卓孜次措增旦顿央曲嘎买合木江吐逊依再衣铁吾甫则玉素"
    "赛排尕平才确边堆贡曼妮琪芙娅莎丝黛蕾薇赞孟坚拉")


def _transliterated(name: str) -> bool:
    after = _DOT.split(name, maxsplit=1)[-1]
    letters = [c for c in after if "\u4e00" <= c <= "\u9fff"]
    return bool(letters) and sum(c in _TRANSLITERATION for c in letters) >= 0.75 * len(letters)


def hold(head: str) -> tuple[str, bool]:
    """(``head`` with the dots inside its author list's names held, sure); ``head`` unchanged and
    sure when its list has no dotted name. A dotted name followed by another name (or by 等) is
    sure; a dotted name last in the list is a name only when written in transliteration
    characters, and sure only when another name of the list is dotted too."""
    # ".NET" in a title ("基于.NET三层架构的…"): the word's own dot, held as a letter so that no reader parts the line there
    head = re.sub(r"(?<=[\u4e00-\u9fff\s])\.(?=(?i:NET)(?![A-Za-z]))", _WORD_DOT, head)
    match = _LIST.match(head)
    names = re.split(_SEP, match.group("names")) if match else []
    if names and names[-1] != "等" and _DOT.search(names[-1]) and not _transliterated(names[-1]):
        match = _LIST_PLAIN_LAST.match(head)      # "丁山,孔青.城郊土壤.重金属…": the title's own stop
        names = re.split(_SEP, match.group("names")) if match else []
    if not match or not re.search("[.．]", match.group("names")):
        return head, True
    listed = [n for n in names if n != "等"]
    sure = not _DOT.search(listed[-1]) or len(names) > len(listed) or sum(bool(_DOT.search(n)) for n in listed) > 1
    held = "".join(_HOLD.get(c, c) for c in re.sub(r"(?<=[.．]) (?=[\u4e00-\u9fff])", "", match.group("names")))
    return held + head[match.end("names"):], sure


def give_back(text: str) -> str:
    """The held dots written as the line had them."""
    return "".join(_BACK.get(c, c) for c in text).replace(_WORD_DOT, ".")


def held(text: str) -> bool:
    return any(c in _BACK for c in text) or _WORD_DOT in text
