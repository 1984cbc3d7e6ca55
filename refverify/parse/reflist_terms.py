"""The words a reference line is built with, in the languages theses are written in (issue 20):
"and", "In", "pages", "edited by", "no date", "edition", "thesis" in German, French, Spanish,
Portuguese, Italian, Dutch and the Scandinavian languages.

:func:`localize` writes an author–date line (APA, Harvard) of another language with the English
words the APA reader knows, only where they stand as those words: between two names of the author
list, as the mark after an editor, in the parentheses after a title. The title, the container and
the publisher keep their own words. The line's raw text is never changed.
"""
from __future__ import annotations

import re

_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u024f\u1e00-\u1eff"
# "and" between the last two names: German, French, Spanish, Portuguese/Italian, Dutch, Swedish,
# Danish/Norwegian, Catalan
AND = r"(?:und|et|y|e|en|och|og|i|and|&)"
# "and others": German "u. a." / "u.a.", Spanish "y otros", Portuguese "e outros", Dutch "e.a."
ET_AL = r"(?:\[?et\s*al\.?\]?|\[?u\.\s?a\.\]?|y\s+otros|e\s+outros|e\.\s?a\.|m\.\s?fl\.|mfl\.)"
# the mark after an editor's name: Hrsg./Hg. (de), dir./éd./coord. (fr), ed./eds./coord./comp. (es),
# org./orgs./coord. (pt), a cura di (it), red. (nl, sv, da, no)
EDITOR = (r"(?:Hrsg|Hg|Hgg|Hrsgg|Herausgeber(?:in)?|(?i:dir|éds?|coords?|comps?|orgs?|a\s+cura\s+di|red|"
          r"ed\.\s*lit))\.?")
# no date: o. J. (de), s. d. (fr, pt), s. f. (es), s.a. (la), z.j. (nl), u.å. (sv), u.å. / u.d. (no, da)
NO_DATE = r"(?:o\.\s?J\.?|s\.\s?d\.?|s\.\s?f\.?|s\.\s?a\.?|z\.\s?j\.?|u\.\s?å\.?|u\.\s?d\.?|sans\s+date|sin\s+fecha|sem\s+data)"
# "In" before a container: Dans (fr), En (es), Em / In (pt), In (it, nl, de), I (sv, da, no)
IN = r"(?:Dans|En|Em|I)"
# the page marks: S. (de), p./pp. (fr, es, pt, it), pág./págs. (es), blz. (nl), s. (sv, no, da)
PAGE_MARK = r"(?:pp?|S|Ss|págs?|pags?|blz|ss?)\."
# an edition: "2. Aufl.", "3e éd.", "2.ª ed.", "2ª ed.", "2. ed.", "2nd ed.", "2. uppl.", "2. utg.", "2e dr."
EDITION = (r"\d+\s*(?:\.|e|è|ème|a|ª|º|o|\.ª|\.º|nd|rd|th|st)?\s*,?\s*(?:(?:überarb|erw|aktualis|neubearb|rev|corr|"
           r"actual|aum|ampl)\w*\.?\s*(?:u(?:nd|\.)\s*\w+\.?\s*)?)?(?:Aufl|éd|ed|edn|edición|edição|edizione|druk|dr|uppl|utg|"
           r"udg)\.?")
# an edition written in words: "Second Edition", "Fifth International Edition", "Revised edition"
ORDINAL_WORD = r"(?:[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ff]ifth|[Ss]ixth|[Ss]eventh|[Ee]ighth?|[Nn]inth|[Tt]enth)"
# an edition's ordinal, spelled or in figures, and its kind: "Second International", "4th", "Revised"
_EDITION_KIND = r"(?:\s+(?:[Ii]nternational|[Rr]evised|[Ee]xpanded|[Gg]lobal|[Uu]pdated|[Ss]tudent|US))?"
EDITION_ORDINAL = rf"(?:\d+(?:st|nd|rd|th)|{ORDINAL_WORD}|[Rr]evised|[Nn]ew){_EDITION_KIND}"
SPELLED_EDITION = rf"(?:{ORDINAL_WORD}|[Rr]evised|[Nn]ew){_EDITION_KIND}\s+(?:[Ee]dition|[Ee]d\.|[Ee]dn\.?)"
# a thesis: Dissertation / Diss. (de), thèse (de doctorat) / mémoire (fr), tesis (doctoral) (es), tese /
# dissertação (pt), tesi (di dottorato) (it), proefschrift (nl), doktorsavhandling / avhandling (sv)
THESIS = (r"(?:Dissertation|Diss\.|Doktorarbeit|Habilitationsschrift|Masterarbeit|Diplomarbeit|Th[èe]se|Mémoire|"
          r"Tesis|Tese|Dissertação|Monografia|Tesi|Proefschrift|Doktorsavhandling|Avhandling|Licentiatavhandling|"
          r"Doktoravhandling)")

# where a work is online and when it was looked at: "Disponível em: https://…. Acesso em: 10 maio 2021.",
# "Disponible sur : https://… (consulté le 3 mai 2020)", "Recuperado de https://…", "Online verfügbar unter
# https://…, zuletzt geprüft am 12.03.2020", "[en ligne]"
_AVAILABLE = (r"(?:R[ée]cup[ée]r[ée]\s+(?:de|sur|à\s+partir\s+de)|Dispon[íi]vel\s+em|Disponible\s+(?:sur|en|à\s+l['’]adresse)|Recuperado\s+de|Consultado\s+en|(?:[Oo]nline\s+)?[Vv]erfügbar\s+unter|"
              r"[Aa]brufbar\s+unter|[Oo]nline\s+unter|Beschikbaar\s+(?:op|via)|Geraadpleegd\s+van|Hentet\s+fra|Hämtad\s+från|Tillgänglig(?:\s+på)?|Disponibile\s+su)\s*:?(?=\s*(?:<?https?://|<|$))")
_LOOKED_AT = (r"[\[(]?\b(?:Acesso\s+em|Zugegriffen|(?:[Ff]echa\s+de\s+)?[Cc]onsulta|Acessado\s+em|Consultado\s+(?:el|em|il)|Recuperado\s+el|[Cc]onsulté\s+le|Zugriff\s+am|[Aa]bgerufen(?:\s+am)?|"
              r"zuletzt\s+(?:geprüft|abgerufen|aufgerufen|besucht)\s+am|Geraadpleegd\s+op|Hämtad|Hentet|Visitato\s+il|Fecha\s+de\s+consulta|"
              # Gemini's "Works cited" in its languages: "fecha de acceso: mayo 14, 2026", "访问时间为 五月 18, 2025"
              r"Fecha\s+de\s+acceso|访问时间为|访问日期|访问于|引用日期|検索日|アクセス日|"
              # Vietnamese, Turkish, Indonesian, Polish, Czech, Russian: "truy cập ngày 14/10/2015", "Erişim tarihi:
              # 12.03.2020", "diakses pada 3 Mei 2021", "dostęp: 12.03.2020", "citováno 2020-01-02", "дата обращения: …"
              r"truy\s+cập(?:\s+ngày)?|Erişim(?:\s+tarihi)?|[Dd]iakses(?:\s+(?:pada|tanggal))?(?:\s+tanggal)?|[Dd]ostęp(?:\s+dnia)?|"
              r"citováno|дата\s+обращения)"
              r"\s*[:：]?\s*(?:\d{1,2}\s*(?:de\s+)?[^\W\d_]+\.?\s*(?:de\s+)?\d{4}|\d{1,2}\.\s*[^\W\d_]+\s+\d{4}"
              r"|[^\W\d_]{2,10}\s+\d{1,2},\s*\d{4}|\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日"
              r"|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2})[\])]?(?:,?\s+(?:von|de|from|sur|em|op|da|van|fra|från)\b\s*:?)?")
ACCESS = re.compile(rf"{_AVAILABLE}|{_LOOKED_AT}|\[(?:en\s+ligne|en\s+línea|recurso\s+electrónico|on-line)\]", re.I)

_DE_MONTHS = {"jan": "Jan.", "feb": "Feb.", "mär": "Mar.", "apr": "Apr.", "mai": "May", "jun": "Jun.", "jul": "Jul.",
              "aug": "Aug.", "sep": "Sep.", "okt": "Oct.", "nov": "Nov.", "dez": "Dec."}
_DE_MONTH_NAMES = (r"Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|"
                   r"Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sept?|Okt|Nov|Dez")
_YEAR_PARENS = re.compile(rf"\((?:(?:19|20)\d\d[a-z]?|{NO_DATE}|n\.\s?d\.)\)")


# "and" of another language before the last name of a list written with initials: "D. Bimberg, M. Grundmann e
# N. N. Ledentsov", "R. Eisberg y R. Resnick", "A. Talmor und J. Berant", "Eisberg, R. e Resnick, R."
_JOINER = re.compile(rf"(?<=[^\W\d_.]|\.),?\s+(?:und|et|y|e|en|och|og|i|и)\s+(?=(?:[{_UPPER}]\.\s?-?)+\s?[{_UPPER}][^\W\d_]"
                     rf"|[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_]+)?,\s*(?:[{_UPPER}]\.\s?)+(?:[,.:;]|\s+\S))")
_NAME_LIST_HEAD = re.compile(rf"^(?:[{_UPPER}]\.\s?-?)+\s?(?:(?:da|de|do|dos|das|del|van|von|der|di|du|la|le)\s+)?[{_UPPER}]"
                             rf"|^[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_]+)?,\s*(?:[{_UPPER}]\.\s?)+")


# names written in full, the first family name first: "Brockmann, Dirk y Helbing, Dirk.", "Buolamwini, Joy, und Timnit
# Gebru (2018):", "Caliskan, Aylin, Joanna J. Bryson und Arvind Narayanan." — the joiner before the last name, which is
# written either way; before it only names (no sentence's stop after a word: "García, Juan. Historia y Sociedad, …")
_GIVEN = rf"[{_UPPER}][^\W\d_'’]+(?:-[{_UPPER}][^\W\d_'’]+)?"
_FULL_HEAD = re.compile(rf"^(?P<head>[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_'’]+)?,\s*{_GIVEN}(?:\s+(?:[{_UPPER}]\.|{_GIVEN}))?"
                        rf"(?:,\s*(?:{_GIVEN}\s+(?:[{_UPPER}]\.\s+)?{_GIVEN}|[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_'’]+)?,\s*{_GIVEN}(?:\s+[{_UPPER}]\.)?)){{0,8}})"
                        rf"(?P<joiner>,?\s+(?:und|et|y|e|en|och|og|i)\s+)"
                        rf"(?=[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_'’]+)?,\s*{_GIVEN}(?:\s+[{_UPPER}]\.|\s*[.,:(])|"
                        rf"{_GIVEN}\s+(?:[{_UPPER}]\.\s+)?{_GIVEN}(?:\s+[{_UPPER}][^\W\d_'’]+)?[.,:]?\s*[.(:])")


_FAMILY_WORDS = rf"[{_UPPER}][^\W\d_'’\-]+(?:[\s\-][{_UPPER}][^\W\d_'’]+)?"
_PAIR = rf"{_FAMILY_WORDS},\s*{_GIVEN}(?:\s+(?:[{_UPPER}]\.|{_GIVEN}))?"
# every name of the list written family name first, as a Spanish or Chicago-like list may: "Courchamp, Franck, Berec,
# Luděk and Gascoigne, Joanna." (the last one after "and" says so)
_ALL_INVERTED = re.compile(rf"^(?P<names>(?:{_PAIR},\s*){{1,7}}?{_PAIR},?\s+and\s+{_PAIR})(?:(?<=\.)(?=\s)|\.(?=\s))")


def _all_inverted(text: str) -> str:
    """"A, B, C, D, and E, F. Title" as Chicago writes it, the first name alone family name first: "A, B, D C, and F E.
    Title" (names of one given name, or a given name and an initial, only)."""
    found = _ALL_INVERTED.match(text)
    if not found:
        return text
    pairs = re.findall(rf"({_FAMILY_WORDS}),\s*({_GIVEN}(?:\s+(?:[{_UPPER}]\.|{_GIVEN}))?)", found.group("names"))
    if len(pairs) < 3 or sum(len(p[0]) + len(p[1]) for p in pairs) > len(found.group("names")):
        return text
    names = [f"{pairs[0][0]}, {pairs[0][1]}"] + [f"{given} {family}" for family, given in pairs[1:]]
    stop = "." if found.group("names").endswith(".") else ""      # an initial's stop that closed the list too
    return ", ".join(names[:-1]) + ", and " + names[-1] + stop + text[found.end("names"):]


def name_joiners(text: str) -> str:
    """A list of names joined by another language's "and" ("e", "y", "und", "et", …) before its last name, written
    with the English "and" every reader knows (only in a line that opens with a name, in its first 300 characters)."""
    full = _FULL_HEAD.match(text)
    # (not ISO 690's family names in capitals, "BERNARD, Jean, PETIT, Anne et Marc ROUX.": its own reader's)
    if full and not re.search(r"\b[A-Z]{3,}\b", full.group("head")):
        return _all_inverted(_joined(text, full))
    if not _NAME_LIST_HEAD.match(text):
        return _all_inverted(text)
    return _JOINER.sub(lambda m: ", and " if m.group(0).startswith(",") else " and ", text[:300], count=1) + text[300:]


def _joined(text: str, full: re.Match) -> str:
    # (MLA's comma before a last name written given name first: "Allemang, Dean, and Jim Hendler")
    inverted = re.match(rf"[^\s,]+(?:[\s\-][^\s,]+)?,", text[full.end("joiner"):])
    return text[:full.start("joiner")] + (" and " if inverted and "," not in full.group("joiner") else ", and ") + text[full.end("joiner"):]


def localize(text: str) -> str:
    """An author–date line of another language with the English words: "García, J. y Pérez, M.
    (2010)." → "García, J. & Pérez, M. (2010).", "(Hrsg.)" → "(Ed.)", "(o. J.)" → "(n.d.)", "En M.
    Torres (Ed.), Libro (pp. 23–45)" → "In M. Torres (Ed.), Libro (pp. 23–45)"."""
    text = re.sub(rf"\(\s*{NO_DATE}\s*(?:-(?P<letter>[a-z]))?\)", lambda m: f"(n.d.{'-' + m.group('letter') if m.group('letter') else ''})", text)
    # the initials in parentheses of older French lists: "DUPONT (J.), MARTIN (P.), 2004." → "DUPONT, J., MARTIN, P., 2004."
    text = re.sub(rf"^(?:[{_UPPER}][\w'’\-]+\s*\((?:[{_UPPER}][a-z]?\.\s?-?)+\)(?:\s*,\s*|\s+{AND}\s+|(?=[\s,]+(?:19|20)\d\d)))+",
                  lambda m: re.sub(r"\s*\(([^()]+)\)", r", \1", m.group(0)), text)
    # Harvard's year without parentheses after "et al.": "Dupont J. et al., 2004. Titre." → "Dupont J. et al. (2004). Titre."
    text = re.sub(r"^([^()\"“”]{2,200}?\bet\s+al\.?),?\s+((?:19|20)\d\d[a-z]?)\.\s+", r"\1 (\2). ", text)
    # "J. Dupont et P. Martin, « Titre », Revue, vol. 12, no 3, p. 45-67, 2004." (IEEE written in French);
    # "A. Talmor und J. Berant, „Titel“, in Proceedings …" / "B. Peng u. a., „Titel“, Journal, Bd. 44, Nr. 2,
    # S. 35:1-35:52" (IEEE written in German, Zotero's and Word's)
    quoted = re.search(r"«\s*([^«»]+?)\s*»|„([^„“”]+?)[“”]", text)
    if quoted and (quoted.group(1) or re.match(rf"^(?:\[?\d{{1,4}}[\].]?\s*)?(?:[{_UPPER}]\.[\s\-]*)+[{_UPPER}]", text)):
        head = re.sub(rf"(?<=\w)\s*,?\s+{AND}\s+(?=(?:[{_UPPER}]\.[\s\-]*)+[{_UPPER}])", " and ", text[:quoted.start()])
        head = re.sub(rf"\s+{ET_AL}\s*,\s*$", " et al., ", head)
        inside = quoted.group(1) or quoted.group(2)
        after = text[quoted.end():]
        if re.match(r"\s*,", after):       # IEEE's comma goes inside the quotes
            inside, after = inside + ",", after.lstrip()[1:]
        if quoted.group(2):     # German dates after the title: "19. Februar 2025", "Dez. 2025" → "Feb. 19, 2025", "Dec. 2025"
            after = re.sub(rf"\b(\d{{1,2}})\.\s*({_DE_MONTH_NAMES})\.?\s+(?=(?:19|20)\d\d)",
                           lambda m: f"{_DE_MONTHS[m.group(2)[:3].lower()]} {m.group(1)}, ", after)
            after = re.sub(rf"\b({_DE_MONTH_NAMES})\.?\s+(?=(?:19|20)\d\d)", lambda m: f"{_DE_MONTHS[m.group(1)[:3].lower()]} ", after)
            # the book's editors: "K. Erk und N. A. Smith, Hrsg., Berlin: …" → "K. Erk and N. A. Smith, Eds., Berlin: …"
            after = re.sub(r",\s*Hrsg\.\s*,", ", Eds.,", after)
            after = re.sub(rf"(?<=\w)\s+und\s+(?=(?:[{_UPPER}]\.[\s\-]*)+[{_UPPER}][^\W\d_]+,?\s*(?:Eds\.|Hrsg\.))", " and ", after)
        if re.search(r"\)\.\s*$", head):     # APA's title after the year: "(2016). « Titre ». Dans …" — a plain title
            text = f"{head}{inside}{after}"
        else:
            text = f"{head}“{inside}”{_marks(after)}"
    elif re.search(r"”[^“”]*,\s(?:v|t|Bd)\.\s*\d", text):   # IEEE's quoted title, ABNT's "v. 3, n. 8" after it (coppe.bst)
        closing = text.rindex("”")
        text = text[:closing] + _marks(text[closing:])
    year = _YEAR_PARENS.search(text)
    if not year or re.search(r"[\"“”«»]", text[:year.start()]):
        return text        # no author–date head: the year is a journal's ("Review 38, no. 4 (2020): 812–19")
    head, tail = text[:year.start()], text[year.start():]
    # the editors' mark of editors written as authors: "Bianchi, L. (a cura di) (2012)"
    head = re.sub(rf"\(\s*{EDITOR}\s*\)", "(Ed.)", head)
    # "Müller, Hans/Schmidt, Eva (2003)": a slash between two names
    head = re.sub(rf"(?<=[^\W\d_]\.|[^\W\d_]{{2}})\s*/\s*(?=[{_UPPER}][\w'’\-]+,)", "; ", head)
    # "Rossi, M. e Bianchi, L." / "Jong, T. de en Dijk, R. van": the word between two names
    head = re.sub(rf"(?:(?<=\.)|(?<=\sde)|(?<=\sda)|(?<=\sdi)|(?<=\svan)|(?<=\svon)|(?<=\sdel)|(?<=\sten)|(?<=\ster))\s*,?\s+{AND}\s+(?=(?:(?:de|van|von|da|di|del|le|la|ten|ter)\s+)*[{_UPPER}])", " & ", head)
    head = re.sub(rf",?\s*{ET_AL}\s*(?=\(|$)", " et al. ", head)
    # "Family, Given; Family, Given & Family, Given (2003)": the last name joined as the others are
    if re.search(rf"[^\W\d_]\.?;\s+[{_UPPER}][\w'’\-]+,\s", head):
        head = re.sub(rf"\s+&\s+(?=[{_UPPER}][\w'’\-]+,\s)", "; ", head)
    # German Harvard: "(2011): Title" — the colon after the year is APA's period
    tail = re.sub(r"^(\([^()]*\))\s*:\s+(?=[^\W\d])", r"\1. ", tail)
    # Italian author–date, its parts joined by commas: "(2010), “Titolo”, Rivista, 15(2), pp. 33-50." /
    # "(2010), Titolo, Milano, FrancoAngeli." → APA's periods and "Place: Publisher"
    tail = re.sub(r"^(\([^()]*\)),\s+[“\"]([^”\"]+)[”\"],\s+", r"\1. \2. ", tail)
    tail = re.sub(rf"^(\([^()]*\)),\s+([^.“”\"]+?),\s+([{_UPPER}][^,\d.:]{{1,30}}),\s+([^,\d:]{{2,60}}?)\.?$", r"\1. \2. \3: \4.", tail)
    # "(2. Aufl.)" / "(2.ª ed.)" after the title: the edition
    tail = re.sub(rf"\(\s*{EDITION}\s*\)", "(2nd ed.)", tail)
    # "(Bd. 2)" / "(t. 2)" / "(vol. 2)" after the title: the volume
    tail = re.sub(r"\((?:Bd|Band|t|tome|tomo|v|vol|deel|del)\.?\s*(\d+)\)", r"(Vol. \1)", tail, flags=re.I)
    # "[Dissertation, Technische Universität München]" / "[Tesis doctoral, Universidad de Chile]"
    tail = re.sub(rf"\[\s*{THESIS}[^,\]]*,\s*", "[Doctoral dissertation, ", tail)
    tail = re.sub(rf"\(\s*{THESIS}[^,()]*\)", "(Doctoral dissertation)", tail)
    # the container: "En M. Torres (Ed.), Libro (pp. 23–45)" / "Dans C. Perrin (dir.), Livre (p. 33-58)"
    marked = rf"(?=[^()]*\(\s*(?:{EDITOR}|[Ee]ds?\.|{PAGE_MARK}\s*\d)[^()]*\))"
    tail = re.sub(rf"(?<=[.?!]\s){IN}\s*:?\s+{marked}", "In ", tail, count=1)
    tail = re.sub(rf"\(\s*{EDITOR}\s*\)", lambda m: "(Eds.)" if re.search(r"s\.?\s*\)$|Hgg|Hrsgg", m.group(0)) else "(Ed.)",
                  tail)
    tail = re.sub(rf"(?<=\()\s*{PAGE_MARK}\s*(?=\d)", "pp. ", tail)
    # a journal's pages with their mark: "Zeitschrift, 12(4), S. 23–45." / "Revista, 12(4), págs. 23-45."
    tail = re.sub(r"(?<=[\d)]),\s*(?:S|págs?|blz)\.\s*(?=\d+(?:\s*[-–]\s*\d+)?\.?$)", ", ", tail)
    # German journal parts: "In: Zeitschrift. 30, Nr. 1. S. 48–64." → "Zeitschrift, 30(1), 48–64." (no words added)
    tail = re.sub(r"(?<=[.?!]\s)In:?\s+([^.()]+(?:\([^()]*\))?)\.\s+(\d+),\s*(?:Nr\.|Heft|H\.)\s*(\d+)\.\s*S\.\s*(\d+\s*[-–]+\s*\d+)\.?$",
                  r"\1, \2(\3), \4.", tail)
    tail = _marks(tail)
    # a thesis named after the title: "Title. Dissertation, Universität Hamburg." / "Título. Tesis doctoral. Universidad
    # de Chile, Santiago." → APA's "Title [Doctoral dissertation, University]."
    tail = re.sub(rf"^(\([^()]*\)\.\s+[^\[\]]+?)\.\s+{THESIS}[^,.\[\]]*[,.]\s*"
                  rf"(?P<school>[^.,\[\]]*(?:Universi|Hochschule|Institut|École|Escola|Escuela|College|Polytechn|Politécn)[^.,\[\]]*)"
                  r"(?:,\s*[^.,\[\]]+)?\.?$", r"\1 [Doctoral dissertation, \g<school>].", tail)
    # the pages after the publisher ("In: Colombo, A. (a cura di), Libro. Bologna: Il Mulino, pp. 101-120."):
    # where APA puts them, after the container
    tail = re.sub(r"(\bIn:?\s+[^()]*\(Eds?\.\),\s*)([^.()]+)\.\s+([^.()]+?),\s*pp?\.\s*(\d+\s*[-–]\s*\d+)\.?$",
                  r"\1\2 (pp. \4). \3.", tail)
    tail = re.sub(rf"(?<=\(pp\. )(\d+\s*[-–]\s*\d+)", r"\1", tail)
    # the editors inside "In …": "In H. Frank & M. Lueger (Eds.)" / "En J. Ramos y L. Silva (Eds.)"
    tail = re.sub(rf"(?<=In )([^()]*?)\s+{AND}\s+(?=[{_UPPER}][^()]*\(Eds?\.\))", r"\1 & ", tail, count=1)
    return head + tail



def _marks(source: str) -> str:
    """A journal's numbers marked in the list's language, marked as the English readers know them:
    "n° 3" / "nº 3" / "n.º 3" / "núm. 3" / "Nr. 3" / "Heft 3" / "no 3" → "no. 3"; "t. 63" / "Bd. 12" / "Jg. 12" / "v. 12"
    → "vol. 12"; ", p. 45-67" / ", S. 45–67" → ", pp. 45-67"."""
    source = re.sub(r"\b(?:(?:n\s*°|nº|n\.\s?º)\.?|núm\.|Nr\.|Heft|no)\s*(?=\d)", "no. ", source)
    source = re.sub(r"(?<=,\s)(?:t\.|Bd\.|Jg\.|v\.)\s*(?=\d)", "vol. ", source)
    source = re.sub(r"(?<=\d,\s)n\.\s*(?=\d)", "no. ", source)     # ABNT's "v. 3, n. 8"
    return re.sub(rf"(?<=,\s)(?:p|S|págs?)\.\s*(?=[A-Za-z]?\d+(?::\d+)?\s*[-–]\s*[A-Za-z]?\d+)", "pp. ", source)


# the English marks localize() writes; a field holding one is read back from the writer's own text
_WRITTEN = re.compile(r"\(Eds?\.\)|\(n\.d\.\)|\(2nd ed\.\)|\(Vol\. \d+\)|\bno\. |\bvol\. |\bpp\. |\bIn |&")


def own_words(field: str, original: str) -> str:
    """``field`` as the line writes it: "Langenbucher, W. (Ed.)" → "Langenbucher, W. (Hg.)" where the line says
    "(Hg.)". The field is kept when it holds no English mark, is already the writer's, or its span is not unique."""
    if not field or field in original or not _WRITTEN.search(field):
        return field
    pattern, at = "", 0
    for mark in _WRITTEN.finditer(field):
        word = r"\([^()]{1,30}\)" if mark.group(0).startswith("(") else r"[^\s,;]{1,12}\s*" if mark.group(0) != "&" else r"\S{1,5}"
        pattern, at = pattern + re.escape(field[at:mark.start()]) + word, mark.end()
    pattern += re.escape(field[at:])
    spans = list(re.finditer(pattern, original))
    return spans[0].group(0) if len(spans) == 1 else field
