"""'exiled this way' (608.2c), the text part, and the sentence 'For each [count], [instructions with fixed
amounts]' (107.1: each amount times the count; a player loses or gains that much life at once). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DealDamage, GainLife, LoseLife
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace, times
from lithoform.mechanics.exiled_this_way.nodes import ExiledThisWay, SomeExiledThisWay


class ExiledThisWayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _exiled_filter(self, tok: Any) -> Any:
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
            if d.noun not in ("card", "permanent", "creature") and not d.types:
                raise Unsupported("'exiled this way' of something other than cards or permanents")
            return d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def cond_exiled_this_way(self, c: list) -> SomeExiledThisWay:
        return SomeExiledThisWay(self._exiled_filter(c[0]))

    def fe_exiled_this_way(self, c: list) -> ExiledThisWay:
        return ExiledThisWay(self._exiled_filter(c[0]))

    def for_each_sentence(self, c: list) -> list:
        """'For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.': each
        instruction's fixed amount times the count (107.1), counted as it resolves (608.2h)."""
        count, effects = c[0], self._finish(c[1])  # type: ignore[attr-defined]
        out = []
        for e in effects:
            if not isinstance(e, LoseLife | GainLife | DealDamage) or not isinstance(e.amount, int):
                raise Unsupported("'for each ...,' before an instruction without a fixed amount")
            out.append(replace(e, amount=times(count, e.amount)))
        return out


TRANSFORMER = ExiledThisWayRules
