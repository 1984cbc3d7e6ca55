"""Google Docs exported to Markdown with Zotero's Google Docs plugin (issue 20, held-out batch 24):
each citation and each bibliography run is a link to ``https://www.zotero.org/google-docs/?XXXXXX``,
the plugin's handle on its field, not the work's address:

    [1. ](https://www.zotero.org/google-docs/?BvpbWI)\t[Name, A.; Other, B. Title. *J.* **2024**, *6*, 1–9. ](https://www.zotero.org/google-docs/?BvpbWI)
    [2.\tName, A. ](https://www.zotero.org/google-docs/?O1n02o)[*et al.*](https://www.zotero.org/google-docs/?O1n02o)[ Title.](…)
    [Name, A. 2013. ‘Title’. ](…)[*Journal*](…)[* 195 (2): 553–61.](…)     (one link per run of formatting)
    … food crop worldwide [[1,2]](https://www.zotero.org/google-docs/?Mh7zGB).   (a citation in the text)

``unwrap`` gives the text the links show: the link's text where the link was, its target dropped (it
is never a URL of the work, nor a citation of its own). A run of formatting the export opened with a
lone "*" and a space ("[* 195 (2): …]") is no emphasis: that "*" goes. Any other link stays as written.
"""
from __future__ import annotations

import re

# the plugin's link target: its host and path, a short handle after "?"
_TARGET = r"<?https?://(?:www\.)?zotero\.org/google-docs/\?[\w-]*>?"
# the link's text may hold one level of brackets: "[[1,2]](…)", "[… [Other Policies and Guidance]. ](…)"
_LINK = re.compile(rf"\[(?P<text>(?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*{_TARGET}\s*\)")


def has_links(text: str) -> bool:
    """True when ``text`` holds a link of Zotero's Google Docs plugin."""
    return "zotero.org/google-docs" in text and bool(_LINK.search(text))


def _shown(match: re.Match) -> str:
    text = match.group("text")
    # "[* 195 (2): 553–61.](…)": the export's lone "*" before a space opens no emphasis
    if re.match(r"^\*\s", text) and text.count("*") % 2:
        text = text[1:]
    return text


def unwrap(text: str) -> str:
    """``text`` with each Zotero Google Docs link replaced by the text it shows (see the module); a
    text without such a link is returned unchanged."""
    if "zotero.org/google-docs" not in text:
        return text
    return _LINK.sub(_shown, text)
