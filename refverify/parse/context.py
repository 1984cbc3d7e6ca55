"""What one parse is given and gathers, passed down explicitly (issue 21: no module globals).

The caller (``api.parse``, a bench, a test) makes one ``ParseContext`` per parse and hands it to
``parse_manuscript``, which hands it on to ``read_document``, the readers and ``read_bib_files``.
Two parses in two threads, or one nested in another, each keep their own. A direct caller that
passes none gets the default limits and a record of its own.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ReadLimits:
    """Size limits of one parse (config: max_input_mb, max_docx_xml_mb)."""
    max_input_mb: float = 20.0
    max_docx_xml_mb: float = 100.0

    @classmethod
    def from_config(cls, config) -> "ReadLimits":
        return cls(**{f: float(getattr(config, f, getattr(cls, f))) for f in ("max_input_mb", "max_docx_xml_mb")})


@dataclass(frozen=True)
class ParseContext:
    """One parse: its size limits, and the encoding each file it read was decoded as (path →
    encoding, for ``meta.encodings``; filled as the files are read)."""
    limits: ReadLimits = field(default_factory=ReadLimits)
    encodings: dict[str, str] = field(default_factory=dict, compare=False)

    @classmethod
    def from_config(cls, config) -> "ParseContext":
        return cls(limits=ReadLimits.from_config(config))


def context_or_default(ctx: ParseContext | None) -> ParseContext:
    return ParseContext() if ctx is None else ctx
