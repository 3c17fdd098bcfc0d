"""Unearth (702.84), its text part: an activated ability that functions in the graveyard. Data only."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.unearth.nodes import Unearth


class UnearthRules:
    """Transformer rules of unearth; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_unearth(self, c: list) -> ActivatedAbility:
        """702.84a: 'Unearth [cost]' means '[Cost]: Return this card from your graveyard to the battlefield. It
        gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
        instead of putting it anywhere else. Activate only as a sorcery.'"""
        if "Creature" not in self.face_types:
            raise Unsupported("unearth on a card that isn't a creature card")
        cost = mana(c[0])
        return ActivatedAbility(cost=Cost(mana=cost), effect=Unearth(), zone="graveyard", sorcery_speed=True,
                                keyword="Unearth", text=f"Unearth {cost}")


TRANSFORMER = UnearthRules
