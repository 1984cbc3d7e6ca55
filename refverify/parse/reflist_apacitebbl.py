"""apacite's .bbl items as APA text.

apacite writes each part of an entry in its own macro ("\\begin{APACrefauthors}Ahmed, B\\BPBI T.
\\BCBT {}\\ \\BBA {} Ramon, M\\BPBI C.\\end{APACrefauthors}", "\\APACrefYearMonthDay{2008}{}{}",
"\\APACrefatitle {Title} {title}", "\\APACjournalVolNumPages{Journal}{50}{2}{406--412}"); plain-text
conversion would drop them all. Here they become the APA line the style prints ("Ahmed, B. T., &
Ramon, M. C. (2008). Title. *Journal*, *50*(2), 406–412."), which the APA readers then take.
"""
from __future__ import annotations

import re

# one braced argument, two levels of inner braces allowed
_ARG = r"\s*\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}"


def is_apacite_item(text: str) -> bool:
    return "\\APACrefYear" in text or "APACrefauthors" in text or "\\APACinsertmetastar" in text


def _count_letter(match: re.Match) -> str:
    number = int(match.group(1))
    return chr(ord("a") + number - 1) if 1 <= number <= 26 else ""


def apacite_text(body: str) -> str:
    """The APA line of an apacite \\bibitem body (LaTeX still in it: accents, dashes, \\url)."""
    text = re.sub(r"(?<!\\)%\s*", "", body)          # apacite's line-end "%"s glue the parts
    text = re.sub(r"\\APACinsertmetastar" + _ARG, "", text)
    text = re.sub(r"\\PrintBackRefs\s*\{\\CurrentBib\}", "", text)
    text = re.sub(r"\{?\s*\\protect\s*\\BCnt\s*\{(\d+)\}\s*\}?", _count_letter, text)
    text = re.sub(r"\\unskip\\?\s?", "", text)
    text = re.sub(r"\\(?:begin|end)\{APACrefauthors\}", " ", text)
    text = re.sub(r"\\(?:begin|end)\{APACrefeditors\}", " ", text)
    # names: "B\BPBI T." → "B. T."; between names "\BCBT {}" / "\BCBL {}" a comma, "\BBA {}" "&"
    text = re.sub(r"\\BPBI\s*", ". ", text)
    text = re.sub(r"\\BHBI\s*", ".-", text)
    text = re.sub(r"\\BCB[TL]\s*\{\}\s*(?:\\\s)?", ", ", text)
    text = re.sub(r"\\BBA\s*\{\}", "&", text)
    text = re.sub(r"\\BDBL\s*\{\}", ", … ", text)               # names left out before the last
    text = re.sub(r"\\BEds\b\s*\{?\}?", "Eds.", text)
    text = re.sub(r"\\BEd\b\s*\{?\}?", "Ed.", text)
    text = re.sub(r"\\BOthers(?:Period)?\s*\{\.\}", "et al.", text)
    text = re.sub(r"\\\s+", " ", text)                             # "\ " a space
    # the date: "(2008)."; a no-date entry's "n.d."
    # (the month as Zotero's export gives it: "{{\APACmonth{11}}}")
    text = re.sub(r"\\APACrefYearMonthDay\s*\{([^{}]*)\}" + _ARG * 2, lambda m: f"({m.group(1)})", text)
    text = re.sub(r"\\APACrefYear\s*\{([^{}]*)\}", r"(\1)", text)
    # titles: an article's plain, a book's or proceedings' italic (the second argument is the
    # lower-cased copy apacite keeps for sentence case)
    text = re.sub(r"\{?\\BBOQ\}?|\{?\\BBCQ\}?", "", text)
    text = re.sub(r"\\APACrefatitle" + _ARG + _ARG, r"\1", text)
    text = re.sub(r"\\APACrefbtitle" + _ARG + _ARG, lambda m: f"\\emph{{{m.group(1).rstrip('.')}}}"
                  + ("." if m.group(1).rstrip().endswith(".") else ""), text)
    text = re.sub(r"\\APACjournalVolNumPages" + _ARG * 4, _journal, text)
    text = re.sub(r"\\BIn\s*\{\}", "In", text)
    text = re.sub(r"\\BPGS\b\s*", "pp. ", text)
    text = re.sub(r"\\BPG\b\s*", "p. ", text)
    text = re.sub(r"\\BVOL\b\s*", "Vol. ", text)
    text = re.sub(r"\\BUPhD\b\s*", "Unpublished doctoral dissertation", text)
    text = re.sub(r"\\BUMTh\b\s*", "Unpublished master's thesis", text)
    text = re.sub(r"\\APACaddressPublisher" + _ARG * 2,
                  lambda m: ": ".join(p.strip() for p in m.groups() if p.strip()), text)
    text = re.sub(r"\\APACaddressSchool" + _ARG * 2,
                  lambda m: ", ".join(p.strip() for p in m.groups()[::-1] if p.strip()), text)
    # a thesis: "Title (Unpublished doctoral dissertation). School, Place."
    text = re.sub(r"\s*\\APACtypeAddressSchool" + _ARG * 3, lambda m: (f" ({m.group(1).strip()})" if m.group(1).strip() else "")
                  + "".join(". " + p.strip() for p in (m.group(3), m.group(2)) if p.strip()), text)
    # a web page: "[{2015-07-24}]\url{…}" — the access date in words, the address kept
    text = re.sub(r"\\begin\{APACrefURL\}\s*(?:\[\{?([^\]{}]*)\}?\])?",
                  lambda m: f" Retrieved {m.group(1)}, from " if m.group(1) else " Retrieved from ", text)
    text = re.sub(r"\\end\{APACrefURL\}", "", text)
    # (Zotero's export puts "\doi{…}" inside: the DOI once, no empty "doi:" left behind)
    text, inside = re.subn(r"\\begin\{APACrefDOI\}\s*(?:\\doi\s*\{(?:\s*doi:\s*)?([^{}]*)\}|doi:\s*(?=\S))",
                           lambda m: f" doi:{m.group(1) or ''}", text)
    if not inside:
        text = re.sub(r"\\begin\{APACrefDOI\}\s*|\\end\{APACrefDOI\}", " doi:", text, count=1)
    text = re.sub(r"\\end\{APACrefDOI\}", "", text)
    text = text.replace("\\newblock", " ")
    return re.sub(r"\s+", " ", text).strip()


def _journal(match: re.Match) -> str:
    journal, volume, number, pages = (g.strip() for g in match.groups())
    out = f"\\emph{{{journal}}}"
    if volume:
        out += f", \\emph{{{volume}}}" + (f"({number})" if number else "")
    if pages:
        out += f", {pages}"
    return out
