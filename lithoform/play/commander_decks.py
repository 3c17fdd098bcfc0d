"""Commander deck construction (903.3-903.5, 702.124) and the Brawl option's (903.12c-e).

A Commander list names its commander under a 'Commander' header (Arena), or, as MTGO writes it, as the only
card or two of the sideboard. The designation is an attribute of the card (903.3), so it is read from the
list, not from the game."""

from __future__ import annotations

import re
from dataclasses import dataclass

from lithoform.carddb import UnknownCardError, get_card
from lithoform.carddb.records import CardRecord
from lithoform.play.copy_limits import COPY_LIMIT, copy_limit

COMMANDER_SIZE = 100  # 903.5a, 702.124b: exactly, the commander(s) included
BRAWL_SIZE = 60  # 903.12d
# 903.5d: the color of mana each basic land type's intrinsic ability makes (305.6)
LAND_TYPE_COLORS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
_PARTNER_WITH = re.compile(r"^Partner with ([^(]+?)\s*(?:\(|$)")
_PARTNER_TEXT = re.compile(r"^Partner\s*[—-]\s*([^(]+?)\s*(?:\(|$)")


@dataclass(frozen=True)
class CommanderSplit:
    """Which entries of a list are its commanders and which its deck; `sideboard_used`: MTGO's convention."""

    commanders: tuple[str, ...]
    deck: tuple[tuple[int, str], ...]
    sideboard_used: bool = False


def color_identity(card: CardRecord) -> frozenset[str]:
    """903.4: the colors of the mana symbols in the cost and rules text, of characteristic-defining abilities
    and the color indicator, of every face (903.4d: the back face too; 903.4e: an adventurer's other
    characteristics). The card data lists them per face; reminder text doesn't count (903.4c)."""
    return frozenset(c for face in card.faces for c in face.color_identity)


def land_type_colors(card: CardRecord) -> frozenset[str]:
    """903.5d: the colors of mana a card with basic land types could make by those types."""
    return frozenset(LAND_TYPE_COLORS[t] for face in card.faces for t in face.subtypes if t in LAND_TYPE_COLORS)


def can_be_commander(card: CardRecord, brawl: bool = False) -> bool:
    """903.3: a legendary creature, Vehicle or Spacecraft (with a power/toughness box) card; 903.12c: in Brawl
    a legendary planeswalker too; 903.3a: any card whose text says it can be your commander. The front face is
    the card in the command zone (712.8a)."""
    face = card.front
    if "can be your commander" in face.text:
        return True
    if "Legendary" not in face.supertypes:
        return False
    return ("Creature" in face.types or "Vehicle" in face.subtypes
            or ("Spacecraft" in face.subtypes and face.power is not None)
            or (brawl and "Planeswalker" in face.types))


def partner_abilities(card: CardRecord) -> frozenset[str]:
    """702.124a: the card's partner abilities, each a token: 'partner', 'partner—TEXT' (702.124i; the older
    wording 'Friends forever' is 'partner—friends forever'), 'partner with:NAME' (702.124j), 'background'
    (702.124k) and 'doctor' (702.124m)."""
    found: set[str] = set()
    for line in card.front.text.splitlines():
        line = line.strip()
        if line == "Partner" or line.startswith("Partner ("):
            found.add("partner")
        elif m := _PARTNER_WITH.match(line):
            found.add(f"partner with:{m.group(1)}")
        elif m := _PARTNER_TEXT.match(line):
            found.add(f"partner—{m.group(1).casefold()}")
        elif line.startswith("Friends forever"):
            found.add("partner—friends forever")
        elif line.startswith("Choose a Background"):
            found.add("background")
        elif line.startswith("Doctor's companion") or line.startswith("Doctor’s companion"):
            found.add("doctor")
    return frozenset(found)


def _is_background(card: CardRecord) -> bool:
    face = card.front
    return "Legendary" in face.supertypes and "Enchantment" in face.types and "Background" in face.subtypes


def _is_lone_doctor(card: CardRecord) -> bool:
    """702.124m: a legendary Time Lord Doctor creature card that has no other creature types."""
    face = card.front
    return ("Legendary" in face.supertypes and "Creature" in face.types
            and set(face.subtypes) == {"Time Lord", "Doctor"})


def partners(a: CardRecord, b: CardRecord) -> bool:
    """702.124: two cards may be commanders together when one partner ability allows it; different partner
    abilities don't combine (702.124f)."""
    pa, pb = partner_abilities(a), partner_abilities(b)
    if "partner" in pa and "partner" in pb:  # 702.124h
        return True
    if any(t.startswith("partner—") and t in pb for t in pa):  # 702.124i: the same 'partner—[text]'
        return True
    if f"partner with:{b.name}" in pa and f"partner with:{a.name}" in pb:  # 702.124j
        return True
    if ("background" in pa and _is_background(b)) or ("background" in pb and _is_background(a)):  # 702.124k
        return True
    return ("doctor" in pa and _is_lone_doctor(b)) or ("doctor" in pb and _is_lone_doctor(a))  # 702.124m


def split_commanders(main: tuple[tuple[int, str], ...], sideboard: tuple[tuple[int, str], ...],
                     commander: tuple[tuple[int, str], ...], brawl: bool = False) -> CommanderSplit:
    """The commanders: the 'Commander' section, or else MTGO's one or two sideboard cards that can lead a
    deck (a Background counts beside a 'choose a Background' commander)."""
    if commander:
        return CommanderSplit(tuple(n for c, n in commander for _ in range(c)), main)
    names = [n for c, n in sideboard for _ in range(c)]
    if 1 <= len(names) <= 2:
        records = [_record(n) for n in names]
        if all(r is not None and (can_be_commander(r, brawl) or _is_background(r)) for r in records):
            return CommanderSplit(tuple(names), main, sideboard_used=True)
    return CommanderSplit((), main)


def _record(name: str) -> CardRecord | None:
    try:
        return get_card(name)
    except UnknownCardError:
        return None


def commander_problems(main: tuple[tuple[int, str], ...], sideboard: tuple[tuple[int, str], ...],
                       commander: tuple[tuple[int, str], ...], brawl: bool = False) -> list[str]:
    """Every way the list breaks 903.3-903.5 (or Brawl's 903.12c-e), each naming its rule."""
    variant = "Brawl" if brawl else "Commander"
    split = split_commanders(main, sideboard, commander, brawl)
    problems: list[str] = []
    if not split.commanders:
        return [f"no commander: name it under a 'Commander' header ({'903.12c' if brawl else '903.3'})"]
    records = {n: r for n in set(split.commanders) | {n for _, n in split.deck} if (r := _record(n)) is not None}
    leaders = [records[n] for n in split.commanders if n in records]
    if len(split.commanders) > 2:
        problems.append(f"{len(split.commanders)} commanders; at most two, with a partner ability (702.124g)")
    elif len(leaders) == 2 and not partners(*leaders):
        problems.append(f"{leaders[0].name} and {leaders[1].name} can't both be commanders: no partner ability "
                        "allows the pair (702.124a, 702.124f)")
    for leader in leaders:
        if can_be_commander(leader, brawl):
            continue
        if _is_background(leader) and any("background" in partner_abilities(o) for o in leaders if o is not leader):
            continue
        kinds = "creature, planeswalker, Vehicle or Spacecraft" if brawl else "creature, Vehicle or Spacecraft"
        problems.append(f"{leader.name} can't be a commander: not a legendary {kinds} card "
                        f"({'903.12c' if brawl else '903.3'}{', 702.124k' if _is_background(leader) else ''})")
    size = sum(c for c, _ in split.deck) + len(split.commanders)
    wanted, rule = (BRAWL_SIZE, "903.12d") if brawl else (COMMANDER_SIZE, "903.5a")
    if size != wanted:
        problems.append(f"the deck has {size} cards with its commander; a {variant} deck has exactly {wanted} "
                        f"({rule})")
    if sideboard and not split.sideboard_used:
        problems.append(f"a sideboard of {sum(c for c, _ in sideboard)} cards; {variant} games use none (903.5e)")
    problems += _singleton_problems(split)
    problems += _identity_problems(split, records, leaders, brawl)
    return problems


def _singleton_problems(split: CommanderSplit) -> list[str]:
    """903.5b: one copy of each card but basic lands (and a card whose own text allows more, 100.2a)."""
    totals: dict[str, int] = {}
    for count, name in split.deck + tuple((1, n) for n in split.commanders):
        totals[name] = totals.get(name, 0) + count
    problems = []
    for name, count in totals.items():
        if count == 1:
            continue
        own = copy_limit(name)
        limit = 1 if own == COPY_LIMIT else own
        if limit is not None and count > limit:
            problems.append(f"{count} copies of {name!r}; a Commander deck has one of each card but basic lands"
                            f"{f' (its own text: {limit})' if limit != 1 else ''} (903.5b)")
    return problems


def _identity_problems(split: CommanderSplit, records: dict[str, CardRecord], leaders: list[CardRecord],
                       brawl: bool) -> list[str]:
    """903.5c: every card's color identity within the commanders' (702.124c: both together); 903.5d: a card
    with basic land types only if each color they make is; 903.12e: a colorless Brawl commander allows any
    number of basic lands of one basic land type."""
    if not leaders:
        return []
    identity = frozenset().union(*(color_identity(r) for r in leaders))
    shown = "".join(c for c in "WUBRG" if c in identity) or "colorless"
    problems = []
    basic_types: set[str] = set()
    for _, name in split.deck:
        card = records.get(name)
        if card is None:
            continue
        if brawl and not identity and "Basic" in card.front.supertypes and land_type_colors(card):
            basic_types |= {t for t in card.front.subtypes if t in LAND_TYPE_COLORS}  # 903.12e
            continue
        outside = color_identity(card) - identity
        if outside:
            problems.append(f"{name!r} has {''.join(c for c in 'WUBRG' if c in outside)} in its color identity, "
                            f"outside the commander's ({shown}) (903.5c)")
            continue
        makes = land_type_colors(card) - identity
        if makes:
            problems.append(f"{name!r} has a basic land type making {''.join(sorted(makes))} mana, outside the "
                            f"commander's color identity ({shown}) (903.5d)")
    if len(basic_types) > 1:
        problems.append(f"basic lands of {len(basic_types)} basic land types ({', '.join(sorted(basic_types))}); a "
                        "colorless commander allows basic lands of one type (903.12e)")
    return problems
