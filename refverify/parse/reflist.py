"""The reference list written in the document: GB/T 7714-2015 (Chinese and English), Vancouver,
APA and LaTeX ``\\bibitem`` lines → ``BibEntry``.

Each line goes through small rules: take off the number, take out the identifiers (DOI, PMID,
arXiv, URL), recognise the style, split the rest into authors / title / venue / numbers.
"""
from __future__ import annotations

import html
import re
import unicodedata

from ..ids import find_doi, normalize_arxiv, normalize_pmid
from .entry import BibEntry, clean_space, placeholder_authors, split_year
from ..core.text import has_cjk
from .grammars_authoryear import NAME_PARTICLES
from .reflist_group import AUTHOR_YEAR_LABEL, KEY_LABEL
from . import reflist_aaaibbl as aaaibbl
from . import reflist_achemsobbl as achemsobbl
from . import reflist_abntbbl as abntbbl
from . import reflist_vancbbl as vancbbl
from . import reflist_acm as acm
from . import reflist_apa as apa
from .reflist_apa import date_as_year as _date_as_year
from . import reflist_bibinfo as bibinfo
from . import reflist_snjnl as snjnl
from . import reflist_chicagobst as chicagobst
from . import reflist_natbiblabel as natbiblabel
from . import reflist_bbllabel as bbllabel
from . import reflist_wanfang as wanfang
from . import reflist_crf as crf
from . import reflist_boldnames as boldnames
from . import reflist_mla_web as mla_web
from . import reflist_cs1 as cs1
from . import reflist_abnt_org as abntorg
from . import reflist_abnt_emphasis as abnt_emphasis
from . import reflist_asa as asa
from . import reflist_titlefirst_names as titlenames
from . import reflist_dashnames as dashnames
from . import reflist_dinbbl as dinbbl
from . import reflist_bblmanual as bblmanual
from . import reflist_markup_names as markup_names
from .reflist_econometrica import parse_econometrica
from .reflist_mathnet import parse_mathnet
from . import reflist_egbbl as egbbl
from . import reflist_gbt as gbt
from . import reflist_quoted_part as quoted_part
from . import reflist_gbt_authordate as gbt_authordate
from . import reflist_gbt_marks as gbt_marks
from .reflist_bmc_zh import parse_bmc_zh
from .reflist_mnras_titled import parse_mnras_titled
from .reflist_word_gb2005 import parse_word_gb2005
from . import reflist_vanc_meeting as vanc_meeting
from .reflist_gbt_latin_nocode import parse_latin_nocode
from . import reflist_gbt_dotnames as dotnames
from . import reflist_gbt_numbers as gbt_numbers
from . import reflist_commahead as commahead
from . import reflist_heads as heads
from . import reflist_iso690 as iso690
from . import reflist_german as german
from . import reflist_gost as gost
from . import reflist_word_iso690 as word_iso690
from . import reflist_newblock as newblock
from . import reflist_physics as physics
from . import reflist_capsnames as capsnames
from . import reflist_mhra as mhra
from . import reflist_colonhead as colonhead
from .reflist_acmbst import parse_acm_bst
from .reflist_gsharvard import parse_scholar_harvard
from .reflist_pointers import parse_pointed
from .reflist_onlineharvard import library_page, parse_online_harvard, parse_site_author
from .reflist_endnote_proc import parse_endnote_proceedings
from .reflist_apa_notitle_author import parse_title_then_date
from .reflist_chicago_notes import parse_notes_book
from .reflist_zh_title_author import parse_file_name, parse_title_author_affiliation
from .reflist_single_given import parse_single_given_first
from .reflist_xplore import parse_xplore
from .reflist_lncs import parse_lncs, parse_lncs_comma
from .reflist_harvard_ieee import parse_ieee_year_after_names
from .reflist_webdate import parse_web_date
from .reflist_wordharvard import parse_word_harvard, parse_word_harvard_typed
from . import reflist_vancvariants as vancvariants
from . import reflist_yearcomma as yearcomma
from .reflist_endnote_numbered import parse_endnote_numbered, parse_endnote_other
from .reflist_endnote_zh import parse_endnote_zh
from .reflist_endnote_ad import parse_endnote_author_date
from .reflist_gbt_dots import read_dotted_tail
from . import reflist_gbt_misc as gbt_misc
from . import reflist_gbt_old as gbt_old
from . import reflist_gbt_loose as gbt_loose
from . import reflist_yearparen as yearparen
from . import reflist_parts as parts
from . import reflist_amsbbl as amsbbl
from . import reflist_astro as astro
from . import reflist_elsnum as elsnum
from . import reflist_gdocs as gdocs
from . import reflist_cjk_heads as cjk_heads
from . import reflist_semicolons as semicolons
from . import reflist_markup as markup
from . import reflist_pdf as pdf
from . import reflist_sciencedirect as sciencedirect
from .reflist_semicolon_book import parse_semicolon_book
from .reflist_commabook import parse_comma_book
from .reflist_nameswebtitle import parse_names_web_title
from .reflist_sigchi import parse_no_date, parse_sigchi
from .reflist_frdash import parse_french_dashes
from .reflist_frglued import parse_french_glued
from .reflist_names import glue_company_suffixes, has_organisation_word, is_organisation
from .reflist_parts import _authors
from . import reflist_springer as springer
from . import reflist_springer_chapter as springer_chapter
from . import reflist_tandf as tandf
from . import reflist_styles as styles
from . import reflist_terms as terms
from . import reflist_venues as venues
from . import reflist_italic_title as italic_title
from . import reflist_amsplain as amsplain
from . import reflist_zhtitles as zhtitles
from .reflist_zh_nocode import parse_pinyin_nocode, parse_title_marked_journal, parse_zh_nocode
from .reflist_labelhead import parse_label_head
from .reflist_dblp import drop_homonym_numbers, parse_dblp
from .reflist_webcrumbs import parse_web_crumbs
from . import reflist_zhcommabook as zhcommabook
from .reflist_nature_proc import parse_nature_book, parse_nature_proceedings
from . import reflist_pageyear as pageyear
from .reflist_mdlink import parse_link as parse_markdown_link
from . import reflist_titlefirst as titlefirst
from . import reflist_frpress as frpress
from . import reflist_mdpi_parts as mdpi_parts
from .reflist_vancyear import split_glued_years
from .reflist_wordchicago import parse_word_chicago
from .reflist_chicago_ad import parse_chicago_author_date
from .reflist_ama_in import parse_ama_in
from .reflist_nameyear import parse_name_year
from .reflist_certainty import guess as mark_guessed, mark as mark_certainty
from .reflist_tidy import SAME_AUTHORS_NOTE, dashed_authors, italic_commas, same_authors, tidy_fields
from .reflist_typed_names import typed_names, unstop_family_names

GBT_TYPES = {"J": "article", "M": "book", "D": "thesis", "C": "inproceedings", "S": "standard",
             "R": "report", "P": "patent", "EB": "online", "N": "newspaper", "A": "incollection",
             "G": "collection", "Z": "misc", "OL": "online", "DB": "dataset", "CP": "software", "DS": "dataset", "CM": "map"}

# "[3]", "[3].", "[3]:" (a colon after the bracket), "3.", "3)", "3: " and "3- " (three digits at most), "3 "
_NUMBER = re.compile(r"^\s*(?:[\[［【(（]\s*(\d{1,4})\s*[\]］】)）](?:[.．、:：](?![\d.]))?|(\d{1,4})\s*[.．)、]|(\d{1,3})\s*[:：](?=\s)|"
                     r"(\d{1,3})\s?[-–]\s+(?=[^\W\d_])|(\d{1,4})\s+(?=\S))\s*")
_MD_NUMBER = re.compile(r"^\s*(?:\[\^(?P<n>\d{1,4})\]:|(?P<e>\*{1,2}|_{1,2})[\[［]?(?P<b>\d{1,4})(?:[\]］]|\.)?(?P=e)(?=\s))\s*")
# (a bullet before any other text too: "- Nom, « Titre », Revue …", as the Markdown reader drops it)
_MD_BULLET = re.compile(r"^\s*[-*+]\s+(?=[^\s\-–—])")
_INNER_NUMBER = re.compile(r"^[\[［【]\s*(\d{1,4})\s*[\]］】]\s*")
# the label may hold brackets ("{[n.\\,d.]}"); "]%" then the key on the next line
_BIBITEM = re.compile(r"^\s*\\bibitem\s*(?:\[(?:[^\[\]]|\[[^\]]*\])*\])?\s*%?\s*\{([^}]*)\}\s*")
_GBT_TYPE = re.compile(r"[\[［](J|M|D|C|S|R|P|N|A|G|Z|EB|DB|CP|DS|CM|OL)(?:/(?:OL|CD|MT|DK))?[\]］]", re.I)
_DOI_TEXT = re.compile(r"(?:\bdoi\s*[:：]?\s*(?:https?://(?:dx\.)?doi\.org/)?|https?://(?:dx\.)?doi\.org/)10\.\d{4,9}/"
                       r"[^\s\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+", re.I)
_PMID_TEXT = re.compile(r"\bPMID\s*[:：]?\s*(\d{1,8})\b\.?", re.I)
_PMCID_TEXT = re.compile(r"\bPMCID\s*[:：]?\s*PMC\d+\.?", re.I)
_ARXIV_TEXT = re.compile(r"\barXiv\s*[:：]\s*(\d{4}\.\d{4,5}(?:v\d+)?|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})", re.I)
_URL_TEXT = re.compile(r"https?://\S+|\b(?:www?\.[\w\-]+|[A-Za-z][\w\-]*(?:\.[\w\-]+)*\.(?:com|org|net|edu|gov|int|co|ac))"
                       r"(?:\.[\w\-]+)*/\S*", re.I)   # also "jamaevidence.mhmedical.com/content.aspx?…"
# When the work was looked at, not when it appeared ("[cited 2023 May 1]", "Accessed 1 May 2023",
# "(accessed May 1, 2023)", GB/T's "[2023-05-01]"), and the words that announce an address.
_MONTH = parts.MONTH
_DATE = (rf"(?:\d{{4}}\s+{_MONTH}(?:\s+\d{{1,2}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}|{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}"
         r"|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}/\d{4}"     # also "Retrieved 24/11/2013 from"
         r"|\d{1,2}/\d{1,2}/\d{2}(?![\d/])"       # a UK essay's "Accessed 02/09/18"
         rf"|\d{{1,2}}\s*-\s*{_MONTH}\s*-\s*\d{{4}})")     # IEEE's "[Accessed: 17- Nov- 2018]", "30-Dec-2018"
_ACCESS_DATE = re.compile(
    rf"\[(?:(?:updated|modified)\s+{_DATE}\s*;\s*)?cited\s+(?:{_DATE}|\d{{4}}\s+[A-Z][a-z]+\.?\s+\d{{1,2}},?\s+\d{{4}})\]"     # EndNote: "[cited 2014 March 5, 2014]"
    rf"|[\[(]?\b(?:last\s+)?(?:accessed|retrieved|viewed|consulted|checked|visited)(?:\s+(?:on|at))?\s*:?\s*{_DATE}[\])]?(?:,?\s+from\b:?)?"
    rf"|\[\d{{4}}-\d{{1,2}}-\d{{1,2}}\]"
    r"|\(\s*accessed\s+(?=[^()]*\d)[^()]{1,40}\)"     # Word's date in another locale: "(accessed 2011 йил 21-12)"
    # the note of Wikipedia's BibTeX ("Cite this page") and many .bib files: "[Online; accessed 30-December-2019]"
    r"|\[\s*online\s*;\s*(?:last\s+)?(?:accessed|retrieved|visited|viewed)\b[^\[\]]{0,40}\]"
    # MLA 7's medium and the day it was seen: "… 03 Jan. 2016. Web. 08 Jan. 2017. <http://…>"
    r"|\bWeb\.\s+\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+\d{4}\b"
    r"|\[Online\]|\b(?:available\s+(?:from|at|online)|available|retrieved\s+from|online)\s*:?"
    r"(?=\s*(?:https?://|<|$))",
    re.I)
# also "(2016))." and a work without a date written "(N.D.) Title" (no stop after it)
_APA_HEAD = re.compile(rf"^(?P<authors>[^“”\"]+?)\s*\((?P<year>{apa.YEAR}|N\.\s?D\.)(?:,[^)]*)?\)\)?(?:\.|(?<=[dD]\.\))(?=\s+[A-Z*_]))\s*(?P<rest>.*)$")
_VANCOUVER_TAIL = re.compile(
    r"(?:\.\s*|(?<=[A-Za-z&)])(?:\s+|,\s*))(?P<year>\d{4}[a-z]?)(?:\s+[A-Z][a-z]{2}(?:[\-/][A-Z][a-z]{2})?(?:\s+\d{1,2})?)?\s*"
    rf";\s*(?P<volume>[^(:;.\s]*)\s*(?:\((?P<issue>[^)]*)\))?\s*(?::\s*(?P<pages>{parts._PAGES}))?")
# Authors in GB/T and Vancouver carry no periods ("SMITH J", "Smith JA"), so the first
# sentence end closes the author list; Chinese writers often leave no space after the period.
_SEGMENT_END = re.compile(rf"{parts.SENTENCE_END}|(?<=[.])(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff][.])(?=\S)|[。．]\s*")
# Free-form lists (\bibitem) write "A. Author": an initial does not end the author list.
_SEGMENT_END_INITIALS = re.compile(rf"(?<![\s.,\-][A-Z]\.)(?<!^[A-Z]\.){parts.SENTENCE_END}|[。．]\s*")


# the label of BibTeX's alpha and DIN's alphadin styles: "[MüS03]", "[Smi10a]", "[SLW+08]", "[Dup04]"
_ALPHA_LABEL = re.compile(r"^\s*\[(?=[^\]]*\d{2}[a-z]?\])[^\W\d_][^\W\d_+\-]{0,6}\+?\d{2}[a-z]?\]\s*:?\s+(?=\S)")
# an HTML anchor a Markdown list puts around its label, for links to it: '<a name="ref_baum14">[BAUM14]</a>: …'
_ANCHOR = re.compile(r"^\s*<a\s+(?:name|id)\s*=\s*[\"'][^\"'<>]*[\"']\s*>(?P<inner>[^<]*)</a>")


def alpha_label(text: str) -> str:
    """The label an alpha list opens an entry with ("[MüS03] …", "[Smi10a] …", "[SLW+08] …"), "" for none."""
    found = _ALPHA_LABEL.match(re.sub(r"^\s*\*{1,2}(\[[^\[\]\s]{2,12}\])\*{1,2}", r"\1", text))
    return found.group(0).strip().rstrip(":").strip()[1:-1] if found else ""


def _split_number(text: str) -> tuple[int | None, str, str]:
    """(number, key, rest) from "[1] …", "1. …", "（1）…", "\\bibitem{key} …", and the number as
    Markdown writes it: "**[1]** …", "*1.* …", a footnote "[^3]: …"."""
    text = _ANCHOR.sub(lambda m: m.group("inner"), text, count=1)
    footnote = re.match(r"^\s*\[\^(?!\d{1,4}\])[\w.:\-]{1,40}\]:\s*(?=\S)", text)
    if footnote:        # a Markdown footnote with a name for a number: "[^cf1]: Oremus, Will. …"
        text = text[footnote.end():]
    # an alpha label in bold: "**[BrDu15]** Bruns, Ralf; …" (then read as the label it is)
    text = re.sub(r"^\s*\*{1,2}(\[[^\[\]\s]{2,12}\])\*{1,2}\s*", r"\1 ", text)
    markdown = _MD_NUMBER.match(text)
    if markdown:
        return int(markdown.group("n") or markdown.group("b")), "", text[markdown.end():]
    item = _BIBITEM.match(text)
    if item and not item.group(1).strip():
        # "\\bibitem{} [1] Smith J, …": a list numbered by hand, without keys
        rest = text[item.end():]
        match = _NUMBER.match(rest)
        if match and not match.group(5):     # "[1]" / "1." — not "2019 Annual report"
            return int(next(g for g in match.groups() if g)), "", rest[match.end():]
        return None, "", rest
    if item:
        return None, item.group(1).strip(), text[item.end():]
    bullet = _MD_BULLET.match(text)
    if bullet:      # a Markdown list item holding the number: "- [1]刘宇帅,…", "* [12] Smith J…"
        text = text[bullet.end():]
    match = _NUMBER.match(text)
    if match:
        number, rest = next(g for g in match.groups() if g), text[match.end():]
        inner = _INNER_NUMBER.match(rest) if match.group(2) else None
        if inner:   # a Markdown numbered list around the writer's own numbers: "1. [1]Shaheen, S. A., …"
            number, rest = inner.group(1), rest[inner.end():]
        return int(number), "", rest
    alpha = _ALPHA_LABEL.match(text) or KEY_LABEL.match(text)
    if alpha:      # alphadin / alpha: "[MüS03] MÜLLER, Hans ; SCHMIDT, Eva: …" — the label is no author
        return None, "", text[alpha.end():]
    labelled = AUTHOR_YEAR_LABEL.match(text)
    if labelled:    # "[Smith et al., 2014] Smith, J., …": the label is no author
        return None, "", text[labelled.end():]
    return None, "", _without_name_key(text)


def _names_after_title(text: str) -> str:
    """After such a label, the title first and the names in parentheses after it ("Where and what: … (T.M.T.
    Do and D. Gatica-Perez). Journal, 12:79–91, 2014."): written as IEEE's line, the names, the title in quotes
    (its own quotes as single ones), the rest, its year after a comma; the label's first name must be among the
    names. "" for any other line."""
    labelled = AUTHOR_YEAR_LABEL.match(text)
    if not labelled or not labelled.group("family"):
        return ""
    text = text[labelled.end():]
    for names in re.finditer(r"\(([^()\d]{3,400})\)", text):
        if re.search(rf"\b{re.escape(labelled.group('family'))}\b", names.group(1)):
            title = text[:names.start()].strip(" .").replace("“", "‘").replace("”", "’")
            rest = re.sub(r"^In\s", "in ", text[names.end():].strip(" .,"))
            rest = re.sub(r"[.;]\s*\(?((?:1[5-9]|20)\d\d)\)?$", r", \1", re.sub(r";\s*(?=pp?\.)", ", ", rest))
            return f"{clean_space(names.group(1))}, “{title},” {rest}." if title else ""
    return ""


# a note-taker's key before the line: "[Diao] Diao Q, …", "[Tang]Tang D, …", "[ 宋丹] 宋丹, …", "[Mikolov] Le Q, Mikolov T."
_NAME_KEY = re.compile(r"^\s*[\[【](?P<key>\s*[^\W\d_][^\W\d_'’\- ]{0,24}\s*)[\]】]\s*(?=[^\W\d_])")


def _without_name_key(text: str) -> str:
    """The line without a bracketed family name that opens it, when that name is among the line's
    first authors (a label, no part of a name; "[Online] …" and other words stay)."""
    key = _NAME_KEY.match(text)
    if not key or key.group("key").strip().casefold() not in text[key.end():key.end() + 80].casefold():
        return text
    return text[key.end():]


def _take_identifiers(text: str) -> tuple[str, dict]:
    """Remove DOI / PMID / PMCID / arXiv / URL from the text; return them separately."""
    ids = {"doi": "", "pmid": "", "arxiv": "", "url": ""}
    text = re.sub(r"<\s*(https?://[^\s<>]+)\s+>", r"<\1>", text)      # "<http://redis.io/commands >"
    text = re.sub(r"(?i)(\bdoi:?\s*10\.)\s+(?=\d{4,9}/)", r"\1", text)     # a PDF's line break inside: "doi: 10. 1111/…"
    match = _DOI_TEXT.search(text)
    if match:
        ids["doi"], before = find_doi(match.group(0)), text[:match.start()]
        if ids["doi"].endswith("]") and ids["doi"].count("[") < ids["doi"].count("]"):
            # SPIE's "(2015) [doi:10.1117/1.JBO.20.1.016001].": the bracket closes the note, not the DOI
            ids["doi"], before = ids["doi"][:-1], re.sub(r"\[\s*$", "", before.rstrip())
        elif "](" in ids["doi"] and re.search(r"\[[^\[\]]*$", before):
            # a Markdown link whose text is the DOI's link: "[https://doi.org/10.1/x](https://doi.org/10.1/x)"
            ids["doi"], before = ids["doi"].split("](")[0], re.sub(r"\[[^\[\]]*$", "", before.rstrip())
        elif ids["doi"].endswith(")") and ids["doi"].count("(") < ids["doi"].count(")") and re.search(r"\(\s*(?:doi:?\s*)?$", before):
            # Proc R Soc B's "436–444. (doi:10.1038/…)": the parenthesis closes the note, not the DOI
            ids["doi"], before = ids["doi"][:-1], re.sub(r"\(\s*(?:doi:?\s*)?$", "", before.rstrip())
        text = before + text[match.end():]
    match = _PMID_TEXT.search(text)
    if match:
        ids["pmid"] = normalize_pmid(match.group(1))
        text = text[:match.start()] + text[match.end():]
    text = _PMCID_TEXT.sub("", text)
    text = re.sub(r"\b(?:ISSN|ISBN)(?:-1[03])?\s*:?\s*[\dXx][\dXx\-\s]{6,18}[\dXx]\.?", " ", text)
    text = re.sub(r"\[(https?://[^\s\]]+)\]\(\1\)", r"\1", text)     # a Markdown link that shows its own address
    text = terms.ACCESS.sub(" ", _ACCESS_DATE.sub(" ", text))     # and in the languages of reflist_terms
    text = re.sub(r"(?<=[.\s])\s*\d{1,4}\s+(?:pages|Seiten|páginas)\s*\.?\s*$", "", text)    # a book's page count: "… 122 pages."
    bare = re.search(r"(?:^|[\s.])(10\.\d{4,9}/\S+?)\.?$", text) if not ids["doi"] else None
    # (or before a link a Markdown list moved after it: "… 18. 10.5664/jcsm.10216. https://jcsm.aasm.org/…")
    bare = bare or (re.search(r"(?<!\S)(10\.\d{4,9}/\S+?)\.?(?=\s+https?://\S+\s*$)", text) if not ids["doi"] else None)
    if bare:     # ResearchGate ends a line with the DOI alone: "… 33. 10.1177/875697280203300203."
        ids["doi"] = find_doi(bare.group(1))
        text = text[:bare.start(1)] + text[bare.end():]
    if ids["doi"]:      # the word left when the DOI came apart from it ("{ACM}. doi: {{% 10\hspace…"): no field's
        text = re.sub(r"\s*\bdoi\s*[:：]\s*\.?\s*$", "", text, flags=re.I)
    # what the access date or "[online]" leaves: "[ ]", "( )", a period after a space
    # (UK Harvard's "Journal [Online], 9, pp. 1–9": no space before the comma that followed it)
    text = re.sub(r"\s+([.,])(?=\s|$)", r"\1", re.sub(r"[\[(]\s*[\])]", " ", text))
    match = _ARXIV_TEXT.search(text)
    if match:
        ids["arxiv"] = normalize_arxiv(match.group(1))
    match = _URL_TEXT.search(text)
    if match:
        ids["url"] = match.group(0).rstrip(".,;>")     # ABNT's "<https://…>"
        ids["arxiv"] = ids["arxiv"] or normalize_arxiv(ids["url"])
        ids["doi"] = ids["doi"] or (find_doi(ids["url"]) if "doi.org" in ids["url"] else "")
        # the angle brackets around it go too (UK Harvard's "Available from: <https://…>")
        text = re.sub(r"<\s*$", "", text[:match.start()]) + text[match.end():]
    if any(ids.values()):
        # a reading list's "Title - https://…" / "Title -https://…": the dash led to the address that went
        text = re.sub(r"\s[-–—]\s*$", "", text.rstrip())
        text = re.sub(r"(?<=[.,])\s*URL\s*:?\s*$", "", text.rstrip())    # natbib's "Title, 2020. URL https://…"
    text = re.sub(r"\bhttps?(?:<[^>]*>)?:/*\s*$", "", text.rstrip())   # a scheme whose address went ("https<nolink>://")
    text = re.sub(r"(?<=[.,])\s*\[?\s*pdf\s*\]?[\s.]*$", "", text, flags=re.I)   # the file's kind before the address: "Venue. Pdf. Available from:"
    # a reading list's comment after the entry, in parentheses: "Publisher. (Available online, through UW libraries)",
    # "(online; Ford Foundation)", "(Blog post, accessed 1/17/17)"
    text = re.sub(r"(?<=[.?!])\s*\((?=[^()]*\b(?:available|online|accessed|read|blog|librar|pdf|video|podcast|slides)"
                  r")[^()]{2,120}\)\s*$", "", text, flags=re.I)
    return clean_space(text).rstrip(" .,;"), ids


def _generic_authors(text: str) -> tuple[list[str], bool]:
    """"A. Author, B. Author and C. Author" (LaTeX-style lists)."""
    if is_organisation(text):
        return [clean_space(text).strip(" .")], False
    return parts.inverted_full_names(text) or _authors(re.sub(r"\s+(?:and|&)\s+", ", ", text))


# APA with the given names in full (biblatex-apa from a .bib holding them, a reference store): "Abramovitch, Amitai,
# Dar, Reuven, & Wilhelm, Sabine" / "Miskowiak, Kamilla W., Obel, Zacharias K., et al." — family and given in turn
_PAIR_FAMILY = re.compile(rf"(?:(?:de|da|van|von|der|del|di|du|le|la)\s+)?[{parts.UPPER}][\w'’\-]+(?:\s(?:de|del|da|van|von|la)\s[{parts.UPPER}][\w'’\-]+)?|l[a-z'’\-]+")
_PAIR_GIVEN = re.compile(rf"[{parts.UPPER}][\w'’\-]*\.?(?:\s+[{parts.UPPER}][\w'’\-]*\.?){{0,3}}")


def _full_name_pairs(text: str) -> tuple[list[str], bool] | None:
    truncated = bool(re.search(r",?\s*et\s*al\.?$", text))
    # (the comma before "&" may have gone: "Hannesdottir, Dagmar Kr. & Öst, Lars-Göran"); one person cut by
    # "et al." too: "Hallmans, Daniel, et al."
    tokens = [t.strip() for t in re.split(r",\s*(?:&\s*)?|\s+&\s+", re.sub(r",?\s*et\s*al\.?$", "", text).strip(" .,"))]
    if len(tokens) < (2 if truncated else 4) or len(tokens) % 2 \
            or "&" in text and not re.search(r"(?:,\s*|\s)&\s*[^,]+,[^,]+$", text.strip(" .")):
        return None
    families, givens = tokens[0::2], tokens[1::2]
    if not all(_PAIR_FAMILY.fullmatch(f) for f in families) or not all(_PAIR_GIVEN.fullmatch(g) for g in givens) \
            or not any(re.search(r"[a-z]{2}", g) for g in givens):
        return None
    return [f"{f}, {g}" for f, g in zip(families, givens)], truncated


def _apa_authors(text: str) -> tuple[list[str], bool]:
    """"Smith, J. A., & Lee, K." → ["Smith, J. A.", "Lee, K."]: APA pairs family and initials."""
    if is_organisation(text) or parts.ONE_FAMILY_GIVEN.match(clean_space(text).strip(" .")):
        return [clean_space(text).strip(" .")], False
    if re.fullmatch(r"[\u4e00-\u9fff·]{2,5}(?:\s*[,，、]\s*[\u4e00-\u9fff·]{2,5})*(?:\s*[,，、]?\s*等)?[\s.．]*", text):
        # Chinese names before an APA year, parted as a Chinese writer parts them: "王五，赵六（2019）．"
        listed = text.strip(" .．")
        truncated = listed.endswith("等")        # "王五、赵六、钱七等": the others left out
        names = [n for n in re.split(r"\s*[,，、]\s*", listed.removesuffix("等")) if n]
        return names, truncated
    paired = _full_name_pairs(clean_space(text))
    if paired:
        return paired
    # ResearchGate's "Cite": every name "Family, Given" and each joined by "&"
    # ("Rao, Tariq & Haq, Ehsan & Gill, Humera Batool")
    joined = [p.strip(" .,") for p in clean_space(text).split("&")]
    # Wikipedia's and Chicago's "Hinton, G. E.; Salakhutdinov, R. R." / "Hochreiter, Sepp; Schmidhuber, Jürgen"
    semicolons = [re.sub(r"^(?:and|&)\s+", "", p.strip(" ,")) for p in clean_space(text).split(";")]
    if len(semicolons) >= 2 and all(re.fullmatch(r"[^,;]+,\s*[^,;]+", p) for p in semicolons):
        truncated = bool(re.search(r"\bet\s*al\.?$", semicolons[-1]))
        names = [re.sub(r",?\s*et\s*al\.?$", "", p).strip() for p in semicolons]
        return [n if re.search(r"[A-Z]\.$", n) else n.rstrip(".") for n in names], truncated
    if len(joined) >= 2 and all(re.fullmatch(r"[^,]+,\s*[^,]+", p) for p in joined) and \
            not all(re.fullmatch(rf"[^,]+,\s*(?:[{parts.UPPER}]\.[\s\-]?)+", p + ".") for p in joined):
        return glue_company_suffixes(joined), False
    text = re.sub(r",?\s+and\s+", ", ", parts.comma_after_initials(clean_space(text)).replace("&", ","))
    truncated = bool(re.search(r"\bet\.?\s?al\b\.?", text))      # also "et. al" (Word lists typed by hand)
    text = re.sub(r",?\s*\bet\.?\s?al\b\.?", "", text)
    tokens = [t.strip() for t in text.split(",") if t.strip()]
    # (a particle before the family name, "De Jong, Tom J., …"; initials only, "De Vienne, D. M., G. Refrégier, …")
    if len(tokens) >= 3 and re.fullmatch(r"(?:(?:De|Van|Von|Le|La|Di|Da|Du|Del|Dos|Ten|Ter)\s+)?[^\W\d_][\w'’\-]+", tokens[0]) \
            and re.fullmatch(rf"[{parts.UPPER}][a-z\u00e0-\u00ff]+(?:[\s\-][{parts.UPPER}](?:[a-z\u00e0-\u00ff]+|\.))*"
                             rf"|[{parts.UPPER}]\.(?:\s?-?[{parts.UPPER}]\.)*", tokens[1]) \
            and re.match(rf"[{parts.UPPER}]\.\s|[{parts.UPPER}][a-z\u00e0-\u00ff]+(?:-[{parts.UPPER}]?[a-z\u00e0-\u00ff]+)?\s[{parts.UPPER}]", tokens[2]):
        # MLA and Baidu Scholar: the first person inverted with the given name in full, the others
        # given first ("Krizhevsky, Alex , I. Sutskever , and G. Hinton")
        tokens = [f"{tokens[0]}, {tokens[1]}", *tokens[2:]]
    names: list[str] = []
    for token in tokens:
        if token.startswith(("…", "...")):        # "… Joseph, D.": authors left out before the last
            truncated, token = True, token.lstrip("…. ")
            if not token:
                continue
        # "Holt, J. C. ten": a particle after the initials is the family name's ("ten Holt"), also
        # abbreviated ("Elzen, A. v. d.": van der Elzen)
        # (and a name written all in lower case, "boyd, d.")
        if names and (re.fullmatch(rf"(?:[{parts.UPPER}][a-z]?(?:\.[\s\-]?|-(?=[{parts.UPPER}])))+(?:\s*(?:(?:van|von|der|den|de|ten|ter|te|la|le|du|da|dos|del|di)\b|[vd]\.))*",
                                   token) or re.fullmatch(r"[a-z]\.(?:\s?[a-z]\.)*", token) and names[-1].islower()) and "," not in names[-1]:
            names[-1] = f"{names[-1]}, {token}"
        elif names and re.fullmatch(r"(?:Jr|Sr|II|III|IV)\.?", token):
            names[-1] = f"{names[-1]}, {token}"     # "King, M. L., Jr."
        else:
            names.append(token)
    # "Okafor NC." (a Vancouver name in an APA line) ends with the list's period, "Smith, J. A." not
    return glue_company_suffixes([n.rstrip(".") if "," not in n else n for n in names]), truncated


def _first_segment(text: str, pattern: re.Pattern = _SEGMENT_END) -> tuple[str, str]:
    """Split at the first sentence end (". ", "? ", "。")."""
    match = pattern.search(text)
    if not match:
        return text.strip(), ""
    return text[:match.start()].strip(), text[match.end():].strip()


# "S V. Ukkusuri, G R. Patil. Title" / "T Rambha, S D. Boyles. Title": names written given-first,
# the initials closed by a period, so the first sentence end is inside the author list
_GIVEN_FIRST = re.compile(rf"^[{parts.UPPER}](?:[.\s\-]+[{parts.UPPER}])*\.?(?:\s+[{parts.UPPER}][a-z][\w'’\-]*)?(?:\s*,|$)")


def _author_segment(head: str) -> tuple[str, str]:
    """(authors, rest) of a GB/T or Vancouver line: the authors end at the first sentence end,
    unless that end is a given-first name's initial and a family name follows ("S V. Ukkusuri,")."""
    authors_text, rest = _first_segment(head)
    while re.fullmatch(r"(?:[A-Z]\.){2,}", authors_text) and rest:   # "U.S. Department of …": an acronym's period
        more, rest = _first_segment(rest)
        authors_text = f"{authors_text} {more}"
    more_initials = re.match(r"^((?:[A-Z]\.\s?)+)\s+(?=\S)", rest)
    if more_initials and re.search(r"[^\W\d_]{2,},\s*(?:[A-Z]\.\s?)*[A-Z]\.?$", authors_text):
        # "Vermeer, H. J. Translation and quality [M]": the family name's second initial
        authors_text = f"{authors_text.rstrip('.')}. {more_initials.group(1).strip()}"
        rest = rest[more_initials.end():]
    # (also "F. L. Hitchcock. Title" and "C. Szegedy et al. Title": more initials, or "et al." after the family name)
    if _GIVEN_FIRST.match(authors_text) and re.match(r"^(?:[A-Z]\.\s*)*[^\W\d_][\w'’\-]+(?:\s*[,.]|\s+et\s+al\b)", rest):
        authors_text, rest = _first_segment(head, _SEGMENT_END_INITIALS)
    return authors_text, rest


def _ascii_key(name: str) -> str:
    family = name.split(",")[0].strip()
    if has_cjk(family):
        return family
    plain = unicodedata.normalize("NFKD", family).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", plain.lower())


# --- one parser per style ----------------------------------------------------------------

def _etal_comma_ends_authors(head: str) -> str:
    """"张三, 李四, 等, 标题": a comma after 等 / et al. ends the author list like a period."""
    return re.sub(r"^([^.．。]*?(?:等|et\s*al\.?))\s*[,，]\s*", r"\1. ", head, count=1)


def _parse_gbt(text: str, entry: BibEntry) -> None:
    type_match = _GBT_TYPE.search(text)
    code = type_match.group(1).upper()
    entry.entry_type = GBT_TYPES.get(code, "misc")
    head, tail = text[:type_match.start()], text[type_match.end():]
    head, dots_sure = dotnames.hold(head)     # "彭双和,图尔贡.麦提萨比尔,周巧凤.标题": a name's dot typed as a period
    # "Zhang, H., Shaheen, S. A., & Chen, X. Title": APA's names, the initials' periods no sentence end
    closed = commahead.latin_head(head)      # "Leaman R, Gonzalez G., Title": a comma after the names' period
    spaced = gbt.spaced_latin_head(head) if not (closed and closed[2]) else None
    if spaced and not spaced[2]:      # "Yusuf Dogan, Christi K. Madsen Optimization of …[J]": no period before the title
        mark_guessed(entry, ("authors", "title"), "the names told from the title by their shape only (no period between)")
    # CNKI's foreign names closed by an initial's period and the list's ("Yadav, C.S.,Sharan, A.,Joshi, M.L.. Title")
    doubled = re.match(r"^(?P<names>[^\s.][^.]*?,\s*(?:[A-Z]\.-?){1,3}(?:,\s*[^.,]+?,\s*(?:[A-Z]\.-?){1,3})*)\.\s+(?P<title>\S.*)$", head)
    spaced = None if doubled else spaced
    authors_text, title = (doubled.group("names"), doubled.group("title")) if doubled else spaced[:2] if spaced else closed[:2] if closed and closed[2] else (
        gbt_loose.loose_head(head, entry) or gbt_old.given_first_head(head) or gbt.apa_head(head) or _author_segment(_etal_comma_ends_authors(head)))
    glued = gbt.GLUED_AUTHOR.match(head) if not title else None
    glued = glued or (gbt_misc.TRANSLATED_AUTHORS.match(head) if not title else None)    # "(美)Robert Vieria.SQL…[M]"
    colon = gbt.colon_authors(head) if not title and not glued else None
    space = gbt.space_authors(head) if not title and not glued and not colon else None
    comma = (closed or commahead.cjk_head(head, before_code=True)) if not title and not glued and not colon and not space else None
    if comma:     # "张冬冬，Title[D]" / "胡雄武，张平松，等 Title[J]" / "Leaman R, Gonzalez G, Title[C]"
        authors_text, title = comma[:2]
        mark_guessed(entry, ("authors", "title"), "the author list read as ending at a comma")
    elif glued:      # "ZoyaAli.Designing …[D]": no space after the author's period
        authors_text, title = glued.group("author"), head[glued.end():]
    elif colon or space:   # "许峰：转型视角下…[J]" / "Poon, Auliana: Tourism …[M]" / "周昱昕,包卫东 数据中心…[J]"
        authors_text, title, sure = colon or space
        if not sure:
            mark_guessed(entry, ("authors", "title"), "the author list read as ending at a colon" if colon
                         else "the author list read as ending at a space before the title")
    elif not title:  # no author part (standards, anonymous works)
        authors_text, title = "", authors_text
    # APA-written names before a GB/T type code: "Boazu, L.-G., Petraru, M.-A., & Zvorișteanu, O."
    apa_names = re.search(r"[^\W\d_]+,\s+(?:[A-Z]\.[\s\-]?)+(?:,|\s*&|$)", authors_text)
    person = gbt.one_family_given(authors_text) if colon else ""
    entry.authors, truncated = ([person], False) if person else (_apa_authors if apa_names else _authors)(authors_text)
    entry.authors = gbt_old.spaced_initials(gbt_misc.without_translators(entry.authors))     # "Bruce Eckel著，陈昊鹏译"
    gbt_old.family_given_initial(entry)     # "Stiglitz Joseph E，Weiss Andrew．"
    gbt_loose.family_given_initials(entry)  # "Paul Caroline R,Kerr Bradley R": PubMed's full names
    gbt_loose.caps_family_pairs(entry)      # "BEVENSEE, Brendan Elwood,BERNINGER, Trevor": a patent's names
    gbt_loose.translated_initials(entry)    # "R.M.加涅,L.J.布里格斯": translated names after their initials
    drop_homonym_numbers(entry)             # "Kai Chen 0010": dblp's homonym number, via CNKI
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)
    entry.authors_truncated = truncated
    entry.title = title.strip(" .")
    if dotnames.held(head):
        entry.authors, entry.title = [dotnames.give_back(a) for a in entry.authors], dotnames.give_back(entry.title)
        if not dots_sure:
            mark_guessed(entry, ("authors", "title"), "a name with a dot (图尔贡.麦提萨比尔) read as the last author")
    gbt_loose.second_name(entry)      # "王法能.周晓娟.题名[J]": a second name parted by a period
    if re.fullmatch(r"《[^《》]+》", entry.title):     # "史忠植. 《知识发现》[M]": book-title marks around the whole title
        entry.title = entry.title[1:-1].strip()
    if code == "C" and not tail.strip(" .．") and commahead.endnote_proceedings(entry):
        return      # EndNote: "Title; proceedings of the X, F, 2006 [C]."
    after_type = gbt.names_after_type(tail) if not authors_text and code in ("J", "D") else None
    if after_type:      # "Title[J]  Philippa Anne Gardner,Sergio Maffeis.  Journal . 2012 (1):31-43"
        entry.authors, truncated = _authors(after_type[0]) if has_cjk(after_type[0]) else _generic_authors(after_type[0])
        entry.authors_truncated = truncated
        tail = after_type[1]
        mark_guessed(entry, "authors", "the authors read after the type code")
    tail = tail.lstrip(" .．，,")    # "[J]，清华大学学报" / "[J]., Journal": a comma after the type code
    tail = gbt_old.semicolon_pages(tail) if code == "J" else tail    # "2009,19(1);1-15."
    if code == "J":     # CNKI's online-first "[J/OL]": the year after a colon, the pages after it ("学报(工学版):2020，1-9.")
        tail = re.sub(r"^(?P<journal>[^:：,，\d][^:：,，]{1,60})[:：]\s*(?P<year>(?:19|20)\d\d)\s*[,，]\s*(?P<pages>\d+\s*[-–~～]\s*\d+)\s*[.．]?\s*$",
                      r"\g<journal>, \g<year>: \g<pages>.", tail)
    if code == "J":     # a comma for the colon before the pages: "{J. Comput. Phys.}, 2018, 371, 382--408."
        tail = re.sub(r"^(?P<head>[^,，]+[,，]\s*(?:19|20)\d\d[,，]\s*\d{1,4}[A-Za-z]?)[,，]\s*(?P<pages>\d+\s*[-–]{1,2}\s*\d+)\s*\.?\s*$",
                      r"\g<head>: \g<pages>.", tail)
    tail = commahead.empty_slot(tail) if code == "C" else commahead.degree_label(tail) if code == "D" else tail
    tail = re.sub(r"^[^/.]{1,60}?译\s*(?=//)", "", tail)     # "[M]. 姜海伦, 译//…": the translator, then the book
    if code == "A" and gbt.analytic_container(tail, entry):
        return
    if code == "A" and gbt_old.old_conference(tail, entry):    # "[A]. (Editor.) Proceedings of X [C]. Place: ACM, 2010"
        return
    if code == "A" and gbt_misc.analytic_published(tail, entry):   # "[A]. Book[C]. Place: Publisher, 2010: 5-9."
        return
    tail = gbt_loose.tidy(tail)     # "2020(04).:74-75": a period before the pages' colon
    tail, lost = gbt.lost_dash(tail) if code == "J" else (tail, "")      # "38(12):1615 1618." (a PDF lost the dash)
    if lost:
        mark_guessed(entry, ["pages"], f"'{lost}' read as a page range, its dash lost")
    if gbt_loose.loose_tail(code, tail, entry) or gbt_loose.english_tail(code, tail, entry):
        return      # "工业控制计算机,2004,44～45." / "[J].2005（23期）9～12." / "[M].唐贵瑶；陈志军.出版社.2021."
    if gbt_old.hand_typed_book(code, tail, entry):
        return      # "[M].第二版.北京.人民邮电出版社.2016." / "题名.清华大学出版社[M].北京,2010:43-51."
    if read_dotted_tail(code, tail, entry) or gbt_misc.bare_tail(code, tail, entry):
        return      # "[J]. 期刊. 2007. 39(2). 213-217." (a period between all) / "[J]: 2-13." / "[M].人民邮电出版社"
    if code == "C" and not tail.startswith("//") and gbt.organiser_first(tail, _first_segment):
        tail = "//" + tail     # "[C]中国仿真学会.第三十三届…论文集.2021:16.": CNKI's "//" lost
    if code == "C" and tail.startswith("//") and gbt_loose.scholar_meeting(tail[2:], entry):
        return      # "[C]//Robot Soccer World Cup. Springer, Berlin, Heidelberg, 2010: 12-20"
    if code == "C" and tail.startswith("//") and gbt_misc.meeting_published(tail[2:], entry):
        return      # "[C]//Conference, City: IEEE, 2009: 1-5" / "[C]//会议论文集: 某出版社, 2015"
    if code == "C" and tail.startswith("//") and commahead.container_year_volume(tail[2:], entry):
        return      # "[C]//Advances in Neural Information Processing Systems, 2020, 33: 9459-9474."
    if tail.startswith("//"):  # [C]//Proceedings… / [M]//Editor. Book. Place: Publisher, year: pages
        container, tail = gbt.split_container(*gbt.container_after_slashes(tail[2:], _first_segment), entry)
        # "//Conference, City: IEEE Computer Society, 2009: 1-5": the place and the publisher off the container
        entry.journal = (container if entry.publisher else gbt_misc.container_publisher(container, entry)).strip(" .")
    elif code in ("C", "A"):   # "[C]. (In) Proceedings of …, X, 2015: 276-284." (no "//")
        held = gbt.CONTAINER_BEFORE_YEAR.match(tail)
        if held:        # ACM's dated "[C]. In Proceedings of KDD’17, August 13–17, …" is reflist_acm's
            entry.journal, tail = gbt.place_publisher_off(held.group("container"), entry).strip(" ."), tail[held.end():]
            entry.journal = commahead.publisher_off(entry.journal, entry) if code == "C" else entry.journal
            if code == "C" and not entry.publisher:
                gbt_old.export_publisher_off(entry)     # "[C]. Proceedings of X, IEEE Computer Society, 2019: 1-5."
        elif code == "C" and commahead.container_year_volume(tail, entry):
            return      # "[C]. Pacific symposium on biocomputing. 2008, 13: 652-663."
    if code == "J" or code == "N":
        if not gbt.read_sciencedirect(tail, entry):    # "Journal,Volume 41,Pages 325-337" (ScienceDirect's export)
            gbt.journal_tail(tail, entry)
            gbt_old.export_publisher_off(entry)    # "Applied Energy, Elsevier Ltd, 2019, 250(May)"
        gbt.glued_pages(entry)
        preprint = re.fullmatch(r"\s*(arXiv\s+preprint\s+\S+?)\s*\.?\s*", tail, re.I)
        if preprint and not entry.journal:   # "[J]. arXiv preprint cs/0606049." (no year)
            entry.journal = preprint.group(1)
        if code == "N" and entry.issue and not entry.pages:
            entry.pages, entry.issue = entry.issue, ""   # "中国青年报, 2000-11-20(15)": the page
    elif code == "D" and re.fullmatch(r"\s*[\u4e00-\u9fff（）()]{2,30}(?:大学|学院|研究所|研究院|科学院|研究生院)\s*[.．]?\s*", tail):
        entry.publisher = tail.strip(" .．")    # "[D]. 湖南大学.": the school, its year left out
    elif not gbt.year_pages(tail, entry):
        gbt.publisher_tail(tail, entry)
    gbt_numbers.take_number(code, entry, tail)    # "题名: GB/T 16159—1996[S]" / "题名: 中国, 88105607.3[P]"
    gbt_misc.url_date(entry)      # "[EB/OL].https://…,2018-12-03."
    gbt_old.closing_year(tail, entry)     # "[D]. School, 6100 Main Street, Houston, TX 77005-1892, USA.:School, 2001."
    gbt_old.title_opens_badly(entry)      # "Kosba，Ahmed E．，Miller，…": a title that opens with a comma


# a report's series after its title: "ECB Working Paper Series No. 3198", "NBER Working Paper No. 1"
_SERIES = re.compile(r"\b(?:Working|Discussion|Occasional|Policy|Staff)\s+Papers?\b|\bSeries\s+No\.$|\bReport\s+No\.$")
_SERIES_REPORT = re.compile(r"^[^.]*?\b(?:Working|Discussion|Occasional|Policy|Staff)\s+Papers?\b[^.]*?\bNo\.\s*[\w\-/]+\.\s+"
                            r"(?:[^.:]+:\s*)?(?P<publisher>[^.:]+?)\.?$")


# a meeting's name after a title whose period was left out: "… across pose and age  International Conference on …"
_GLUED_MEETING = re.compile(r"(?<=[a-z]{2})\s+(?=(?:\d+(?:st|nd|rd|th)\s+)?(?:(?:IEEE|ACM)\s+)?(?:International|Annual)\s+"
                            r"(?:Joint\s+)?(?:Conference|Symposium|Workshop)\b|Proceedings\s+of\b)")


# an APA title that opens with a quotation: "“Why should I trust you?” Explaining the predictions. In Proceedings …"
# (the quotation ends in "?" or "!", its title goes on in capitals up to the sentence before a chapter's "In")
_QUOTED_LEAD = re.compile(r"^\s*[“\"][^”\"]{3,120}[?!][”\"]\s+[A-Z][^.”\"]{3,300}\.\s+In\s")


# biblatex's standard styles: "In: Journal 19.1, pp. 29–36." / "In: PLoS Biology 6.2, e31." / "In: Nature 458 (2009), pp. 1–9."
_BIBLATEX_JOURNAL = re.compile(rf"^In:\s+(?P<journal>[^()\d][^()]*?)\s+(?P<volume>\d{{1,5}})(?:\.(?P<issue>\d[\w\-–/]*))?"
                               rf"(?:\s*\((?:19|20)\d\d\))?(?:,\s*(?:pp?\.\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?))?\.?$")


def _biblatex_journal(rest: str, entry: BibEntry) -> bool:
    """The source of biblatex's authoryear / numeric article, its number after the volume's period."""
    found = _BIBLATEX_JOURNAL.match(rest.strip())
    if not found or not (found.group("issue") or found.group("pages")) or parts.is_proceedings(found.group("journal")) \
            or re.search(r"\bpp?\.|[–\-]\s*$", found.group("journal")):      # "In: Journal, pp. 1365– 2745.13147" is no volume.number
        return False
    entry.entry_type, entry.journal = "article", found.group("journal").strip(" ,")
    entry.volume, entry.issue = found.group("volume"), found.group("issue") or ""
    entry.pages = parts.normalize_pages(found.group("pages") or "")
    return True


def _parse_apa(match: re.Match, entry: BibEntry) -> None:
    authors, _ = apa.editors_as_authors(match.group("authors"))
    # a subtitle's colon or a question is no author's ("SWE-Mesh: Can Models Resolve Issues? (2024).")
    title_first = ("," not in authors and "&" not in authors
                   # (an organisation's word in a possessive is the title's: "The world’s most watched sports")
                   and ((_reads_as_title(authors) and not has_organisation_word(re.sub(r"\w+['’]s\b", "", authors)))
                        or bool(re.search(r"\w:\s|[?!]\.?$", authors.strip()))))
    entry.authors, truncated = ([], False) if title_first else _apa_authors(
        authors.rstrip(".") if "," not in authors else authors)
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)
    entry.authors_truncated = truncated
    entry.year, entry.year_suffix = split_year(match.group("year"))
    rest_text, advance = apa.after_source(match.group("rest"))
    # the volume, the issue and the pages each after a comma, as Japanese and Korean lists write APA:
    # "The American Statistician, 32, 1, 17-22." is "32(1), 17-22"
    rest_text = re.sub(r",\s*(\d{1,4}),\s*(\d{1,4}),\s*(\d+\s*[-–]\s*\d+)(?=\.?\s*$|\.\s)", r", \1(\2), \3", rest_text)
    if title_first:      # "Title of the film. (1975). Studio.": no author, the title first
        title, rest = authors.strip(" ."), rest_text.strip()
    elif rest_text.lstrip()[:1] in "“‘\"" and not _QUOTED_LEAD.match(rest_text) and re.match(   # a Harvard title in quotes after an APA head:
            r"[.,]|[A-Z]|in\s|arXiv", styles._title_and_rest(rest_text, rf"[.?!]?[{styles._CLOSE_Q}],?")[1]):  # '(2020). “Title.” Journal'
        title, rest = styles._title_and_rest(rest_text, rf"[.?!]?[{styles._CLOSE_Q}],?")
        rest = rest.lstrip(". ")
        if quoted_part.read_quoted_part(rest, entry):   # Cite Them Right: "‘Title’, in Eds (eds.) Book. …"
            entry.title = title.strip(" .")
            return
    else:
        title, rest = apa.split_title(rest_text, _SEGMENT_END)
        typed = apa.comma_venue(title) if not rest or re.fullmatch(r"(?:Retrieved from|Available (?:from|at))?\W*", rest, re.I) else None
        if typed:      # APA 6 typed with a comma after the title: "Title, Journal, 17(22), pp. 1938 – 1942."
            title, rest = typed
            mark_guessed(entry, ("title", "journal"), "title and journal told apart by the comma before the journal's numbers")
        spaced = None if typed or rest.strip(" .") else apa.spaced_venue(title)
        if spaced:     # "Title receptors Cell, 164(4), 780-791." (no stop after the title)
            title, rest = spaced
            mark_guessed(entry, ("title", "journal"), "title and journal told apart where the journal's capitalised name begins")
        glued = None if typed or spaced or rest.strip(" .") else _GLUED_MEETING.search(title)
        if glued:      # "Title  International Conference on …" (the period after the title left out)
            title, rest = title[:glued.start()], title[glued.start():].strip()
            mark_guessed(entry, ("title", "journal"), "the title read as ending where a meeting's name begins (no period between)")
    rest = apa.period_before_pages(rest)
    title, said = apa.description(title)
    if apa.school(said):    # APA 7: "Title [Doctoral dissertation, University]. Repository."
        entry.entry_type, entry.publisher = "thesis", apa.school(said)
        entry.title = title.strip(" .")
        return
    if re.search(r"dissertation|thesis", said, re.I):
        entry.entry_type, entry.publisher = "thesis", rest.strip(" .")
        entry.title = title.strip(" .")
        return
    if advance:          # "Title? More title. Journal. Advance online publication.": the journal is the last sentence
        *more, journal = [title] + [t for t in re.split(parts.SENTENCE_END, rest) if t.strip()]
        entry.entry_type, entry.title, entry.journal = "article", " ".join(more).strip(" ."), journal.strip(" .")
        return
    more = re.match(r"^(?P<more>[^\d,.]+[.?!])\s+(?=\S)", rest)
    if not more and title.endswith("?"):   # "…? The Box Office Effects of Critics, Stars, and Budgets. Journal, 67(4), 103–117."
        more = re.match(r"^(?P<more>[^\d.]+[.?!])\s+(?=[^.,\d]+,\s*\d+\s*\(\w+\)\s*,\s*\d)", rest)
        if more:
            mark_guessed(entry, "title", "the title read as going on after its question mark, up to the journal's sentence")
    if title.endswith(("?", "!")) and more and not re.match(r"In:?\s", rest) and not _SERIES.search(more.group("more")):
        # "…? In A. Geuna (Ed.), Book" / "…? ECB Working Paper Series No. 3198.": no more title
        # "Explain Yourself! Leveraging Language Models. Venue.": the title goes on after "!"
        title, rest = f"{title} {more.group('more')}", rest[more.end():]
    entry.title = re.sub(r"\s*\((?:(?:\d+(?:st|nd|rd|th)?|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Reprint|Revised)"
                         r"\s+ed(?:ition)?\.?|Rev\. ed\.|Vol\. \d+)\)$", "", title.rstrip(".").removesuffix(","), flags=re.I)   # Word: "Title, . Journal"
    report = _SERIES_REPORT.match(rest)
    if report:      # "ECB Working Paper Series No. 3198. Frankfurt am Main: European Central Bank."
        entry.entry_type, entry.publisher = "techreport", report.group("publisher").strip()
        return
    book = apa.cs1_book(rest)
    if book:
        entry.entry_type, entry.publisher = "book", book.group("publisher").strip()
        entry.volume, entry.pages = book.group("volume") or "", parts.normalize_pages(book.group("pages"))
        return
    rest = apa.bare_editors(rest)     # Word's APA 6: "In R. Kitchin, & N. Thrift, Book (pp. 672-675)." (no "(Eds.)")
    if apa.typed_editors(rest):     # "In Casey, E. (Ed.) Book. London: Press, pp. 51–60.": the editors written family first
        venues.chapter(rest, entry)
        return
    if _biblatex_journal(rest, entry):      # biblatex's "In: Ecology Letters 19.1, pp. 29–36." (volume.number)
        return
    # "(NeurIPS 2017)" inside the container's name is the name's, "(pp. 1–9)" / "(Vol. 3)" after it is not
    chapter = re.match(r"^In:?\s+(?!(?:Vitro|Vivo|Silico|Situ)\b)(?:(?P<editors>[^()]+?)\s*\((?:Eds?\.|Ed\.|Eds)\),\s*)?"
                       r"(?P<container>(?:[^()]|\((?!(?:pp?\.|Vol\.|[\d\w ]*ed\.))[^()]*\))+?)\s*"
                       r"(?:\((?P<inside>[^)]*)\))?(?:,\s*(?P<after>(?:Vol\.\s*\w+,\s*)?pp?\.\s*\d[^.]*?))?"
                       r"(?:\.\s*(?P<publisher>[^.]*))?\.?$",
                       rest)
    if chapter:   # "In P. Lindqvist (Ed.), Book (pp. 45–67). Springer." / "In Proceedings (Vol. 30, pp. 1–9)."
        container = chapter.group("container").strip(" .,")
        if re.fullmatch(r"[^()]*?(?:[A-Z]{2,}|\d{4})[^()]*", chapter.group("inside") or "") and not re.search(
                r"\bpp?\.|\b(?:Vol|No|Eds?|ed)\.", chapter.group("inside")):
            container = f"{container} ({chapter.group('inside').strip()})"   # "In Workshop X (TA-COS 2016)." at the end
        entry.journal = container
        entry.entry_type = ("inproceedings" if parts.is_proceedings(container)
                            and not chapter.group("editors") else "incollection")
        # "(pp. 45–67)" after the book, or APA 6's "In *Proceedings*, pp. 187-191. IEEE." (a comma, no parentheses)
        inside = chapter.group("inside") or chapter.group("after") or ""
        pages = re.search(rf"pp?\.\s*({parts._PAGES})", inside)
        entry.pages = parts.normalize_pages(pages.group(1)) if pages else ""
        volume = re.search(r"Vol\.\s*(\w+)", inside)
        entry.volume = volume.group(1) if volume else ""
        issue = re.search(r"\bNo\.\s*(\w+)", inside)   # "(Vol. 1, No. 2)"
        entry.issue = issue.group(1) if issue else ""
        # APA 6 names the place too: "Chichester, UK: Wiley Blackwell"
        published = chapter.group("publisher") or ""
        # the pages after the publisher, GB/T's way ("IEEE, 2019: 712-723"), or after the short name
        # ("… Symposium. (USENIX Security 19) , 1949-1966"): pages, never the publisher
        tail = re.match(rf"^(?P<publisher>.*?)[\s,]*(?:(?:19|20)\d\d\s*:\s*)?(?P<pages>\d+\s*[-–]\s*\d+)$", published.strip(" ."))
        if tail and not entry.pages:
            entry.pages = parts.normalize_pages(tail.group("pages"))
            published = re.sub(r"^\([^()]*\)$", "", tail.group("publisher").strip(" ,"))
        entry.publisher = published.rsplit(":", 1)[-1].strip(" .")
        return
    rest = re.sub(r",\s*(?:early view|online first|in press)\.?$", "", rest, flags=re.I)   # "Journal, early view."
    bare = re.fullmatch(rf"(?P<volume>\d+)\s*\((?P<issue>\w+)\)\s*,\s*(?P<pages>{parts._PAGES})\.?", rest)
    if bare:     # the journal's name left out: "Title. 33(1), 6-26."
        entry.entry_type, entry.volume, entry.issue = "article", bare.group("volume"), bare.group("issue")
        entry.pages = parts.normalize_pages(bare.group("pages"))
        return
    if styles.bare_numbers(rest, entry):     # "Journal. 77, 3, 437-471." (after "et al., 1996.")
        return
    # "Journal, 38(4), 812–819" / "Journal 47(2): 280-293" / "Int J Epidemiol. 46, e15" / "…, 28, 689 - 719" /
    # "J Mach Learn Res 15 1929–58" (volume and page range apart by a space only)
    venue = re.match(r"^(?P<journal>(?:[^,]|,(?!\s*\d))+?)\.?(?:,\s*|\s+)(?P<volume>\d[\w\-]*)(?=\s*(?:[(,:;.]|$)|\s+\d+\s*[-–]\s*\d+\.?$)\s*"
                     r"(?:\((?P<issue>[^)]*)\))?(?:\s*[,:]\s*(?:Article\s+|p\.\s?p\.\s*|pp?\.\s*)?(?P<pages>" + parts._PAGES + ")"
                     r"|(?:\.\s*|(?<=\s)(?=\d+\s*[-–]\s*\d+\.?$))(?P<range>\d+(?:\s*[-–]\s*\d+)?)(?=\.?$))?", rest)   # ResearchGate: "Journal. 181. 28-35." / "Energies. 15. 2834."
    server = re.match(r"^(?P<server>arXiv|bioRxiv|medRxiv|SSRN|Research Square|Preprints)\b", rest, re.I)
    if venue and re.fullmatch(r"\d+[-–]+\d+", venue.group("volume")) and (parts.is_proceedings(venue.group("journal")) or not (
            venue.group("issue") or venue.group("pages") or venue.group("range"))):
        venue = None    # "… Conference on X (CVPR), 10737-10746." / "… Journal of Anaesthesia, 181-186.": pages, no volume
    if venue and re.search(r",\s*(?:No\.|N[úu]m\.|N[úu]mero|Number|Nr\.)$", venue.group("journal")):
        venue = None    # "Cuadernillo del Colegio, Número 30.": a number marked as the issue, no volume
    # an issue with no volume: "International Higher Education, (86), 5–6" / "学位与研究生教育, (11), 56–63"
    # (or marked, as Spanish hands write it: "Nuevos cuadernos del Colegio, No. 8.", "Cuadernillo, Número 30.")
    issue_only = None if venue else re.match(rf"^(?P<journal>[^,()]+?),\s*(?:\((?P<issue>\d[\w\-]*)\)|(?:No\.|N[úu]m\.|N[úu]mero|"
                                             rf"Number|Nr\.|N\s?[°º])\s*(?P<marked>\d[\w\-]*))"
                                             rf"(?:\s*[,:]\s*(?:pp?\.\s*)?(?P<pages>{parts._PAGES}))?\.?$", rest)
    if issue_only:
        entry.entry_type, entry.journal = "article", issue_only.group("journal").strip()
        entry.issue = issue_only.group("issue") or issue_only.group("marked")
        entry.pages = parts.normalize_pages(issue_only.group("pages") or "")
        return
    if venue and not (venue.group("issue") or venue.group("pages") or venue.group("range")) and \
            re.fullmatch(r"[^\W\d][^:,\d]{1,30}:\s+[^:,]+", venue.group("journal")) and re.fullmatch(r"\d+\.?", rest[venue.start("volume"):].strip()):
        venue = None    # a place and a publisher whose name ends in a number: "Lisboa: Edições 70."
    only_pages = re.match(r"^(?P<journal>[^,\d]+?),\s*(?P<pages>\d+\s*[–—-]\s*\d+)\.?$", rest)
    if not server and venues.marked_numbers(rest, entry):   # "J. Hepatol., vol. 12, no. 3, pp. 498–514"
        entry.entry_type = "article"
    elif only_pages and not venue:   # online first / a series: "IEEE Internet of Things Journal, 1–1."
        entry.entry_type, entry.journal = "article", only_pages.group("journal").strip()
        entry.pages = parts.normalize_pages(only_pages.group("pages"))
    elif server:          # "ArXiv, abs/1909.01066."
        entry.entry_type, entry.journal = "misc", server.group("server")
        if re.match(r"arXiv\s+preprint\b", rest, re.I):   # Google Scholar's "arXiv preprint arXiv:1409.1556": as written
            entry.journal = rest.strip(" .")
    elif venue:
        entry.entry_type = "article"
        entry.journal = venue.group("journal").strip()
        entry.volume = venue.group("volume")
        entry.issue = (venue.group("issue") or "").strip()
        entry.pages = parts.normalize_pages(venue.group("pages") or venue.group("range") or "")
        if entry.volume == str(entry.year) and not (entry.issue or entry.pages) and parts.is_proceedings(entry.journal):
            # "… Conference on Computer Vision and Pattern Recognition 2015.": the meeting's year, no volume
            entry.entry_type, entry.volume = "inproceedings", ""
        elif entry.volume == str(entry.year) and not entry.issue and parts.is_proceedings(entry.journal) and \
                re.search(r",\s*[A-Z][\w\-]*[A-Z]{2,}[\w\-]*$", entry.journal):
            # "… Conference on X, ICETCI 2023, 251–257.": the meeting's short name and year, then its pages
            entry.entry_type, entry.journal, entry.volume = "inproceedings", f"{entry.journal} {entry.volume}", ""
    elif parts.is_proceedings(rest):   # "Annual Meeting of the Association for …" / "… (CVPR), 10737-10746."
        pages = re.search(rf",\s*(?:pp?\.\s*)?({parts._PAGES})\.?$", rest)
        # "Proc AMIA Annu Fall Symp 749-753.": the range after a space only (not a span of years)
        spaced = None if pages else re.search(rf"(?<=[^\W\d_])\s+(?!(?:19|20)\d\d\s*[-–]\s*(?:19|20)?\d\d\b)(\d+\s*[-–]\s*\d+)\.?$", rest)
        if spaced:
            pages = spaced
            mark_guessed(entry, "pages", "a range after the meeting's name with no comma or 'pp.' read as its pages")
        entry.entry_type, entry.journal = "inproceedings", rest[:pages.start() if pages else len(rest)].strip(" .")
        entry.pages = parts.normalize_pages(pages.group(1)) if pages else ""
    elif styles.journal_not_publisher(rest, entry.doi):   # "Title. Journal of Hypertension. https://doi.org/…"
        entry.entry_type, entry.journal = "article", rest.strip(" .")
        mark_guessed(entry, "journal", "a journal without volume or pages, told from a publisher by its name")
    else:
        entry.entry_type = "book" if rest else "misc"
        entry.publisher = parts.book_publisher(rest)


def _parse_vancouver(text: str, tail: re.Match, entry: BibEntry) -> None:
    entry.entry_type = "article"
    head = text[:tail.start()] + "."
    authors_text, rest = _author_segment(head)
    # The journal is the last segment of the head, the title everything between.
    segments = venues.merge_abbreviations([s for s in re.split(parts.SENTENCE_END, rest.strip()) if s])
    if len(segments) >= 2:
        entry.journal = re.sub(r"\s*\[Internet\]", "", segments[-1].rstrip(".")).strip()
        entry.title = " ".join(segments[:-1]).rstrip(".").strip()
    elif len(segments) == 1 and _no_names(authors_text):
        # "Gestational Hypertension and Preeclampsia. Obstet Gynecol 2020;135:e237–60.": a journal
        # line has a journal, so one sentence before it is the title and there are no authors
        authors_text, entry.title = "", authors_text.rstrip(".").strip()
        entry.journal = segments[0].rstrip(".").strip()
        mark_guessed(entry, ("title", "journal"), "no author list before the title: the first sentence read as the title")
    else:
        entry.title = rest.rstrip(".").strip()
    entry.authors, truncated = _authors(authors_text)
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)
    entry.authors_truncated = truncated
    entry.year, entry.year_suffix = split_year(tail.group("year"))
    entry.volume = tail.group("volume") or ""
    entry.issue = (tail.group("issue") or "").strip()
    entry.pages = (tail.group("pages") or "").strip()  # 727-33 kept as written: Step B compares
    _mdpi_proceedings(text[tail.end():], entry)
    if not (entry.issue or entry.pages) and re.fullmatch(r"[A-Za-z]{0,3}\d+\s*[-–—]\s*[A-Za-z]{0,3}\d+", entry.volume):
        entry.volume, entry.pages = "", entry.volume   # "The Lancet. 2018;1789–858.": pages, no volume


def _mdpi_proceedings(after: str, entry: BibEntry) -> None:
    """MDPI's paper in proceedings: "… In Proceedings of the X (HIC), Seattle, WA, USA, 8–10 October
    2014; pp. 181–184." — the "pp." after the year gives the pages; the place and dates after the
    conference's name (closed by its acronym) are not part of it."""
    if entry.volume != "pp" or entry.issue or entry.pages:
        return
    pages = re.match(rf"\s*\.?\s*({parts._PAGES})", after)
    entry.volume, entry.pages = "", parts.normalize_pages(pages.group(1)) if pages else ""
    venue = re.sub(r"^In\s+", "", entry.journal)
    named = re.match(r"^(.+?\([A-Z][\w\-&]*(?:\s*'?\d{2,4})?\))\s*,", venue)
    entry.journal = named.group(1) if named else venue
    entry.entry_type = "inproceedings"


def _no_names(text: str) -> bool:
    """A first sentence with no person's name in it: no comma, no initials, no "et al.", not an
    organisation ("Gestational Hypertension and Preeclampsia")."""
    return not (re.search(r"[,，;]|\bet\s+al\b|(?:^|\s)[A-Z]{1,3}(?:\s|$)|[A-Z]\.", text) or has_cjk(text)
                or is_organisation(text)) and len(text.split()) >= 2


# Lower-case words inside personal names ("van Dijk", "da Silva") and author-list joiners.
_NAME_PARTICLES = {*NAME_PARTICLES, "and", "et", "al", "bin", "al-"}


def _reads_as_title(segment: str) -> bool:
    """"WHO recommendations for prevention and treatment of …": a first segment with two or
    more lower-case words that are no name particles is a title, the entry has no authors."""
    words = re.findall(r"[^\W\d_][\w'’\-]*", segment)
    if len(words) >= 3 and all(w.isupper() for w in words) and {w for w in words} & _CAPS_TITLE_WORDS:
        return True     # a title typed in capitals: "WHAT IS REST API"
    return sum(1 for w in words if w[0].islower() and w.lower() not in _NAME_PARTICLES) >= 2


# the words that make a line of capitals read as a title, never a name ("WHAT IS REST API")
_CAPS_TITLE_WORDS = {"WHAT", "IS", "ARE", "HOW", "WHY", "WHEN", "THE", "OF", "TO", "FOR", "IN", "ON", "WITH"}


_TITLE_DATE = re.compile(rf"(?<=[^\W\d_]),\s*(?:{parts.MONTH}\s+)?(?:1[89]|20)\d\d[a-z]?$")


# a reading list's names given first and a quoted title, nothing more: "danah boyd and Kate Crawford, “Critical
# Questions for Big Data”" / "John Cheever, “The Enormous Radio\"" (the closing quote typed straight)
# LaTeX's quotes typed the wrong way round, ''Title,`` (read as ”Title,“), or closed twice, ''Title” (”Title”)
_REVERSED_QUOTES = re.compile(r"(?:^|(?<=[\s,(]))(?:”|'')(?=[^\s“”'`])(?P<title>[^“”`]{3,400}?[^\s“”'`])(?:[“”]|``)(?=[\s,.;:]|$)")


def _reversed_quotes(text: str) -> str:
    """A title's quotes put the right way round: "”Title,“ Journal" → "“Title,” Journal"."""
    if "“" in text and "”" in text and text.index("“") < text.index("”"):
        return text     # quotes the right way round
    return _REVERSED_QUOTES.sub(lambda m: f"“{m.group('title')}”", text, count=1)


_NAMES_QUOTED_TITLE = re.compile(r"(?P<names>[^\W\d_][\w'’.\-]*(?:(?:\s+|,\s*|\s+and\s+)[^\W\d_][\w'’.\-]*){1,11}),?\s*"
                                 r"[“\"](?P<title>[^“”\"]{3,300}?)[,.]?[”\"][.,]?(?:\s*\((?P<year>(?:1[6-9]|20)\d\d)\)\.?)?")


def _parse_generic(text: str, entry: BibEntry) -> None:
    quoted = _NAMES_QUOTED_TITLE.fullmatch(text.strip())
    names = re.split(r",\s*(?:and\s+)?|\s+and\s+", quoted.group("names")) if quoted else []
    if names and all(re.fullmatch(r"\S+(?:\s+\S+){1,3}", n) for n in names):
        entry.authors, entry.authors_truncated = _generic_authors(quoted.group("names"))
        entry.title, entry.entry_type = quoted.group("title").strip(), "misc"
        entry.year, entry.year_suffix = split_year(quoted.group("year") or "")
        return
    authors_text, rest = _first_segment(text, _SEGMENT_END_INITIALS)
    if rest and _reads_as_title(authors_text):
        authors_text, rest = "", text
    title, more = _first_segment(rest)
    entry.authors, truncated = _generic_authors(authors_text) if rest else ([], False)
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)
    entry.authors_truncated = truncated
    entry.title = (title or authors_text).rstrip(".")
    glued = re.fullmatch(r"(?P<title>.*[^\W\d])(?P<year>(?:1[89]|20)\d\d)", entry.title)
    if glued:                                   # "… in urban road networks2010"
        entry.title = glued.group("title")
    entry.year, entry.year_suffix = split_year(rest or text)
    entry.entry_type = "misc"
    if styles.mla_numbers(more, entry):     # MLA without the title's quotes: "Title. Big Data 1.1 (2013): 51-59."
        pass
    elif venues.plain_numbers(more, entry):     # plain.bst's "Title. Queue, 11(3):10:10–10:29, March 2013."
        pass
    elif rest and not more and _TITLE_DATE.search(entry.title):     # plain.bst's misc: "Title, 2015." / "Title, May 2016."
        entry.title = entry.title[:_TITLE_DATE.search(entry.title).start()]


# BibTeX-style markup of a \\bibitem (thebibliography or a .bbl written by natbib / plain).
_BBL_MARKUP = re.compile(r"\\newblock\b|\\penalty-?\d+|\\hskip\s*[^\\]*?\\relax\b|\\(?:bibinfo|bibfield)\s*\{[^{}]*\}"
                         r"|\\(?:natexlab|urlprefix|doiprefix|BIBentry\w+)\b")


def _escape_url(url: str) -> str:
    """An address kept whole through the LaTeX reading: its "%20" would read as a comment, its "&" as a
    table's column break and its "~" as a space ("…?smid=A1&tag=x", "~user/")."""
    url = re.sub(r"(?<!\\)([%&#])", r"\\\1", url)
    return re.sub(r"(?<!\\)~", r"\\textasciitilde{}", url)


# a BibTeX style's words in the document's language (babel, or a translated .bst): "Chatzigeorgiou e Paris
# Avgeriou", "Em {\em Workshop}, p\'{a}ginas 55--62" — the names' "and", the book's "In", its "pages"
_BABEL_AND = re.compile(r"(?<=[\w.}])\s+(?:e|y|et|und|i|och|og|en|ve)\s+(?=[A-ZÀ-Þ\\{])")
_BABEL_IN = re.compile(r"(?<=\\newblock)\s+(?:Em|En|Dans|In:|W|Içinde)\s+(?=\{?\\(?:em|emph|textit)\b)")
_BABEL_PAGES = re.compile(r"\b(?:p(?:\\'\{?a\}?|á)ginas|Seiten|pagine|stron|sayfa)\b")


def _babel_words(text: str) -> str:
    names, block, rest = text.partition("\\newblock")
    if not block:
        return text
    return _BABEL_AND.sub(" and ", names) + _BABEL_PAGES.sub("pages", _BABEL_IN.sub(" In ", block + rest))


def bibitem_text(text: str, elsarticle: bool = True) -> str:
    """The readable text of a \\bibitem body: block markers go, LaTeX becomes plain text
    ("J.~Smith" → "J. Smith", "{\\em J Med}" → "J Med", "1--2" → "1–2")."""
    from .entry import latex_to_text
    from .reflist_apacitebbl import apacite_text, is_apacite_item
    from .reflist_elsnum import as_ieee
    if "\\" not in text and "{" not in text and "~" not in text and "``" not in text:
        return text
    if is_apacite_item(text):        # apacite's macros carry every part: their APA line
        text = apacite_text(text)
    text = _babel_words(text)
    # jfm.bst's year macro after the names: "{\sc \au{Kumar, A.} \& \au{Pathak, M.}} \yr{2024} \at{Title}."
    text = re.sub(r"\\yr\s*\{\s*((?:1[5-9]|20)\d\d[a-z]?)\s*\}", r"(\1).", text)
    # an annotated bibliography's note after the item: "\begin{quotation} The handbook for … \end{quotation}"
    text = re.sub(r"\\begin\{(quotation|quote|annotation)\}.*?(?:\\end\{\1\}|$)", "", text, flags=re.S)
    # IEEEtran's "\BIBforeignlanguage{en}{Title}" (a language field): the text, without its language
    text = re.sub(r"\\(?:BIBforeignlanguage|foreignlanguage)\s*\{[^{}]*\}\s*", "", text)
    # digits grouped by a thin space ("pp. 10\,731--10\,750"): one number
    text = re.sub(r"(?<=\d)(?:\\,|\\thinspace\s?|\{\\,\})(?=\d{3}(?!\d))", "", text)
    # opticajnl's "\enquote{Title,}" (a macro the .bbl defines as ``…''): a quoted title
    text = re.sub(r"\\enquote\s*\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}", r"“\1”", text)
    # identifiers hidden in macro arguments would be lost by the plain-text conversion
    text = re.sub(r"\\(?:do)?doi\s*\{(?:\s*doi:\s*)?([^{}]*)\}", r" doi:\1 ", text)      # (a doubled "\doi{doi:10.…}" too)
    # bioinformatics.bst's month before the year: "Pachter, L. (05, 2016) Title." → "(2016)"
    text = re.sub(r"\((?:0?[1-9]|1[0-2]),\s*((?:1[6-9]|20)\d\d[a-z]?)\)", r"(\1)", text)
    text = astro.journal_macros(text)      # aasjournal.bst's "\apjl" → "ApJL"
    # a quotation typed with LaTeX's umlaut command, as a title copied from IEEE Xplore into a hand-typed list:
    # "Smith, R.L., \"The MATLAB project book\", 1997" (an umlaut marks one letter, never a run of words)
    text = re.sub(r'\\"(?=[A-Z0-9][a-z0-9\s])([^"\\{}]*?\s[^"\\{}]*?[\w.,?!)])\\"', r"“\1”", text)
    # the GOST styles' .bbl (gost780u, ugost2008): "\selectlanguageifdefined{english} \BibEmph{Name~I.} Title~//
    # \BibEmph{Journal} \BibDash \newblock 1947." — the language switch goes, the dash is GOST's " — "
    if "\\BibDash" not in text and re.search(r"\\selectlanguageifdefined|~//", text):
        # gost780s / gost2003 without \BibDash: ". \newblock" parts the areas ("// Opt. Lett. \newblock 2007.
        # \newblock Vol.~32, no.~19. \newblock P.~2804--2806.")
        text = re.sub(r"\.?\s*\\newblock\s*", ". — ", text)
    text = re.sub(r"\\selectlanguageifdefined\s*\{[^{}]*\}\s*", "", text)
    text = re.sub(r"\s*\\BibDash\s*(?:\\newblock\s*)?", " — ", text)
    # natbib's year suffix is the year's: "2016{\natexlab{b}}" → "2016b"
    text = re.sub(r"(\d)\s*\{?\s*\\natexlab\s*\{([a-z])\}\s*\}?", r"\1\2", text)
    # a link keeps its text in place (braces inside: plainurl's "\href {https://doi.org/…} {\path{doi:…}}")
    # and its address goes to the item's end, so it never splits what the text sat in (pandoc's
    # Chicago: "{``\href{https://doi.org/…}{Title}.''} \emph{Journal} 104 (4)")
    links: list[str] = []

    def link(match: re.Match) -> str:
        links.append(_escape_url(match.group(1)))
        return match.group(2)
    text = re.sub(r"\\href\s*\{([^{}]*)\}\s*\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}", link, text)
    text = text.rstrip() + "".join(f" {url}" for url in links)
    text = re.sub(r"\\(?:url|path)\s*\{([^{}]*)\}",
                  lambda m: f" {_escape_url(m.group(1))} ", text)
    # a work without authors opens with its title in \emph (IEEEtran's standards, manuals): quoted,
    # so the title keeps its end ("\emph{{Part 11: …, Amendment 6: …}}, IEEE Std. …" )
    text = re.sub(r"^\s*(?:\\BIBentry\w+\s*)?\\emph\{((?:[^{}]|\{[^{}]*\})*)\}", r"“\1”", text)
    # elsarticle-num's comma-only article: in IEEE's form, its title and journal told apart
    plain = latex_to_text(_BBL_MARKUP.sub(" ", text))
    plain = terms.name_joiners(plain)      # "R. Dingle, W. Wiegmann e C. H. Henry": the Portuguese "and"
    return as_ieee(plain) if elsarticle else plain


_LATEX_EMPHASIS = re.compile(r"\\(?:textit|emph|textsl)\s*\{((?:[^{}]|\{[^{}]*\})*)\}|\{\s*\\(?:em|it|itshape|sl)\b\s*((?:[^{}]|\{[^{}]*\})*)\}")


def _apa_title_in_author_place(raw: str, entry: BibEntry) -> None:
    """APA 7's work without an author: "Expanded Action Spaces for Mesh Agents. (2025). *arXiv
    preprint*." — the title stands where the author would, and all that follows the year is the italic
    venue. A long name without a comma or an organisation's word is then the title (guessed, noted)."""
    head = entry.authors[0] if len(entry.authors) == 1 else ""
    if not head or "," in head or has_organisation_word(head) or len(head.split()) < 4 or entry.journal:
        return
    italic = re.search(r"\((?:19|20)\d\d[a-z]?\)\.\s*\*{1,2}([^*\n]+?)\*{1,2}\.?\s*$", latex_emphasis_as_markdown(raw))
    if not italic or clean_space(italic.group(1)) != entry.title:
        return
    entry.authors, entry.title, entry.journal = [], head.strip(" ."), entry.title
    mark_guessed(entry, ("title", "journal"), "a title written where the authors go (APA without author)")


def _apa_italics(raw: str, entry: BibEntry) -> None:
    """What an APA line's italics say once its fields are split: a title where the authors go (see
    :func:`_apa_title_in_author_place`); "Title. *ICLR*.": an italic name after a roman title is the
    venue, a publisher is never italic."""
    _apa_title_in_author_place(raw, entry)
    italics = {clean_space(m) for m in re.findall(r"(?<![\w*])\*{1,2}([^*\n]+?)\*{1,2}(?![\w*])",
                                                   latex_emphasis_as_markdown(raw))}
    # a title of two sentences: "(1992). Factors in X. Follow-up of Y. *JAMA*, *267*(3)": the journal is
    # the italics alone, the roman sentence read before them the title's end
    bare = {i.rstrip(". ") for i in italics}
    split = next((m for m in re.finditer(r"(?<=[^\W\d_]{2})\.\s+", entry.journal or "")
                  if entry.journal[m.end():].rstrip(". ") in bare), None)
    head = entry.journal[:split.start()] if split else ""
    if split and len(head) >= 8 and "*" not in head and head not in bare and entry.title \
            and not re.match(r"(?i)in\b", head) and entry.volume:
        entry.title, entry.journal = f"{entry.title}. {head}", entry.journal[split.end():]
        mark_guessed(entry, ("title", "journal"), "a title of two sentences: its end read up to the italic journal")
    if entry.entry_type != "book" or not entry.publisher:
        return
    if entry.publisher in italics and entry.title not in italics:
        entry.journal, entry.publisher, entry.entry_type = entry.publisher, "", "article"


def latex_emphasis_as_markdown(text: str, latex: bool = False) -> str:
    """A numbered list typed into a .tex by hand ("[5] Sutton, R. S. (2018). \\textit{Reinforcement
    learning} (2nd ed.). MIT Press."): its italics become Markdown's, read by the same rules (the
    title after the year, the journal after the title), and its other LaTeX plain text."""
    if not latex and not re.search(r"\\[A-Za-z]", text):
        return text            # a Markdown line: "~30 pages" or a URL's "%20" are no LaTeX
    marked = _LATEX_EMPHASIS.sub(lambda m: f"*{_group(m)}*", text)
    return bibitem_text(marked)


# a Markdown link's text and its address: the text a reader sees
_MD_LINK = re.compile(r"\[([^\[\]]*)\]\((https?://[^()\s]*)\)")


def plain_line(raw: str) -> str:
    """The line as a reader sees it, for the learned line reader (``reflist_crf``) and its training: LaTeX and
    Markdown markup, the list's number or ``\\bibitem`` key gone."""
    return marked_line(raw)[0]


_LATEX_BOLD = re.compile(r"\\(?:textbf|mathbf)\s*\{((?:[^{}]|\{[^{}]*\})*)\}|\{\s*\\(?:bf|bfseries)\b\s*((?:[^{}]|\{[^{}]*\})*)\}")


def marked_line(raw: str) -> tuple[str, str]:
    """``plain_line``'s text and, for each of its characters, how it was set: "i" italic, "b" bold, " " upright
    (Markdown's ``*…*`` / ``**…**``, HTML's ``<i>``, LaTeX's ``\\emph`` / ``\\textbf``)."""
    text = parts.number_hyphens(markup.as_text(gdocs.unwrap(raw)))
    _number, key, rest = _split_number(text)
    if key or _BIBITEM.match(text):
        # (each mark in braces, read away as LaTeX's are: "\\emph{25}--30" is still LaTeX to read)
        rest = _LATEX_BOLD.sub(lambda m: _set(_BOLD, _group(m), braces=True), rest)
        rest = bibitem_text(_LATEX_EMPHASIS.sub(lambda m: _set(_ITALIC, _group(m), braces=True), rest))
    else:
        rest = rest if _LATEX_LINE.search(rest) else markup.md_unescape(rest)
        rest = markup.MD_EMPHASIS.sub(lambda m: _set(_BOLD if len(m.group(1)) == 2 else _ITALIC, m.group(2)),
                                      _MD_LINK.sub(r"\1 \2", rest))
    chars, marks, open_ = [], [], []
    for ch in rest:
        if ch in _OPENS:
            open_.append(_OPENS[ch])
        elif ch in _CLOSES:
            if open_:
                open_.pop()
        elif not ch.isspace() or (chars and chars[-1] != " "):     # spaces as clean_space leaves them: runs as one
            chars.append(" " if ch.isspace() else ch)
            marks.append("b" if "b" in open_ else "i" if "i" in open_ else " ")
    while chars and chars[-1] == " ":       # … and none at the ends
        chars.pop()
        marks.pop()
    return "".join(chars), "".join(marks)


# private-use characters that stand for where a style opens and closes while the markup is read away
_ITALIC, _BOLD = ("\ue000", "i", "\ue001"), ("\ue002", "b", "\ue003")
_OPENS, _CLOSES = {_ITALIC[0]: _ITALIC[1], _BOLD[0]: _BOLD[1]}, {_ITALIC[2], _BOLD[2]}


def _set(style: tuple[str, str, str], text: str, braces: bool = False) -> str:
    """``text`` between the style's opening and closing characters (in braces inside LaTeX)."""
    return f"{{{style[0]}}}{text}{{{style[2]}}}" if braces else f"{style[0]}{text}{style[2]}"


def _group(match: re.Match) -> str:
    return (match.group(1) if match.group(1) is not None else match.group(2)).strip()


# a line of LaTeX, whose backslashes are its commands' ("\\item Hetero\\-geneous catalysis in \\$100 reactors"), not
# Markdown's escapes
_LATEX_LINE = re.compile(r"\\(?:[A-Za-z]{2,}|-)")
# a syllabus' session before the reading: "Sesión 1 — Restrepo, D. A. (2011). …", "**Week 3:** Smith, J. …"
_SESSION = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*)?(?:Sesi[oó]n|Session|S[ée]ance|Semana|Week|Woche|Sitzung|Lecture|Clase|Class|"
                      r"Unit|Unidad|Module|M[oó]dulo|Tema|Topic|Aula|Lezione)\s*\d{1,2}[a-z]?(?:\*\*)?\s*[—–:]\s*(?:\*\*)?\s*"
                      r"(?=[^\W\d_])", re.I)


def parse_reference_line(line: int, raw: str, file: str) -> BibEntry:
    # HTML markup (a web page's list, Zotero's or citeproc's HTML) read as the text it shows, typeset
    # hyphens in a range ("832‑43") as "-"; the line is kept as written; Zotero's Google Docs links
    # read as the text they show (their target is the plugin's, not the work's)
    # a site's badges after a line break that ends the entry: "…: mentis.<br><span class="label">[Link](…)</span> …"
    # (the first badge's link kept: the work's page or DOI)
    raw_entry = re.sub(r"<br\s*/?>\s*(?:<span\b[^>]*>(?:[^<]{0,200}\]\(https?://[^<]{0,300}|[^<\d]{0,30})</span>\s*)+$",
                       lambda m: "".join(f" {u}" for u in re.findall(r"\]\((https?://[^)\s]+)\)", m.group(0))[:1]), raw.rstrip())
    text = _trailing_links(_fielded_links(parts.number_hyphens(markup.as_text(gdocs.unwrap(raw_entry)))))
    if not _LATEX_LINE.search(text):
        text = markup.md_unescape(text)     # pandoc's Markdown: "Garzanti, Milano 2018\\.", "\\[PhD dissertation\\]"
        text = _SESSION.sub("", text, count=1)
    text = re.sub(r"(?<=[^\W_])(?=DOI\s*[:：]\s*10\.\d)", ".", text)     # Wanfang's "IEEE Access.2020.8DOI:10.1109/…"
    text = re.sub(r"\bp\.\s?p\.(?=\s*\d)", "pp.", text)      # Spanish hands' "p.p. 76-92"
    text = re.sub(r"\(((?:1[5-9]|20)\d\d[a-z]?)\.\)", r"(\1).", text)     # a syllabus' "(1992.)": the stop inside
    text = re.sub(r"([.,?!][”\"])(?=[A-Z])", r"\1 ", text)      # '“Title.”Science, 286(5439)': no space after the quote
    # "F. Dobrian, V. Sekar, and A. Awan, et al. Title." (a writer cutting a list already closed by "and"): read as
    # the list it closes, cut short
    cut = _AND_ET_AL.search(text)
    entry = _read_line(line, text[:cut.end("last")] + "." + text[cut.end():] if cut else text, file)
    entry.authors_truncated = entry.authors_truncated or bool(cut and entry.authors)
    entry.raw = pdf.shown(raw.strip()).replace(pdf.LINE_BREAK, "")
    _label_names(entry)
    if crf.reads(entry):        # the parts the rules left empty, from the learned reader
        crf.fill_gaps(entry, *marked_line(entry.raw))
    return entry


_AND_ET_AL = re.compile(r"(?P<last>,?\s+and\s+(?:[A-Z]\.\s?-?){1,3}\s*[A-Z][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?),\s+et\.?\s+al\.(?=\s+[A-Z“\"])")


def _label_names(entry: BibEntry) -> None:
    """A line whose names could not be read, with the citation's label before it ("[Kashiji et al., 2004] S.
    Kashiji, …", "[马超等，2016] 马超，…"): the label's first name and year stand for them, marked guessed, so
    the text's citations of it still find it."""
    label = AUTHOR_YEAR_LABEL.match(entry.raw)
    if not label or entry.authors:
        return
    entry.authors = [label.group("family") or label.group("zh")]
    entry.authors_truncated = bool(re.search(r"\bet\s+al\b|等|\s(?:and|&|y|e|und|et)\s|和", label.group(0)))
    if not entry.year:
        entry.year, entry.year_suffix = split_year(re.search(r"(?:1[5-9]|20)\d\d[a-z]?", label.group(0)).group(0))
    mark_guessed(entry, "authors", "the names could not be read from the line: its label's first name stands for them")


# (or to a page of the same site: a publication list's "[_Title_](2024-IEEESoftware)", its text kept, no address)
_INLINE_LINK = re.compile(r"(?<!!)\[(?P<shown>[^\[\]]{2,400})\]\((?P<url>https?://[^()\s]*(?:\([^()\s]*\)[^()\s]*)*"
                          r"|(?![a-z][a-z0-9+.\-]*:)[\w./#\-]{1,120})\)(?P<stop>\.)?")


_NAMES_COMMA_YEAR = re.compile(r"^(?P<names>[^()\d]{3,400}?),\s*(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\.\s+(?=[^\W\d_])")
# the label an annotated list puts before each entry, the entry's first family name and year and a topic
_TOPIC_LABEL = re.compile(r"^(?P<label>(?P<family>[A-Z][\w'’\-]+)[^()]{0,80}?\s*\((?:1[5-9]|20)\d\d[a-z]?\)\s*[—–-]\s*[^.]{2,120}?)"
                          r"\s+(?P=family),\s+[A-Z]\.")
# a whole reference as a Markdown link's text (Google Docs exported to Markdown, the citation manager's link kept:
# "[Smith C, Odd D, et al. Title. BMJ. 2020;370: m3249.](http://paperpile.com/b/npFJxx/e9Qc)")
_WHOLE_LINE_LINK = re.compile(r"^\s*\[(?P<shown>[^\[\]]{30,}(?:\[[^\[\]]*\][^\[\]]*)*)\]\((?P<url>[^()\s]+)\)\.?\s*$")
_MANAGER_LINK = re.compile(r"^https?://(?:www\.)?(?:paperpile\.com|zotero\.org|mendeley\.com|endnote\.com)/", re.I)


def _whole_line_link(text: str) -> str:
    """The reference a link around the whole line shows, the link's address after it (none when it points at
    the citation manager's own record); ``text`` itself when the link shows a title, not a reference."""
    whole = _WHOLE_LINE_LINK.match(text)
    if not whole or not re.search(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)", whole.group("shown")) \
            or len(re.findall(r"[.?!]\s", whole.group("shown") + " ")) < 2:
        return text
    url = "" if _MANAGER_LINK.match(whole.group("url")) else f" {whole.group('url')}"
    return whole.group("shown").strip() + url


# the editors' mark of English and German lists: "(eds.)", "(Hrsg.)", "(Hg.)"
_EDITORS_MARK = r"\((?:eds?|Hrsg|Hg)\.\)"


def _fielded_links(text: str) -> str:
    """A database's web export that links every field, the names one by one, with GB/T's type code (Wanfang: "[1][王鑫鹏]
    (…?q=…),[王晓强](…),等.[Title](…/periodical/…)[J].[Journal](…).2022,58(6)."), as the text it shows, the work's own page (an address with
    no search in it) after it; any other line as it is."""
    links = list(_INLINE_LINK.finditer(text))
    if len(links) < 2 or not _GBT_TYPE.search(text) \
            or not any(re.fullmatch(r"\s*[,，、;；.]?\s*", text[a.end():b.start()]) for a, b in zip(links, links[1:])):
        return text
    page = next((m.group("url") for m in links if "?" not in m.group("url")), "")

    def shown(match: re.Match) -> str:
        # a name's own comma ("[Wang, Wenling](…)", "[Youxin,Wang](…)") set apart from the commas between the names
        name = re.match(r"\s*[,，、]", text[match.end():]) or re.search(r"[,，、]\s*$", text[:match.start()])
        return (re.sub(r"\s*,\s*", ", ", match.group("shown")) if name else match.group("shown")) + (match.group("stop") or "")
    return _INLINE_LINK.sub(shown, text).rstrip() + (f" {page}" if page else "")


_TRAILING_LINKS = re.compile(r"(?:[\s,.;]*\[[^\[\]]{1,80}\]\((?:[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\))+[\s,.;]*$")


def _trailing_links(text: str) -> str:
    """A CV's or a group page's links after the reference ("… 2020. [10.1016/j.cma.2020.113391](https://doi.org/…),
    [Preprint](https://arxiv.org/…)", "[Link](…), [Demo](…)"): the DOI (or the first address) they give kept as an
    identifier, their labels no part of any field; a line that is all links, or a link that shows more than a label
    (a title), as it is."""
    tail = _TRAILING_LINKS.search(text)
    if not tail or len(text[:tail.start()].strip()) < 30:
        return text
    links = list(_INLINE_LINK.finditer(tail.group(0)))
    if not links or not all(re.match(r"10\.\d{4,9}/\S+$", m.group("shown").strip())
                            or titlefirst.LINK_LABEL.fullmatch(m.group("shown").strip()) for m in links):
        return text     # (a link that shows a title, "[Deep Learning](https://…)", is the title's)
    doi = next((m.group("shown").strip() if m.group("shown").strip().startswith("10.") else m.group("url")
                for m in links if m.group("shown").strip().startswith("10.") or "doi.org/10." in m.group("url")), "")
    kept = f"doi:{doi}" if doi.startswith("10.") else doi or links[0].group("url")
    return f"{text[:tail.start()].rstrip(' ,;')} {kept}"


def _inline_links(text: str) -> str:
    """A Markdown link inside the line (Google Scholar's titles copied with their links: "Jürries, Florian, et
    al. [Title](https://…). Journal 56.41 (2023): 415004.") as the text it shows, its address at the line's
    end; a link that opens the line is its own reader's ("[Title](https://…): a comment")."""
    urls: list[str] = []

    def one(match: re.Match) -> str:
        if not text[:match.start()].strip() or re.fullmatch(r"\W*(?:https?://|www\.)?[\w\-]+(?:\.[\w\-]+)+/\S*\W*", match.group("shown")):
            return match.group(0)       # (a link that shows an address: the readers of addresses take it)
        if match.group("url").startswith("http"):
            urls.append(match.group("url"))
        shown = re.sub(r"^([*_]{1,2})(?=\S)(.+?)(?<=\S)\1$", r"\2", match.group("shown"))     # "[_Title_](…)"
        stop = match.group("stop") or ""
        if shown.strip() == match.group("url"):
            return stop
        before = text[:match.start()]
        if not match.group("url").startswith("http"):
            return match.group("shown") + stop     # a page of the site: its text as written, italics and all
        if re.search(r"[.,]\s*$", before) and not re.search(r"\(\s*(?:1[6-9]|20)\d\d", before) \
                and re.match(r"\s+\S" if not stop else r"\s*\S", text[match.end():]) \
                and not re.search(r"[\"“”]", shown):
            # after the names and before the rest, with no year yet: MLA's title, its quotes the link took
            # ("Jürries, Florian, et al. "Title." Journal 56.41 (2023): 415004.")
            return f"“{shown.rstrip('.')}.” "
        return shown + stop
    read = _INLINE_LINK.sub(one, text)
    return read.rstrip() + "".join(f" {url}" for url in urls[:1]) if read != text else text


# IWA Publishing's style (Water Science & Technology, Journal of Water and Health): the year bare after the
# names, no parentheses, no period — "Abdalla, K. Z., & Hammam, G. 2014 Correlation between … Journal 13(1), 42-48."
_IWA_HEAD = re.compile(r"^(?P<names>(?:[^\W\d_][\w'’\-]*(?:\s[^\W\d_][\w'’\-]*)?,\s(?:[A-Z]\.\s?(?:-\s?[A-Z]\.\s?)?)+,?\s(?:(?:&|and)\s)?)+)"
                       r"(?P<year>(?:1[6-9]|20)\d\d[a-z]?)\s+(?=[A-Z\u00C0-\u00DE])")


def _iwa_year(text: str) -> str:
    """The names, then the year in APA's parentheses: "Hammam, G. 2014 Title." → "Hammam, G. (2014). Title."."""
    head = _IWA_HEAD.match(text)
    return f"{head.group('names').rstrip()} ({head.group('year')}). {text[head.end():]}" if head else text


def _birth_year_off(text: str) -> str:
    """"1434(明）林瀚撰.林文安集" — a writer's birth year before the dynasty mark opens some lists of classical
    Chinese works: it is no year of the work, and it hides the name."""
    return re.sub(r"^\s*(?:1[0-9]|[5-9])\d\d\s*(?=[(（\[［][\u4e00-\u9fff][)）\]］])", "", text)


def _turkish_numbers(text: str) -> str:
    """Turkish theses' "Dergisi, C. 9, S. 2, s. 120-135" (Cilt, Sayı, sayfa) as "vol. 9, no. 2, pp. 120-135" (only
    beside a "C." volume: German's "S. 5" is a page)."""
    # (its number closed by a comma: never an initial before a year or a title, "Smith, J. C. 2003.", "Sansing, C. 3 lessons")
    if not re.search(r",\s*C\.\s*\d{1,3}\s*,", text):
        return text
    text = re.sub(r"(?<=,)(\s*)C\.\s*(?=\d{1,3}\s*,)", r"\1vol. ", text)
    text = re.sub(r"(?<=,)(\s*)S\.\s*(?=\d{1,3}(?!\d))", r"\1no. ", text)
    return re.sub(r"(?<=,)(\s*)ss?\.\s*(?=\d)", r"\1pp. ", text)


def _roman_letters(text: str) -> str:
    """"Anagnostou E,KouziⅠ，Spengos K" — a converter's Roman numeral Ⅰ (U+2160…) for an initial "I", glued to the
    family name: the letter, after a space."""
    if not re.search(r"[\u2160-\u216f]", text):
        return text
    return re.sub(r"(?<=[a-z])([\u2160-\u216f])(?=\s*[,，.．])", lambda m: " " + unicodedata.normalize("NFKC", m.group(1)), text)


def _issue_mark_stop_off(text: str) -> str:
    """"Vol. 20 nº. 59" (ABNT typed by hand): the stop after the ordinal sign of "nº" / "n°" is no part of it; after
    an English "Vol." the issue's mark is read as the English one ("Vol. 20 no. 59")."""
    text = re.sub(r"(?<=\b[nN][º°])\.\s*(?=\d)", " ", text)
    return re.sub(r"(\b[Vv]ol\.\s*\d+,?\s+)[nN][º°]\s*(?=\d)", r"\1no. ", text)


def _translation_off(text: str) -> str:
    """A bilingual journal's entry with its English translation glued on ("…[J].电力系统自动化，2010，34(2)：10-14，
    23.WANG Chengshan，LI Peng．Development …[J].Automation of Electric Power Systems，2010，34(2)：10-14，23(in
    Chinese)."): the Chinese entry alone, to the stop after its last Chinese word."""
    if not re.search(r"\(in\s+Chinese\)\s*[.．]?\s*$", text, re.I):
        return text
    last = max((m.end() for m in re.finditer(r"[\u4e00-\u9fff]", text)), default=0)
    stop = re.compile(r"[.．。](?=\s*[A-Z])").search(text, last)
    return text[:stop.end()] if last and stop and re.search(r"[A-Za-z]{3}", text[stop.end():]) else text


def _kind_off(text: str) -> str:
    """"硕士论文：张三. 题名[D]…" / "期刊：…" / "图书：…" — the kind of work some reading notes write before a
    reference is no part of its names; written in words where GB/T's code stands, it is read as the code."""
    # (and the list's heading glued to its first entry: "参考文献：伏彦军.…"; a Markdown quote's ">" before a line)
    text = _notes_and_exports_off(re.sub(r"^\s*>+\s*(?=\S)", "", text))
    text = re.sub(r"^(\s*(?:[\[［]?\d{1,3}[\]］.．]?\s*)?)参考文献\s*[：:]\s*(?=\S)", r"\1", text)
    text = _translation_off(_turkish_numbers(_issue_mark_stop_off(_roman_letters(text))))
    # the pages a Scandinavian or Polish list ends with: "…, 20 (1), s. 54-72." as "…, 20 (1), pp. 54-72."
    # (after a volume or issue, or in a chapter "I: … red.": a book's "Oslo: Universitetsforlaget, s. 10-20" keeps its publisher)
    if re.search(r"(?:\d\)?,|\d\),)\s*s\.\s*\d+\s*[-–]\s*\d+\s*\.?\s*$|\b(?:I|In):\s", text):
        text = re.sub(r"(?<=[,)])\s*s\.\s*(?=\d+\s*[-–]\s*\d+\s*\.?\s*$)", " pp. ", text)
    # the writer's comment after the entry's last stop: "Oxford: Oxford University Press.  (I am relying on Chapters 5 and 6.)"
    # (no year in it: Nature's "Title. (Random House, 2006)." is the book's publisher and year)
    text = re.sub(r"(?<=[.?!])\s+\((?=[A-Z])(?=[^()]*\s\S+\s\S+\s)(?![^()]*(?<!\d)(?:1[5-9]|20)\d\d(?!\d))[^()]{10,200}\)\.?\s*$", "", text)
    # MLA 7's medium after the entry: "…, 2004. Print." / "…, n.d. Web. 26 Nov. 2014. <https://…>"
    text = re.sub(r"(?<=[.?!])\s+(?:Print|Web|CD-ROM|DVD|E-book|Kindle file)\.(?:\s+\d{1,2}\s+[A-Z][a-z]{2,4}\.?\s+\d{4}\.)?(?=\s*(?:<[^<>]+>\.?)?\s*$)",
                  "", text)
    text = re.sub(r"^\s*(?:硕士(?:学位)?论文|博士(?:学位)?论文|学位论文|期刊(?:论文)?|图书|专著|会议(?:论文)?|报纸|专利|标准|"
                  r"电子文献)\s*[：:]\s*(?=\S)", "", text)
    # "题名~[学位论文]. 北京：…" (BUPT's BibTeX style) is "[D]"; after a stop it stands where the place would
    # ("题名.[学位论文].山东大学：2012." is reflist_zh_nocode's)
    return re.sub(r"(?<=[^\s.．。])(\s*(?:~|\\,)?\s*)[\[［](?:(?:硕士|博士)?学位论文|(?:硕士|博士)论文)[\]］]", r"\1[D]", text)


def _notes_and_exports_off(text: str) -> str:
    """What a note-taker or an exporter puts in the line and is no part of the reference: a date before it, "(2022-6-5)
    Title. …", a link to one's own notes after it, "… (2021) [Notes](notes/berkel_2021.md)", RefWorks's reference type,
    "London: SAGE (Book, Whole).", "Title, (Generic).", "19(Journal Article)"."""
    text = re.sub(r"^\s*([*_]{0,2})\(\s*(?:19|20)\d\d-\d{1,2}-\d{1,2}\s*\)\1\s+(?=\S)", "", text)
    text = re.sub(r"\s*\[(?i:notes?|summary|review|slides)\]\((?!https?:)[^()\s]+\)\s*$", "", text)
    return re.sub(r"\s*,?\s*\((?:Book, (?:Whole|Section|Edited)|Generic|Journal Article|Web Page|Dissertation/Thesis|"
                  r"Conference Proceedings|Book Chapter|Magazine Article|Newspaper Article)\)", "", text)


# a Markdown link reference definition that holds the reference in its title, as an annotated reading list writes
# it: '[adams]: https://… "Adams, Douglas. 'Last Chance to See.' 1990. A romp …"' (or its second line alone, the
# label on the line before: 'https://… "Aggarwal, Sonia and …"')
# (never a footnote's "[^5]: [https://…](https://…)", a note that is a link)
_LINK_DEFINITION = re.compile(r"""^\s*(?:\[(?P<label>(?!\^)[^\[\]]{1,60})\]:\s*(?:<(?P<bracketed>[^<>\s]+)>|(?P<url>\S+))?|(?P<alone>https?://\S+))"""
                              r"""\s*(?:"(?P<title>[^"]*)"|'(?P<single>[^']*)'|\((?P<paren>[^()]*)\))\s*$""")


def _link_definition(text: str) -> str:
    """Such a definition as its reference and its address ("[12]: …" keeping its number); any other line as it is."""
    found = _LINK_DEFINITION.match(text)
    if not found:
        return text
    url = found.group("bracketed") or found.group("url") or found.group("alone") or ""
    held = next(g for g in (found.group("title"), found.group("single"), found.group("paren"), "") if g is not None)
    number = f"[{found.group('label')}] " if (found.group("label") or "").strip().isdigit() else ""
    return f"{number}{held.strip()} {url}".strip() if held.strip() else text


# MLA's or Chicago's title typed in straight single quotes after the names, its stop inside or right after
# them: "Adams, Douglas. 'Last Chance to See.' 1990." (a possessive's apostrophe inside; Harvard's "'Title'," stays)
_SINGLE_QUOTED = re.compile(r"(?<=\.\s)'(?=[A-Z0-9])(?P<title>(?:[^'\n]|'(?=[a-z]))+?)'(?=\.?(?:\s|$))")


def _single_quoted_title(text: str) -> str:
    """Such a title in double quotes, as the readers of quoted titles read them; a line with double quotes as it is."""
    return text if re.search(r"[“”\"]", text) else _SINGLE_QUOTED.sub(lambda m: f"“{m.group('title')}”", text, count=1)


def _table_cell(text: str) -> str:
    """A Markdown table row whose one cell holds the whole reference ("| 2 | メニエール病 | MD | 2015 | Name JA,
    et al. Title. *J Vestib Res*. 2015;25(1):1-7. |"): that cell; any other line as it is."""
    if not re.fullmatch(r"\s*\|.*\|.*", text):      # (a row's closing bar may be left out: "| [2] | Name, A. (2020) …")
        return text
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", text.strip())[1:]]
    cells = cells[:-1] if text.strip().endswith("|") else cells
    longest = max(cells, key=len, default="")
    if re.search(r"(?:1[89]|20)\d\d", longest) and len(re.findall(r"[.?!]\s+\S", longest)) >= 2:
        return longest
    return text


def _read_iso690(text: str, entry: BibEntry) -> bool:
    """ISO 690's readers, one after the other."""
    return iso690.parse_iso690(text, entry) or iso690.parse_humanities(text, entry) or capsnames.parse_caps_names(text, entry)


_ITALIC_BY = re.compile(r"^\*{1,2}(?=\S)([^*\n]{3,200}?)\s*\*{1,2}\s+((?:by|eds?\.?|edited\s+by)\s+[A-Za-z][\w'’.\-]+(?:\s+(?:[A-Za-z][\w'’.\-]+|&)){0,5}\.?)\s*$")


def _read_line(line: int, raw: str, file: str) -> BibEntry:
    # a line copied out of a PDF: read repaired (ligatures, widths, lost spaces, broken DOIs);
    # shown as written, but for the characters that are certainly the same (ligatures, widths)
    repaired, repairs = pdf.repair(raw)
    raw = pdf.shown(raw.strip()).replace(pdf.LINE_BREAK, "")
    # a letter and its combining accent as one ("Arnatkevic̆iūtė" → "Arnatkevičiūtė")
    # French typography's no-break and narrow no-break spaces (before ":" ";" and inside « ») are spaces
    prepared = _kind_off(_birth_year_off(_table_cell(titlefirst.table_row(_link_definition(markup.rst_and_heading_marks_off(re.sub(r"[\u00a0\u2007\u2009\u202f]", " ", unicodedata.normalize("NFC", repaired))))))))
    title_first = _names_after_title(prepared)
    number, key, text = (None, "", title_first) if title_first else _split_number(prepared)
    if number is not None:      # a dash after the number: "[1] - Aalst: Title", "[2] – Wireshark – …"
        text = re.sub(r"^\s*[-–—]\s+(?=\S)", "", text)
    text = _whole_line_link(text) if not key else text
    topic = _TOPIC_LABEL.match(text) if not key else None
    if topic:   # an annotated list's label before the entry: "Baldick (2015) — Definition of Tone Baldick, C. (2015). …"
        text = text[topic.end("label"):].lstrip()
    linked = text if not key else ""      # a Markdown link's text and target, read before the URL is taken out
    if key and bibinfo.has_fields(text):     # apsrev / makebst .bbl: the fields are named
        entry = BibEntry(key=key, number=number, raw=raw.strip(), origin="document", file=file, line=line)
        entry.notes = []
        bibinfo.read(unicodedata.normalize("NFC", raw.strip()), entry)
        return _finish(entry, "bibinfo")
    if key and snjnl.has_fields(text):     # Springer Nature's sn-jnl / VTeX .bbl: \begin{barticle} \bauthor{\bsnm …}
        entry = BibEntry(key=key, number=number, raw=raw.strip(), origin="document", file=file, line=line)
        entry.notes = []
        snjnl.read(unicodedata.normalize("NFC", raw.strip()), entry)
        return _finish(entry, "snjnl")
    abnt = abntbbl.body(text) if key else None     # abntex2's item: an ABNT line after its citation label
    if abnt is not None:
        text = abnt
    plain = not key or abnt is not None             # a line as typed, not a BibTeX style's item
    # a \bibitem typed by hand (no \newblock, no style's macros): read as a line is typed too
    plain = plain or bool(key) and not re.search(r"\\newblock|\\BIBentry|\\bibinfo|\\bibnamefont|\\Bib[A-Z]", raw)
    item_latex = text if key else ""
    elsnum_unsure, elsnum_plain = False, ""
    if key or _BIBITEM.match(raw):
        elsnum_plain = bibitem_text(text, elsarticle=False)
        elsnum_unsure = elsnum.title_unsure(elsnum_plain)
        text = bibitem_text(text)
    else:   # Markdown emphasis in a list written in Markdown: "*Hypatia* 1, no. 4"
        # a whole entry set in italics but its link ("_Google. \\(2018\\). Drive. Geraadpleegd …, van_ [_https://…_](…)"):
        # no title's italics
        text = re.sub(r"^([*_])(?=\S)([^*_]{20,}?\.\s[^*_]*?)(?<=\S)\1(?=\s*(?:\[|$))", r"\2", text)
        # a link in square brackets of the text's ("Récupéré de \\[[https://…](https://…)\\]"): the link alone
        text = re.sub(r"\\?\[(\[[^\[\]]+\]\([^()\s]+\))\\?\]", r"\1", text)
        # a link that shows its own address with Markdown's escapes in it ("[…Post\\_Industrial…](…Post_Industrial…)")
        text = re.sub(r"\[(https?://[^\s\]]+)\]\((https?://[^()\s]+)\)",
                      lambda m: m.group(2) if m.group(1).replace("\\", "") == m.group(2) else m.group(0), text)
        # a link that shows its own address in italics: "[_https://…/r1_](https://…/r1)", as one that shows it plainly
        text = re.sub(r"\[([*_]{1,2})(https?://[^\s\]]+?)\1\]\(\2\)", r"[\2](\2)", text)
        text = re.sub(r"(?<![\w_])__(?=\S)([^_\n]+?)(?<=\S)__(?![\w_])", r"**\1**", text)     # "__Title__" is "**Title**"
        text = _inline_links(latex_emphasis_as_markdown(titlefirst.link_labels(text)))     # "… et al. [[pdf]](http://…)"
        # a site as the author, its page's title in italics, no date: "DB-Engines.com: *DB-Engines Ranking*. Online unter: …"
        # read as APA's undated form "DB-Engines.com. (n.d.). *DB-Engines Ranking*."
        if not re.search(r"\((?:1[5-9]|20)\d\d", text):
            text = re.sub(r"^([A-Za-z][\w\-]*(?:\.[\w\-]+)*\.(?:com|org|net|edu|gov|io|info|de|at|ch|fr|nl|uk))\s*:\s+(?=[*_]\S)",
                          r"\1. (n.d.). ", text)
        # a reading list's "*The Civil Wars* by Julius Caesar": the italics are the title, read as a quoted one
        # (its author before it, as a line that names its author first: "Livius. “The Early Annals.”"; an editor is no author)
        text = _ITALIC_BY.sub(lambda m: f"“{m.group(1)}” {m.group(2)}" if not m.group(2).startswith("by ")
                              else f"{m.group(2)[3:].rstrip('.')}. “{m.group(1)}.”", text)
        text = _iwa_year(text)
        text = frpress.underscore_italics(text)           # "_Le Matin_" is "*Le Matin*"
        if re.search(r"\bISBN\b", text):     # a book's edition between its title and its publisher: "Title. 2. Aufl. Springer. 2010."
            text = re.sub(r"(?<=[.,])\s+\d{1,2}\.\s*Aufl(?:age)?\.?,?(?=\s+[^\W\d_])", "", text)
        # the editors' mark between the names and the year: "Andreas Braune (ed.) (2017): *Title*"
        text = re.sub(rf"\s*{_EDITORS_MARK}(?=\s*\((?:1[5-9]|20)\d\d[a-z]?\):)", "", text, count=1)
        # German humanities' colon after the year, the title in italics: "Bernard Williams (2023): *Plato. The Invention
        # of Philosophy*, London: …" read as APA's "(2023). *Title*. London: …" (the italics bound the title)
        # (a volume after the title as APA writes it: "*Title*, vol. 3, Pfullingen: Neske" → "*Title* (Vol. 3). Pfullingen: …")
        text = re.sub(r"(\((?:1[5-9]|20)\d\d[a-z]?\)):\s+(\*{1,2})(?=\S)([^*\n]+?)(?<=\S)\2\s*[,.](?:\s*(?:vol\.|Bd\.)\s*(\d+)\s*[,.])?",
                      lambda m: f"{m.group(1)}. {m.group(2)}{m.group(3)}{m.group(2)}" + (f" (Vol. {m.group(4)})." if m.group(4) else "."),
                      text, count=1)
        # Markdown's escaped punctuation (pandoc writes it): "\\[PhD dissertation\\]", "\\(2018\\)", "Nr. 5\\."
        text = re.sub(r"\\([\[\]().#!+])", r"\1", text)
        # a title in italics right after the year or the editors ("Day T (2018) *Success in writing*,
        # 2nd edn, Palgrave" / "in Kolb RW (ed), *The SAGE encyclopedia*, SAGE"): its ends are the title's
        # (not a Vancouver source, "In: Kolb RW (eds), *Book*, Series. Place: Publisher", "(eds) *Book*. Place",
        # nor a book after the editors in a line without "(year)": AOSIS's "…, 2015, *Title*, in A. Bo (eds), *Book*, …")
        # (after APA's "(2024b)." too when the title holds a sentence's end: "(2024b). *Vorräte am 30. Juni 2024*. Publisher.")
        text = re.sub(r"(\((?:(?:19|20)\d\d[a-z]?|n\.d\.|(?P<eds>eds?|editors?))\.?\)(?P<stop>\.)?,?\s+)\*{1,2}(?=\S)([^*\n]+?)(?<=\S)\*{1,2}"
                      r"(?=(?P<end>[,.])|\s\[|\s\((?:No\.|Report|Rep\.|Technical|Working|\d{1,2}(?:st|nd|rd|th)\s+ed))",
                      lambda m: m.group(0) if m.group("eds") and (m.group("end") == "." or re.search(r"\bIn:\s", text[:m.start()])
                                                       or not re.search(r"\((?:19|20)\d\d[a-z]?\)", text))
                      or m.group("stop") and (m.group("eds") or not re.search(r"[.?!]\s", m.group(4))) else f"{m.group(1)}“{m.group(4)}”",
                      text, count=2)
        # a report's number after its title (APA: "*Title* (Report No. 2/99). Place"): no part of any field
        text = re.sub(r"(?<=”)\s\((?:(?:Technical\s+|Working\s+)?(?:Report|Paper)\s+)?No\.\s*[^()]{1,20}\)", "", text, count=1)
        # Harvard's journal in italics after the article title: "'Title', *Journal of Arts, Law, and Society*, 51(6)"
        # (after "(year)"; AOSIS's "Name, 1990, 'Title', *Journal*, 215(3)" is read as its plain text)
        if re.search(r"\((?:19|20)\d\d[a-z]?\)", text):
            text = re.sub(r"((?<=\w)['’],\s+)\*{1,2}(?=\S)([^*\n]+?)(?<=\S)\*{1,2}(?=,)", r"\1“\2”", text, count=1)
        # a comma inside the italics is the title's or the venue's ("*Spiking Neuron Models: Single
        # Neurons, Populations, Plasticity*"), never a field's end: kept apart until the fields are read
        # (italics that open the line hold the names, "*Doll R, Hill AB.* Title": their commas part them)
        text = re.sub(r"(?<![\w*])\*{1,2}(?=\S)([^*\n]+?)(?<=\S)\*{1,2}(?![\w*])",
                      lambda m: m.group(1) if not text[:m.start()].strip(" .[]0123456789") else italic_commas(m.group(1)),
                      text)
    text = _reversed_quotes(_single_quoted_title(text))
    # German author-date: "Brewer, Eric (2000): „Title“, in: Book …" read as its APA form "(2000). “Title”. In: …"
    # (a journal with its volume and issue after "in:" is the article's: "in: Zeitschrift für Soziologie 29(1), S. 3-20")
    # (its quotes also »…« and «…»: "Jan Tønnesvang (2024): »Meaning and Needs«, *Journal* 45 (3), 316–332.")
    text = re.sub(r"(\((?:1[5-9]|20)\d\d[a-z]?\)):\s+(?:„([^„“”]{3,300})[“”]|»([^»«]{3,300})«|«([^»«]{3,300})»)\s*[.,]?"
                  r"(\s+in:(?P<journal>\s+[^,():]+\s\d+\s*\(\d+\))?)?",
                  lambda m: f"{m.group(1)}. “{m.group(2) or m.group(3) or m.group(4)}”." + (
                      m.group("journal") if m.group("journal") else " In:" if m.group(5) else ""), text, count=1)
    # its chapter in an edited book, "in: Eds (eds.): Book, Place: Publisher, 41–59.", as APA's "In Eds (Eds.), Book (pp. 41–59).
    # Publisher."
    # (editors given first, "Anna Meier and Bernd Schulz"; "Meier, Anna/Schulz, Bernd" is left as written)
    text = re.sub(r"(?:“(?P<title>[^“”]{3,300})”\.|(?<=[.”]))\s+In:\s+(?P<eds>[^:(),/]{3,200}?)\s*" + _EDITORS_MARK + r":\s*(?P<book>[^,:]{3,300}?),\s*"
                  r"(?:(?:vol\.|Bd\.)\s*(?P<volume>\d+),\s*)?(?P<place>[^:,]{2,60}):\s*(?P<pub>[^,:]{2,80}),\s*(?:S\.\s*)?"
                  r"(?P<pages>\d+\s*[-–]\s*\d+)\.?\s*$",
                  lambda m: (f"{m.group('title').rstrip('.')}." if m.group("title") else "")      # (its title unquoted: APA's)
                  + f" In {m.group('eds')} ({'Eds.' if re.search(r' (?:and|und|&) ', m.group('eds')) else 'Ed.'}), {m.group('book')} ("
                            + (f"Vol. {m.group('volume')}, " if m.group("volume") else "") + f"pp. {m.group('pages')}). {m.group('pub')}.",
                  text, count=1)
    # Word's smart quotes turn a quote typed after ")" into a closing one: '(April 22, 2007) ”Title”.'
    text = re.sub(r"(?<=\)\s)”(?=[^\W\d_][^“”]*”)", "“", text)
    same = dashed_authors(text)       # "------, ``Title,''" / "———. (2020).": the authors before
    text = same or text
    # a sentence end written without its space ("…label propagation.Pittsburgh: …", "Hare.The Reality"):
    # a period between a lower-case word and a capitalised one, not inside a name ("PlayStation.Blog")
    if not re.search(r"[“\"'‘]", text):
        # (and after an initial or "et al" before the title: "NAKAMOTO S.Bitcoin: a …", "ZHOU Y，et al.Peer-to-peer …")
        # (and before a venue that opens with an acronym: "…and Clustering.IEEE Computer Society Conference")
        # (a hyphenated given name in pinyin, Vancouver's initials, et al. before a title opening with a figure:
        # "Bai Zhong-yu.Optimal …", "Schuknecht HF.Cupulolithiasis[J]", "Fedorov A，…，et al．3D Slicer …")
        text = re.sub(r"(?<=[a-z]{3})\.(?=[A-Z][a-z]{2,}[\s:,]|\d+(?:st|nd|rd|th)\s|[A-Z]{2,}\s+[A-Z][a-z]{2,})"
                      r"|(?<=-[a-z]{2})\.(?=[A-Z][a-z]{2,}\s)"
                      r"|(?<=\s[A-Z])\.(?=[A-Z][a-z]{2,}[\s:])|(?<=\s[A-Z]{2})\.(?=[A-Z][a-z]{2,}[\s:\[])"
                      r"|(?<=\bet al)[.．](?=[A-Z][a-z]|\d[A-Z])", ". ", text)
    if re.search(r"&(?:amp|lt|gt|quot|#\d+);", text):    # a list copied from a web page: "Sensors &amp; Actuators"
        text = html.unescape(text)
    # a space before each comma and after the last initial, as some scholar exports write the
    # author list: "Ghissoni, S. ,  Costa, E. , &  Reis, R. . (2011)"
    text = re.sub(r"(?<=[^\W\d_]\.)\s+\.(?=\s+[(\[])", "", re.sub(r"(?<=[\w.])\s+,(?=\s)", ",", text))
    text, ids = _take_identifiers(text)
    text = re.sub(r"\bet[.,]\s?al\b\.?", "et al.", text)      # "Krizhevsky A, et. al. Title": typed with a period (or a comma) after "et"
    # biophysj.bst / Ecology-like names before a comma and the year: "Wilkie, G. S., and I. Davis, 2001. Title." is
    # read as its form with a full stop, "Wilkie, G. S., and I. Davis. 2001. Title."
    dated = _NAMES_COMMA_YEAR.match(text)
    if dated and parts.inverted_then_initials(dated.group("names")):
        text = f"{dated.group('names').rstrip('.')}. {dated.group('year')}. {text[dated.end():]}"
    # EndNote's reference type left after the title by a style that prints it: "“Title.” Journal Article. Journal 26: 1."
    text = re.sub(r"(?<=[.”\"]) (?:Journal Article|Book Section|Conference Paper|Conference Proceedings|Electronic Article|"
                  r"Magazine Article|Newspaper Article)\. (?=\S)", " ", text)
    text = unstop_family_names(parts.spelled_numbers(terms.name_joiners(text)))
    entry = BibEntry(key=key, number=number, raw=raw.strip(), origin="document", file=file,
                     line=line, **ids)
    entry.notes = []
    for fields, why in repairs:
        mark_guessed(entry, fields, why)
    block_gbt = bool(_GBT_TYPE.search(text))
    block = _first_block(raw) if not block_gbt else ""    # GB/T's type code says more
    # Eurographics (eg-alpha) and DIN 1505 .bbl items: small-caps names, then the blocks
    # Wanfang's export, read as written: "张三,李四.Title[J].期刊.2020,(5).9-11."
    # (as written: it is told by its spacing, which a PDF's repairs and the readying above change)
    written = _split_number(unicodedata.normalize("NFC", raw))[2] if not key else ""
    mended, lost = gbt.lost_dash(_take_identifiers(written)[0].strip()) if block_gbt and written else ("", "")
    wf = block_gbt and bool(written) and wanfang.parse(mended, entry, _GBT_TYPE, GBT_TYPES)
    if wf and lost:
        mark_guessed(entry, ["pages"], f"'{lost}' read as a page range, its dash lost")
    # a reading list's names in bold, then the title: "**Sharon** et **Gellert**. Title"
    bold = not wf and written.startswith("**") and boldnames.parse(written, entry)
    eg = not wf and not bold and bool(item_latex) and abnt is None and egbbl.parse(raw, item_latex, entry)
    din = eg or bool(item_latex) and abnt is None and dinbbl.parse(raw, item_latex, entry)
    gost_bbl = bool(item_latex) and bool(re.search(r"\\BibDash|~//|\\selectlanguageifdefined", raw))     # a GOST style's .bbl item
    manual = not din and bool(item_latex) and abnt is None and not gost_bbl and bblmanual.parse(item_latex, entry)
    manual = manual or not din and bool(item_latex) and abnt is None and not gost_bbl and markup_names.parse(item_latex, entry)
    ams = not (din or manual) and bool(item_latex) and abnt is None and amsbbl.parse(item_latex, entry)
    if wf:
        style = "gbt7714"
    elif bold:
        style = "bold_names"
    elif eg:
        style = "eg_bbl"        # "\\textsc{Blinn J.~F.}: \\newblock Title. \\newblock \\emph{Journal 11}, 2 (1977), …"
    elif din:
        style = "iso690"        # DIN 1505 .bbl (alphadin…): "\\textsc{Family}, G.: \\newblock Title. \\newblock In: …"
    elif manual:
        style = "ieee"          # IEEEtran: "{Acme Devices, Inc.}, \\emph{Guide}, Acme Devices, Inc., 2021, tersedia: \\url{…}"
    elif ams:
        style = "amsplain"      # amsplain / amsalpha: "A.~Name and B.~Name, \\emph{Title}, Journal \\textbf{12} (2001), 1--9."
    elif title_first and styles.parse_ieee(text, entry):
        style = "ieee"          # "[Owen et al., 2010] Title (N. Owen, G. N. Healy …). Journal, 38(3), 2010."
    elif linked and parse_markdown_link(linked, entry):
        style = "markdown_link"     # "[Title](https://…): a comment"
    elif block and heads.parse_names_block(block, text, entry):
        style = "full_names"
    elif not block_gbt and plain and semicolons.parse_semicolon_parts(text, entry):
        style = "semicolon_parts"   # a reading list's "Title; Family, Given and Family, Given; 2022; https://…"
    elif not block_gbt and yearcomma.parse_colon_titled(text, entry):
        style = "year_comma"        # seg.bst: "Bott, M., 1967, Title: Geophysical Journal International, 13, 313–323."
    elif not block_gbt and colonhead.parse_colon_head(text, entry):
        style = "colon_head"        # Copernicus, whole: "Gopala, V. R. and van Wachem, B. G.: Title, Chem. Eng. J., 141, 204–221, 2008."
    elif not block_gbt and parse_econometrica(text, entry):
        style = "econometrica"      # "Aghion, P. and P. Howitt (1992): “Title,” Econometrica, 60, 323–351."
    elif not block_gbt and plain and parse_french_dashes(text, entry):
        style = "iso690"        # "NOM \\(Prénom\\). - _Titre_. - Lieu : Éditeur, année."
    elif not block_gbt and plain and parse_french_glued(text, entry):
        style = "iso690"        # "NOM Prénom,Titre, Éditeur, année" (a PDF lost the space)
    elif not block_gbt and plain and word_iso690.parse_word_named(text, entry):
        style = "iso690"        # Word's ISO 690 first element / SIST02: "BECKER, Gary S. 1968. Title. Journal. 1968, Vol. 76, 2, pp. 1-9."
    elif not block_gbt and plain and capsnames.with_commas(text) and _read_iso690(capsnames.with_commas(text), entry):
        style = "iso690"        # French ISO 690 without the comma: "FOUCAULT Michel. Titre. Paris : Gallimard, 1966."
    elif not block_gbt and plain and (iso690.parse_iso690(text, entry) or iso690.parse_humanities(text, entry)):
        style = "iso690"        # DIN 1505-2, AFNOR, UNE, ABNT: "FAMILY, Given. Title. Source." with its own words
    elif not block_gbt and plain and (cjk_heads.parse_colon_quoted(text, entry) or cjk_heads.parse_marks_dash(text, entry)):
        style = "cjk_head"      # a Japanese thesis: "森昭雄 : “題名”，NHK出版，2002."; "《题名》——作者"
    elif not block_gbt and plain and german.parse_german_humanities(text, entry):
        style = "iso690"        # German humanities: "Family, Given: Title. Place: Publisher Year."
    elif not block_gbt and plain and german.parse_given_first_edition(text, entry):
        style = "iso690"        # "Josh Clark: Title, 1. Auflage, O'Reilly 2010"
    elif not block_gbt and plain and parse_mathnet(text, entry):
        style = "gost"          # "Магомедов К.М., Холодов А.С. Title, Journal, 9:2 (1969), 373–386." / "… — М. : Наука, 1970"
    elif not block_gbt and (plain or gost_bbl) and gost.parse_gost(text, entry):
        style = "gost"          # GOST 7.1: "Иванов И. И. Название // Журнал. – 2010. – Т. 5, № 2. – С. 10–20."
    elif not block_gbt and plain and abntorg.parse_abnt_org(text, entry):
        style = "iso690"        # ABNT typed by hand: "SciELO. Título. SciELO, 2019. Disponível em: …"
    elif not block_gbt and plain and capsnames.parse_caps_names(text, entry):
        style = "iso690"
    else:        # an author–date line of another language read with the English words (reflist_terms)
        localized = terms.localize(text)
        style = _parse_styled(localized, entry)
        if style and localized != text:      # a field holds the writer's words, not the English marks read
            entry.authors = [terms.own_words(a, text) for a in entry.authors]
            for field in ("title", "journal", "publisher", "volume", "issue", "pages"):
                setattr(entry, field, terms.own_words(getattr(entry, field) or "", text) or getattr(entry, field))
    if not style and item_latex and heads.parse_blocks(item_latex, bibitem_text, _generic_authors, entry):
        style = "plain_blocks"      # BibTeX's \newblock parts the names, the title and the venue, whatever the names look like
    if not style:
        _parse_generic(text, entry)
    if style in ("apa", "harvard"):
        library_page(entry)     # "Title - IEEE Conference Publication. [online] Ieeexplore.ieee.org."
    if style == "apa":
        apa.source_kind(raw, entry)
        if not key:
            _apa_italics(raw, entry)
    din = din or manual or ams or (gost_bbl and style == "gost")      # an item read whole: the .bbl refiners below leave it alone
    if same and entry.authors[1:] and entry.authors[0] == "A. Sameauthors":
        # AMS "——, K. Obi, and P. Ng, 2017: Title.": the dash is the first author only, the others named
        entry.authors = entry.authors[1:]
        mark_guessed(entry, "authors", "the first author is written as a dash (the same as the line before's)")
    elif same:
        entry.authors, entry.notes = [], [*entry.notes, SAME_AUTHORS_NOTE]
    if abnt is not None:
        abntbbl.refine(abnt, entry)
    elif key and not din and not block_gbt and newblock.names_and_book(unicodedata.normalize("NFC", raw.strip()), entry):
        style = "ieee"          # "P.~Crane, {\\em Title}. \\newblock Place: Publisher, 1997."
    elif key and not din and not block_gbt and style != "acm_bst" and ("\\newblock" in raw or not entry.authors):
        # a classic BibTeX .bbl item: its blocks say where fields end
        newblock.refine(unicodedata.normalize("NFC", raw.strip()), entry)
    if key and not din and not block_gbt and abnt is None and "\\newblock" in raw:
        aaaibbl.refine(unicodedata.normalize("NFC", raw.strip()), entry)     # aaai.bst: "\newblock 2012. \newblock Title. …"
        vancbbl.refine(unicodedata.normalize("NFC", raw.strip()), entry)     # PLOS / eLife: "\newblock Journal. 2008;12(3):4--9."
    # (an item the physics reader read whole, "R.~Dingle, W.~Wiegmann e C.~H. Henry, \textsl{Title}, Phys. Rev. Lett.
    # \textbf{33}, 827 (1974).", is left as read)
    whole = style == "physics" and bool(entry.title and entry.journal and entry.volume)
    # (the title an item sets in italics is bounded by them: "J. Eggers, {\em Title}, J. Fluid Mech. {\bf 672}, 1 (2011).")
    if elsnum_plain and not din and not whole and style != "italic_title":     # elsarticle-num: the year, an "in:" item's book and publisher
        elsnum.refine(elsnum_plain, entry)
    if key and not din and "\\href" in item_latex:
        elsnum.linked_title(unicodedata.normalize("NFC", item_latex), entry)
    if elsnum_unsure:      # elsarticle-num: title and journal parted only by a comma the title also holds
        mark_guessed(entry, ("title", "journal"), "the title holds a comma: where it ends and the journal begins is a guess")
    if key and "``" in raw:
        newblock.quoted_container(raw, entry)
        newblock.dated_venue(raw, entry)
    if key and abnt is None and not din and newblock.family_first(unicodedata.normalize("NFC", raw), entry):
        mark_guessed(entry, "authors", "a family name of two words after the initials, read whole")
    if key and abnt is None and not din and achemsobbl.refine(unicodedata.normalize("NFC", item_latex), entry):
        style = "acs"           # "Witt,~R.~K.; Kemp,~J.~D. \emph{J. Am. Chem. Soc.} \textbf{1937}, \emph{59}, 273--276"
    if key and abnt is None and not din and "\\newblock" in raw:
        chicagobst.refine(unicodedata.normalize("NFC", raw.strip()), entry)   # "Alsan, M., M.~Durvasula, and H.~Williams (2024)."
        natbiblabel.refine(unicodedata.normalize("NFC", raw.strip()), entry)  # "{World Health Organization}. \\newblock …"
    if key:     # the family names the citation label spells out stand where the text's reading disagrees
        bbllabel.refine(unicodedata.normalize("NFC", raw.strip()), entry)
    return _finish(entry, style)


# a translated book's author in Chinese lists: "(德)Christian Bauer著", "(美) David Gourley 著", "Vadim Tkachenko著"
_NATIONALITY = re.compile(r"^[(（\[［][\u4e00-\u9fff]{1,3}[)）\]］]\s*")
_WROTE = re.compile(r"(?<=[^\W\d_])\s*(?:编?著|主编)$")
# a Chinese name's role word (GB/T leaves it out): "徐𤊹撰", "沈文倬校注", "陈心榕标点", "吴格审定" — two characters kept before it
_ROLE = re.compile(r"(?<=[^\W\d_a-zA-Z]{2})(?:撰|编|校注|校点|点校|标点|审定|辑|纂|整理|注|译)$"
                   r"|^(?:主编|编著)(?=[\u4e00-\u9fff]{2,4}$)")       # (before the name too: "主编康晓东")
# the edition of a classical Chinese work after its title: "竹窗杂录：明刊本", "红雨楼集：手稿本"
_EDITION_NOTE = re.compile(r"\s*[：:]\s*[明清宋元]?(?:刊本|刻本|手稿本|稿本|抄本|钞本)$")
_PRESS = re.compile(r"(?:^|[\s.,，:：;；])(?P<press>[\u4e00-\u9fff]{2,20}出版社)\s*[,，.]?\s*(?:19|20)\d\d")


def _first_block(raw: str) -> str:
    """The text of a \\bibitem's first block (before its first \\newblock: the authors in
    BibTeX's styles); "" for a line of another kind."""
    head = raw.strip().split("\\newblock", 1)[0]
    item = _BIBITEM.match(head)
    if not item or "\\newblock" not in raw:
        return ""
    return _split_number(bibitem_text(head[item.end():]))[2].strip()


def _one_italic_block(raw: str, venue: str) -> bool:
    """``venue`` is all one italic block of a .bbl item ("{\\em Generation, Transmission Distribution,
    IET}, 6(7):605--611"): IEEE Xplore's inverted journal name, its last word no publisher."""
    blocks = re.findall(r"\{\\(?:em|it)\s+([^{}]+)\}|\\(?:emph|textit)\{([^{}]+)\}", raw)
    return any(clean_space(a or b).strip(" .,") == venue.strip(" .,") for a, b in blocks)


def _volume_follows(raw: str, venue: str) -> bool:
    """``venue`` is followed by a journal's volume ("Signal Processing Magazine, IEEE, 19(4):68–78" /
    "…, IEEE, vol. 19, no. 4"): IEEE Xplore's inverted journal name, its last word no publisher (a
    publisher never comes before the volume; GB/T's "IEEE, 2015: 48-53" is the year and pages)."""
    return bool(re.search(re.escape(venue.strip(" .,")) + r"\s*,\s*(?:\d+\s*\(\s*[\w/\-–]+\s*\)\s*:|(?!(?:19|20)\d\d\b)\d+\s*:\s*\d|[Vv]ol\.\s*\d)", raw))


_SCHOLAR_PUBLISHER = re.compile(
    r"^(?P<venue>[^,]{4,}?),\s*(?P<publisher>Elsevier(?:\s+(?:BV|B\.V\.|Ltd|Inc\.?))?|Springer(?:\s+(?:Nature|Verlag|US|International\s+Publishing))?|"
    r"Wiley(?:\s+Online\s+Library|-Blackwell)?|Taylor\s*&\s*Francis|SAGE\s+Publications(?:\s+Sage\s+CA:\s*Los\s+Angeles,\s*CA)?|"
    r"MDPI|Nature\s+Publishing\s+Group|Frontiers(?:\s+Media\s+SA)?|Public\s+Library\s+of\s+Science(?:\s+San\s+Francisco,\s*CA\s+USA)?|"
    r"BioMed\s+Central|De\s+Gruyter|Emerald(?:\s+Group\s+Publishing(?:\s+Limited)?)?|Oxford\s+University\s+Press|"
    r"Cambridge\s+University\s+Press|American\s+Physical\s+Society|IOP\s+Publishing)$")


# a proceedings paper exported without its venue (NoteExpress): "Title, 2014, 580～587" / "Title: IEEE, 2013, 6645～6649"
_TITLE_YEAR_PAGES = re.compile(r"(?:\s*:\s*(?P<publisher>[A-Z][A-Za-z&.\s]{1,40}?))?,\s*(?P<year>(?:19|20)\d\d)\s*,\s*"
                               r"(?P<pages>\d+\s*[~～\-–]\s*\d+)\s*\.?$")


def _finish(entry: BibEntry, style: str) -> BibEntry:
    tail = None if entry.year or entry.journal else _TITLE_YEAR_PAGES.search(entry.title)
    if tail:
        entry.title, entry.pages = entry.title[:tail.start()], parts.normalize_pages(tail.group("pages"))
        entry.publisher, entry.entry_type = (tail.group("publisher") or "").strip(), "inproceedings"
        entry.year, entry.year_suffix = split_year(tail.group("year"))
    tidy_fields(entry, style)
    _bold_volume(entry)
    if re.search(r"\bISBN\b", entry.raw) and entry.journal and not (entry.publisher or entry.volume or entry.issue or entry.pages) \
            and re.fullmatch(r"[^\W\d_][\w.&'’\- ]{1,40}", entry.journal) and entry.entry_type not in ("inproceedings", "incollection") \
            and not re.search(r"\bIn:?\s|Proceedings|Conference|\b[Ee]ditors?\b|\([Ee]ds?\.\)", entry.raw):
        # a book's line ("Uwe Schöning. Logik für Informatiker. Spektrum, 2000. ISBN …"): the name after the title is its publisher
        entry.publisher, entry.journal, entry.entry_type = entry.journal, "", "book"
    if style in ("iso690", ""):
        abnt_emphasis.refine(entry)     # ABNT's highlighted title right after the names: "FAMILY, G. **Título. Sub**. Editora, 2020."
    asa.refine(entry)       # ASA's chapter: "“Title.” Pp. 1–22 in Book, edited by T. Honderich. London: Routledge."
    frpress.cairn_numbering(entry)      # "Revue 2011/2 (N° 164)": the year and the issue after the name
    frpress.press_tail(entry)           # "_Le Matin_, 17 décembre 2006": the paper's name, then its date
    mdpi_parts.refine(entry)            # MDPI's "In Book; Eds.; Publisher: Place, Year; pp." and kin
    vanc_meeting.refine(entry)          # NLM's "In: Meeting. IEEE; 2021. p. 1–5." / "Paper presented at: Meeting; 2023; Place."
    pageyear.check(entry)       # a year is never one of the page range's numbers
    # the dash that parts author, title and source in older French and German lists: "(2004) – Titre. – Revue"
    # (a hyphen typed for it too: "Carl Rogers (1961) - A teoria e a prática …")
    entry.title = re.sub(r"^(?:[–—]|-(?=\s+[^\W\d_]))\s+", "", clean_space(heads.strip_medium(entry.title)))
    entry.journal = re.sub(r"^[–—]\s+", "", entry.journal)
    # Markdown's underscores left around a whole venue: "_The Journal of Economic Inequality_ 23 (3), 667–693"
    entry.journal = re.sub(r"^_(?=\S)([^_]+)(?<=\S)_$", r"\1", entry.journal)
    # Zotero's Harvard puts an article's editor after the journal: "PloS one. Edited by T.E. Dorner, 10(2)"
    entry.journal = re.sub(r"\.\s+Edited by\s+[^,.]+(?:\.[^,.]+)*$", "", entry.journal)
    if entry.year:      # Nature's "Nat Med (2025)", a list's "Obesity Science and Practice (2026)": the year, no part of it
        entry.journal = re.sub(rf"(?<=\S)\s*\({entry.year}\)$", "", entry.journal)
    entry.title = re.sub(r"^[“‘](?=[^”’]*$)", "", entry.title)    # a quote opened and never closed
    entry.authors = typed_names([_ROLE.sub("", _WROTE.sub("", _NATIONALITY.sub("", a)).strip()) for a in entry.authors])
    entry.title = _EDITION_NOTE.sub("", entry.title)
    # ACM's older capitals, "HAN, S., JUNG, J., AND WETHERALL, D.": the capital "AND" is no part of the last name
    entry.authors = [re.sub(r"^AND\s+(?=[A-Z][A-Z'’\-]+,)", "", a) for a in entry.authors]
    if entry.authors[1:] and re.fullmatch(r"(?i)eds?|editors?|hrsg|\(eds?\)", entry.authors[-1].strip(" .")):
        entry.authors = entry.authors[:-1]      # "Ash, E., and Paige, E., Eds.": the role after the names, no name
    if entry.authors[1:] and re.fullmatch(r"(?:and\s+)?\d{1,4}\s+others?", entry.authors[-1].strip(" .")):
        # acl_natbib's cut list, "Jianping Yao and 1 others": the others are the list's truncation, no name
        entry.authors, entry.authors_truncated = entry.authors[:-1], True
    trailing = re.match(rf"^(?P<venue>.{{4,}}?)\s*[.,]\s*(?P<publisher>{styles._PUBLISHER_ACRONYM.pattern})$", entry.journal)
    if trailing and not entry.publisher and (re.search(r",\s*\S+$", entry.journal) or len(trailing.group("venue").split()) >= 4) \
            and not _one_italic_block(entry.raw, entry.journal) and not _volume_follows(entry.raw, entry.journal):
        # "Proceedings of INFOCOM'14, IEEE" / "… Conference on Electronics. IEEE" (not "Commun. ACM")
        entry.journal, entry.publisher = trailing.group("venue").strip(), trailing.group("publisher")
    named = _SCHOLAR_PUBLISHER.match(entry.journal)
    if named and not entry.publisher:
        # Google Scholar's publisher written after the journal (ABNT, Chicago from its BibTeX):
        # "Neuroscience & Biobehavioral Reviews, Elsevier, v. 44"
        entry.journal, entry.publisher = named.group("venue").strip(), named.group("publisher")
    noted = re.search(r"(?:^|[.\s])Publisher:\s*(?P<publisher>[^.;:{}\\]{2,80}?)\.?\s*$", entry.raw)
    if noted and not entry.publisher:     # Zotero's note field in a .bbl: "\newblock Publisher: Nature Publishing Group."
        entry.publisher = noted.group("publisher").strip()
    translated = entry.journal.endswith("译")     # "…等译. 电子工业出版社, 2013": the translators are no journal
    press = _PRESS.search(entry.raw) if not entry.publisher and (entry.entry_type != "article" or translated) else None
    if press and (not entry.journal or entry.journal.endswith("译")):
        # "蒲成译. 清华大学出版社, 2016.9": a Chinese publisher names itself; the translators are no journal
        entry.journal, entry.publisher = "", press.group("press")
        entry.entry_type = "book" if entry.entry_type in ("article", "misc") else entry.entry_type
    entry.language = "zh" if has_cjk(entry.title) else "en"
    if not entry.key and entry.number is None and entry.authors:
        entry.key = f"{_ascii_key(entry.authors[0])}{entry.year or ''}{entry.year_suffix}"
    gbt_marks.page_count(entry, style)      # "2015, 38(6):4": Baidu's page count where the pages go
    mark_certainty(entry, style)
    return entry


def _bold_volume(entry: BibEntry) -> None:
    """"{\\em Phys. Rev. B \\textbf{83}\\/} (2011)", "{\\em Opt. Lett. \\textbf{33}(20)\\/} (2008)": the volume set in
    bold inside the journal's italics (and the issue after it) is no part of the journal's name."""
    bold = re.search(r"\\textbf\s*\{\s*(\d{1,5})\s*\}\s*(?:\((\d{1,4})\))?\s*(?:\\/)?\s*\}", entry.raw)
    tail = f"{bold.group(1)}({bold.group(2)})" if bold and bold.group(2) else bold.group(1) if bold else ""
    if bold and entry.volume in ("", bold.group(1)) and re.search(rf"\S\s+{re.escape(tail)}$", entry.journal):
        entry.journal, entry.volume = entry.journal[:-len(tail)].rstrip(" ,"), bold.group(1)
        entry.issue = bold.group(2) or entry.issue
        if entry.year and entry.issue == str(entry.year):
            entry.issue = ""        # "(2011)" after the italics is the year, no issue


def _parse_styled(text: str, entry: BibEntry) -> str:
    """Fill ``entry`` by the first style whose shape the line has; that style's name, or ""."""
    text = _date_as_year(text)      # "(2013/12/26-2013/12/28)" / "(Spring 2019)" where the year goes
    text = gbt_marks.as_gbt(text)   # retyped GB/T marks ("Title[C], Venue, 2023, 1-5.", "[ J]", "张三;李四.") put back
    # CNKI's export of a foreign meeting's paper marked as a patent: "Title[P]. Proceedings of the 2017 … Conference …,2017."
    text = re.sub(r"\[P\](?=\.\s*[^\[\]]*\b(?:Proceedings|Conference|Symposium|Workshop|Congress)\b[^\[\]]*,\s*(?:19|20)\d\d\.?\s*$)",
                  "[C]", text)
    apa = _APA_HEAD.match(text)
    apa = apa if apa and apa.group("rest").strip(" .") else None    # "…, 14–21 (1984).": a year at the end, no APA head
    vancouver = _VANCOUVER_TAIL.search(text)
    # ACM's first-page citation, ScienceDirect's text export, T&F's "To cite this article" and Springer's
    # "Cite this paper", also with a type code glued on ("…[C]. In Proceedings of KDD’17, …")
    for name, parse in (("mla", mla_web.parse),      # MLA 7's web entry: "Title. N.p., n.d. Web. 20 May 2017."
                        ("iso690", word_iso690.parse_word_iso690), ("harvard", parse_pointed), ("harvard", parse_online_harvard), ("harvard", parse_site_author),
                        ("gbt7714", parse_endnote_proceedings), ("apa", parse_title_then_date),
                        ("zh_no_type_code", parse_title_author_affiliation), ("zh_no_type_code", parse_file_name), ("ieee", parse_xplore), ("harvard", parse_scholar_harvard), ("web_names", parse_web_date), ("acm", acm.parse_acm), ("acm", parse_sigchi), ("acm", parse_no_date), ("eg_bbl", egbbl.parse_rendered), ("web_names", parse_names_web_title), ("sciencedirect", sciencedirect.parse_sciencedirect),
                        ("publisher_cite", tandf.parse_tandf), ("publisher_cite", springer_chapter.parse_springer_chapter),
                        ("zh_endnote", parse_bmc_zh),
                        ("gbt7714", parse_word_gb2005)):      # Word's "GB7714 2005": "Name. 2011. Title. Site. [联机] …"     # BMC's "赵一, 钱二: 标题. 某某医学 2010, 2(28)."
        if parse(text, entry):
            return name
    code = _GBT_TYPE.search(text)
    if code and apa:
        # an APA line with GB/T's type code added after the title, as Chinese writers do:
        # "Shaheen, S. A., & Zhang, H. (2010). Bikesharing in Europe[J]. Transportation Research Record, …"
        apa = _APA_HEAD.match(_GBT_TYPE.sub("", text, count=1))
        _parse_apa(apa, entry)
        entry.entry_type = GBT_TYPES.get(code.group(1).upper(), entry.entry_type)
        return "apa"
    if code:
        if not gbt_authordate.parse(text, entry, _GBT_TYPE, _parse_gbt):   # "周飞燕, 金林鹏, 2017. 标题[J]. …"
            _parse_gbt(text, entry)
        return "gbt7714"
    # the classes of issue 20's CSL sweep (physics, colon heads, Vancouver variants, the year after the names,
    # MHRA "LeCun, Yann, Yoshua Bengio, and …", Italian "LeCun, Yann – Bengio, Yoshua") before the older ones
    for name, parse in (("italic_title", lambda t, e: italic_title.parse_italic_title(e, _apa_authors)),   # "Moretti F., _Distant reading_, Verso, 2013"
                        ("amsplain", amsplain.parse_amsplain_text),     # "A B, C D, and E F, Title, Journal 37 (2011), no. 4, 509–525."
                        ("astro", astro.parse_astro),      # "Abbott, B. P., et al. 2017, PhRvL, 119, 161101" (no title)
                        ("astro", parse_mnras_titled),     # "Alkama R., Cescatti A., Title, Science, 2016, vol. 351, p. 600"
                        ("acs", achemsobbl.parse_acs_short),     # "Witt, R. K.; Kemp, J. D. J. Am. Chem. Soc. 1937, 59, 273-276."
                        ("elsarticle_num", elsnum.parse_misc_url),     # "Body, Title, 2018. URL: https://…" from a PDF
                        ("full_names", heads.parse_given_middle_initial),     # "John A. Smith and Kirill Simonov. Title."
                        ("title_first", titlefirst.parse_title_year_names), ("title_first", titlenames.parse_title_names), ("zh_comma_book", zhcommabook.parse_comma_book),
                        ("zh_no_type_code", lambda t, e: commahead.parse_thesis_no_code(t, e, _authors)),
                        ("gbt7714", gbt.parse_title_first), ("zh_no_type_code", parse_zh_nocode),
                        ("zh_no_type_code", parse_title_marked_journal),
                        ("label_head", parse_label_head), ("dblp", parse_dblp),
                        ("zh_no_type_code", parse_latin_nocode),     # "Ann Lee, Bo Chen. Title. Journal 2024,17(9):1-9"
                        ("web_crumbs", parse_web_crumbs),
                        ("semicolon_book", parse_semicolon_book),     # MDPI / ACS: "…; Publisher: City, Year; pp"
                        ("comma_book", parse_comma_book),     # Elsevier / RSC: "A. Name, Title, Publisher, City, Year"
                        ("physics", physics.parse_physics), ("physics", physics.parse_unsigned),
                        ("lncs", parse_lncs), ("lncs", parse_lncs_comma), ("acm_bst", parse_acm_bst), ("colon_head", colonhead.parse_colon_head),
                        ("vancouver_variant", vancvariants.parse_vancouver_variants),
                        ("zh_endnote", parse_endnote_zh), ("vancouver", parse_endnote_numbered), ("vancouver", parse_endnote_other),
                        ("endnote_author_date", parse_endnote_author_date),   # EndNote: 'Names (2006). "Title." Journal(22): 1-9.'
                        ("chicago", parse_chicago_author_date),     # Zotero/Word: "Names. 2017. “Title.” In Book. Vol. 3."
                        ("year_comma", yearcomma.parse_year_comma), ("year_paren", yearparen.parse_year_paren),
                        ("nature", styles.parse_nature), ("zh_title_marks", zhtitles.parse_title_marks),
                        ("chicago_mla", mhra.parse_mhra), ("chicago_mla", dashnames.parse_dash_names),
                        ("wikipedia_cs1", cs1.parse_cs1), ("publisher_cite", springer.parse_springer)):
        if parse(text, entry):
            return name
    if apa:
        _parse_apa(apa, entry)
        return "apa"
    if vancouver:
        _parse_vancouver(text, vancouver, entry)
        return "vancouver"
    for name, parse in (("harvard", parse_word_harvard_typed), ("ieee", parse_ieee_year_after_names), ("chicago", parse_word_chicago), ("nature", parse_nature_proceedings), ("nature", parse_nature_book),
                        ("vancouver", heads.parse_medium_title), ("ieee", styles.parse_quoted_first),
                        ("ieee", styles.parse_ieee_online),
                        ("chicago", styles.parse_chicago), ("chicago", parse_notes_book),
                        ("harvard", styles.parse_harvard), ("ieee", styles.parse_ieee),
                        ("ieee", commahead.parse_names_title_in),     # "R. Bunescu, …, Title, in Proceedings …, 2006."
                        ("ieee", commahead.parse_names_title_journal),     # "D. M. Blei, …, Title, Journal, 3(2003): 993-1022."
                        ("ieee", venues.parse_unquoted_title), ("vancouver", styles.parse_vancouver_no_volume),
                        ("vancouver", parse_ama_in), ("vancouver", heads.parse_nlm), ("vancouver", heads.parse_group_author),
                        ("chicago_mla", styles.parse_quoted_title), ("chicago_mla", styles.parse_humanities_book),
                        ("ieee", styles.parse_ieee_book), ("harvard", parse_word_harvard), ("full_names", parse_single_given_first), ("full_names", heads.parse_full_names),
                        ("family_initials", heads.parse_family_initials), ("zh_no_type_code", parse_pinyin_nocode),
                        ("zh_comma_book", zhcommabook.parse_comma_book_latin), ("name_year_url", parse_name_year),
                        ("press", frpress.parse_press)):
        if parse(text, entry):
            return name
    return ""


def parse_reference_lines(lines: list[tuple[int, str]], file: str) -> list[BibEntry]:
    """Each line (``(line, text)``) read; an entry names the file its line is in (``ListLine``'s
    ``file``: a LaTeX list in an \\input file), else ``file``."""
    # (a line with no letter nor digit is layout, no entry: the lone "." a Word list ends with)
    entries = split_glued_years([parse_reference_line(item[0], item[1], getattr(item, "file", "") or file)
                                 for item in lines if re.search(r"[^\W_]", item[1])])
    return same_authors(entries, lambda e: f"{_ascii_key(e.authors[0])}{e.year or ''}{e.year_suffix}")
