"""From the records the services returned to one reference's Step B fields (RUBRIC §3)."""
from __future__ import annotations

from ..core.compare_text import title_similarity
from ..core.work import BibWork, Work, as_work
from ..ids import normalize_doi
from ..state import MetadataIssue, Ref, SourceResult
from . import compare
from .base import NOT_FOUND, id_unknown, is_failure
from .checks import Context, drift, record_title_score, retraction_of
from .reading import CHECK_READING, raw_describes, soften

FULLTEXT_MIN_WORDS = 100
PUBLIC_NAMES = {"semanticscholar": "semantic_scholar"}
ARTICLE_TYPE_PRIORITY = ["Meta-Analysis", "Systematic Review", "Review", "Randomized Controlled Trial",
                         "Clinical Trial", "Observational Study", "Case Reports", "Editorial", "Letter",
                         "Comment", "Preprint", "Journal Article"]
S2_TYPES = {"MetaAnalysis": "Meta-Analysis", "Review": "Review", "ClinicalTrial": "Clinical Trial",
            "CaseReport": "Case Reports", "Editorial": "Editorial", "LettersAndComments": "Letter",
            "JournalArticle": "Journal Article", "Conference": "Conference Paper", "Book": "Book"}
OTHER_TYPES = {"journal-article": "Journal Article", "article": "Journal Article", "posted-content": "Preprint",
               "preprint": "Preprint", "proceedings-article": "Conference Paper", "book": "Book",
               "book-chapter": "Book Chapter", "dissertation": "Thesis", "review": "Review"}
UNINDEXED_KINDS = {"book", "inbook", "incollection", "booklet", "thesis", "phdthesis", "mastersthesis",
                   "standard", "patent", "report", "techreport", "manual", "online", "webpage", "www",
                   "electronic", "m", "d", "s", "p", "r", "eb/ol", "ol", "db/ol", "n", "g"}


def public_name(source: str) -> str:
    return PUBLIC_NAMES.get(source, source)


def unindexed_kind(ref: Ref) -> str:
    kind = (ref.entry_type or "").strip().lower()
    if kind in UNINDEXED_KINDS:
        return kind
    if (ref.bib.language == "zh" or compare.has_cjk(ref.bib.title)) and not ref.bib.doi:
        return "Chinese-language work without DOI"
    return ""


def article_type(records: dict[str, Work]) -> str | None:
    records = {s: as_work(r) for s, r in records.items()}
    pubmed_types = records["pubmed"].article_types if "pubmed" in records else []
    for t in ARTICLE_TYPE_PRIORITY:
        if t in pubmed_types:
            return t
    for source, rec in records.items():
        mapped = [S2_TYPES.get(t) for t in rec.article_types or []] if source == "semanticscholar" \
            else [OTHER_TYPES.get(t) for t in rec.article_types or []]
        mapped = [m for m in mapped if m]
        for t in ARTICLE_TYPE_PRIORITY + ["Conference Paper", "Book", "Book Chapter", "Thesis"]:
            if t in mapped:
                return t
    return None


def _agree(a: dict, b: dict) -> bool:
    same_title = title_similarity(a.title, b.title) >= compare.TITLE_OK
    same_year = not a.year or not b.year or abs(a.year - b.year) <= 1
    fa, fb = (a.authors or [None])[0], (b.authors or [None])[0]
    same_first = fa is None or fb is None or compare.same_person(fa, fb)
    return same_title and same_year and same_first


def _first_author(bib: BibWork, rec: Work) -> bool:
    names = bib.names()
    return bool(names and rec.authors and compare.same_person(names[0], rec.authors[0]))


def _first_author_or_year(bib: BibWork, rec: Work) -> bool:
    return _first_author(bib, rec) or bool(bib.year and rec.year == bib.year)


def _clear(ref: Ref) -> None:
    ref.record = None
    ref.title_match_score = ref.title_match_ok = ref.retraction = ref.candidate = None
    ref.metadata_issues = []
    ref.abstract_source, ref.abstract_words, ref.existence_note = "none", 0, ""


def _candidate(rec: dict, source: str, score: float, url: str) -> dict:
    return {"source": source, "title": rec.title, "authors": [compare.format_author(a) for a in rec.authors],
            "year": rec.year, "journal": rec.journal, "doi": rec.doi,
            "pmid": rec.pmid, "score": round(score, 4), "record": url}


def resolve(ref: Ref, results: dict[str, SourceResult], order: list[str], doi_asked: str = "",
            doi_unresolved: bool | None = None) -> None:
    """Fill the Step B fields of ``ref`` from ``results`` (source → SourceResult).
    ``doi_unresolved``: no registry asked by the reference's DOI knows it (None: judge from
    Crossref's answer alone)."""
    _clear(ref)
    ref.sources = dict(results)
    bib = ref.bib.work(ref.entry_type)
    rank = {s: i for i, s in enumerate(order)}
    found = {s: r for s, r in results.items() if r.found}
    score = {s: (record_title_score(bib.title, r.record) if bib.title else 1.0) for s, r in found.items()}
    by_id = {s for s, r in found.items() if r.matched_by != "title_search"}
    by_search = set(found) - by_id
    accepted = {s for s in by_id if score[s] >= compare.TITLE_WARN}
    # The line as written carries the record's title (and its first author or year): the line was
    # split wrong, the identifier is right (issue 20).
    misread = {s for s in by_id - accepted if raw_describes(ref.bib.raw, found[s].record)}
    accepted |= misread
    mismatched = by_id - accepted
    issues: list[MetadataIssue] = []

    reported = set()
    for s in sorted(mismatched, key=rank.get):
        r = found[s]
        if r.matched_by in reported:
            continue  # one issue per identifier, from the first source that showed it
        reported.add(r.matched_by)
        issues.append(MetadataIssue(
            field=r.matched_by, bib=bib.written.get(r.matched_by, ""), source_value=r.record.title,
            source=s, record=r.url, severity="error",
            message=f"the {r.matched_by.upper()} points to another work: {r.record.title!r} "
                    f"(title similarity {score[s]:.2f})"))

    doi = normalize_doi(doi_asked) if doi_asked else bib.doi
    cr = results.get("crossref")
    if doi_unresolved is None:  # no word from the caller: Crossref's own 404 decides
        doi_unresolved = bool(doi and id_unknown(cr))
    doi_dead = bool(doi and doi_unresolved and not any(
        r.record.doi == doi for s, r in found.items() if s in by_id))
    # A search hit whose title (and first author or year) is in the line as written is the line's
    # work whatever title Step A cut out of it (the whole line was searched: fetch.query_for).
    if ref.bib.origin == "document":
        misread |= {s for s in by_search if score[s] < compare.TITLE_WARN
                    and raw_describes(ref.bib.raw, found[s].record)}
    candidate_pool = accepted or {s for s in by_search if score[s] >= compare.TITLE_WARN or s in misread}
    via_search = not accepted

    def names_it(s: str) -> bool:
        return s in misread or _first_author_or_year(bib, found[s].record)

    if via_search and candidate_pool:
        # A found title alone does not make the same work ("Deep learning" is a book and a
        # review): the first author or the year must agree too.
        agreeing = {s for s in candidate_pool if names_it(s)}
        best = max(agreeing or candidate_pool, key=lambda s: (s in misread, score[s], -rank.get(s, 99)))
        if not names_it(best):
            candidate_pool = set()
        else:
            candidate_pool = {s for s in candidate_pool if _agree(found[s].record, found[best].record)}

    if not candidate_pool:
        ref.metadata_issues = issues
        if mismatched:
            ref.existence = "id_mismatch"
            ref.existence_note = "identifier resolves to a different work (METADATA_MISMATCH): skip Step C"
            best_search = max(by_search, key=lambda s: score[s], default=None)
            if best_search and score[best_search] >= compare.TITLE_OK:
                ref.candidate = _candidate(found[best_search].record, best_search, score[best_search],
                                           found[best_search].url)
            first = min(mismatched, key=rank.get)
            ref.title_match_score, ref.title_match_ok = score[first], False
            ref.record = Work(source=public_name(first), title=found[first].record.title)
            return
        failures = {s: r.error for s, r in results.items() if is_failure(r)}
        if failures:
            ref.existence = "api_fail"
            ref.existence_note = "; ".join(f"{s}: {e}" for s, e in sorted(failures.items()))
        elif unindexed_kind(ref):
            ref.existence = "unindexed"
            ref.existence_note = f"could not verify — not indexed ({unindexed_kind(ref)})"
        else:
            ref.existence = "not_found"
            ref.existence_note = "unverified — provide a PDF/DOI or delete the claim"
        ref.fulltext_required_stepB = True
        return

    # A fixed order of sources (never a set's hash order): the same answers give the same record,
    # retraction notice and article type on every run.
    candidate_pool = sorted(candidate_pool, key=lambda s: (rank.get(s, 99), s))
    primary = min(candidate_pool, key=lambda s: (score[s] < compare.TITLE_OK, rank.get(s, 99)))
    rec, res = found[primary].record, found[primary]
    agreeing = [s for s in candidate_pool if _agree(found[s].record, rec)]
    if len(agreeing) >= 2:
        ref.existence = "triangulated"
        ref.existence_note = "agreeing sources: " + ", ".join(sorted(agreeing, key=rank.get))
    elif len(found) == 1 or len(candidate_pool) == 1:
        ref.existence = "single_source"
        ref.existence_note = "single source, review with care"
    else:
        ref.existence = "verified"
    if via_search:
        ref.candidate = _candidate(rec, primary, score[primary], res.url)
        if mismatched:
            # RUBRIC §2/§3: an identifier that resolves to another work is id_mismatch, however
            # the cited work was found; the search candidate says what the entry should point to.
            ref.existence = "id_mismatch"
            ref.existence_note = ("identifier resolves to a different work (METADATA_MISMATCH); the "
                                  "cited work was found by title search: fix the identifier")
        elif doi_dead:
            # The entry as written does not check out; the work exists, the identifier needs fixing.
            ref.existence, ref.existence_note = "verified", "found by title search; the identifier is wrong: fix it"
        if score[primary] < compare.TITLE_OK and not mismatched:
            ref.existence, ref.existence_note = "verified", "close candidate found by title search: check and fix the entry"

    others = [found[s].record for s in candidate_pool if s != primary]
    if not via_search and rec.is_preprint and all(r.is_preprint for r in others):
        # the identifier found only the preprint (an arXiv DOI cited with its conference): a
        # title-search hit naming the same work (a close title, the first author or the year)
        # may be its published version, which the venue check then sees
        others += [found[s].record for s in sorted(by_search, key=lambda s: (rank.get(s, 99), s))
                   if score[s] >= compare.TITLE_OK and names_it(s)]
    if doi_dead:
        right = rec.doi or next((r.doi for r in others if r.doi), "")
        issues.append(MetadataIssue(
            field="doi", bib=bib.shown("doi"), source_value=right or None, source=public_name(primary), record=res.url,
            severity="error", message="DOI does not resolve in any registry asked; the work was found by title"
            + (f": its DOI is {right}" if right else " (it has no DOI: remove the identifier)")))
    # Certain: found by an identifier, or by title with at least two sources agreeing, or by the
    # exact title with the same year and first author (one source, but nothing left in doubt).
    certain = not via_search or len(agreeing) >= 2 or (
        score[primary] >= 0.99 and bib.year == rec.year and _first_author(bib, rec))
    # Identified: the first author and the year agree besides a close title, so a title outside
    # every version's wording is the citation's fault, not a sign of another work.
    identified = certain or (bib.year == rec.year and _first_author(bib, rec))
    issues += soften([i for i in drift(bib, rec, Context(primary, res.url, others, certain=certain,
                                                       identified=identified))
                      if not (doi_dead and i.field == "doi")],
                     ref.bib.certainty, misread=primary in misread,
                     line=ref.bib.raw if ref.bib.origin == "document" else "", rec=rec)
    if primary in misread:
        how = "found by searching the whole reference line" if via_search else "the identifier's record"
        kept = "" if ref.existence_note.startswith("close candidate") else ref.existence_note
        ref.existence_note = "; ".join(filter(None, [
            kept, f"{how} is the work the line describes, but the line's fields were read "
                  f"differently: {CHECK_READING}"]))
    retraction, retraction_issues = retraction_of({s: found[s].record for s in candidate_pool},
                                                  {s: found[s].url for s in candidate_pool})
    ref.retraction = retraction
    ref.metadata_issues = retraction_issues + issues

    pool = {s: found[s].record for s in candidate_pool}
    with_abstract = [s for s in pool if pool[s].abstract]
    best = max(with_abstract, key=lambda s: (len(pool[s].abstract.split()), -rank.get(s, 99)), default=None)
    ref.record = found_record(primary, pool, best)
    ref.title_match_score = round(score[primary], 4)
    ref.title_match_ok = score[primary] >= compare.TITLE_OK
    if best:
        ref.abstract_source = public_name(best)
        ref.abstract_words = len(ref.record.abstract.split())
    ref.fulltext_required_stepB = ref.abstract_words < FULLTEXT_MIN_WORDS


def found_record(primary: str, pool: dict[str, Work], best: str | None) -> Work:
    """The reference's record: ``primary``'s, with an identifier it lacks from another agreeing
    source of ``pool``, the article type in RUBRIC wording and the fullest abstract (``best``'s)."""
    rec = pool[primary]

    def first(name: str) -> str:
        return getattr(rec, name) or next((getattr(r, name) for r in pool.values() if getattr(r, name)), "")
    return Work(source=public_name(primary), title=rec.title, authors=[compare.format_author(a) for a in rec.authors],
                year=rec.year, journal=rec.journal_abbrev or rec.journal, volume=rec.volume, issue=rec.issue,
                pages=rec.pages, doi=first("doi"), pmid=first("pmid"), arxiv=first("arxiv"),
                type=article_type(pool) or "", abstract=pool[best].abstract if best else "")

__all__ = ["resolve", "found_record", "unindexed_kind", "article_type", "public_name", "NOT_FOUND"]
