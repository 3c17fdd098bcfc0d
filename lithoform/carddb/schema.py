"""The SQLite layout shared by the writer and the reader."""

from __future__ import annotations

# Bump when the layout changes, so an old imported database is reported rather than misread.
FORMAT_VERSION = "1"

# Rulings and legality sets are shared by many cards (45k rulings, 25k distinct; 299 distinct
# legality sets), so cards refer to them by id. `sets` is " 2ED LEA " so instr(' LEA ') finds a set.
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE cards (
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    layout TEXT NOT NULL,
    playable INTEGER NOT NULL,
    sets TEXT NOT NULL,
    legal INTEGER NOT NULL,
    rulings TEXT NOT NULL,
    faces TEXT NOT NULL
);
CREATE TABLE rulings (id INTEGER PRIMARY KEY, date TEXT NOT NULL, text TEXT NOT NULL);
CREATE TABLE legalities (id INTEGER PRIMARY KEY, formats TEXT NOT NULL);
CREATE TABLE aliases (alias TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (alias, key)) WITHOUT ROWID;
CREATE TABLE foreign_names (
    alias TEXT NOT NULL,
    key TEXT NOT NULL,
    language TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (alias, key, language, name)
) WITHOUT ROWID;
"""
# `foreign_names` (a card's printed names in other languages, from MTGJSON's foreignData; folded `alias`)
# came after format 1 without a bump: a file without the table is read as having no foreign names.
