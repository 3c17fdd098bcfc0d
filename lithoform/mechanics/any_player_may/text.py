"""'Any player may [act]. If a player does / If no one does, [effect].', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec, XValue
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, mana, replace, sequence
from lithoform.mechanics.any_player_may.nodes import AnyPlayerMay


def _fixed(n: Any) -> int:
    if isinstance(n, XValue) or not isinstance(n, int):
        raise Unsupported("'any player may' with a count other than a number")
    return n


class AnyPlayerMayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def any_player_may_sentence(self, c: list) -> list:
        """608.2c-d: the option, then what follows if a player took it, or if no one did."""
        action, follow, clauses = c
        effect = sequence(self._finish(clauses))  # type: ignore[attr-defined]
        if follow == "any":
            return [AnyPlayerMay(**action, then=effect)]
        return [AnyPlayerMay(**action, otherwise=effect)]

    def any_opponent_may_sentence(self, c: list) -> list:
        """'Any opponent may ...' (Vexing Devil): the same, offered to the controller's opponents only."""
        return [replace(e, opponents=True) for e in self.any_player_may_sentence(c)]

    def target_opponent_may_sentence(self, c: list) -> list:
        """'Target opponent may have ~ deal 4 damage to them. If that player doesn't, you draw three cards.' (Risk
        Factor; 115.1, 608.2d): the option is the target player's only; 'you' after it is the controller."""
        return self._target_may("opponent", c)

    def target_player_may_sentence(self, c: list) -> list:
        return self._target_may("player", c)

    def _target_may(self, kind: str, c: list) -> list:
        who = self.scope.target(TargetSpec(kind))  # type: ignore[attr-defined]
        return [replace(e, who=who) for e in self.any_player_may_sentence(c)]

    def apm_if_any(self, c: list) -> str:
        return "any"

    def apm_if_none(self, c: list) -> str:
        return "none"

    def apm_sacrifice(self, c: list) -> dict:
        """'sacrifice a land', 'sacrifice two creatures': permanents that player controls (701.21a)."""
        try:
            f = describe(list(self._words(c[1])), []).permanents()  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None:
            raise Unsupported("'any player may sacrifice' naming a controller")
        return {"action": "sacrifice", "count": _fixed(c[0]), "filter": f}

    def apm_discard(self, c: list) -> dict:
        if not isinstance(c[0], int):
            raise Unsupported("'any player may discard' a kind of card")
        return {"action": "discard", "count": c[0]}

    def apm_exile_graveyard(self, c: list) -> dict:
        if self._words(c[1]) not in (("card",), ("cards",)):  # type: ignore[attr-defined]
            raise Unsupported("'any player may exile' a kind of card from their graveyard")
        return {"action": "exile_graveyard", "count": _fixed(c[0])}

    def apm_pay_life(self, c: list) -> dict:
        return {"action": "pay_life", "count": _fixed(c[0])}

    def apm_pay_half_life(self, c: list) -> dict:
        if "up" not in str(c[0]):
            raise Unsupported("half their life, rounded down")
        return {"action": "pay_half_life"}

    def apm_pay_mana(self, c: list) -> dict:
        symbols = mana(c[0])
        if "X" in symbols.upper() or "{E}" in symbols.upper():
            raise Unsupported("'any player may pay' {X} or energy")
        return {"action": "pay_mana", "mana": symbols}

    def apm_damage(self, c: list) -> dict:
        return {"action": "damage", "count": _fixed(c[0])}


TRANSFORMER = AnyPlayerMayRules
