"""The cited work's full text, read into labelled sections (JATS XML or PDF), and the passages of
it that carry one claim. One path for PDFs the user hands over and texts Step B fetched:
``document_for(ref)`` gives a ``Document``; ``passages.rank`` picks what the judge reads."""
from .document import Document, Section

__all__ = ["Document", "Section"]
