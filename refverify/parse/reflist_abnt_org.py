"""ABNT NBR 6023 reference pages typed by hand whose first element is a body, a name without its
given names' comma, or whose source is a publisher or SciELO's "how to cite" journal line (issue 20,
held-out batch 32: the SciELO documentation's "Referências"; the same shape in Brazilian theses,
READMEs and course notes):

    ASSOCIAÇÃO BRASILEIRA DE NORMAS TÉCNICAS. NBR 6023: informação e documentação. Rio de Janeiro: ABNT, 2018.
    JATS. Journal Article Tag Suite. Baltimore, USA: National Information Standards Organization, 2012.
    SciELO. Guia de citação de dados. SciELO, 2018. Disponível em: <https://…>. Acesso em: 3 mar. 2020.
    IBRAHIM, Andrew M. Title. University of Michigan, 2018, version 4. Disponível em: <https://…>.
    SOUZA, F.A. de. Title. Deviante, 2017. Disponível em: <https://…>.
    SILVA, W. Title. Rev. adm. contemp. [online]. 2019, vol.23, n.4, pp.1-6. Disponível em: <https://…>.
    BRASIL. Ministério da Saúde. Secretaria X. Title. 2. ed. Brasília: Ministério da Saúde, 2022.

Read only where the line says it is ABNT ("Disponível em:", "Acesso em:", "[S.l.]", "s.n.") or its
first element is a body in capitals followed by "Place: Publisher, Year" (a body of one word only when
it publishes the work itself: "ABNT. Title. Rio de Janeiro: ABNT, 2011."). A publisher without its
place ("SciELO, 2019") is told from a journal by position only, so it is marked guessed; so is the
journal of SciELO's line, whose abbreviations hold periods as the title may.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_U = UPPER
# (the colon may be left out before the address or the date: "Disponível em <http://…>", "Acesso em 3 mar. 2020")
_MARKER = re.compile(r"Dispon[ií]vel\s+em\s*(?::|(?=<|https?:))|Acesso\s+em\s*(?::|(?=\d))|\[\s*S\.\s?l\.|\bs\.\s?n\.\]", re.I)
# "ASSOCIAÇÃO BRASILEIRA DE NORMAS TÉCNICAS", "JATS", "ZOPE CORPORATION", "INSTITUTO X (IBGE)"; "SciELO", "ORCID"
_BODY = rf"(?P<body>(?:[{_U}]{{2,10}}\s+[-–]\s+)?[{_U}][{_U}\d&'’\-]+(?:\s+(?:[{_U}][{_U}\d&'’\-]*|DE|DA|DO|DOS|DAS|E|OF|FOR|AND|THE))*(?:\s+\([{_U}\d\-]{{2,12}}\))?)"
_CAMEL = r"(?P<camel>[A-Z][a-z]*[A-Z][A-Za-z]*)"      # "SciELO", "PubMed", "GitHub"
_PARTICLE = r"(?:de|da|do|dos|das|di|du|van|von|e)"
_PERSON = (rf"(?P<family>[{_U}][{_U}'’\-]+(?:\s+[{_U}][{_U}'’\-]+){{0,2}}),\s+"
           rf"(?P<given>[{_U}][\w'’\-]*\.?(?:\s*[{_U}][\w'’\-]*\.?){{0,3}}?(?:\s+{_PARTICLE})?)")
_HEAD = re.compile(rf"^(?:{_PERSON}|{_BODY}|{_CAMEL})\.\s+(?=\S)")
_YEAR = r"(?P<year>\[?(?:1[5-9]|20)\d\d\]?)"
# "[2. ed.] [Place: ]Publisher, Year[, version 4][. 120 p.]"
_PUBLISHED = re.compile(rf"\.\s+(?:\d+\.?\s*ed\.\s*)?(?:(?P<place>[^.:;\d][^.:;]{{1,40}}?)\s*:\s*)?"
                        rf"(?P<publisher>[^\s.:;,\d][^.:;]{{0,80}}?),\s*{_YEAR}(?:,\s*[^.,:;]{{1,30}})?\.?"
                        rf"(?:\s*\d+\s*p\.?)?[\s.<>]*$")
# SciELO's "how to cite": "Journal [online]. 2019, vol.23, n.4, pp.1-6."
_SCIELO = re.compile(rf"\.\s+(?P<journal>[^\d\[\]]{{2,100}}?\.?)\s*(?:\[online\]\.?\s*)?{_YEAR},\s*vol\.\s*(?P<volume>[\w\-]+)"
                     rf"(?:,\s*n\.\s*(?P<issue>[\w\-]+))?(?:,\s*(?:pp?\.\s*)?(?P<pages>[\w]+(?:\s*[-–]\s*\w+)?))?[\s.<>]*$")


def parse_abnt_org(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from "BODY. Title. Place: Publisher, Year." and the shapes above (identifiers
    already out); False when the line has another shape."""
    head = _HEAD.match(text)
    if not head:
        return False
    marked = bool(_MARKER.search(entry.raw or text))
    body = head.group("body")
    if not marked and not body:
        return False
    if re.match(rf"(?:[{_U}]\.\s*)*(?:;|et\s+al\b)", text[head.end():]):
        return False        # more names follow: "ALMEIDA, M. A. B. D.; SANCHEZ, L. Title." / "FONSECA, M. V. D. et al. Title."
    rest = ". " + text[head.end():]        # from the period closing the names
    journal = _SCIELO.search(rest) if marked else None
    published = None if journal else _PUBLISHED.search(rest)
    found = journal or published
    if not found or published and not marked and not published.group("place"):
        return False
    title = clean_space(rest[2:found.start()]).strip(" .")
    units = re.split(rf"\.\s+(?=[{_U}])", title) if published else []
    unit_title = None
    if len(units) >= 2 and clean_space(published.group("publisher")) in units[:-1]:
        unit_title = units[-1]     # "BRASIL. Ministério da Saúde. Secretaria X. Title. Brasília: Ministério da Saúde, 2022."
    elif not marked and " " not in body and clean_space(published.group("publisher")) != body:
        return False          # "GRIDS. Title. Boston: Wiley, 2010.": an acronym is the author only if it publishes the work
    if journal:         # "Title. Rev. adm. contemp. 2019, …": the title ends at the first sentence's end
        split = re.search(rf"[^\W\d_]{{2}}[?!.]\s+(?=[{_U}])", clean_space(journal.group("journal")))
        if not split:
            return False
        journal_name = clean_space(journal.group("journal"))[split.end():]
        title = clean_space(journal.group("journal"))[:split.end()].strip(" .")
    if not re.search(r"[^\W\d_]{2}", title) or (published and not unit_title and re.search(r"\.\s+[A-Z]", title) and not marked):
        return False
    if head.group("family"):
        name = head.group("family")
    else:
        name = clean_space(body or head.group("camel"))
    entry.title = unit_title or title
    set_names_and_year(entry, [name], found.group("year").strip("[]"))
    if unit_title:
        guess(entry, "title", "the bodies under the author (a ministry, a secretariat) set apart from the title by "
                              "periods, as the title's own sentences would be")
    if journal:
        entry.entry_type, entry.journal = "article", re.sub(r"(?:\s*\.)+$", ".", journal_name.strip(" ,"))
        entry.volume, entry.issue = journal.group("volume"), journal.group("issue") or ""
        entry.pages = normalize_pages(journal.group("pages") or "")
        guess(entry, "journal", "the journal of a SciELO line: where the title ends and the journal begins is a guess")
        return True
    entry.entry_type, entry.publisher = "book", clean_space(published.group("publisher"))
    if not published.group("place"):
        guess(entry, "publisher", "a publisher written without its place: told from a journal by its position only")
    return True
