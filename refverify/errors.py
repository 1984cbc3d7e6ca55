"""Errors a user sees: one line naming the file and the cause, no traceback."""


class RefverifyError(Exception):
    """A user-facing error. The message names the file and the cause on one line."""


class BibUnreadable(RefverifyError):
    """A bibliography file the manuscript needs is missing or cannot be read (audit BLOCKED)."""
