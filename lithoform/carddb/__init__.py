"""The card database: Oracle text, characteristics, rulings and legalities by card name.

    >>> from lithoform.carddb import get_card
    >>> get_card("lightning bolt").front.text
    'Lightning Bolt deals 3 damage to any target.'

The database is a SQLite file read lazily; lookups are cached. It is the packaged one
(lithoform/data/cards.sqlite) unless a newer card file was imported with `import_cards`, or
LITHOFORM_CARDS_DB names another file.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from lithoform.carddb.errors import AmbiguousCardError, CardDataError, UnknownCardError
from lithoform.carddb.paths import PACKAGED_DB, active_db_path, import_destination, user_db_path
from lithoform.carddb.records import CardMatch, CardRecord, FaceRecord, Ruling
from lithoform.carddb.store import CardDatabase
from lithoform.carddb.writer import BuildReport
from lithoform.carddb.writer import build_database as build

if TYPE_CHECKING:
    from lithoform.carddb.writer import BuildReport

__all__ = [
    "PACKAGED_DB",
    "AmbiguousCardError",
    "BuildReport",
    "CardDataError",
    "CardDatabase",
    "CardMatch",
    "CardRecord",
    "FaceRecord",
    "Ruling",
    "UnknownCardError",
    "active_db_path",
    "build_database",
    "card_names",
    "database",
    "find_card",
    "get_card",
    "import_cards",
    "reset_cache",
    "search",
    "user_db_path",
]

_lock = threading.Lock()
_db: CardDatabase | None = None


def database() -> CardDatabase:
    """The database in use (opened on first call; see `active_db_path`)."""
    global _db
    if _db is None:
        with _lock:
            if _db is None:
                _db = CardDatabase(active_db_path())
    return _db


def reset_cache() -> None:
    """Close the open database and drop cached records, e.g. after changing LITHOFORM_CARDS_DB."""
    global _db
    with _lock:
        if _db is not None:
            _db.close()
        _db = None


def get_card(name: str) -> CardRecord:
    """The card with this name (case-insensitive), or with a face of this name.

    Raises UnknownCardError (a KeyError) naming the nearest card names when there is none.
    """
    return database().get(name)


def find_card(name: str) -> CardMatch:
    """As `get_card`, and the language of the name it was found by: a card's printed name in another
    language is found too when the imported data had them (MTGJSON's foreignData), and `language` says
    which (None for an English name)."""
    return database().find(name)


def card_names() -> tuple[str, ...]:
    return database().names()


def search(
    set_code: str | None = None, *, layout: str | None = None, playable: bool | None = None
) -> Iterator[CardRecord]:
    """Iterate over card records, optionally only those printed in a set, of a layout, or (un)playable."""
    return database().search(set_code, layout=layout, playable=playable)


def build_database(source_path: str | Path, dest: str | Path) -> BuildReport:
    """Parse a card data file and write a database to `dest` (replaced only on success)."""
    # The writer pulls in msgspec and the decompressors; lookups never need them.

    return build(source_path, dest)


def __getattr__(name: str) -> object:
    if name == "BuildReport":

        return BuildReport
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def import_cards(path: str | Path, dest: str | Path | None = None) -> BuildReport:
    """Build a database from an MTGJSON AtomicCards or Scryfall oracle-cards file and use it from now on.

    It goes to `dest`, else $LITHOFORM_CARDS_DB, else the user data directory. A malformed file
    raises CardDataError and leaves the existing database as it was.
    """
    report = build_database(path, Path(dest) if dest is not None else import_destination())
    reset_cache()
    return report
