"""Sentences about players, the text part: 'draws an additional card', 'gets a poison counter', 'reveals their
hand', '... unless they pay {N}'. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DrawCards, LoseLife, SacrificeChosen
from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import VP, Unnamed, Unsupported, as_int, mana
from lithoform.mechanics.player_verbs.nodes import GetPoison, Payer, PlayerUnlessPays, RevealHand


def _unless_mana(token: Any) -> str:
    cost = mana(token)
    if "{E}" in cost:  # energy (107.14) is paid with counters: the payment decision offers mana only
        raise Unsupported("'unless they pay' with energy ({E})")
    return cost


class PlayerVerbsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def draw_additional(self, c: list) -> VP:
        """'That player draws an additional card.' (a trigger in the draw step, 504.1: a card more than the
        draw of the turn-based action)."""
        n, d = c
        self._only(d, "card", "cards")  # type: ignore[attr-defined]
        return VP(lambda who: DrawCards(n, who), "player", "draw")

    def get_poison(self, c: list) -> VP:
        n = c[0]
        return VP(lambda who: GetPoison(n, who), "player", "poison")

    def reveal_hand(self, c: list) -> VP:
        return VP(lambda who: RevealHand(who), "player", "reveal hand")

    def edict_unless_they_pay(self, c: list) -> VP:
        """'that player sacrifices a creature unless they pay {2}' (118.12, 701.21a)."""
        n, d, cost = c
        self.scope.last = Unnamed("the sacrificed permanent")  # type: ignore[attr-defined]
        f = self._permanents_of(d)
        otherwise = SacrificeChosen(Payer(), f, as_int(n))
        return VP(lambda who: PlayerUnlessPays(who, _unless_mana(cost), otherwise), "player", "edict")

    def lose_life_unless_they_pay(self, c: list) -> VP:
        amount, cost = c
        otherwise = LoseLife(amount, Payer())
        return VP(lambda who: PlayerUnlessPays(who, _unless_mana(cost), otherwise), "player", "lose_life")

    def _permanents_of(self, d: Any) -> Any:
        try:
            return d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


TRANSFORMER = PlayerVerbsRules
