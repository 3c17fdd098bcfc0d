"""Immutable card records: what a lookup in the card database returns."""

from __future__ import annotations

from dataclasses import dataclass

# A card's legality in each format it is not "Not Legal" in, e.g. ("modern", "Legal").
Legalities = tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Ruling:
    date: str  # ISO date, "YYYY-MM-DD"
    text: str


@dataclass(frozen=True, slots=True)
class FaceRecord:
    """One face of a card (the only face for a normal card), with its printed characteristics."""

    name: str  # the face's own name; the card's name for single-faced cards
    layout: str
    side: str | None = None  # "a", "b", ... for multi-face cards
    mana_cost: str | None = None  # "{2}{R}"; None when the face has no mana cost (CR 202.1b)
    mana_value: float = 0.0
    colors: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    color_indicator: tuple[str, ...] | None = None
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""  # Oracle text
    power: str | None = None  # strings: "*", "1+*" and "X" occur
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardMatch:
    """A lookup's result: the card, and the language of the name it was found by (None: English)."""

    card: CardRecord
    language: str | None = None
    printed: str = ""  # the name as printed in that language


@dataclass(frozen=True, slots=True, weakref_slot=True)
class CardRecord:
    """A card by its Oracle name; multi-face cards keep every face in printed order."""

    name: str
    layout: str
    faces: tuple[FaceRecord, ...]
    rulings: tuple[Ruling, ...] = ()
    printings: tuple[str, ...] = ()  # set codes
    legalities: Legalities = ()
    playable: bool = True  # False for Un-cards (isFunny) and Alchemy "A-" rebalanced cards
    # (language, printed name) in other languages, from the source's foreign data; only an import fills it
    foreign_names: tuple[tuple[str, str], ...] = ()

    @property
    def front(self) -> FaceRecord:
        return self.faces[0]

    def face(self, name: str) -> FaceRecord:
        """The face with this name (case-insensitive)."""
        wanted = name.casefold()
        for face in self.faces:
            if face.name.casefold() == wanted:
                return face
        raise KeyError(f"{self.name!r} has no face named {name!r}")

    def legality(self, format_name: str) -> str:
        """The status in a format such as "modern": Legal, Banned, Restricted or Not Legal."""
        wanted = format_name.casefold()
        for fmt, status in self.legalities:
            if fmt == wanted:
                return status
        return "Not Legal"
