"""Escape (702.138), its text part: 'Escape—[cost]' is a permission to cast the card from its owner's graveyard
for an alternative cost (601.3, 118.9), '~ escapes with N counters on it' a replacement effect (702.138c),
and 'sacrifice it unless it escaped' a conditional instruction (702.138b, 608.2c). Data only: imports the
cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CastFromGraveyard, Cost, Filter, IfThen, SacrificeObjects
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.escape.nodes import Escaped, EscapesWithCounters

ESCAPE = "Escape"
# the parts of an escape cost the spell-casting steps pay (601.2f-h): mana and exiling cards from the graveyard
_PARTS = {"mana", "exile_from_hand", "exile_from", "exile_filter"}


class EscapeRules:
    """Transformer rules of escape; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def st_escape(self, c: list) -> CastFromGraveyard:
        """702.138a: 'You may cast this card from your graveyard by paying [cost] rather than paying its mana
        cost.' 'Exile five other cards from your graveyard': the card itself is on the stack as the cost is
        paid (601.2a), so every card left in the graveyard is another one."""
        parts: dict[str, Any] = self.cost(c)  # type: ignore[attr-defined]
        if set(parts) - _PARTS or parts.get("exile_from", "graveyard") != "graveyard":
            raise Unsupported("an escape cost with parts other than mana and exiling cards from the graveyard")
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        f = parts.get("exile_filter")
        if isinstance(f, Filter) and f.other:
            f = replace(f, other=False)
            parts["exile_filter"] = None if f == Filter() else f
        return CastFromGraveyard(alternative=Cost(**parts), keyword=ESCAPE)

    def st_escapes_with_counters(self, c: list) -> EscapesWithCounters:
        """702.138c: '~ escapes with two +1/+1 counters on it'."""
        return EscapesWithCounters(c[1], _int(c[0]))

    def sacrifice_unless_escaped(self, c: list) -> VP:
        """702.138b, 608.2c: 'sacrifice it unless it escaped': if it didn't escape, its controller sacrifices it."""
        what = c[0]
        return VP(lambda who: IfThen(Escaped(negated=True), SacrificeObjects(what)), "you")


TRANSFORMER = EscapeRules
