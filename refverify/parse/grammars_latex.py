"""Key-based citation grammars: LaTeX (natbib / biblatex) commands and pandoc [@key]."""
from __future__ import annotations

import re
from dataclasses import replace

from .citation_types import CitationMatch
from .tex_macros import MENTION_COMMANDS, NAMING_MENTIONS

_CMDS = (
    "cite|citep|citet|citealp|citealt|citeauthor|citeyear|citeyearpar|citenum|"
    "Cite|Citep|Citet|Citealp|Citealt|Citeauthor|"
    "parencite|Parencite|textcite|Textcite|autocite|Autocite|footcite|footcitetext|"
    "supercite|smartcite|Smartcite|fullcite|footfullcite|nocite|"
    # apacite, biblatex title/date/url forms and the lowercase-first variants
    "citeA|citeNP|citeauthorNP|citeyearNP|shortcite|shortciteNP|citetitle|Citetitle|citedate|"
    # the chicago / ascelike / named styles' narrative forms: "\\citeN{x}", "\\shortciteN{x}", "\\citeANP{x}"
    "citeN|shortciteN|shortciteA|citeANP|shortciteANP|"
    "citeurl|Footcite|tcite|pcite|citename|citefield|citelist|"
    # biblatex-gb7714-2015 (Chinese theses): superscript, page and year forms
    "upcite|pagescite|yearpagescite|yearcite|authornumcite|citec|citepns|citetns|inlinecite|"
    # abntex2cite (Brazilian theses): "\\citeonline{x}" in the sentence, "\\cfcite", the author alone, the repeats
    "citeonline|Citeonline|cfcite|citeauthoronline|Idem|Ibidem|idem|ibidem|opcit|loccit|passim"
)
_MULTI = ("cites|Cites|parencites|Parencites|textcites|Textcites|autocites|Autocites|footcites|"
          "supercites|smartcites|authornumcites|citecs|citets")
_OPT = r"\[([^\[\]]*)\]"


def _clean_note(note: str | None) -> str:
    """"{p.~3}" -> "p. 3": ties are spaces, grouping braces go."""
    note = (note or "").replace("~", " ").replace("\\,", " ")
    return re.sub(r"\s+", " ", re.sub(r"(?<!\\)[{}]", "", note)).strip()


def _keys(body: str) -> list[str]:
    """"a, b,a" -> ["a", "b"]: a key written twice in one command is one citation. Keys parted by
    semicolons ("a; b") are the works the author meant; ``_twice_note`` says LaTeX does not part them."""
    return list(dict.fromkeys(_key(k) for k in re.split(r"[,;]", body) if _key(k)))


def _key(written: str) -> str:
    """A key as BibTeX looks it up: mciteplus' sublist mark before it (achemso, rsc: "\\cite{a,*b,*c}") is none of it;
    "*" alone (\\nocite{*}) is no key."""
    return written.strip().lstrip("*").strip()


def _twice_note(raw: str, bodies: list[str]) -> str:
    """A note when a command names one key twice ("\\citep{a,b,a}"): one citation, said so; and when
    it parts its keys with semicolons, which LaTeX reads as one key (an undefined citation in the PDF)."""
    if any(";" in body for body in bodies):
        return (f"'{' '.join(raw.split())}' parts its keys with ';': LaTeX reads them as one undefined key "
                "(the PDF shows '?') — counted as the works meant; separate the keys with commas")
    written = [_key(k) for body in bodies for k in body.split(",") if _key(k)]
    twice = [k for k in dict.fromkeys(written) if written.count(k) > 1]
    if not twice:
        return ""
    return (f"'{' '.join(raw.split())}' names {', '.join(twice)} twice: counted as one citation — "
            "remove the repeat, or check whether another work was meant")


def naming_mentions_as_uses(text: str, matches: list[CitationMatch]) -> list[CitationMatch]:
    r"""A \citeauthor{x} / \citetitle{x} cites x (is_use True) when no other citation in its
    sentence cites x: "\citeauthor{shapley} introduced the value" makes a claim about shapley, while
    "\citeauthor{lee} \cite{lee} show …" is one citing place, the \cite, and a sentence naming x
    by several mentions is one citing place, the first. Keys of a mention cited elsewhere in the
    sentence stay a mention."""
    if not any(m.names_work and not m.is_use for m in matches):
        return matches
    from .sentences import split_sentences
    sentences = split_sentences(text)

    def sentence(at: int) -> tuple[int, int]:
        return next(((s, e) for s, e in sentences if s <= at < e), (at, at + 1))
    promoted: set[tuple[int, str]] = set()
    decided: dict[int, list[CitationMatch]] = {}
    for m in sorted(matches, key=lambda x: x.start):
        if not (m.names_work and not m.is_use):
            continue
        start, end = sentence(m.start)
        cited = {k for o in matches if o.is_use and o is not m and start <= o.start < end for k in o.ids}
        # "\citetitle{x} by \citeauthor{x}": the sentence names x twice, one citing place
        cited |= {k for s, k in promoted if s == start}
        named = [k for k in m.ids if k not in cited]
        promoted.update((start, k) for k in named)
        decided[id(m)] = ([replace(m, ids=named, is_use=True)] if named else []) + (
            [replace(m, ids=[k for k in m.ids if k in cited])] if len(named) < len(m.ids) else [])
    out = []
    for m in matches:
        out.extend(decided.get(id(m), [m]))
    return out


class LatexCite:
    r"""\cite \citep \citet \citealp \citealt \citeauthor \citeyear \parencite \textcite \autocite
    \footcite \supercite (and starred / capitalised forms), \cite[p.~3]{a,b}, \cite[see][]{a},
    \cites[..]{a}[..]{b}; \nocite{x} is recorded with is_use False, \nocite{*} as the key "*" (every entry kept).
    \citeauthor / \citeyear / \citetitle print a name, year or title: mentions (is_use False),
    but the entry counts as cited; a \citeauthor / \citetitle becomes a use where its sentence has
    no other citation of the work (``naming_mentions_as_uses``)."""
    name = "latex_cite"
    _single = re.compile(rf"\\({_CMDS})\*?\s*(?:{_OPT}\s*)?(?:{_OPT}\s*)?\{{([^{{}}]*)\}}")
    _multi = re.compile(rf"\\(?:{_MULTI})\*?(?:\s*\([^()]*\)){{0,2}}((?:\s*(?:{_OPT}\s*){{0,2}}\{{[^{{}}]*\}})+)")
    _multi_item = re.compile(rf"(?:{_OPT}\s*)?(?:{_OPT}\s*)?\{{([^{{}}]*)\}}")

    # biblatex \volcite[pre]{volume}[pages]{key} and its \pvolcite / \fvolcite / \ftvolcite /
    # \svolcite / \tvolcite / \avolcite forms (capitalised too)
    _volcite = re.compile(rf"\\(?:[PpFfSsTtAa]?|[Ff]t)volcite\*?\s*(?:{_OPT}\s*)?\{{([^{{}}]*)\}}\s*"
                          rf"(?:{_OPT}\s*)?\{{([^{{}}]*)\}}")

    # abntex2cite's "\\apud[p.~3]{Original}{Source}" / "\\apudonline{…}{…}": the original work cited through the
    # source; both are in the list, both cited at this place
    _apud = re.compile(rf"\\apud(?:online)?\*?\s*(?:{_OPT}\s*)?\{{([^{{}}]*)\}}\s*\{{([^{{}}]*)\}}")

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        if "\\" not in text:
            return []
        out = []
        if "apud" in text:
            for m in self._apud.finditer(text):
                note, original, source = m.groups()
                keys = list(dict.fromkeys(_keys(original) + _keys(source)))
                if keys:
                    out.append(CitationMatch(m.start(), m.end(), m.group(0), keys, self.name, locator=_clean_note(note)))
        if "volcite" in text:
            for m in self._volcite.finditer(text):
                pre, volume, pages, body = m.groups()
                if _keys(body):
                    out.append(CitationMatch(m.start(), m.end(), m.group(0), _keys(body), self.name,
                                             locator=_clean_note(f"vol. {volume}" + (
                                                 f", {pages}" if pages else "")),
                                             prenote=_clean_note(pre)))
        for m in self._single.finditer(text):
            cmd, o1, o2, body = m.groups()
            keys = ["*"] if cmd == "nocite" and body.strip() == "*" else _keys(body)
            if not keys:
                continue
            pre, post = (o1, o2) if o2 is not None else ("", o1)
            out.append(CitationMatch(m.start(), m.end(), m.group(0), keys, self.name,
                                     locator=_clean_note(post), prenote=_clean_note(pre),
                                     is_use=cmd != "nocite" and cmd not in MENTION_COMMANDS,
                                     names_work=cmd in NAMING_MENTIONS,
                                     note=_twice_note(m.group(0), [body])))
        for m in self._multi.finditer(text):
            keys, posts, pres, bodies = [], [], [], []
            for item in self._multi_item.finditer(m.group(1)):
                o1, o2, body = item.groups()
                pre, post = (o1, o2) if o2 is not None else ("", o1)
                keys.extend(_keys(body))
                bodies.append(body)
                posts.append(_clean_note(post))
                pres.append(_clean_note(pre))
            # one key twice in one group is a repeat; "\\cites[p. 3]{a}[p. 5]{a}" cites two places
            notes = [n for n in (_twice_note(m.group(0), [b]) for b in bodies) if n]
            if keys:
                out.append(CitationMatch(m.start(), m.end(), m.group(0), list(dict.fromkeys(keys)),
                                         self.name, locator="; ".join(p for p in posts if p),
                                         prenote="; ".join(p for p in pres if p),
                                         note=notes[0] if notes else ""))
        return out


# Pandoc citation keys: start with a letter (any Unicode letter), digit or "_"; inner
# punctuation : . # $ % & - + ? < > ~ / allowed, trailing not; or any text in braces.
_KEY = r"(?:\w(?:[\w:.#$%&+?<>~/-]*\w)?|\{[^{}\\]+\})"


# pandoc-crossref labels (@fig:plot, [@sec:intro]) point inside the document, not to a work.
# Quarto's cross-references use a hyphen (@fig-plot, @tbl-summary, @sec-intro, @eq-model).
_CROSSREF = re.compile(r"^(?:(?:fig|sec|tbl|eq|lst|thm|lem|def|cor|prop|apx|table|figure):|"
                       r"(?:fig|tbl|sec|eq|lst|thm|lem|cor|prp|cnj|def|exm|exr|sol|rem|tip|nte|"
                       r"wrn|imp|cau|alg)-|"
                       # Quarto's custom kinds (crossref: custom: key: suppfig): "@suppfig-x", "@supptbl-y", "@apptab-z"
                       r"[a-z]{1,8}(?:fig|tbl|tab|eq|sec|lst)-)", re.I)
# Markdown inline code: `…` (any run of backticks, closed by the same run).
_INLINE_CODE = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.S)


def _footnotes(text: str) -> list[tuple[int, int]]:
    """(start, end) of each pandoc inline footnote "^[…]", its brackets balanced."""
    out, at = [], text.find("^[")
    while at >= 0:
        depth = 0
        for index in range(at + 1, len(text)):
            depth += {"[": 1, "]": -1}.get(text[index], 0)
            if depth == 0:
                out.append((at, index + 1))
                break
        else:
            break
        at = text.find("^[", out[-1][1])
    return out


class Pandoc:
    """[@a; @b, p. 3], [see @a], [-@a], in-text @a and @a [p. 3]. An "@" right after a letter,
    digit, dot, slash or backslash ("me@example.com", "twitter.com/@user", bookdown's
    "\\@ref(fig:x)") is not a citation, nor one
    inside inline code or a pandoc-crossref label (@fig:x)."""
    name = "pandoc"
    _bracket = re.compile(r"\[([^\[\]]*?(?<![\w./\\])-?@[^\[\]]*)\]")
    _item = re.compile(rf"^(?P<pre>[^@]*?)\s*(?<![\w./])-?@(?P<key>{_KEY})(?P<post>.*)$", re.S)
    _intext = re.compile(rf"(?<![\w.@\[/\\-])@(?P<key>{_KEY})(?:\s\[(?P<loc>[^\[\]@]*)\])?")

    _comma_key = re.compile(rf",\s*-?@(?P<key>{_KEY})")

    def _comma_keys(self, post: str) -> tuple[str, list[tuple[str, str]]]:
        """"[@a, @b]": the author meant two works, Pandoc reads ", @b" as @a's locator. (the
        first key's own locator, [(each key written after a comma, its locator)])."""
        found = [k for k in self._comma_key.finditer(post) if not _CROSSREF.match(k.group("key"))]
        if not found:
            return post.strip(" ,"), []
        more = []
        for index, k in enumerate(found):
            end = found[index + 1].start() if index + 1 < len(found) else len(post)
            more.append((k.group("key").strip("{}"), post[k.end():end].strip(" ,")))
        return post[:found[0].start()].strip(" ,"), more

    _any_key = re.compile(rf"(?<![\w./\\])-?@{_KEY}")

    def _prose(self, inside: str) -> bool:
        """Whether a part of the brackets names more than one key, other than pandoc's "@a, @b" slip."""
        for part in inside.split(";"):
            item = self._item.match(part.strip())
            if item and len(self._any_key.findall(part)) > 1 + len(self._comma_key.findall(item.group("post"))):
                return True
        return False

    def find(self, text: str, superscripts=()) -> list[CitationMatch]:
        if "@" not in text:
            return []
        # inline code and its neighbours are taken: nothing inside is a citation
        taken = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(text)] if "`" in text else []
        out = []
        # an inline footnote "^[See @a and @b [@c].]" is text: its citations are read as the text's
        for start, end in _footnotes(text):
            if not any(s < end and start < e for s, e in taken):
                out += [replace(c, start=c.start + start + 2, end=c.end + start + 2)
                        for c in self.find(text[start + 2:end - 1])]
                taken.append((start, end))
        for m in self._bracket.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in taken):
                continue
            if self._prose(m.group(1)):
                # prose in brackets naming several works ("[… (@a) and … (@b) …]"): text, its citations one by one
                out += [replace(c, start=c.start + m.start(1), end=c.end + m.start(1)) for c in self.find(m.group(1))]
                taken.append((m.start(), m.end()))
                continue
            keys, posts, pres, joined = [], [], [], []
            for part in m.group(1).split(";"):
                if not part.strip():
                    continue               # "[@a;; @b]": pandoc skips the empty item
                item = self._item.match(part.strip())
                if not item:
                    keys = []
                    break
                if _CROSSREF.match(item.group("key")):
                    continue
                keys.append(item.group("key").strip("{}"))
                post, more = self._comma_keys(item.group("post"))
                posts.append(post)
                pres.append(item.group("pre").strip())
                for key, extra in more:
                    keys.append(key)
                    posts.append(extra)
                    joined.append(key)
            if keys:
                note = (f"'{' '.join(m.group(0).split())}' separates {', '.join('@' + k for k in joined)} "
                        "with a comma: Pandoc reads it as a locator, not a citation; counted as "
                        "cited here — write ';' between works" if joined else "")
                out.append(CitationMatch(m.start(), m.end(), m.group(0), list(dict.fromkeys(keys)),
                                         self.name, locator="; ".join(p for p in posts if p),
                                         prenote="; ".join(p for p in pres if p), note=note))
                taken.append((m.start(), m.end()))
        for m in self._intext.finditer(text):
            if any(s <= m.start() < e for s, e in taken) or _CROSSREF.match(m.group("key")):
                continue
            out.append(CitationMatch(m.start(), m.end(), m.group(0), [m.group("key").strip("{}")],
                                     self.name, locator=_clean_note(m.group("loc"))))
        return out
