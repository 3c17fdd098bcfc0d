"""Revealing a card from the hand as a cost, the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AlternativeCost, Cost, XValue
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import SpellSetting, Unsupported, replace
from lithoform.mechanics.board_conditions.nodes import AnyOf
from lithoform.mechanics.casualty.nodes import OptionalCostPaid
from lithoform.mechanics.reveal_cost.nodes import ControlledAsCast, RevealedCardValue

REVEAL, CHOOSE = "reveal", "choose"  # the optional costs' names (Choices.additional)


class RevealCostRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_reveal_from_hand(self, c: list) -> dict:
        """'reveal a creature card from your hand' (601.2h): cards of the payer's hand matching the description."""
        n, tok = c
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.noun != "card" or d.chosen is not None:
            raise Unsupported(f"revealing {' '.join(words)!r} from the hand")
        if isinstance(n, XValue):  # 'reveal X white cards from your hand' (107.3a: X announced, Cost.reveal_x)
            return {"reveal_from_hand": 0, "reveal_x": True, "reveal_filter": replace(d.filter(), controller=None)}
        return {"reveal_from_hand": _int(n), "reveal_filter": replace(d.filter(), controller=None)}

    def _revealed_card(self, tok: object) -> None:
        if tuple(self._words(tok)) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'the revealed ...' naming something other than the card revealed")

    def amt_revealed_mana_value(self, c: list) -> RevealedCardValue:
        self._revealed_card(c[0])
        return RevealedCardValue("mana_value")

    def amt_revealed_power(self, c: list) -> RevealedCardValue:
        self._revealed_card(c[0])
        return RevealedCardValue("power")

    def _optional_reveal(self, parts: dict[str, Any]) -> AlternativeCost:
        if set(parts) != {"reveal_from_hand", "reveal_filter"} or parts["reveal_from_hand"] != 1:
            raise Unsupported("an optional additional cost other than revealing a card from the hand")
        return AlternativeCost(REVEAL, Cost(**parts))

    def st_optional_reveal_cost(self, c: list) -> SpellSetting:
        """'As an additional cost to cast this spell, you may reveal a Dragon card from your hand.' (601.2b: an
        optional additional cost, announced as the spell is cast; 601.2h: the card shown, kept in the hand). Another
        optional cost ('you may sacrifice an artifact') is mechanics/optional_costs'."""
        if "reveal_from_hand" not in c[0]:
            return self.optional_additional_cost(c[0])  # type: ignore[attr-defined]
        return SpellSetting("optional", self._optional_reveal(c[0]))

    def st_optional_reveal_or_choose(self, c: list) -> list[SpellSetting]:
        """'... you may reveal a Dragon card from your hand or choose a Dragon you control.' (Dragon's Fire;
        601.2b): one of two optional costs or neither; the permanent chosen is recorded as the card revealed
        would be (607: 'that card or creature')."""
        reveal = self._optional_reveal(c[0])
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        if d.plural or d.noun in ("card", "spell", "ability"):
            raise Unsupported("'or choose' something other than a permanent you control")
        chosen = Cost(reveal_from_hand=1, reveal_filter=replace(d.filter(), controller=None), reveal_from="battlefield")
        return [SpellSetting("optional", replace(reveal, excludes=CHOOSE)),
                SpellSetting("optional", AlternativeCost(CHOOSE, chosen, excludes=REVEAL))]

    def cond_revealed_or_chose(self, c: list) -> AnyOf:
        """'If you revealed a Dragon card or chose a Dragon as you cast this spell' (601.2b): either optional cost
        was paid as it was cast (a copy keeps the choice, 707.10)."""
        revealed, chosen = (list(self._words(t)) for t in c)  # type: ignore[attr-defined]
        if revealed[-1:] != ["card"] or revealed[:-1] != chosen:
            raise Unsupported("'if you revealed ... or chose ...' of different kinds")
        return AnyOf((OptionalCostPaid(REVEAL), OptionalCostPaid(CHOOSE)))

    def cond_revealed_or_controlled(self, c: list) -> AnyOf:
        """'If you revealed a Dragon card or controlled a Dragon as you cast this spell' (601.2b, 601.2i): the
        optional cost was paid, or its caster controlled such a permanent as it became cast."""
        revealed, controlled = (list(self._words(t)) for t in c)  # type: ignore[attr-defined]
        if revealed[-1:] != ["card"] or revealed[:-1] != controlled:
            raise Unsupported("'if you revealed ... or controlled ...' of different kinds")
        d = describe_or_fail(controlled)
        if d.plural or d.noun in ("card", "spell", "ability"):
            raise Unsupported("'controlled' something other than a permanent")
        return AnyOf((OptionalCostPaid(REVEAL), ControlledAsCast(replace(d.filter(), controller="you"))))

    def amt_power_of_revealed_or_chosen(self, c: list) -> RevealedCardValue:
        """'the power of that card or creature' (Dragon's Fire): the card revealed or creature chosen for the
        spell's cost, its power as it resolves, or as it last existed (608.2h; the ruling)."""
        if list(self._words(c[0])) != ["card", "or", "creature"]:  # type: ignore[attr-defined]
            raise Unsupported("'the power of that ...' of something other than the card or creature chosen")
        return RevealedCardValue("power")


TRANSFORMER = RevealCostRules
