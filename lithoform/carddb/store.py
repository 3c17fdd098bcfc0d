"""Read side: lazy, cached lookups in a card database file."""

from __future__ import annotations

import difflib
import functools
import sqlite3
import threading
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from lithoform.carddb.codec import decode_faces, decode_legalities
from lithoform.carddb.errors import AmbiguousCardError, CardDataError, UnknownCardError
from lithoform.carddb.names import fold, name_key, squash
from lithoform.carddb.records import CardMatch, CardRecord, Legalities, Ruling
from lithoform.carddb.schema import FORMAT_VERSION

_CARD_COLUMNS = "name, layout, playable, sets, legal, rulings, faces"
_Row = tuple[str, str, int, str, int, str, str]


class CardDatabase:
    """One open database file. Safe to share between threads (queries are serialised)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise CardDataError(f"card database {self.path} does not exist")
        # Read-only: the packaged file may sit in a read-only site-packages.
        self._conn = sqlite3.connect(
            f"{self.path.resolve().as_uri()}?mode=ro", uri=True, check_same_thread=False
        )
        self._lock = threading.Lock()
        self._legalities: dict[int, Legalities] = {}
        self._live: weakref.WeakValueDictionary[str, CardRecord] = weakref.WeakValueDictionary()
        try:
            self.meta = dict(self._query("SELECT key, value FROM meta"))
        except sqlite3.DatabaseError as exc:
            self._conn.close()
            raise CardDataError(f"{self.path} is not a lithoform card database: {exc}") from None
        if self.meta.get("format") != FORMAT_VERSION:
            self._conn.close()
            raise CardDataError(
                f"{self.path} has database format {self.meta.get('format')!r}, this lithoform reads "
                f"{FORMAT_VERSION!r}; re-import the card data (lithoform cards import FILE)"
            )
        # A file imported before foreign names were indexed has no such table: it has none.
        self._foreign = bool(self._query(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'foreign_names'"))
        # Per instance, so a replaced database never serves records cached from the old one.
        self.find: Callable[[str], CardMatch] = functools.lru_cache(maxsize=4096)(self._lookup)

    def get(self, name: str) -> CardRecord:
        """The card with this name (see `find`)."""
        return self.find(name).card

    def close(self) -> None:
        self._conn.close()

    def __len__(self) -> int:
        return int(self.meta["cards"])

    def _query(self, sql: str, params: tuple[object, ...] = ()) -> list[Any]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def _lookup(self, name: str) -> CardMatch:
        """The card by its Oracle name, a face's name, either without accents, or (when the imported data
        had them) a printed name in another language, case- and accent-insensitively."""
        rows = self._query(f"SELECT {_CARD_COLUMNS} FROM cards WHERE key = ?", (name_key(name),))
        if rows:
            return CardMatch(self._record(rows[0]))
        # A face name ("Repudiate"), or the name without accents ("Deja Vu").
        rows = self._query(
            f"SELECT {_CARD_COLUMNS} FROM cards WHERE key IN (SELECT key FROM aliases WHERE alias = ?)"
            " ORDER BY key",
            (fold(name),),
        )
        if len(rows) > 1:
            # "Fire" is half of Fire // Ice and of the Un-card Start // Fire: prefer the real card.
            rows = [r for r in rows if r[2]] or rows
            if len(rows) > 1:
                raise AmbiguousCardError(name, tuple(r[0] for r in rows))
        if rows:
            return CardMatch(self._record(rows[0]))
        found = self._foreign_match(name)
        if found is not None:
            return found
        # As deck lists write names: "Æther Vial", "Fire/Ice", "Commit//Memory", "Lurrus of the Dream Den" (the
        # name's letters and digits, when they are one card's alone)
        written = squash(name)
        if written:
            hit = self._squashed_index.get(written)
            if hit is not None:
                return CardMatch(self._record(self._query(f"SELECT {_CARD_COLUMNS} FROM cards WHERE key = ?",
                                                          (name_key(hit),))[0]))
        raise UnknownCardError(name, self.suggest(name))

    def _foreign_match(self, name: str) -> CardMatch | None:
        if not self._foreign:
            return None
        hits = self._query("SELECT key, language, name FROM foreign_names WHERE alias = ? ORDER BY key, language",
                           (fold(name),))
        keys = list(dict.fromkeys(key for key, _, _ in hits))
        if not keys:
            return None
        rows = [self._query(f"SELECT {_CARD_COLUMNS} FROM cards WHERE key = ?", (k,))[0] for k in keys]
        if len(rows) > 1:
            rows = [r for r in rows if r[2]] or rows  # the real card before an Un-card or Alchemy version
            if len(rows) > 1:
                raise AmbiguousCardError(name, tuple(r[0] for r in rows))
        key = name_key(rows[0][0])
        _, language, printed = next(h for h in hits if h[0] == key)
        return CardMatch(self._record(rows[0]), language, printed)

    def _record(self, row: _Row) -> CardRecord:
        # Every spelling that reaches a card ("Stomp", "bonecrusher giant // stomp") gets one object.
        record = self._live.get(row[0])
        if record is None:
            record = self._live[row[0]] = self._decode(row)
        return record

    def _decode(self, row: _Row) -> CardRecord:
        name, layout, playable, sets, legal, ruling_ids, faces = row
        return CardRecord(
            name=name,
            layout=layout,
            faces=decode_faces(faces, name, layout),
            rulings=self._rulings(ruling_ids),
            printings=tuple(sets.split()),
            legalities=self._legality_set(legal),
            playable=bool(playable),
        )

    def _rulings(self, ids_text: str) -> tuple[Ruling, ...]:
        if not ids_text:
            return ()
        ids = [int(i) for i in ids_text.split()]
        marks = ",".join("?" * len(ids))
        found = {
            i: Ruling(d, t)
            for i, d, t in self._query(
                f"SELECT id, date, text FROM rulings WHERE id IN ({marks})", tuple(ids)
            )
        }
        return tuple(found[i] for i in ids)

    def _legality_set(self, legal_id: int) -> Legalities:
        if legal_id not in self._legalities:
            (formats,) = self._query("SELECT formats FROM legalities WHERE id = ?", (legal_id,))[0]
            self._legalities[legal_id] = decode_legalities(formats)
        return self._legalities[legal_id]

    @functools.cached_property
    def _names(self) -> tuple[str, ...]:
        return tuple(n for (n,) in self._query("SELECT name FROM cards ORDER BY key"))

    def names(self) -> tuple[str, ...]:
        """Every card name, ordered case-insensitively."""
        return self._names

    @functools.cached_property
    def _suggestion_index(self) -> dict[str, str]:
        # Folded card and face names -> card name; built on the first miss only.
        index = {fold(n): n for n in self._names}
        for alias, name in self._query(
            "SELECT a.alias, c.name FROM aliases a JOIN cards c USING (key) ORDER BY a.alias, c.key"
        ):
            index.setdefault(alias, name)
        if self._foreign:
            for alias, name in self._query(
                "SELECT f.alias, c.name FROM foreign_names f JOIN cards c USING (key) ORDER BY f.alias, c.key"
            ):
                index.setdefault(alias, name)
        return index

    @functools.cached_property
    def _squashed_index(self) -> dict[str, str]:
        # A card or face name's letters and digits -> the card's name, when no other card's are the same (an
        # English name: foreign printed names are found by their own table); built on the first miss only.
        found: dict[str, set[str]] = {}
        for n in self._names:
            found.setdefault(squash(n), set()).add(n)
        for alias, n in self._query("SELECT a.alias, c.name FROM aliases a JOIN cards c USING (key)"):
            found.setdefault(squash(alias), set()).add(n)
        return {k: next(iter(v)) for k, v in found.items() if k and len(v) == 1}

    def suggest(self, name: str, limit: int = 5) -> tuple[str, ...]:
        """The card names nearest to `name` (difflib similarity over card and face names)."""
        index = self._suggestion_index
        matches = difflib.get_close_matches(fold(name), index, n=limit * 2, cutoff=0.6)
        return tuple(dict.fromkeys(index[m] for m in matches))[:limit]

    def search(
        self, set_code: str | None = None, *, layout: str | None = None, playable: bool | None = None
    ) -> Iterator[CardRecord]:
        """Iterate over the records (in name order) printed in a set / with a layout / playability."""
        clauses, params = [], []
        if set_code is not None:
            clauses.append("instr(sets, ?) > 0")
            params.append(f" {set_code.upper()} ")
        if layout is not None:
            clauses.append("layout = ?")
            params.append(layout)
        if playable is not None:
            clauses.append("playable = ?")
            params.append(int(playable))
        where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
        for row in self._query(f"SELECT {_CARD_COLUMNS} FROM cards{where} ORDER BY key", tuple(params)):
            yield self._record(row)
