"""Facts the reports share, derived from the state alone (no clock, no network)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime

from markupsafe import Markup

from ..core.outcome import (  # noqa: F401  (the reports read the policy through derive)
    ClaimKind, claim_outcome, drift as active_issues, drift_errors, has_retraction,
    metadata_issues as issues_of,
)
from ..core.vocab import Confidence, Verdict
from ..state import Claim, Judgment, Ref, State
from ..core.work import NO_WORK

ACTION_VERDICTS = (Verdict.FAIL.value, Verdict.PARTIAL_A.value)

SOURCE_NAMES = {
    "pubmed": "PubMed", "crossref": "CrossRef", "semanticscholar": "Semantic Scholar",
    "semantic_scholar": "Semantic Scholar", "openalex": "OpenAlex", "arxiv": "arXiv",
    "dblp": "DBLP", "full_text_pdf": "full-text PDF",
}
SOURCE_ORDER = list(SOURCE_NAMES)


@dataclass(frozen=True)
class ClaimView:
    ref: Ref
    claim: Claim
    judgment: Judgment | None

    @property
    def verdict(self) -> str | None:
        """PASS … FAIL, CONFLICT while undecided, or None when not judged."""
        return self.judgment.final_verdict if self.judgment else None

    @property
    def preliminary(self) -> bool:
        j = self.judgment
        return bool(j and j.verdict and j.confidence == Confidence.PRELIMINARY)

    @property
    def quote_unverified(self) -> bool:
        """RUBRIC §7: the judge's anchor quote is not in the stored source text, so its verdict
        is preliminary whatever it says, until a person reads the source (or resolves it)."""
        return claim_outcome(self.judgment).kind is ClaimKind.QUOTE_NOT_FOUND

    @property
    def symbol(self) -> str:
        if not self.judgment or not self.judgment.verdict:
            return ""
        return Confidence.PRELIMINARY if self.preliminary else Confidence.CONFIRMED     # words: no emoji font needed

    @property
    def line(self) -> str:
        return f"¶{self.claim.line}" if self.claim.line_kind == "paragraph" else str(self.claim.line)

    @property
    def where(self) -> str:
        mark = "¶" if self.claim.line_kind == "paragraph" else "L"
        return f"{mark}{self.claim.line}"


def generated_at(state: State) -> str:
    return state.meta.updated or state.meta.created


def short_time(iso: str) -> str:
    """YYYY-MM-DD HH:MM of an ISO timestamp (as stored; no time-zone conversion)."""
    if not iso:
        return ""
    try:
        return datetime.fromisoformat(iso.replace("Z", "+00:00")).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def part_of(ref: Ref) -> int:
    """1 for the main text; k for the k-th part with its own reference list (ids "P2-5")."""
    m = re.match(r"P(\d+)-", ref.ref_id)
    return int(m.group(1)) if m else 1


def ordered_refs(state: State) -> list[Ref]:
    """Numbered references by part then number, then keyed ones in state order."""
    refs = list(state.refs.values())
    order = sorted(range(len(refs)), key=lambda i: (refs[i].number is None, part_of(refs[i]),
                                                    refs[i].number or 0, i))
    return [refs[i] for i in order]


def cited_refs(state: State) -> list[Ref]:
    """The entries the audit covers: the cited ones; every entry when a bibliography was given
    alone (`refverify run refs.bib` audits the bibliography itself)."""
    if state.meta.citation_style == "bibliography-only":
        return ordered_refs(state)
    return [r for r in ordered_refs(state) if r.claims]


def claim_views(state: State) -> list[ClaimView]:
    return [ClaimView(ref, claim, ref.judgment_for(claim.claim_id))
            for ref in ordered_refs(state) for claim in ref.claims]


def ref_label(ref: Ref) -> str:
    if ref.number is not None and part_of(ref) == 1:
        return f"[{ref.number}]"
    return f"[{ref.key or ref.ref_id}]"   # keys, and "[P2-5]" in a part with its own list


def entry_key(ref: Ref) -> str:
    return ref.key or ref.ref_id


_HOMONYM = re.compile(r"(?<=\S)\s+\d{4}(?=\s*(?:,|$))")       # DBLP's "Wei Wang 0001"
_SUFFIX = re.compile(r"(?:Jr|Sr|II|III|IV)\.?", re.I)


def _initials(word: str) -> bool:
    """"J." / "JA" / "Ł": initials in any script (never [A-Z] only: "Č." is an initial too)."""
    letters = [c for c in word if c.isalpha()]
    return 0 < len(letters) <= 3 and all(c.isupper() for c in letters) and \
        not any(c.isdigit() for c in word)


def family_name(name: str) -> str:
    """'Smith, John' / 'John Smith' / 'Smith JA' -> 'Smith'; a CJK name stays whole; DBLP's
    homonym number and a suffix (Jr., III) are not the family name."""
    name = _HOMONYM.sub("", name.strip())
    if not name:
        return ""
    if "," in name:
        return name.split(",", 1)[0].strip()
    parts = name.split()
    while len(parts) > 1 and _SUFFIX.fullmatch(parts[-1]):
        parts = parts[:-1]
    if len(parts) == 1:
        return parts[0]
    if len(parts) >= 3 and not any(_initials(p) and len(p.rstrip(".")) == 1 for p in parts):
        return " ".join(parts)  # a group author ("International Diabetes Federation") stays whole
    if _initials(parts[-1]) and not _initials(parts[0]):  # PubMed style "Smith JA"
        return " ".join(parts[:-1])
    return parts[-1]


def authors(ref: Ref) -> list[str]:
    if ref.bib.author_list:
        return ref.bib.author_list
    if ref.bib.authors:
        return [a for a in ref.bib.authors.split("; ") if a.strip()]
    return ref.record.names() if ref.record else []


def first_author(ref: Ref) -> str:
    names = authors(ref)
    return family_name(names[0]) if names else ""


def author_year(ref: Ref) -> str:
    year = f"{ref.bib.year or (ref.record or NO_WORK).year or ''}{ref.bib.year_suffix}"
    return " ".join(x for x in (first_author(ref), year) if x)


def doi(ref: Ref) -> str:
    return ref.bib.doi or (ref.record or NO_WORK).doi


def doi_url(value: str) -> str:
    return f"https://doi.org/{value}" if value else ""


def pmid(ref: Ref) -> str:
    return ref.bib.pmid or (ref.record or NO_WORK).pmid


def is_heuristic(state: State) -> bool:
    if state.meta.judge is not None and state.meta.judge.judge == "heuristic":
        return True
    judged = [j for r in state.refs.values() for j in r.judgments if j.verdict]
    return bool(judged) and all(j.judge == "heuristic" for j in judged)


def chapters(views: list[ClaimView], file_order: list[str]) -> list[tuple[str, list[ClaimView]]]:
    """Claims grouped by chapter, chapters in reading order (file order, then line)."""
    rank = {f: i for i, f in enumerate(file_order)}

    def pos(v: ClaimView):
        return (rank.get(v.claim.file, len(rank)), v.claim.file, v.claim.line, v.claim.claim_id)

    groups: dict[str, list[ClaimView]] = {}
    for v in sorted(views, key=pos):
        groups.setdefault(v.claim.chapter, []).append(v)
    return list(groups.items())


def excerpt(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def one_line(text: object) -> str:
    return " ".join(str(text if text is not None else "").split())


def md_cell(value: object) -> str:
    """A value safe inside a Markdown table cell."""
    cell = one_line(value).replace("|", "\\|")
    return Markup(cell) if isinstance(value, Markup) else cell


# A Markdown inline link ``[text](dest)`` whose destination is neither http(s) nor a heading of
# the same report (``#…``), and a link
# reference definition ``[label]: dest`` (any destination) at the start of a line
_NOT_WEB_LINK = re.compile(r"\]\((?!https?://|#)", re.IGNORECASE)
_LINK_DEFINITION = re.compile(r"(?m)^([ \t>]*)\[(?=[^\]\n]*\]:)")
_WEB_URL = re.compile(r"https?://", re.IGNORECASE)


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def md_escape(value: object) -> str:
    """Every value printed into a Markdown report: raw HTML from titles, abstracts or the
    manuscript (``<script>``, ``<img onerror>``, ``<iframe>``) shows as text, a Markdown
    image (``![x](http://…)``) cannot load a remote picture, and only an http(s) link can become
    a link (``[x](javascript:…)`` and ``[x]: javascript:…`` show as text). Values refverify builds
    itself with Markdown autolinks are wrapped in ``Markup`` and pass unchanged."""
    if isinstance(value, Markup):
        return str(value)
    text = "" if value is None else str(value)
    # Control characters (a record's stray \x01, an escape sequence) would reach a terminal or
    # an editor as they are: dropped, tabs and newlines kept.
    text = _CONTROL.sub("", text)
    # Without "<" no tag can open; ">" stays (Markdown's own blockquote marker).
    text = text.replace("<", "&lt;").replace("![", "!\\[")
    return _LINK_DEFINITION.sub(r"\1\\[", _NOT_WEB_LINK.sub("]\\\\(", text))


def safe_url(url: str) -> str:
    """A URL from a service, fit for a Markdown autolink: no spaces, quotes or angle brackets."""
    return "".join(ch for ch in url if not ch.isspace() and ch not in '<>"`')


def is_web_url(url: str) -> bool:
    """Whether a URL may become a link: http(s) only (doi.org and PubMed links are http(s))."""
    return bool(_WEB_URL.match(url or ""))


def github_slug(heading: str, seen: dict[str, int]) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens,
    a -1, -2 … suffix for repeats (github-slugger's rules)."""
    kept = "".join(ch for ch in heading.lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LMN")
    slug = kept.replace(" ", "-")
    n = seen.get(slug)
    seen[slug] = 0 if n is None else n + 1
    return slug if n is None else f"{slug}-{n + 1}"
