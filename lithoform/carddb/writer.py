"""Write card records into a SQLite database file, deterministically and atomically."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from lithoform.carddb.codec import encode_faces, encode_legalities
from lithoform.carddb.errors import CardDataError
from lithoform.carddb.names import fold, name_key
from lithoform.carddb.records import CardRecord, Ruling
from lithoform.carddb.schema import FORMAT_VERSION, SCHEMA
from lithoform.carddb.sources import CardSource, read_source


@dataclass(frozen=True, slots=True)
class BuildReport:
    path: Path
    kind: str
    cards: int
    faces: int
    rulings: int
    duplicates: int  # records dropped because an earlier one had the same name
    size: int  # bytes


def build_database(source_path: str | Path, dest: str | Path) -> BuildReport:
    """Parse a card data file and write the database to `dest` (replacing it only on success)."""
    return write_database(read_source(source_path), Path(dest))


def write_database(source: CardSource, dest: Path) -> BuildReport:
    cards, duplicates = _unique_by_key(source.cards)
    if not cards:
        raise CardDataError(f"{source.kind} source holds no cards")
    # Built in memory, then VACUUM INTO a fresh file: the bytes depend only on what was inserted,
    # and the target is renamed over the old database only once it is complete.
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(SCHEMA)
        rulings = _fill(conn, source, cards)
        conn.commit()
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=dest.parent, prefix=".cards-", suffix=".tmp")
        os.close(fd)
        try:
            conn.execute("VACUUM INTO ?", (tmp_name,))
            os.chmod(tmp_name, 0o644)  # mkstemp's 0600 would hide a shared install's data
            os.replace(tmp_name, dest)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
            raise
    finally:
        conn.close()
    return BuildReport(
        path=dest,
        kind=source.kind,
        cards=len(cards),
        faces=sum(len(c.faces) for c in cards),
        rulings=rulings,
        duplicates=duplicates,
        size=dest.stat().st_size,
    )


def _unique_by_key(records: Iterable[CardRecord]) -> tuple[list[CardRecord], int]:
    by_key: dict[str, CardRecord] = {}
    duplicates = 0
    for record in records:
        key = name_key(record.name)
        if key in by_key:
            duplicates += 1
        else:
            by_key[key] = record
    return [by_key[k] for k in sorted(by_key)], duplicates


def _fill(conn: sqlite3.Connection, source: CardSource, cards: list[CardRecord]) -> int:
    ruling_ids: dict[Ruling, int] = {}
    legal_ids: dict[str, int] = {}
    aliases: set[tuple[str, str]] = set()
    foreign: set[tuple[str, str, str, str]] = set()
    rows = []
    for card in cards:
        key = name_key(card.name)
        ids = [ruling_ids.setdefault(r, len(ruling_ids) + 1) for r in card.rulings]
        legal = legal_ids.setdefault(encode_legalities(card.legalities), len(legal_ids) + 1)
        sets = f" {' '.join(card.printings)} " if card.printings else ""
        rows.append(
            (
                key,
                card.name,
                card.layout,
                int(card.playable),
                sets,
                legal,
                " ".join(map(str, ids)),
                encode_faces(card),
            )
        )
        for alias in {fold(card.name), *(fold(face.name) for face in card.faces)}:
            if alias != key:
                aliases.add((alias, key))
        for language, printed in card.foreign_names:
            foreign.add((fold(printed), key, language, printed))
    conn.executemany("INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
    conn.executemany(
        "INSERT INTO rulings VALUES (?, ?, ?)", [(i, r.date, r.text) for r, i in ruling_ids.items()]
    )
    conn.executemany("INSERT INTO legalities VALUES (?, ?)", [(i, f) for f, i in legal_ids.items()])
    conn.executemany("INSERT INTO aliases VALUES (?, ?)", sorted(aliases))
    conn.executemany("INSERT INTO foreign_names VALUES (?, ?, ?, ?)", sorted(foreign))
    meta = {
        "format": FORMAT_VERSION,
        "source_kind": source.kind,
        "source_meta": source.meta,
        "source_sha256": source.sha256,
        "cards": str(len(cards)),
    }
    conn.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
    return len(ruling_ids)
