"""Field drift rules (RUBRIC §3.2). Each rule compares two ``Work``s field by field — the
bibliography's (``Ref.bib.work``) and one source record — and answers ``MetadataIssue``s naming
the field, the bib value as the user wrote it, the source value and the record that caused them."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..core.compare_text import normalize_text, title_similarity
from ..core.work import Work, as_bib, as_work
from ..state import MetadataIssue
from . import compare, venues

TITLE_WORDING = 0.95       # above §3.1's OK threshold, yet different words: worth a warning
TRUNCATION_OK = 6          # "et al." after this many listed authors is a style, not drift


@dataclass
class Context:
    source: str                               # the service of the record compared
    url: str                                  # the record a person can open
    others: list[Work] = field(default_factory=list)   # every other record found for the ref
    certain: bool = False                     # found by identifier, or by title with >= 2 sources agreeing
    identified: bool = False                  # certain, or first author and year agree with the record

    def __post_init__(self):
        self.others = [as_work(o) for o in self.others]

    def issue(self, field_, bib, value, severity, message) -> MetadataIssue:
        return MetadataIssue(field=field_, bib=bib, source_value=value, source=self.source,
                             record=self.url, severity=severity, message=message)


def check_title(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    if not bib.title or not rec.title:
        return []
    score = record_title_score(bib.title, rec)
    if ctx.certain and score < 1.0 and compare.title_verdict(score) != "mismatch":
        near = near_miss(bib.title, rec.titles())
        if near:
            return [ctx.issue("title", bib.title, rec.title, "error",
                              f"title differs from the record's in {near}: a near-miss title (similarity {score:.2f})")]
    if compare.title_verdict(score) == "warning":
        if (ctx.certain or ctx.identified) and not _title_explained(bib.title, rec, ctx.others):
            return [ctx.issue("title", bib.title, rec.title, "error",
                              f"title differs from the record (similarity {score:.2f}) and from every other "
                              "version of the work: cut short or altered")]
        return [ctx.issue("title", bib.title, rec.title, "warning",
                          f"title differs from the record (similarity {score:.2f}): abbreviated, truncated or retitled?")]
    primary = title_similarity(bib.title, rec.title)
    if primary < TITLE_WORDING:
        # Close, but other words (an arXiv v1 title kept after the work was retitled, say):
        # the published title is the one to cite.
        return [ctx.issue("title", bib.title, rec.title, "warning",
                          f"title wording differs from the record (similarity {primary:.2f}): "
                          "another version's title?")]
    return []


def _title_explained(bib_title: str, rec: Work, others: list[Work]) -> bool:
    """A careful person may keep this title: it is the title of another version of the work
    (an arXiv v1), or the record's title without its subtitle."""
    if any(record_title_score(bib_title, r) >= compare.TITLE_OK for r in others):
        return True
    bib = normalize_text(bib_title)
    for t in rec.titles():
        main = re.split(r"\s*[:\u2014\u2013]\s+|\s+-\s+|[?!]\s+", t or "", maxsplit=1)[0]
        if bib and normalize_text(main) == bib:
            return True
    return False


NEAR_MISS_WORDS = 2       # one or two words changed on a certain record: the title was altered


def near_miss(bib_title: str, titles: list[str]) -> str:
    """ "'Approximate' for 'Optimal'" when the bib title differs from every record title by one or
    two changed words (a word swapped, added or dropped); "" otherwise."""
    best = ""
    for t in titles:
        if not t:
            continue
        diff = compare.changed_words(bib_title, t)
        if diff is None:
            return ""
        bib_w, rec_w = diff
        if not bib_w and not rec_w:
            return ""     # the same words: punctuation, case, spelling
        if max(len(bib_w), len(rec_w)) > NEAR_MISS_WORDS:
            continue
        best = best or (f"{' '.join(bib_w) or '(nothing)'!r} for {' '.join(rec_w) or '(nothing)'!r}")
    return best


def record_title_score(title: str, rec: Work) -> float:
    rec = as_work(rec)
    return max([title_similarity(title, t) for t in rec.titles()]
               or [0.0])


def _arxiv_year(arxiv: str | None) -> int | None:
    """The year an arXiv id was issued: ``1706.03762`` → 2017, ``hep-th/9901001`` → 1999."""
    m = re.match(r"^(?:[a-z\-]+(?:\.[A-Z]{2})?/)?(\d{2})(\d{2})", arxiv or "")
    if not m or not 1 <= int(m.group(2)) <= 12:
        return None
    yy = int(m.group(1))
    return (1900 if yy >= 91 else 2000) + yy


def _year_explained(year: int, rec: Work, others: list[Work]) -> str:
    for r in [rec] + others:
        if year in (r.year, r.year_online, _arxiv_year(r.arxiv)):
            return "preprint" if r.is_preprint or year == _arxiv_year(r.arxiv) else "online-first"
    if any((r.is_preprint and r.year) or _arxiv_year(r.arxiv) for r in [rec] + others):
        return ""   # the preprint's own date is known (a record, or its arXiv id), and it is not the year cited
    for r in [rec] + others:
        # A preprint version exists (arXiv id, Crossref relation), its date unknown: a preprint
        # comes before publication, so the year before the record's is a fair citation year.
        if (r.preprint_doi or r.published_doi or r.arxiv) and year == rec.year - 1:
            return "preprint"
    return ""


def _preprint_year_id(bib: Work, rec: Work, others: list[Work]) -> str:
    """The arXiv id (the entry's own, else the record's) whose year is the entry's year, when that
    year comes before the record's: the entry dates the preprint of the work."""
    if bib.year >= rec.year:
        return ""
    return next((a for a in [bib.arxiv] + [r.arxiv for r in [rec] + others] if a and _arxiv_year(a) == bib.year), "")


def check_year(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    if not bib.year or not rec.year or bib.year == rec.year:
        return []
    diff = abs(bib.year - rec.year)
    why = _year_explained(bib.year, rec, ctx.others) if diff == 1 else ""
    if why:
        return [ctx.issue("year", bib.year, rec.year, "warning",
                          f"year {bib.year} vs {rec.year}: off by one, explained by the {why} date")]
    preprint = _preprint_year_id(bib, rec, ctx.others)
    if preprint:
        # the year of the cited arXiv preprint itself (its id says when it was issued): citing the
        # preprint of a work published later is legitimate, however many years apart
        return [ctx.issue("year", bib.year, rec.year, "warning",
                          f"year {bib.year} vs {rec.year}: {bib.year} is the year of the preprint arXiv:{preprint}")]
    return [ctx.issue("year", bib.year, rec.year, "error",
                      f"year {bib.year} does not match the record's {rec.year}")]


def _initial(name: str | dict) -> str:
    name = compare._plain(name)
    given = name.get("given", "") if isinstance(name, dict) else (name.split(",", 1)[1] if "," in name else "")
    return normalize_text(given)[:1]


def _positions(names: list[str], src: list) -> list[int]:
    """The record position of each bib name, each position used once, so co-authors sharing a
    family name (Abbott B, Abbott R; Folstein MF, Folstein SE) neither hide nor fake a reordering."""
    used, out = set(), []
    for n in names:
        free = [i for i, a in enumerate(src) if i not in used and compare.same_person(n, a)]
        if free:
            pick = next((i for i in free if _initial(n) and _initial(n) == _initial(src[i])), free[0])
            used.add(pick)
            out.append(pick)
    return out


def check_authors(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    names = bib.names()
    src = rec.authors or []
    if not names and bib.authors_truncated and src:
        # author = {et al.}: Step A read it as a truncation of nothing; no author is listed at all
        return [ctx.issue("authors", "et al.", "; ".join(compare.format_author(a) for a in src), "error",
                          "placeholder author 'et al.': list the authors")]
    if not names or not src:
        return []
    issues = []
    placeholders = [n for n in names if compare.is_placeholder_author(n)]
    real = [n for n in names if not compare.is_placeholder_author(n)]
    truncated = bib.authors_truncated or (
        bool(placeholders) and compare.is_placeholder_author(names[-1]) and len(real) >= 1)
    src_names = [compare.format_author(a) for a in src]
    if placeholders and not (truncated and len(real) >= TRUNCATION_OK):
        # a name that is no name ("Anonymous", "et al." alone) is never what the work lists
        issues.append(ctx.issue("authors", "; ".join(names), "; ".join(src_names), "error",
                                f"placeholder author {placeholders[0]!r}: list the authors"))
    if not real:
        return issues
    if any(compare.has_cjk(n) for n in real) != any(compare.has_cjk(compare.format_author(a)) for a in src):
        return issues  # Chinese characters vs pinyin: nothing reliable to compare
    if not compare.same_person(real[0], src[0]):
        issues.append(ctx.issue("authors", real[0], src_names[0], "error",
                                f"first author {real[0]!r} differs from the record's {src_names[0]!r}"))
        return issues
    in_src = [any(compare.same_person(n, a) for a in src) for n in real]
    added = [n for n, ok in zip(real, in_src) if not ok]
    if added:
        issues.append(ctx.issue("authors", "; ".join(added), "; ".join(src_names), "warning",
                                f"author(s) not in the record: {', '.join(added)}"))
    if not truncated:
        missing_ = [compare.format_author(a) for a in src if not any(compare.same_person(n, a) for n in real)]
        if missing_:
            # The record is certain and lists every author: a list cut short without "et al." is wrong.
            issues.append(ctx.issue("authors", "; ".join(real), "; ".join(src_names),
                                    "error" if ctx.certain else "warning",
                                    f"co-author(s) missing from the bibliography: {', '.join(missing_)}"))
    order_bib = _positions(real, src)
    if not added and order_bib != sorted(order_bib):
        issues.append(ctx.issue("authors", "; ".join(real), "; ".join(src_names),
                                "error" if ctx.certain else "warning", "author order differs from the record"))
    return issues


def _published_elsewhere(rec: Work, others: list[Work]) -> str:
    for r in [rec] + others:
        if r.published_doi and r.published_doi != r.doi:
            return f"published as doi:{r.published_doi}"
        if r.journal_ref:
            return f"published in {r.journal_ref}"
        if not r.is_preprint and r.journal and not compare.is_preprint_venue(r.journal):
            return f"published in {r.journal}"
    return ""


def check_venue(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    bib_venue = bib.journal
    # An arXiv DOI or id with a conference named is a citation of the published work, not a preprint.
    cited_preprint = compare.is_preprint_venue(bib_venue) or not bib_venue and (
        bool(bib.arxiv) or bib.doi.startswith(("10.48550/", "10.1101/")))
    if cited_preprint:
        where = _published_elsewhere(rec, ctx.others)
        if where:
            # symmetric with a preprint cited as published: on a certain record, the version to cite is known
            return [ctx.issue("venue", bib_venue or f"arXiv:{bib.shown('arxiv')}", where,
                              "error" if ctx.certain else "warning",
                              f"cited as a preprint, but a published version exists ({where})")]
        return []
    severity = "error" if ctx.certain else "warning"
    if bib_venue and rec.is_preprint and not _published_elsewhere(rec, ctx.others):
        return [ctx.issue("venue", bib_venue, rec.journal or "preprint", severity,
                          f"cited as published in {bib_venue!r}, but only a preprint is known")]
    if bib_venue and rec.is_preprint:
        # a preprint whose published version is known: the venue cited is compared with that one's
        published = [r for r in ctx.others if not r.is_preprint and r.journal and not compare.is_preprint_venue(r.journal)]
        names = venues.venue_names(published)
        if names and not venues.matches_any(bib_venue, names):
            return [ctx.issue("venue", bib_venue, names[0], severity,
                              f"venue {bib_venue!r} is not the published version's {names[0]!r}")]
        return []
    names = venues.venue_names([rec] + ctx.others)
    if bib_venue and names and not rec.is_preprint and not venues.matches_any(bib_venue, names):
        unsure = venues.unresolved(bib_venue, names)
        return [ctx.issue("venue", bib_venue, names[0], "warning" if unsure else severity,
                          f"venue {bib_venue!r} is not the record's {names[0]!r}"
                          + (f" (also known as {', '.join(repr(n) for n in names[1:3])})" if len(names) > 1 else "")
                          + (": an abbreviation refverify cannot resolve, check it" if unsure else ""))]
    return []


def check_numbers(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    issues = []
    severity = "error" if ctx.certain else "warning"   # a wrong volume / page range sends the reader elsewhere
    if not compare.same_number(bib.volume, rec.volume):
        issues.append(ctx.issue("volume", bib.volume, rec.volume, severity,
                                f"volume {bib.volume} vs {rec.volume}"))
    if not compare.same_number(bib.issue, rec.issue):
        issues.append(ctx.issue("issue", bib.issue, rec.issue, "warning",
                                f"issue {bib.issue} vs {rec.issue}"))
    if not compare.same_pages(bib.pages, rec.pages):
        issues.append(ctx.issue("pages", bib.pages, rec.pages, severity,
                                f"pages {bib.pages} vs {rec.pages}"))
    return issues


def check_doi(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    if bib.doi and rec.doi and bib.doi != rec.doi and not rec.is_preprint:
        return [ctx.issue("doi", bib.shown("doi"), rec.doi, "warning",
                          f"the bibliography's DOI {bib.doi} is not the record's {rec.doi}")]
    return []


RULES = [check_title, check_year, check_authors, check_venue, check_numbers, check_doi]


def drift(bib: Work, rec: Work, ctx: Context) -> list[MetadataIssue]:
    bib, rec = as_bib(bib), as_work(rec)
    return [issue for rule in RULES for issue in rule(bib, rec, ctx)]


RETRACTION_ORDER = {"retracted": 0, "concern": 1, "erratum": 2}


def retraction_of(records: dict[str, Work], urls: dict[str, str]) -> tuple[dict | None, list[MetadataIssue]]:
    """The most serious update attached to the work by any source, and its issue."""
    best = None
    for source, rec in records.items():
        rec = as_work(rec)
        for u in rec.updates or []:
            kind = u.kind
            if kind not in RETRACTION_ORDER:
                continue
            cand = {"kind": kind, "notice": u.notice, "source": source, "record": urls.get(source, "")}
            if best is None or RETRACTION_ORDER[kind] < RETRACTION_ORDER[best["kind"]] or (
                    kind == best["kind"] and not best["notice"] and cand["notice"]):
                best = cand
    if best is None:
        return None, []
    words = {"retracted": "the work has been RETRACTED", "concern": "an expression of concern is attached",
             "erratum": "an erratum / correction is attached"}
    severity = "error"  # always reported, highest priority (RUBRIC §3.2)
    notice = f" (notice {best['notice']})" if best["notice"] else ""
    return best, [MetadataIssue(field="retraction", bib=None, source_value=best["kind"], source=best["source"],
                                record=best["record"], severity=severity, message=words[best["kind"]] + notice)]
