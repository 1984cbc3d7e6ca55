"""Author-year citations, English and Chinese.

"Smith et al. (2020)", "Smith and Lee (2019a)", "(Smith & Lee 2019; Wang 2021)", "Smith et al., 2020",
"张三等(2020)", "张三等，2020", "（张三等，2020）", "李四和王五(2019)". Each cited work becomes a
(surname, year, suffix) triple; a second author is kept as "Smith & Lee". Keys are found later
by citations.resolve_author_year against the bibliography.
"""
from __future__ import annotations

import datetime
import re

from .citation_types import CitationMatch
from .reflist_names import COMPANY_SUFFIX

# with Latin Extended-A, both cases (Polish, Czech, Turkish, … names: "Frąckiewicz", "Łukasiewicz", "Şahin")
_UP = "A-ZÀ-ÖØ-Þ\u0100-\u024f\u1e00-\u1eff"
_LOW = "a-zà-öø-ÿ\u0100-\u024f\u1e00-\u1eff"
# Lower-case words inside personal names ("van Dijk", "da Silva"); reflist.py reads them too.
NAME_PARTICLES = ("van", "von", "de", "der", "den", "du", "da", "di", "la", "le", "del", "della", "dos",
                  "das", "ter", "ten")
# the first one may be capitalised where it opens the citation: "(Van der Maaten & Hinton, 2008)";
# Arabic family names open with theirs: "Al Jahwari (2023)", "El Naqa", "Abu Bakar"
_PARTICLE = (rf"(?:(?:{'|'.join([*(p.capitalize() for p in NAME_PARTICLES), 'Al', 'El', 'Abu', 'Bin', 'Ibn'])})"
             rf"\s+(?=[{_UP}]|[{_LOW}]))?"
             rf"(?:(?:{'|'.join(NAME_PARTICLES)})\s+){{0,2}}")
# a hyphen only inside a name ("Al-Hijji"), never before the year: "(OR-1855)" is a compound
# a letter's combining accent is the name's ("Mu\u0308ller": a text with its accents decomposed, NFD)
_NAME = rf"{_PARTICLE}[{_UP}](?:[{_LOW}{_UP}'’\u0300-\u036f]|-(?=[{_LOW}{_UP}]))+"
# a name that is a web domain: "Unstructured.io (2023)"
_DOMAIN = r"(?:\.(?:io|com|org|net|ai)(?![\w]))?"
# Harvard's initials after the surname: "Faulds, D.J.", "Karl, K. A.", "Standaert, F-X."
_INITIALS = rf"(?:,\s*[{_UP}](?:\.?[\s-]?[{_UP}])*\.)?"
# "&" as LaTeX writes it in running text: "Smith \& Lee (2020)"
# and the word in the languages theses are written in: "Müller und Schmidt", "Dupont et Martin", "García y Pérez",
# "Rossi e Bianchi", "Jansen en Vries", "Andersson och Berg", "Hansen og Olsen", "Alaydrus dan Santoso" (id, ms),
# "Yılmaz ve Kaya" (tr)
_AND = r"(?:and|und|et|y|e|en|och|og|dan|ve|\\?&)"
# "et al." and its translations: "u. a." (de), "e. a." (nl), "m.fl." (sv), "y cols." (es), "e col." (pt), "dkk." (id),
# "vd." / "ve ark." (tr); also as students type it: "et. al.", "et.al.", "et al" without its period, "et. Al", "et all"
# ("& al.", as a French-trained writer types it: "(Higgins & al., 2001)")
_ET_AL = r"(?:et\.?\s*[Aa]ll?(?![a-z])\.?|&\s*al\.|u\.\s?a\.|e\.\s?a\.|m\.\s?fl\.|[ye]\s+cols?\.|dkk\.?|vd\.|ve\s+ark\.)"
# given-first initials before the family name: "(N. Vlajic and D. Zhou, 2018)"
_LEAD_INITIALS = rf"(?:[{_UP}]\.\s?){{0,3}}"
_AUTH = (rf"{_LEAD_INITIALS}(?P<a1>{_NAME}{_DOMAIN}){_INITIALS}(?:,?\s+{_ET_AL}|\s*等人?"
         rf"|\s+{_AND}\s+{_LEAD_INITIALS}(?P<a2>{_NAME}){_INITIALS}"
         # (each with its initials first too: "(J.F. Norman, J.T. Todd, & G.A. Orban, 2004)")
         rf"|(?:,\s+{_LEAD_INITIALS}{_NAME}{_INITIALS}){{1,5}}(?:,?\s+|,){_AND}\s+{_LEAD_INITIALS}{_NAME}{_INITIALS}"
         # two Harvard names with their initials, commas only: "(Wen, H.J., Tarn, J.M, 1998)"
         rf"|,\s*{_NAME},\s*[{_UP}](?:\.?[\s-]?[{_UP}])*\.?(?=\s*,\s*(?:1[89]\d\d|20\d\d))"
         # three or more names with commas only: "(Demirkaya, Chen, Oymak, n.d.)"
         rf"|(?:\s*,\s*{_NAME}(?!\w)){{2,5}}(?=\s*[,.]\s*(?:1[89]\d\d|20\d\d|[nN]\.\s?d|[nN]o\s+date)))?")
# inside parentheses, EndNote's first two (or three) authors then "et al." where the first alone is ambiguous:
# "(Billah, King et al. 2006)" (in running text "Later, Okafor et al. (2020)" is a word and a citation)
_AUTH_PAREN = _AUTH[:-2] + rf"|(?:,\s+{_NAME}{_INITIALS}){{1,2}},?\s+{_ET_AL})?"
# a year of publication: never one past next year's ("VARCHAR(2048)" in a schema's table is no citation)
_LAST_YEAR = datetime.date.today().year + 1
_YEAR = (r"(?:1[89]\d\d|20(?:" + "|".join(f"{d}[0-9]" for d in range(_LAST_YEAR // 10 % 10))
         + f"|{_LAST_YEAR // 10 % 10}[0-{_LAST_YEAR % 10}]))[a-z]?(?![\\d])")
# APA's "no date": kept as year 0 (work_id writes it "n.d."); Cite Them Right Harvard writes it out: "(GeoNames, no date)"
_ND = r"(?:[nN]\.\s?d\.?|[nN]o\s+date(?![\w-]))(?:-[a-z])?"
_YEARS = rf"(?P<years>(?:{_YEAR}|{_ND})(?:\s*,\s*{_YEAR})*)"
# APA's date of a dated item after the year: "(2023, September 8)", "(2020, Oct.)"
_MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December"
           "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec")
_DATE = rf"(?:\s*,\s*(?:{_MONTHS})\.?(?:\s+\d{{1,2}}(?:\s*[-–]\s*\d{{1,2}})?)?(?![\w]))?"
# the page cited: "p. 5", "pp. 5-7", and "S. 5" (de), "pág. 5" (es), "blz. 5" (nl), "s. 5" (sv, no, da)
# and the page without a word (Harvard "(Smith 2020: 45)", Chicago "(Smith 2020, 12)"): a number that is no year;
# a chapter, section, figure or table (en, pt/es/it "Cap. 2", de "Kap. 3"), maybe after the work's short name and
# before a short note: "(Van Buuren, 2018, FIMD Ch. 9 — gaps aleatórios)"
_PART_WORD = (r"(?:[Cc]h\.|[Cc]hap\.|[Cc]hapter|[Cc]ap\.|[Cc]ap[íi]tulo|[Kk]ap\.|[Kk]apitel|[Ss]ect?\.|[Ss]ection|§|"
              r"[Pp]ara\.|[Ff]ig\.|[Ff]igure|[Tt]able|[Tt]ab\.|[Vv]ol\.|[Aa]rt\.)")
_PART = rf"(?:[A-Z]{{2,8}}\s+)?{_PART_WORD}\s*(?:\d+(?:\.\d+)*|[IVXLC]+)(?:\s*[-–]\s*\d+)?(?:\s+[—–]\s+(?![^();\n]*(?<!\d)(?:1[89]|20)\d\d(?!\d))[^();\n]{{1,80}}?(?=\s*(?:[)）]|$)))?"
_PAGE_WORDED = r"(?:pp?\.|p|S\.|págs?\.|blz\.|s\.)\s*\d+(?:\s*[-–]\s*\d+)?(?:\s*ff?\.)?"
# a part and then its page: "(Smith, 2018, Vol. 2, p. 33)", "(Lee, 2020, ch. 3, pp. 40-45)"
_LOC = (rf"(?:\s*[,，:]\s*(?P<loc>{_PART}(?:\s*,\s*{_PAGE_WORDED})?|{_PAGE_WORDED}"
        r"|(?!(?:1[89]|20)\d\d(?!\d))\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?![\w.])))?")
# inside parentheses a second work of the same year may be its letter alone: "(Smith et al., 2020a, b)"
_YEARS_IN_PARENS = rf"(?P<years>(?:{_YEAR}|{_ND})(?:\s*,\s*(?:{_YEAR}|[a-z](?![\w.])))*)"
# what an author adds after the year: "(see Smith, 2020, for a review)", "(Lee, 2019, among others)"
_COMMENT = r"(?:,\s+(?:for|among|and|with|who|which|where|in|on|but|esp\.|especially)\b[^;]*)?"
_YEAR_RE = re.compile(r"(1[89]\d\d|20\d\d)([a-z]?)")
_NO_DATE_WORDS = re.compile(r"\b[nN]o\s+date\b")
_ND_RE = re.compile(r"\b(?:[nN]\.\s?d\.?|[nN]o\s+date(?![\w-]))(?:-([a-z]))?")
# Words that name an organisation when they end a run of capitalised words: "Stanford University (2018)"
_ORG_WORDS = set("University Institute Organization Organisation Association Foundation Agency Council "
                 "Commission Society Office Bank Group Ministry Department Centre Center Fund Board "
                 "Academy Service Authority Trust Federation Union Inc Ltd Corporation Company".split())
# the last word of a group author cited without a comma before its year (Chicago: "(World Health Organization 2021)")
_ORG_END = _ORG_WORDS | set(
    "Facility Network Programme Program Initiative Consortium Collaboration Committee Panel Alliance Forum "
    "Institution Administration Bureau Secretariat Partnership Collaborative Organizations Agencies".split())
_ACRONYM_HEAD = re.compile(r"^[A-Z]{2,10}:\s")


def _group_without_comma(org: str) -> bool:
    """Chicago's "(World Health Organization 2021)": a group author before its year without a comma is
    taken only when it ends in an organisation's word or opens with its acronym ("GBIF: The …")."""
    return org.split()[-1] in _ORG_END or bool(_ACRONYM_HEAD.match(org))

_CJK = "\u4e00-\u9fff"
_CN_ETAL = r"(?:等人|等|ら|ほか)"      # (Japanese "沖山ら (2001)", "宮内ほか（2003）")
# Function characters that cannot start a name; a candidate is cut after the last of them
# (only before its last two characters, so a name like 于明 stays whole).
_CN_CUT = set("的了在是被对将把从向据即如由于中等见，,、；;：:（(）) ")
# Two-character words that often stand right before a cited name ("研究表明张三等").
_CN_LEAD_WORDS = re.compile("表明|发现|研究|报道|指出|认为|显示|提出|证实|根据|参照|采用|通过|其中|例如|以及|此外|学者|团队")

# Capitalised words that sit before a year but are not authors.
_NOT_AUTHORS = set(
    "In Since From By Until Till During After Before The This That These Those Table Tables Figure "
    "Figures Fig Version Vol Volume Chapter Section Spring Summer Autumn Fall Winter Early Late Mid "
    "Year Years Between And Or Of For On At To As Up Through Around About Circa Also See Cf Eg "
    "Published Updated Accessed Retrieved Edition Ed Eds Report Copyright Established Founded "
    "January February March April May June July August September October November December "
    "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Q1 Q2 Q3 Q4 Until Within Over Under Only "
    "Even Beginning End Starting Launched Released Census Survey Data Windows Office Online Internet Month Date Day Week".split())


# words that open a sentence or a clause, never an author's name: "Hence, Liu and Tsyvinski (2018)"
_CONNECTIVES = set(
    "Hence Thus Therefore However Moreover Furthermore Additionally Similarly Likewise Consequently Finally Firstly "
    "Secondly Thirdly Indeed Nevertheless Nonetheless Meanwhile Instead Accordingly Specifically Notably Overall "
    "Recently Previously Interestingly Importantly Lastly Conversely Alternatively Subsequently Historically".split())


def _years(s: str) -> list[tuple[int, str]]:
    """"2019, 2020a" -> [(2019, ""), (2020, "a")]; a letter alone takes the year before it: "2020a, b"."""
    nd = _ND_RE.search(s)
    years = [(0, nd.group(1) or "")] if nd else []
    for token in re.split(r"\s*,\s*", s):
        found = _YEAR_RE.search(token)
        if found:
            years.append((int(found.group(1)), found.group(2)))
        elif re.fullmatch(r"[a-z]", token) and years and years[-1][0]:
            years.append((years[-1][0], token))
    return years


def work_id(work: tuple[str, int, str]) -> str:
    """A cited work as an id: "Smith 2020a"; a work cited with no date "Smith n.d."."""
    name, year, suffix = work
    return f"{name} {'n.d.' + ('-' + suffix if suffix else '') if year == 0 else f'{year}{suffix}'}"


def _org_start(text: str, start: int, a1: str) -> int:
    """Where an organisation named in front of a narrative citation begins: "Stanford University
    (2018)" reaches back from "University" over up to three capitalised words."""
    if a1 not in _ORG_WORDS:
        return start
    pos = start
    for _ in range(3):
        m = re.search(rf"(?:^|(?<=\s))(?:[{_UP}][\w&'’.-]*|of|for|and|the)\s+$", text[:pos])
        if not m or m.group(0).rstrip().rstrip(".") in _NOT_AUTHORS:
            break
        pos = m.start()
    while pos < start and not text[pos].isupper():   # never begin on a joining word
        pos = text.index(" ", pos) + 1
    return pos


def _surname(a1: str, a2: str | None) -> str | None:
    a1 = re.sub(r"(?<=\w)['’]s$", "", a1)     # the possessive: "Smith's (2020) study"
    first = a1.split()[-1] if a1.split()[0][0].islower() else a1
    if a1 in _NOT_AUTHORS or first in _NOT_AUTHORS:
        return None
    return f"{a1} & {a2}" if a2 else a1


def _cn_candidate(text: str, end: int, limit: int = 4) -> tuple[int, str]:
    """The up-to-`limit` CJK characters before `end` that can hold a name, cut after function
    characters and lead words; returns (start, name)."""
    start = end
    while start > 0 and end - start < limit + 2 and "\u4e00" <= text[start - 1] <= "\u9fff":
        start -= 1
    lead = [m.end() for m in _CN_LEAD_WORDS.finditer(text, start, end) if end - m.end() >= 2]
    start = max([start, *lead, end - limit])
    cand = text[start:end]
    for i in range(len(cand) - 3, -1, -1):
        if cand[i] in _CN_CUT:
            return start + i + 1, cand[i + 1:]
    return start, cand


# ABNT NBR 10520 parts the authors of one work by ";": "(MOTTA; TEIXEIRA, 2020)", "(SILVA; SOUZA; LIMA, 2019, p. 4)"
_NAME_ONLY = re.compile(rf"^{_NAME}(?:\s+{_NAME}){{0,2}}$")


_FOR_WHAT = re.compile(r"^(?:for|on|in|about)\s+[^,;()]{1,40},\s*(?=(?:see|cf\.|e\.g\.)\s)", re.I)


def _joint_authors(parts: list[str]) -> list[str]:
    """A name without a year before a name with one is its co-author: "MOTTA", "TEIXEIRA, 2020" is one work,
    read as "MOTTA & TEIXEIRA, 2020" (three names or more: "SILVA et al., 2019")."""
    out: list[str] = []
    names: list[str] = []
    for part in parts:
        if _NAME_ONLY.match(part):
            names.append(part)
            continue
        last = re.match(r"^(?P<name>[^,，]+?)(?P<rest>\s*[,，]\s*.*\d.*)$", part) if names else None
        # (written alike: all in capitals as ABNT writes them, or neither — "(DSM-V; American Psychiatric
        # Association, 2013)" names a manual, then its author)
        if last and _NAME_ONLY.match(last.group("name")) \
                and len({n.isupper() for n in [*names, last.group("name")]}) == 1:
            joined = f"{names[0]} & {last.group('name')}" if len(names) == 1 else f"{names[0]} et al."
            out.append(joined + last.group("rest"))
        else:
            out += names + [part]
        names = []
    return out + names


# an abbreviation the parenthesis introduces before the work it comes from: "RF，" in "(RF，Breiman，2001)", and a
# measure's before a colon when persons follow ("(CQ: Fennell and Campbell, 1984)"; "(GBIF: The Global …, 2020)"
# is a group's name)
_NAMED_FIRST = re.compile(r"^(?=(?:[a-z0-9\-]*[A-Z]){2})[A-Z][A-Za-z0-9\-]{1,9}(?:\s*[,，]\s*(?=[A-Z])"
                          r"|:\s*(?=[A-Z][\w'’\-]+(?:\s+(?:and|&)\s+[A-Z]|,?\s+et\s+al\b)))")


class AuthorYear:
    name = "author_year"
    # (in square brackets too, as some theses cite: "[Fawcett, 2004]", "[Do and Gatica-Perez, 2014]")
    _paren = re.compile(r"[(（]([^()（）]*?(?:(?:1[89]\d\d|20\d\d)[a-z]?|\b[nN]\.\s?d(?:\.|(?=\s*[)）]))|\b[nN]o\s+date\b)"
                        r"[^()（）]*)[)）]"
                        r"|\[([^\[\]()]*?(?:1[89]\d\d|20\d\d)[a-z]?[^\[\]()]*)\]")
    _item = re.compile(rf"^(?:(?:see|see also|e\.g\.|cf\.|i\.e\.|(?:as\s+)?cited\s+in|quoted\s+in|reviewed\s+in|"
                       rf"(?i:vgl\.|siehe|z\.\s?B\.|voir|véase|ver|vide|zie|jfr\.|cfr\.|citat[oa]\s+(?:in|da)|vedi|si\s+veda|"
                       rf"citado\s+(?:en|em|por)|apud|cit[ée]\s+(?:dans|par)|zit\.\s+n\.|zitiert\s+nach)),?\s+)?{_AUTH_PAREN}(?:['’]s)?"
                       # the editors' role between the name and the year: "(Ravveduto, a cura di, 2023, p. 124)"
                       rf"(?:\s*,\s*(?i:a\s+cura\s+di|eds?\.|hrsg\.|coords?\.|orgs?\.))?"
                       rf"(?:\s*[,，]\s*|\s*\.\s+|\s+|,\s+(?P<wtitle>[{_UP}][^,;()\s]*\s[^,;()]{{3,150}}?),\s+(?=\d|[nN]\.)){_YEARS_IN_PARENS}{_DATE}{_LOC}{_COMMENT}\s*[.,]?$")
    # a site or a firm that writes its name in lower case: "(mastekno, 2017)", "(roboflow, n.d.)" — only a listed one's
    _lower_name = re.compile(rf"^(?P<name>[{_LOW}][\w.\-]{{2,30}})\s*,\s*{_YEARS_IN_PARENS}$")
    # names written given name first, commas only, as the list writes them: "(Tom Dunigan, Greg Hinkel, 1999)",
    # "(Cesar Urrutia, Nick Ierace, Richard Basset, 2005)" — a citation only when a listed entry is theirs
    _given_list = re.compile(rf"^(?P<g1>[{_UP}][{_LOW}]+\s+{_NAME})\s*,\s*(?P<g2>[{_UP}][{_LOW}]+\s+{_NAME})"
                             rf"(?P<more>(?:\s*,\s*[{_UP}][{_LOW}]+\s+{_NAME}){{0,4}})\s*,\s*{_YEARS_IN_PARENS}{_LOC}$")
    # co-authors parted by commas alone, as Italian and Spanish write them: "(D’Elia, Turco, 1999)", "(citato in Bonini,
    # Foschini, 2019, p. 181)" — a citation only when a listed entry is theirs
    # (or the author's family and given name, as a student types it: "(Adams, Patricia, 1992)", "(Stone, Randall W., 2004)"
    # — both readings are tried against the list)
    _comma_names = re.compile(rf"^(?:(?i:cfr\.|cf\.|citat[oa]\s+in|vedi|see|vgl\.|véase|ver|voir),?\s+)?(?P<c1>{_NAME})\s*,\s*"
                              rf"(?P<c2>{_NAME})(?P<initial>(?:\s+[{_UP}]\.)*)(?P<c3>\s*,\s*{_NAME})?\s*,\s*{_YEARS_IN_PARENS}{_LOC}$")
    # a year (or years) alone after a semicolon goes on with the author before it: "(Smith, 2020; 2021)"
    _years_only = re.compile(rf"^{_YEARS_IN_PARENS}{_LOC}$")
    _cn_item = re.compile(rf"^(?P<n1>[{_CJK}]{{1,4}}?)(?:{_CN_ETAL}|(?:和|与|及)(?P<n2>[{_CJK}]{{2,4}}?))?"
                          rf"\s*[，,]\s*{_YEARS}{_LOC}$")
    # a group author inside parentheses: "(World Health Organization, 2020)",
    # "(European Coronary Surgery Study Group, 1982)" — two to ten words, capitalised or joining
    # a title in the author's place (APA, no author): "(Admin Matters: The Impact of NHS …, n.d.)"
    # APA 7 names the abbreviation at the first citation: "(Centers for Disease Control and Prevention [CDC], 2020)";
    # Chicago writes no comma: "(World Health Organization 2021)", "(GBIF: The Global … Facility 2021)" — then
    # the name must end in an organisation's word or open with an acronym and a colon, never a month or a phrase
    _group_item = re.compile(rf"^(?P<org>[{_UP}][\w'’.:-]*(?:\s+(?:of|for|and|the|on|in|to|&|[{_UP}][\w'’.:-]*)){{1,11}}"
                             rf"(?:,?\s+{COMPANY_SUFFIX}\.?)?)"     # "Via Transportation, Inc."
                             rf"(?:\s*\[(?P<abbr>[{_UP}][\w&-]{{1,11}})\])?"
                             rf"(?P<sep>\s*,\s*|\s+)(?=[\dn]){_YEARS_IN_PARENS}{_DATE}{_LOC}{_COMMENT}$")
    # a family name of two words, as Spanish, Portuguese and Arabic names are, before "et al." or a co-author:
    # "(Cheikh Ismail et al., 2021)", "(Perea Tinajero and Bąk, 2021)" (alone it is read as a group's name)
    _compound = re.compile(rf"^(?!(?:See|Cf|Also|But|And|As|In|For|From)\b)(?P<a1>{_NAME}\s+{_NAME})(?:,?\s+{_ET_AL}|\s+{_AND}\s+(?P<a2>{_NAME}(?:\s+{_NAME})?))"
                           rf"\s*[,，]?\s*{_YEARS_IN_PARENS}{_LOC}$")
    # "et al." typed inside the parenthesis: "Al Jahwari (et al., 2023)"
    # a Latin name right after Chinese text is one too: "理论推进先由Lintner（1956）"
    _narrative = re.compile(rf"(?<![^\W{_CJK}]){_AUTH},?\s*[(（]\s*(?:{_ET_AL}\s*,?\s*)?{_YEARS}{_DATE}{_LOC}\s*[)）]")
    _bare = re.compile(rf"(?<![\w])(?P<a1>{_NAME}){_INITIALS}(?:\s+{_ET_AL}|\s+{_AND}\s+(?P<a2>{_NAME}){_INITIALS})"
                       rf",?\s+{_YEARS}(?![\w])")
    # Chinese narrative: anchor on 等(2020) / 和王五(2019) / 等，2020 and read the name backwards.
    _cn_narrative = re.compile(
        rf"(?:(?P<etal>{_CN_ETAL})|(?P<sep>和|与|及)(?P<n2>[{_CJK}]{{2,3}}?))?"
        rf"(?:\s{{0,2}}[(（]\s*{_YEARS}{_LOC}\s*[)）]|(?(etal)[，,]\s*(?P<years2>{_YEAR})(?!\d)|(?!)))")

    def _narratives(self, text: str):
        """The narrative citations; a list's first word that is no name is passed over and the list read from
        the next: "Hence, Liu and Tsyvinski (2018)", "the Lucas Asset Pricing Model, Mehra and Prescott (1985)"
        (a capitalised phrase's last word before the comma)."""
        pos = 0
        while True:
            m = self._narrative.search(text, pos)
            if not m:
                return
            a1_end = m.end("a1")
            comma = text.find(",", a1_end, m.end())
            before = text[:m.start("a1")].rstrip()
            # (a name phrase of two capitalised words or more, none a sentence's word: "Asset Pricing Model,"; not "As Smith,")
            words = re.search(rf"(?:[{_UP}][{_LOW}]+\s+)+[{_UP}][{_LOW}]+$", before)
            phrase = bool(words) and not set(words.group(0).split()) & (_CONNECTIVES | _NOT_AUTHORS) \
                and not re.search(rf"{_ET_AL}", text[a1_end:comma + 3])
            if comma == a1_end and (m.group("a1") in _CONNECTIVES | _NOT_AUTHORS or phrase):
                again = self._narrative.match(text, len(text[:comma + 1]) + len(text[comma + 1:]) - len(text[comma + 1:].lstrip()))
                if again and again.end() == m.end():
                    yield again
                    pos = m.end()
                    continue
            yield m
            pos = m.end()

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        if not _YEAR_RE.search(text) and not _ND_RE.search(text):
            return []
        # a year set in inline math, as some Markdown theses write it: "沖山ら $(2001)$" (same length, so the
        # places found stay those of the text)
        text = re.sub(r"\$\s*\((\s*(?:1[6-9]|20)\d\d[a-z]?\s*)\)\s*\$", lambda m: f" ({m.group(1)}) ".ljust(len(m.group(0))), text)
        out: list[CitationMatch] = []
        taken: list[tuple[int, int]] = []

        def add(start, end, works, loc="", needs_entry=False, unsure_works=()):
            if works and not any(s < end and start < e for s, e in taken):
                ids = [work_id(w) for w in works]
                out.append(CitationMatch(start, end, text[start:end], ids, self.name,
                                         locator=loc or "", author_year=works, needs_entry=needs_entry,
                                         unsure_works=list(unsure_works)))
                taken.append((start, end))

        for m in self._paren.finditer(text):
            works, loc, unsure = [], "", []
            name = None
            # APA's secondary source: "(Smith, 2010, as cited in Lee, 2021)" — two works
            # (two works parted by a comma alone: "(see SEICHTI, n.d., CNIC, 2007)")
            parts = _joint_authors(re.split(r"\s*[;；]\s*|,\s+(?=as\s+cited\s+in\s)|(?:(?<=\d{4})|(?<=\d{4}[a-z])|(?<=n\.d\.)),\s+(?=[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?(?:\s+et\s+al\.?)?,\s*(?:1[89]\d\d|20\d\d|n\.d\.)[a-z]?\s*(?:[;；]|$))",
                                            (m.group(1) or m.group(2)).strip()))
            for part in parts:
                # what a work is cited for, before "see": "(for Mexico, see Murillo, 2023; for Chile, see …)"
                part = _FOR_WHAT.sub("", part)
                alone = self._years_only.match(part) if name else None
                if alone:
                    works += [(name, y, x) for y, x in _years(alone.group("years"))]
                    continue
                item = (self._item.match(part) or self._cn_item.match(part) or self._compound.match(part)
                        or self._group_item.match(part))
                named = _NAMED_FIRST.match(part)
                source = self._item.match(part[named.end():]) if named else None
                if source and (not item or named.group(0).strip(" ,，").isupper()):
                    item = source   # a method's abbreviation, then its source: "(RF，Breiman，2001)", "(ALE, Apley and Zhu, 2020)"
                lower = None if item else self._lower_name.match(part)
                if lower:
                    name = lower["name"]
                    unsure += [(name, y, x) for y, x in _years(lower["years"])]
                    continue
                commas = None if item else self._comma_names.match(part)
                if commas and not {commas["c1"], commas["c2"]} & _NOT_AUTHORS:
                    name = f"{commas['c1']} et al." if commas["c3"] else f"{commas['c1']} & {commas['c2']}"
                    names = [commas["c1"]] if commas["initial"] else [name] if commas["c3"] else [name, commas["c1"]]
                    unsure += [(n, y, x) for n in names for y, x in _years(commas["years"])]
                    continue
                given = None if item else self._given_list.match(part)
                if given and not {*given["g1"].split(), *given["g2"].split()} & _NOT_AUTHORS:
                    name = given["g1"] if given["more"] else f"{given['g1']} & {given['g2']}"
                    unsure += [(name, y, x) for y, x in _years(given["years"])]
                    continue
                if not item:
                    name = None
                    continue
                gd = item.groupdict()
                if gd.get("org"):
                    name = None
                    words = gd["org"].split()
                    # a title in the author's place may open with "The" (APA, no author): "(The Importance of
                    # Front Office in Tourism, n.d.)" — four words or more, then a comma
                    titled = words[0] == "The" and len(words) >= 4 and "," in gd["sep"]
                    if (words[0] not in _NOT_AUTHORS or titled) and (
                            "," in gd["sep"] or _group_without_comma(gd["org"])):
                        # a family name and its initials without a comma: "(Dhanusha S, 2019)", "(Okoro JK, 2010)"
                        # ("(Pressman R. S., 2002)", "(Pressman R. , 2012)": with their periods)
                        initials = (2 <= len(words) <= 4 and not words[0].isupper() and words[0] not in _ORG_END
                                    and all(re.fullmatch(r"[A-Z]{1,3}|(?:[A-Z]\.){1,3}", w) for w in words[1:]))
                        name = words[0] if initials else gd["org"]
                        works += [(name, y, x) for y, x in _years(gd["years"])]
                    elif words[0] == "The" and len(words) >= 2 and "," in gd["sep"] and all(
                            re.fullmatch(r"[A-Z][\w'’&-]+", w) for w in words[1:]):
                        # a group whose name opens with "The" ("(The Principle Group, 2022)"): a citation only when a
                        # listed entry is by that group
                        unsure += [(gd["org"], y, x) for y, x in _years(gd["years"])]
                    elif not set(words) & _NOT_AUTHORS and len(parts) == 1 and all(
                            re.fullmatch(r"[^\W\d_][\w'’-]{2,}", w) for w in words):     # not "(St. Louis 2020)"
                        # "(Market Research Future 2021)": a name of capitalised words and a year, no comma
                        # and no organisation's word — a citation only when a listed entry is that author's
                        unsure = [(gd["org"], y, x) for y, x in _years(gd["years"])]
                    continue
                name = (_surname(gd["a1"], gd.get("a2")) if "a1" in gd
                        else (f"{gd['n1']} & {gd['n2']}" if gd.get("n2") else gd["n1"]))
                if name:
                    works += [(name, y, x) for y, x in _years(gd["years"])]
                    loc = loc or (gd.get("loc") or "")
            # "no date" written out is ordinary words in archival prose ("(Letter, no date)"): such a citation
            # stands only when a listed entry is that work
            # (an unsure work beside sure ones is kept too, citing only when a listed entry is its)
            add(m.start(), m.end(), works + unsure if works else unsure, loc,
                needs_entry=not works or bool(_NO_DATE_WORDS.search(m.group(0))), unsure_works=unsure if works else ())
        for m in self._narratives(text):
            head = re.split(r"[(（]", m.group(0), maxsplit=1)[0].rstrip()
            if head.endswith(",") and not (m.group("a2") or re.search(_ET_AL, head)):
                continue    # "Chuen et al., (2021)" is a citation; "In Paris, (2019)" is not
            name = _surname(m.group("a1"), m.group("a2"))
            if name:
                start = m.start() if m.group("a2") else _org_start(text, m.start(), m.group("a1"))
                name = " ".join((text[start:m.start()] + name).split())   # "Stanford\nUniversity" as one name
                # glued to Chinese text ("采用GARCH（2010）" may name a model): only a listed author's
                glued = start > 0 and "\u4e00" <= text[start - 1] <= "\u9fff"
                add(start, m.end(), [(name, y, x) for y, x in _years(m.group("years"))], m.group("loc"),
                    needs_entry=glued)
        for m in self._bare.finditer(text):
            name = _surname(m.group("a1"), m.group("a2"))
            if name:
                add(m.start(), m.end(), [(name, y, x) for y, x in _years(m.group("years"))])
        for m in self._cn_narrative.finditer(text):
            if m.start() == 0 or not ("\u4e00" <= text[m.start() - 1] <= "\u9fff"):
                continue
            start, n1 = _cn_candidate(text, m.start())
            if not n1:
                continue
            # a bare "疫情(2020)" has no author: without 等 or a name pair, the name alone ("陈云玲（2014）")
            # cites only when a listed entry is by that author (resolved later, never an orphan)
            alone = not (m.group("etal") or m.group("sep"))
            name = f"{n1} & {m.group('n2')}" if m.group("n2") else n1
            years = m.group("years") or m.group("years2")
            if alone and not years:
                continue
            add(start, m.end(), [(name, y, x) for y, x in _years(years)], m.group("loc"), needs_entry=alone)
        return out


class EndNoteTemp:
    """EndNote's unformatted citations, left in a Word document when formatting is off:
    "{Smith, 2020 #12}", "{Smith et al., 2020 #12; Lee, 2019 #7}", "{See \\Wang, 2021 #30@p. 5}"
    (prefix before "\\", pages after "@", suffix after "`"). The record number is EndNote's
    library id, meaningless outside it: only (surname, year) is kept."""
    name = "endnote_temp"
    _marker = re.compile(r"\{([^{}]*#\d+[^{}]*)\}")
    _item = re.compile(rf"^(?:[^\\;]*\\)?(?P<author>[^,;#@\\`]+?)(?:\s+et\s+al\.?|\s*{_CN_ETAL})?"
                       rf"\s*[,，]\s*(?P<year>{_YEAR})\s*#\d+(?:@(?P<loc>[^`]*))?(?:`.*)?$")

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        out: list[CitationMatch] = []
        for m in self._marker.finditer(text):
            works, loc = [], ""
            for part in m.group(1).split(";"):
                item = self._item.match(part.strip())
                if not item:
                    continue
                author = re.sub(r"\s+(?:and|&)\s+", " & ", item.group("author").strip())
                works += [(author, y, x) for y, x in _years(item.group("year"))]
                loc = loc or (item.group("loc") or "").strip()
            if works:
                out.append(CitationMatch(m.start(), m.end(), m.group(0), [], self.name,
                                         locator=loc, author_year=works))
        return out
