"""The claim's side of a citation: the text it carries (Step A's part of the sentence) and the
text whose numbers the cited source must carry (§4)."""
from __future__ import annotations

import re

from ..core import terms as T
from ..state import Claim

# A sentence comparing the thesis's own result with the cited one: "与[16]的结果一致",
# "consistent with [16]", "高于既往试验报道的27%~35%". The source must carry the compared part only.
_COMPARE_RE = re.compile(
    r"与[^，。；]{0,40}?(?:一致|相符|相近|相似|类似|相当|吻合)|(?:高于|低于|优于|不同于|略高于|略低于)"
    r"(?:既往|以往|此前|其他|先前)|\b(?:consistent with|in line with|in agreement with|agrees? with)\b",
    re.IGNORECASE)
# A plain comparative ("reduced mortality by 35% compared with radiography", "higher than in
# controls") is usually the cited finding itself; it compares with the cited work only after the
# thesis's own result ("our rate of 12% was higher than the 8% reported [16]").
_GENERIC_COMPARE_RE = re.compile(r"\b(?:similar to|comparable to|higher than|lower than|compared with)\b",
                                 re.IGNORECASE)
_OWN_RESULT_RE = re.compile(r"\b(?:our|we|this study|the present study|the current study)\b", re.IGNORECASE)
# ... or when what it compares with is named as earlier work ("higher than previously reported").
_PRIOR_WORK_RE = re.compile(r".{0,40}?\b(?:previous(?:ly)?|prior|earlier|published|other (?:studies|trials|reports)|"
                            r"the literature)\b", re.IGNORECASE)


def claim_text(claim: Claim) -> str:
    """The part of the sentence this citation carries (Step A), else the whole sentence."""
    return T.strip_citations(claim.claim_text or claim.citing_sentence or claim.context_raw).strip()


def number_text(claim: Claim) -> str:
    """The text whose numbers the source must carry (§4). In a comparison of the thesis's own
    result with the cited one, only the compared part: the thesis's own figures are not the
    source's to report. A method citation's numbers are the study's own settings (a learning
    rate, a dose): the cited method is not asked to report them."""
    if claim.method_needs_human_confirm:
        return ""
    text = claim_text(claim)
    m = _COMPARE_RE.search(text)
    if m is None:
        m = next((g for g in _GENERIC_COMPARE_RE.finditer(text)
                  if _OWN_RESULT_RE.search(text, 0, g.start()) or _PRIOR_WORK_RE.match(text, g.end())), None)
    return text[m.start():] if m else text
