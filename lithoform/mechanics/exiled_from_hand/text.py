"""Exiling a card from the hand to pay an ability's cost, then casting it from exile: the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddAbilities
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exiled_from_hand.nodes import GainUntilCastFromExile, MayCastSelfWhileExiled


class ExiledFromHandRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_exile_this_from_hand(self, c: list) -> dict:
        """602.2b: 'Exile ~ from your hand' (the ability functions in the hand: compiler._activated)."""
        return {"exile_this": True}

    def gain_quoted_until_cast(self, c: list) -> VP:
        """'gains "{T}: Add {B}, {R}, or {G}" until ~ is cast from exile' (611.2a, 613.1f)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        parts = (AddAbilities(abilities=abilities),)
        return VP(lambda what: GainUntilCastFromExile(parts, what), "object", "gain")

    def may_cast_self_while_exiled(self, c: list) -> list:
        return [MayCastSelfWhileExiled()]


TRANSFORMER = ExiledFromHandRules
