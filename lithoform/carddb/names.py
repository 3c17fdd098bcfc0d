"""Name normalisation: the exact-lookup key and a looser folded form for aliases."""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
_SLASHES = re.compile(r"\s*//\s*")
# Typographic variants that users type interchangeably with the ASCII forms Oracle names use.
_PUNCT = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u00c6": "Ae", "\u00e6": "ae"}
)


def name_key(name: str) -> str:
    """Exact, case-insensitive key: the primary key of the cards table."""
    return _SPACES.sub(" ", name).strip().casefold()


def fold(name: str) -> str:
    """Looser key: also ignores accents, curly quotes and spacing around "//"."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_PUNCT))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SLASHES.sub(" // ", name_key(stripped))


_NOT_ALNUM = re.compile(r"[^0-9a-z]+")


def squash(name: str) -> str:
    """Loosest key: the folded name's letters and digits only (no spaces, hyphens, quotes, commas or slashes), as
    a deck list may write a name ("Fire/Ice", "Lurrus of the Dream Den"); only a key one card has is used."""
    return _NOT_ALNUM.sub("", fold(name))
