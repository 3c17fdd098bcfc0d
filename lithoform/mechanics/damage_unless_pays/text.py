"""'[source] deals N damage to [player] unless they pay {M}' (118.12, 120.3), the text part: the player
(each player, for a group) chooses whether to pay; the damage is dealt to one who doesn't. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DealDamage, This, You
from lithoform.compiler.values import VP, Unsupported, mana
from lithoform.mechanics.player_verbs.nodes import Payer, PlayerUnlessPays


class DamageUnlessPaysRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def dup_they(self, c: list) -> str:
        return "they"

    def dup_you(self, c: list) -> str:
        return "you"

    def deal_damage_unless_pays(self, c: list) -> VP:
        amount, who, payer, cost = c
        if payer == "you" and not isinstance(who, You):
            raise Unsupported("damage to another player unless you pay")
        if payer == "they" and (isinstance(who, You) or not self.scope.is_player(who)):  # type: ignore[attr-defined]
            raise Unsupported("damage to an object unless a player pays")
        symbols = mana(cost)
        if "{E}" in symbols.upper():  # energy (107.14) is paid with counters: the payment offers mana only
            raise Unsupported("'unless they pay' with energy ({E})")

        def make(source: Any) -> PlayerUnlessPays:
            damage = DealDamage(amount, Payer()) if isinstance(source, This) else DealDamage(amount, Payer(), source)
            return PlayerUnlessPays(who, symbols, damage)

        return VP(make, "source")


TRANSFORMER = DamageUnlessPaysRules
