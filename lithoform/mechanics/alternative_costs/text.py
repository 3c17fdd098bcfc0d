"""Alternative costs (118.9), their text part: 'You may [cost] rather than pay this spell's mana cost' with
an optional condition ('If you control a Swamp, ...', 'If it's not your turn, ...'), and the cost parts
'exile a blue card from your hand' and 'return an Island you control to its owner's hand' (601.2h), which
other costs use too (Deprive's additional cost, evoke's 'Exile a white card from your hand'). Data only:
imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AllOf,
    AlternativeCost,
    Cost,
    CountAtLeast,
    CountAtMost,
    CountOf,
    Filter,
    ReturnCost,
    XValue,
)
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import SpellSetting, Unsupported, replace
from lithoform.mechanics.alternative_costs.nodes import NotYourTurn

_NAMES = {"pay_life": "life", "exile_from_hand": "exile", "return_to_hand": "return", "sacrifice": "sacrifice",
          "discard": "discard", "mana": "mana", "tap_others": "tap", "others_gain_life": "life_gift"}
_ALLOWED = {"pay_life", "exile_from_hand", "exile_filter", "return_to_hand", "sacrifice", "discard",
            "discard_filter", "mana", "tap_others", "exile_from", "others_gain_life", "others_gain_each"}


def alternative_name(parts: dict[str, Any]) -> str:
    """The name the player announces it by (601.2b): its parts, 'life_exile' for Force of Will."""
    return "_".join(_NAMES[k] for k in parts if k in _NAMES)


class AlternativeCostRules:
    """Transformer rules of alternative costs; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def _alternative(self, parts: list, condition: Any = None) -> SpellSetting:
        merged = self.cost(parts)  # type: ignore[attr-defined]
        if set(merged) - _ALLOWED:
            raise Unsupported("an alternative cost with a part other than mana, life, sacrifices, discards, "
                              "tapping, exiling from the hand or graveyard or returning permanents")
        if any(s.this for s in merged.get("sacrifice", ())):
            raise Unsupported("sacrificing the spell itself")
        return SpellSetting("alternative", AlternativeCost(alternative_name(merged), Cost(**merged), condition))

    def st_alternative_cost(self, c: list) -> SpellSetting:
        """118.9: 'You may [cost] rather than pay this spell's mana cost.'"""
        return self._alternative(c)

    def st_alternative_cost_if(self, c: list) -> SpellSetting:
        """118.9: 'If [condition], you may [cost] rather than pay this spell's mana cost.' The condition is
        checked as the spell is announced (601.2b)."""
        return self._alternative(c[1:], c[0])

    def st_free_alternative_if(self, c: list) -> SpellSetting:
        """118.9: 'If [condition], you may cast ~ without paying its mana cost.': an alternative cost of no mana
        (107.3: X is 0), its condition checked as the spell is announced (601.2b)."""
        return SpellSetting("alternative", AlternativeCost("free", Cost(mana="{0}"), c[0]))

    def st_free_alternative_if_both(self, c: list) -> SpellSetting:
        """'If an opponent controls a Forest and you control an Island, ...' (the Legates): both hold."""
        opponent = self.cond_opponent_controls_a([c[0], self.desc([c[1]])])  # type: ignore[attr-defined]
        return self.st_free_alternative_if([AllOf((opponent, c[2])), *c[3:]])

    def free_self(self, c: list) -> None:
        """'~' or 'this spell' (the card itself)."""
        if c and tuple(self._words(c[0])) not in (("spell",),):  # type: ignore[attr-defined]
            raise Unsupported("'you may cast this ...' naming something other than this spell")

    def cost_exile_from_hand(self, c: list) -> dict:
        """'exile a blue card from your hand' (601.2h)."""
        n, tok = c
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if words in (["card"], ["cards"]):
            return {"exile_from_hand": _int(n)}
        d = describe_or_fail(words)
        if d.noun != "card":
            raise Unsupported(f"exiling {' '.join(words)!r} from the hand")
        return {"exile_from_hand": _int(n), "exile_filter": d.filter()}

    def cost_exile_from_hand_x(self, c: list) -> dict:
        """'exile a green card with mana value X from your hand' (the Shoals; 601.2h): X is announced before the
        costs are paid (601.2b), so the card exiled has the mana value announced for the spell's X (107.3a)."""
        part = self.cost_exile_from_hand(c)
        f = part.get("exile_filter") or Filter()
        part["exile_filter"] = replace(f, mana_value_at_least_amount=XValue(), mana_value_at_most_amount=XValue())
        return part

    def cost_opponent_gains_life(self, c: list) -> dict:
        """'have an opponent gain 3 life' (Invigorate; 118.9, 601.2h): an opponent of the player's choice gains it."""
        return {"others_gain_life": int(c[0])}

    def cost_others_gain_life(self, c: list) -> dict:
        """'have each other player gain 6 life' (Reverent Silence, Skyshroud Cutter; 601.2h)."""
        return {"others_gain_life": int(c[0]), "others_gain_each": True}

    def cost_return_to_hand(self, c: list) -> dict:
        """'return an Island you control to its owner's hand' (601.2h): permanents the player controls."""
        n, d = c[0], c[1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("returning something not on the battlefield")
        if d.controller not in ("you",):
            raise Unsupported("returning a permanent the player doesn't control as a cost")
        return {"return_to_hand": (ReturnCost(d.filter(), _int(n)),)}

    def _attacking(self, tok: Any) -> CountOf:
        """506.4: how many attacking [creatures] there are now, whoever controls them."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(["attacking", *words])
        if d.zone != "battlefield" or d.controller is not None or d.noun in ("spell", "card", "ability"):
            raise Unsupported(f"counting attacking {' '.join(words)!r}")
        f: Filter = d.filter()
        if f.attacking is not True:
            raise Unsupported(f"counting attacking {' '.join(words)!r}")
        return CountOf(f)

    def cond_attacking_at_least(self, c: list) -> CountAtLeast:
        """'If four or more creatures are attacking' (506.4)."""
        return CountAtLeast(self._attacking(c[1]), _int(c[0]))

    def cond_attacking_exactly(self, c: list) -> AllOf:
        """'If exactly one creature is attacking' (506.4): at least and at most that many."""
        n, amount = _int(c[0]), self._attacking(c[1])
        return AllOf((CountAtLeast(amount, n), CountAtMost(amount, n)))

    def cond_an_attacking(self, c: list) -> CountAtLeast:
        """'If a white creature is attacking' (506.4)."""
        return CountAtLeast(self._attacking(c[0]), 1)

    def cond_not_your_turn(self, c: list) -> NotYourTurn:
        return NotYourTurn()


TRANSFORMER = AlternativeCostRules
