"""Compiler rules for looking at the top cards of your library and sorting them: they moved to their
mechanic's home, lithoform/mechanics/library_look (text.py)."""

from __future__ import annotations


class LibraryRules:
    """Mixed into `OracleTransformer` (kept so the mix stays one line per family)."""
