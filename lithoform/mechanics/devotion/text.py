"""Devotion (700.5), the text part: the amount 'your devotion to [color] (and [color])', the condition 'your
devotion to [colors] is less than N' and the gods' 'as long as [condition], ~ isn't a creature' (a layer-4
type change, 205.1a, whose condition is checked continuously, 611.3a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import RemoveTypes, StaticEffect
from lithoform.compiler.descriptions import COLORS
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.animated_lands.text import creature_types
from lithoform.mechanics.devotion.nodes import Devotion, DevotionLessThan, DevotionMana
from lithoform.mechanics.enters_choice.nodes import ChooseNow


class DevotionRules:
    """Transformer rules of devotion; mixed into `OracleTransformer`."""

    def _devotion_colors(self, tok: Any) -> tuple[str, ...]:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        colors = [w for w in words if w != "and"]
        if not colors or len(colors) > 2 or any(w not in COLORS for w in colors) \
                or (len(colors) == 2 and words != [colors[0], "and", colors[1]]):
            raise Unsupported("devotion to something other than one or two colors")
        return tuple(COLORS[w] for w in colors)

    def amt_devotion(self, c: list) -> Devotion:
        """700.5: 'your devotion to black' (Gray Merchant of Asphodel), 'to white and black'."""
        return Devotion(self._devotion_colors(c[0]))

    def cond_devotion_less(self, c: list) -> DevotionLessThan:
        """'your devotion to green is less than five' (Nylea, God of the Hunt)."""
        return DevotionLessThan(self._devotion_colors(c[0]), int(c[1]))

    def st_if_self_isnt_type(self, c: list) -> StaticEffect:
        """'As long as your devotion to green is less than five, Nylea isn't a creature.' (611.3a, layer 4)."""
        cond, what = c
        words = list(self._words(what))  # type: ignore[attr-defined]
        if words != ["creature"]:
            raise Unsupported("'~ isn't a' something other than a creature")
        # 205.3d: what isn't a creature has no creature types: it loses its own too (the ruling: 'it loses
        # the type creature and the creature type God')
        own = tuple(s for s in self.face_subtypes if s in creature_types())  # type: ignore[attr-defined]
        return StaticEffect((RemoveTypes(("Creature",), own),), condition=self._while(cond))  # type: ignore[attr-defined]

    def devotion_mana_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("devotion_mana")


def mark_devotion_mana(mark: SentenceMark, last: Any) -> Any:
    """'Choose a color.' then 'Add an amount of mana of that color equal to your devotion to that color.': one
    instruction that adds the mana (106.1a, 700.5)."""
    if mark.name != "devotion_mana":
        return None
    if isinstance(last, ChooseNow) and last.kind == "color":
        return DevotionMana()
    return None


TRANSFORMER = DevotionRules
MARKS = (mark_devotion_mana,)
