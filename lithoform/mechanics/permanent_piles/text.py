"""Permanents separated into two piles (700.3), its text part: 'separate all [description] target player controls
into two piles' and the pile the player chooses, sacrificed or destroyed. Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.permanent_piles.nodes import SeparateIntoPiles


class PermanentPilesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def pp_target_player(self, c: list) -> Any:
        return self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]

    def pp_target_opponent(self, c: list) -> Any:
        return self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]

    def pp_sacrifice(self, c: list) -> tuple[str, Any]:
        return "sacrifice", c[0]

    def pp_destroy(self, c: list) -> tuple[str, Any]:
        return "destroy", c[0]

    def pp_sentence(self, c: list, regenerable: bool = True) -> list:
        group, player, (action, again) = c
        words = self._words(group)  # type: ignore[attr-defined]
        if self._words(again) != words:  # type: ignore[attr-defined]
            raise Unsupported("a pile's permanents described otherwise than the separated ones")
        d = self._desc_of(group)  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural or d.controller:
            raise Unsupported("piles of something other than the permanents a player controls")
        if not regenerable and action != "destroy":
            raise Unsupported("'they can't be regenerated' after something other than destroying")
        return [SeparateIntoPiles(d.filter(), player, action, regenerable)]


TRANSFORMER = PermanentPilesRules
