"""Deck lists in the MTG Arena / MTGO text format, and the deck construction rules (100.2, 100.4).

    4 Lightning Bolt (M10) 146     count, name, optional set code and collector number (Arena)
    4 Lightning Bolt               count and name (MTGO)
    4 [M10] Lightning Bolt         count, set code in brackets, name (MWS / Apprentice .mwDeck lists)
    Deck / Sideboard / Commander / Companion / About     optional section headers
    Creatures (14) / Lands / Sideboard (15)              type groups of published lists, with or without a count
    # a comment, // a comment
    (a blank line after the main deck starts the sideboard when there is no Sideboard header: MTGO)

MTGO's own deck files (.dek, XML: `<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" />` entries)
are read too.

Every name is checked against the card database (an unknown one suggests the nearest names) and against
the engine's card definitions. All problems are reported together, and nothing is returned half-loaded.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from lithoform.carddb import UnknownCardError, find_card
from lithoform.catalog.registry import UnknownCardDefinition, get_def
from lithoform.play.commander_decks import commander_problems, split_commanders
from lithoform.play.copy_limits import COPY_LIMIT, copy_limit
from lithoform.rules.setup import MAX_DECK

CONSTRUCTED_MINIMUM = 60  # 100.2a
LIMITED_MINIMUM = 40  # 100.2b
FORMATS = ("constructed", "limited", "commander", "brawl")
SIDEBOARD_MAXIMUM = 15  # 100.4a
MAX_DECK_FILE = 1024 * 1024  # bytes: a deck list is a few KB

_LINE = re.compile(
    r"^(?:SB:\s*)?(?P<count>[0-9]+)x?\s+(?:\[[A-Za-z0-9_]*\]\s*)?(?P<name>.+?)"
    r"(?:\s+\((?P<set>[A-Za-z0-9_]+)\)(?:\s+(?P<number>[^\s*]+))?)?(?:\s+\*[A-Z]+\*)?\s*$"
)
_HEADERS = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main", "mainboard": "main",
    "sideboard": "sideboard", "commander": "commander", "companion": "companion", "about": "about",
}
# Published lists group the main deck by card type ("Creatures (14)", "Lands", "Sideboard (15)"): such a heading,
# with or without its count, is a section header (the types' groups are all the main deck).
_GROUPS = {"creature", "creatures", "instant", "instants", "sorcery", "sorceries", "artifact", "artifacts",
           "enchantment", "enchantments", "planeswalker", "planeswalkers", "land", "lands", "battle", "battles",
           "spells", "other spells", "other", "nonland", "nonland cards"}
_GROUP_LINE = re.compile(r"^(?P<head>[A-Za-z][A-Za-z ]*?)\s*(?:\(\s*[0-9]+\s*\))?\s*:?$")


class DeckError(ValueError):
    """A deck list that can't be used; `problems` names every problem found."""

    def __init__(self, problems: list[str], source: str = "") -> None:
        self.problems = list(problems)
        self.source = source
        head = f"{source}: " if source else ""
        super().__init__(head + ("; ".join(problems) if len(problems) == 1 else
                                 f"{len(problems)} problems:\n  " + "\n  ".join(problems)))


@dataclass(frozen=True)
class DeckList:
    """A deck: (count, card name) entries with the names as the card database spells them."""

    main: tuple[tuple[int, str], ...]
    sideboard: tuple[tuple[int, str], ...] = ()
    commander: tuple[tuple[int, str], ...] = ()
    companion: tuple[tuple[int, str], ...] = ()
    name: str = field(default="", compare=False)
    # (name as written, the card's name, the language it was written in) for names not written in English
    translated: tuple[tuple[str, str, str], ...] = field(default=(), compare=False)

    def cards(self) -> list[str]:
        """The main deck as one card name per card, in list order (what `Game.new` takes)."""
        return [n for count, n in self.main for _ in range(count)]

    def sideboard_cards(self) -> list[str]:
        """The sideboard as one card name per card: the cards outside the game (400.11a, `Game.new`'s
        `sideboards`)."""
        return [n for count, n in self.sideboard for _ in range(count)]

    @property
    def size(self) -> int:
        return sum(count for count, _ in self.main)

    def to_text(self) -> str:
        """The list in the Arena format (parses back to an equal DeckList)."""
        parts = ["Deck", *(f"{c} {n}" for c, n in self.main)]
        for title, entries in (("Sideboard", self.sideboard), ("Commander", self.commander),
                               ("Companion", self.companion)):
            if entries:
                parts += ["", title, *(f"{c} {n}" for c, n in entries)]
        return "\n".join(parts) + "\n"


def parse_deck(text: str, source: str = "", check_cards: bool = True) -> DeckList:
    """Parses a deck list; raises DeckError naming every malformed line and every unusable card.
    `check_cards=False` skips the database and engine checks (names are kept as written)."""
    if text.lstrip().startswith("<"):  # (an MTGO .dek file: its entries as the text format's lines)
        text = _dek_text(text, source)
    sections: dict[str, dict[str, int]] = {k: {} for k in ("main", "sideboard", "commander", "companion")}
    order: dict[str, list[str]] = {k: [] for k in sections}
    problems: list[str] = []
    section = "main"
    explicit_sideboard = bool(re.search(r"(?im)^\s*sideboard\s*(?:\(\s*[0-9]+\s*\))?\s*:?\s*$", text))
    blank_after_cards = False
    deck_name = ""
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            blank_after_cards = section == "main" and bool(order["main"])
            continue
        if line.startswith(("#", "//")):
            continue
        header = _HEADERS.get(line.rstrip(":").strip().lower())
        if header is None and (g := _GROUP_LINE.match(line)) is not None:
            head = " ".join(g["head"].lower().split())
            header = "main" if head in _GROUPS else _HEADERS.get(head)
        if header is not None:
            section, blank_after_cards = header, False
            continue
        if section == "about":  # Arena's "About" section: "Name My Deck"
            if line.lower().startswith("name "):
                deck_name = line[5:].strip()
            continue
        m = _LINE.match(line)
        if m is None:
            problems.append(f"line {number}: not a card line ({line!r}); expected e.g. '4 Lightning Bolt'")
            continue
        target = section
        if line.upper().startswith("SB:"):
            target = "sideboard"
        elif section == "main" and blank_after_cards and not explicit_sideboard:
            section = target = "sideboard"  # MTGO: the sideboard follows a blank line
        digits, name = m["count"], " ".join(m["name"].split())
        count = int(digits) if len(digits) <= len(str(MAX_DECK)) else MAX_DECK + 1
        if count > MAX_DECK:
            problems.append(f"line {number}: a count of {digits[:24]}{'...' if len(digits) > 24 else ''} "
                            f"for {name!r}; the engine takes at most {MAX_DECK} cards in a deck")
            continue
        if count < 1:
            problems.append(f"line {number}: a count of {count} for {name!r}")
            continue
        if name not in sections[target]:
            order[target].append(name)
            sections[target][name] = 0
        sections[target][name] += count
    names = {n for sec in order.values() for n in sec}
    languages: dict[str, str] = {}
    canonical = _resolve_names(names, problems, languages) if check_cards else {n: n for n in names}
    if problems:
        raise DeckError(problems, source)
    if not order["main"]:
        raise DeckError(["the deck list has no main-deck cards"], source)
    total = sum(sections["main"].values())
    if total > MAX_DECK:
        raise DeckError([f"the main deck has {total} cards; the engine takes at most {MAX_DECK}"], source)
    built: dict[str, tuple[tuple[int, str], ...]] = {}
    for sec, names_in_order in order.items():
        merged: dict[str, int] = {}
        for n in names_in_order:
            merged[canonical[n]] = merged.get(canonical[n], 0) + sections[sec][n]
        built[sec] = tuple((c, n) for n, c in merged.items())
    translated = tuple((w, canonical[w], lang) for w, lang in sorted(languages.items()))
    return DeckList(built["main"], built["sideboard"], built["commander"], built["companion"], deck_name,
                    translated)


def _dek_text(text: str, source: str) -> str:
    """An MTGO .dek file (XML: a `Deck` of `Cards` entries with `Quantity`, `Sideboard` and `Name`) as the
    text format's lines; raises DeckError naming every malformed entry. (The standard library's parser with
    expat 2.4.1 or later: no external entities are fetched and entity expansion is bounded.)"""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as e:
        raise DeckError([f"not a readable MTGO .dek file (XML): {e}"], source) from None
    if root.tag != "Deck":
        raise DeckError([f"an XML deck file's root is <Deck>, not <{root.tag[:40]}>"], source)
    lines = ["Deck"]
    side: list[str] = []
    problems: list[str] = []
    for number, entry in enumerate(root.iter("Cards"), 1):
        quantity, name = entry.get("Quantity", ""), " ".join(entry.get("Name", "").split())
        if not quantity.isdigit() or not name:
            problems.append(f"<Cards> entry {number}: needs a whole-number Quantity and a Name "
                            f"(Quantity={quantity[:24]!r}, Name={name[:60]!r})")
            continue
        (side if entry.get("Sideboard", "false").strip().lower() == "true" else lines).append(f"{quantity} {name}")
    if problems:
        raise DeckError(problems, source)
    return "\n".join([*lines, "", "Sideboard", *side] if side else lines) + "\n"


def _resolve_names(names: set[str], problems: list[str], languages: dict[str, str]) -> dict[str, str]:
    """Each written name to the database's spelling (a printed name in another language too, when the
    imported card data has them: `languages` gets the language of each); unknown cards and cards the
    engine can't play (no hand-written definition and an Oracle text it doesn't compile) become problems."""

    out: dict[str, str] = {}
    for written in sorted(names):
        try:
            found = find_card(written)
            name = found.card.name
            if found.language is not None:
                languages[written] = found.language
        except UnknownCardError as e:  # its message already names the nearest cards
            problems.append(str(e))
            continue
        try:
            get_def(name)
        except UnknownCardDefinition as e:
            problems.append(f"{name!r} is a real card but the engine can't play it yet ({e})")
            continue
        out[written] = name
    return out


def load_deck(path: str | Path, check_cards: bool = True) -> DeckList:
    """Reads and parses a deck file (UTF-8); errors name the file."""
    p = Path(path)
    try:
        if p.stat().st_size > MAX_DECK_FILE:
            raise DeckError([f"{p.stat().st_size} bytes; a deck file has at most {MAX_DECK_FILE}"], str(p))
        text = p.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise DeckError([f"can't read the deck file: {e}"], str(p)) from None
    deck = parse_deck(text, source=str(p), check_cards=check_cards)
    if not deck.name:
        deck = DeckList(deck.main, deck.sideboard, deck.commander, deck.companion, p.stem.replace("_", " "))
    return deck


def check_deck(deck: DeckList, format: str = "constructed") -> None:
    """Deck construction rules: 100.2a (constructed: at least 60 cards, at most four of a card other than
    basic lands, counted over deck and sideboard together, 100.4a, which allows at most 15 sideboard
    cards) or 100.2b (limited: at least 40 cards); 903.3-903.5 (commander: exactly 100 cards with the commander,
    one of each but basic lands, within its color identity) or 903.12 (brawl: 60 cards). Raises DeckError
    naming every problem."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; formats are {', '.join(FORMATS)}")
    if format in ("commander", "brawl"):
        problems = commander_problems(deck.main, deck.sideboard, deck.commander, brawl=format == "brawl")
        if problems:
            raise DeckError(problems, deck.name)
        return
    problems: list[str] = []
    minimum = CONSTRUCTED_MINIMUM if format == "constructed" else LIMITED_MINIMUM
    if deck.size < minimum:
        rule = "100.2a" if format == "constructed" else "100.2b"
        problems.append(f"the main deck has {deck.size} cards; a {format} deck has at least {minimum} "
                        f"({rule})")
    if format == "constructed":
        side = sum(c for c, _ in deck.sideboard)
        if side > SIDEBOARD_MAXIMUM:
            problems.append(f"the sideboard has {side} cards; at most {SIDEBOARD_MAXIMUM} (100.4a)")
        totals: dict[str, int] = {}
        for count, name in deck.main + deck.sideboard:
            totals[name] = totals.get(name, 0) + count
        for name, count in totals.items():
            limit = copy_limit(name) if count > COPY_LIMIT else COPY_LIMIT
            if limit is not None and count > limit:
                problems.append(f"{count} copies of {name!r}; at most {limit} of a card other than basic lands"
                                f"{' (its own text)' if limit != COPY_LIMIT else ''} (100.2a)")
    else:  # 100.2b: no copy limit in limited, but a card's own limit still holds for the deck itself
        for count, name in deck.main:
            limit = copy_limit(name) if count > COPY_LIMIT else None
            if limit is not None and limit != COPY_LIMIT and count > limit:
                problems.append(f"{count} copies of {name!r}; at most {limit} (its own text, 100.2b)")
    if problems:
        raise DeckError(problems, deck.name)


@dataclass(frozen=True)
class GameDecks:
    """What a game takes from its players' deck lists (`Game.new`'s arguments): each library's cards, the cards
    outside the game (400.11a; none in a Commander game, 903.5e), and in a Commander game each player's commanders,
    apart from the library (903.6), with the variant ('commander' or 'brawl'; '' for any other game)."""

    decks: tuple[tuple[str, ...], ...]
    sideboards: tuple[tuple[str, ...], ...]
    commanders: tuple[tuple[str, ...], ...] = ()
    variant: str = ""

    def game_args(self) -> dict[str, Any]:
        """`Game.new`'s keyword arguments for these decks (but the seed and the options)."""
        args: dict[str, Any] = {"sideboards": [list(s) for s in self.sideboards]}
        if self.commanders:
            args.update(commanders=[list(c) for c in self.commanders], variant=self.variant)
        return args


def game_decks(decks: Sequence[DeckList], format: str | None = None) -> GameDecks:
    """The decks checked by `format`'s construction rules (`check_deck`) and split into what a game takes.
    `format` None: 'commander' when every list names its commander (a 'Commander' section, or MTGO's commander
    alone in the sideboard, 903.3), else 'constructed'. A Commander or Brawl game is a two-player game here."""
    if format is None:
        every = decks and all(split_commanders(d.main, d.sideboard, d.commander).commanders for d in decks)
        format = "commander" if every else "constructed"
    for deck in decks:
        check_deck(deck, format)
    if format not in ("commander", "brawl"):
        return GameDecks(tuple(tuple(d.cards()) for d in decks), tuple(tuple(d.sideboard_cards()) for d in decks))
    splits = [split_commanders(d.main, d.sideboard, d.commander, format == "brawl") for d in decks]
    return GameDecks(tuple(tuple(n for c, n in s.deck for _ in range(c)) for s in splits),
                     tuple(() for _ in decks), tuple(s.commanders for s in splits), format)


# --- the bundled decks --------------------------------------------------------------------------------------


def bundled_decks() -> dict[str, Path]:
    """The starter decks shipped in lithoform/data/decks, by file stem."""
    folder = resources.files("lithoform") / "data" / "decks"
    if not folder.is_dir():
        return {}
    return {Path(str(f)).stem: Path(str(f)) for f in folder.iterdir() if str(f).endswith(".txt")}


def resolve_deck(spec: str) -> DeckList:
    """A deck by file path, or by the name of a bundled deck (e.g. `red_burn`)."""
    bundled = bundled_decks()
    if spec in bundled and not Path(spec).exists():
        return load_deck(bundled[spec])
    if not Path(spec).exists():
        known = ", ".join(sorted(bundled))
        raise DeckError([f"no such deck file; bundled decks are: {known}"], spec)
    return load_deck(spec)


DEFAULT_DECKS = ("red_burn", "green_white")


# --- the command line: `lithoform deck FILE...` -------------------------------------------------------------


def add_deck_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("deck", help="check deck lists (Arena/MTGO text) against the construction rules")
    p.add_argument("decks", nargs="*", metavar="DECK",
                   help="deck files or bundled deck names (none: list the bundled decks)")
    p.add_argument("--format", choices=FORMATS, default="constructed")
    p.set_defaults(func=_deck_command)


def _deck_command(args: argparse.Namespace) -> int:
    if not args.decks:
        for name, path in sorted(bundled_decks().items()):
            deck = load_deck(path)
            print(f"{name}: {deck.name}, {deck.size} cards ({path})")
        return 0
    failed = 0
    for spec in args.decks:
        try:
            deck = resolve_deck(spec)
            check_deck(deck, args.format)
        except DeckError as e:
            print(f"{e}", file=sys.stderr)
            failed += 1
            continue
        side = sum(c for c, _ in deck.sideboard)
        size = f"{deck.size} cards"
        if args.format in ("commander", "brawl"):
            split = split_commanders(deck.main, deck.sideboard, deck.commander, args.format == "brawl")
            size, side = f"{deck.size + len(split.commanders)} cards led by {' and '.join(split.commanders)}", 0
        for written, name, language in deck.translated:
            print(f"{spec}: {written!r} is the {language} name of {name}")
        print(f"{spec}: {deck.name or 'deck'} is a legal {args.format} deck: {size}"
              + (f" and a {side}-card sideboard" if side else ""))
    return 1 if failed else 0


# --- why a deck doesn't load: the refused cards and the compiler's refused phrases ----------------------------


def card_refusals(names: list[str] | tuple[str, ...]) -> dict[str, list[str]]:
    """For each card the engine can't play, the reasons: the compiler's refused phrases (one per phrase,
    `face, line N: 'phrase' (why)`), or the lookup error for an unknown name. Cards that load are left out."""
    # imported here: the compiler (and lark) load only when a card isn't hand-written
    from lithoform.catalog.compiled import NotCompiled

    out: dict[str, list[str]] = {}
    for written in dict.fromkeys(names):
        try:
            name = find_card(written).card.name
        except UnknownCardError as e:
            out[written] = [str(e)]
            continue
        try:
            get_def(name)
        except NotCompiled as e:
            unparsed = e.compiled.unparsed if e.compiled is not None else ()
            out[name] = [str(u) for u in unparsed] or [str(e)]
        except UnknownCardDefinition as e:
            out[name] = [str(e)]
    return out


def deck_refusals(path: str | Path) -> dict[str, list[str]]:
    """`card_refusals` for every card named in a deck file, every section (names as written are kept)."""
    deck = load_deck(path, check_cards=False)
    return card_refusals([n for sec in (deck.main, deck.sideboard, deck.commander, deck.companion)
                          for _, n in sec])


BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
               "Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp", "Snow-Covered Mountain",
               "Snow-Covered Forest")


def playable_part(names: list[str], refused: dict[str, list[str]] | None = None) -> tuple[list[str], int]:
    """The deck `names` (one name per card) with every card the engine refuses replaced by the deck's most
    common basic land (Wastes if it has none), so a real deck can be played before all its cards load.
    Returns the cards and how many were replaced."""
    refused = card_refusals(names) if refused is None else refused
    basics = [n for n in names if n in BASIC_LANDS]
    filler = max(set(basics), key=basics.count) if basics else "Wastes"
    out = [filler if n in refused else n for n in names]
    return out, sum(n in refused for n in names)
