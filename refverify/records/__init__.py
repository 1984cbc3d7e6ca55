"""The services' record formats: a Crossref, OpenAlex, PubMed or DBLP record, from the service's
answer (Step B) or from its bulk dump (the local index), read into one ``Work``."""
