"""Protection (702.16), its text part: the qualities the engine can check, and the transformer rules for the
keyword on a line of its own ('protection from Demons and from Dragons', 'protection from each color'), as a
granted keyword ('have protection from Dogs') and 'gains protection from the color of your choice'. Each
quality becomes one keyword ability the rules part (rules.py) reads by name; a quality the engine can't
check leaves the line unparsed. Data only: imports the cards and compiler basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.continuous import CHOSEN_COLOR_PROTECTION, CHOSEN_PLAYER_PROTECTION
from lithoform.cards.tree import (
    AddAbilities,
    GainProtectionChosenColor,
    Static,
    StaticEffect,
    YouHaveProtectionFromChosenName,
)
from lithoform.compiler.descriptions import subtypes
from lithoform.compiler.values import VP, Unsupported, replace

PREFIX = "protection from "
# 702.16n: 'This effect doesn't remove Auras.' / '... doesn't remove [this Aura].': a protection granted so marks
# its keyword; the marked instance doesn't put those Auras into the graveyard as a state-based action
KEEPS_AURAS = " (doesn't remove auras)"
KEEPS_SOURCE = " (doesn't remove its source)"
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# 702.16a: a card type quality applies to permanents of that type and to other sources of that type.
CARD_TYPES = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment", "lands": "Land",
              "planeswalkers": "Planeswalker", "instants": "Instant", "sorceries": "Sorcery", "battles": "Battle"}
COLOR_QUALITIES = ("multicolored", "monocolored", "colorless")
EVERYTHING = "everything"
COLORED_SPELLS = "colored spells"  # spells with one or more colors (105.2): only spells, not permanents


def subtype_of(word: str) -> str | None:
    """The subtype a word names ('demons', 'dog' -> the printed subtype), from CR 205.3g-m."""
    return subtypes().get(word)


SUPERTYPES = {"snow": "Snow", "legendary": "Legendary"}  # 'protection from snow' (Ronom Hulk; 205.4)


def known_quality(word: str) -> bool:
    """Whether the engine can tell which objects have this quality (the compiler refuses the others)."""
    first, _, kind = word.partition(" ")
    if kind:  # 'God creatures', 'legendary creatures' (Sigrid, Tsabo Tavoc): both qualities at once
        return kind in CARD_TYPES and (first in SUPERTYPES or first in COLORS or subtype_of(first) is not None)
    return (word in COLORS or word in CARD_TYPES or word in COLOR_QUALITIES or word == EVERYTHING
            or word in SUPERTYPES or subtype_of(word) is not None)


def _name(quality: str) -> str:
    """The keyword as Oracle text prints it: 'Protection from Demons', 'Protection from red'."""
    first, _, kind = quality.partition(" ")
    if kind:
        return "Protection from " + (first.capitalize() if first in subtypes() else first) + " " + kind
    return "Protection from " + (quality.capitalize() if quality in subtypes() else quality)


class ProtectionRules:
    """Rules of protection; mixed into `OracleTransformer` (transform.py)."""

    def pq_desc(self, c: list) -> str:
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) not in (1, 2) or not known_quality(" ".join(words)):
            raise Unsupported(f"protection from {' '.join(words)}")
        return " ".join(words)

    def kw_protection_colored_spells(self, c: list) -> list[Static]:
        """'protection from spells that are one or more colors' (Emrakul, the Aeons Torn): colored spells."""
        self._only(c[0], "spells")  # type: ignore[attr-defined]
        return [Static(_name(COLORED_SPELLS), text="Protection from spells that are one or more colors")]

    def pq_multicolored(self, c: list) -> str:
        return "multicolored"

    def pq_monocolored(self, c: list) -> str:
        return "monocolored"

    def pq_everything(self, c: list) -> str:
        return EVERYTHING  # 702.16j

    def kw_protection(self, c: list) -> list[Static]:
        """702.16g: 'protection from A and from B' is two protection abilities."""
        return [Static(_name(q), text=_name(q)) for q in dict.fromkeys(c)]

    def kw_protection_each_color(self, c: list) -> list[Static]:
        """702.16h: 'protection from each color' ('from all colors') is one protection ability for each of
        the five colors."""
        return [Static(_name(q), text=_name(q)) for q in COLORS]

    def st_protection_keeps(self, c: list) -> StaticEffect:
        """702.16n: 'This effect doesn't remove [this Aura / Auras].': the protection the Aura's static ability
        grants is marked, so that the marked instance leaves those Auras attached (rules.can_attach)."""
        ability = c[0]
        kept = c[1] if len(c) > 1 else None
        if kept is None:
            mark = KEEPS_SOURCE
        elif " ".join(self._words(kept)) == "auras":  # type: ignore[attr-defined]
            mark = KEEPS_AURAS
        else:
            raise Unsupported("'this effect doesn't remove' something other than this Aura or Auras")
        if not (isinstance(ability, StaticEffect) and ability.attached == "enchanted" and ability.condition is None):
            raise Unsupported("'this effect doesn't remove' after something other than an Aura's static ability")
        parts, marked = [], False
        for part in ability.parts:
            if isinstance(part, AddAbilities) and any(k.lower().startswith(PREFIX) for k in part.keywords):
                part = AddAbilities(part.abilities, tuple(k + mark if k.lower().startswith(PREFIX) else k
                                                          for k in part.keywords))
                marked = True
            parts.append(part)
        if not marked:
            raise Unsupported("'this effect doesn't remove' after an ability that grants no protection")
        return replace(ability, parts=tuple(parts))

    def kwn_protection(self, c: list) -> str:
        return _name(c[0])

    def kwn_protection_each_color(self, c: list) -> tuple[str, ...]:
        """702.16h: a granted 'protection from all colors' is a protection from each of the five colors."""
        return tuple(s.keyword for s in self.kw_protection_each_color(c))

    def kwn_protection_chosen_color(self, c: list) -> str:
        """'has protection from the chosen color' (702.16, 607.2d): the layers name the color its granter chose."""
        return CHOSEN_COLOR_PROTECTION

    def st_you_protection_chosen_name(self, c: list) -> YouHaveProtectionFromChosenName:
        """'You have protection from the chosen card name.' (Runed Halo; 702.16b, 702.16e)."""
        if tuple(self._words(c[0])) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("protection from a chosen name of some kind")
        return YouHaveProtectionFromChosenName()

    def st_self_protection_chosen_player(self, c: list) -> StaticEffect:
        """'True-Name Nemesis has protection from the chosen player.' (702.16k): a static ability of the permanent
        itself, read with what it chose as it entered (614.12, 607.2d)."""
        return StaticEffect((AddAbilities(keywords=(CHOSEN_PLAYER_PROTECTION,)),))

    def kwn_protection_many(self, c: list) -> tuple[str, ...]:
        """702.16g: a granted 'protection from red and from blue' is two protection abilities (the Swords)."""
        return tuple(_name(q) for q in dict.fromkeys(c))

    def gain_protection_choice(self, c: list) -> VP:
        """'It gains protection from the color of your choice until end of turn' (chosen on resolution)."""
        until: Any = c[0]
        return VP(lambda what: GainProtectionChosenColor(what, until), "object", "gain")

    def gain_protection_or_choice(self, c: list) -> VP:
        """'gains protection from colorless or from the color of your choice until end of turn' (Giver of Runes;
        Jeweled Spirit's ruling: "You choose the color (or artifacts) on resolution.")."""
        also, until = (_name(c[0]),), c[1]
        return VP(lambda what: GainProtectionChosenColor(what, until, also), "object", "gain")


TRANSFORMER = ProtectionRules
