"""Step B: metadata from PubMed, Crossref, Semantic Scholar, OpenAlex, arXiv and DBLP.

Entry point: ``refverify.sources.fetch.fetch_state``. Nothing is imported here, so that Step A
can use ``sources.compare`` without loading the HTTP stack (requests-cache and its backends).
"""
