"""The shared core: vocabularies, records and rules every step imports, and that imports no step."""
