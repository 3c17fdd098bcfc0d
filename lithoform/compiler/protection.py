"""Transformer rules for protection (702.16): the keyword on a line of its own ('protection from Demons and
from Dragons', 'protection from each color'), as a granted keyword ('have protection from Dogs') and
'gains protection from the color of your choice'. Each quality becomes one keyword ability the engine reads
by name (lithoform/protection.py); a quality the engine can't check leaves the line unparsed."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import GainProtectionChosenColor, Static
from lithoform.compiler.descriptions import subtypes
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.protection import rules as protection


def _name(quality: str) -> str:
    """The keyword as Oracle text prints it: 'Protection from Demons', 'Protection from red'."""
    return "Protection from " + (quality.capitalize() if quality in subtypes() else quality)


class ProtectionRules:
    """Rules of protection; mixed into `OracleTransformer` (transform.py)."""

    def pq_desc(self, c: list) -> str:
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) != 1 or not protection.known_quality(words[0]):
            raise Unsupported(f"protection from {' '.join(words)}")
        return words[0]

    def pq_multicolored(self, c: list) -> str:
        return "multicolored"

    def pq_monocolored(self, c: list) -> str:
        return "monocolored"

    def pq_everything(self, c: list) -> str:
        return protection.EVERYTHING  # 702.16j

    def kw_protection(self, c: list) -> list[Static]:
        """702.16g: 'protection from A and from B' is two protection abilities."""
        return [Static(_name(q), text=_name(q)) for q in dict.fromkeys(c)]

    def kw_protection_each_color(self, c: list) -> list[Static]:
        """702.16h: 'protection from each color' ('from all colors') is one protection ability for each of
        the five colors."""
        return [Static(_name(q), text=_name(q)) for q in protection.COLORS]

    def kwn_protection(self, c: list) -> str:
        return _name(c[0])

    def gain_protection_choice(self, c: list) -> VP:
        """'It gains protection from the color of your choice until end of turn' (chosen on resolution)."""
        until: Any = c[0]
        return VP(lambda what: GainProtectionChosenColor(what, until), "object", "gain")
