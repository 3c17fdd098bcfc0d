"""Counted power and toughness (604.3, 613.4a), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.statics import StaticEffect
from lithoform.cards.static_support import statically_countable
from lithoform.cards.tree import Minus
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.counted_pt.nodes import PTEqualTo, SignedMinus
from lithoform.mechanics.graveyard_counts.nodes import CardTypesAmong


def _countable(amount: Any) -> Any:
    """611.3a: the layers count the amount continuously; only the amounts they can count are read."""
    if not statically_countable(amount) and not isinstance(amount, CardTypesAmong):
        raise Unsupported(f"a power or toughness equal to {type(amount).__name__}, which the layers can't count")
    if isinstance(amount, Minus):  # 107.1b: setting a power or toughness, a difference keeps its sign
        return SignedMinus(amount.left, amount.right)
    return amount


def _cda(part: PTEqualTo) -> StaticEffect:
    """604.3: a characteristic-defining ability of the object itself (layer 7a)."""
    return StaticEffect((part,))


class CountedPTRules:
    """Transformer rules of counted power and toughness; mixed into `OracleTransformer`."""

    def st_power_equal(self, c: list) -> StaticEffect:
        return _cda(PTEqualTo(power=_countable(c[-1])))

    def st_toughness_equal(self, c: list) -> StaticEffect:
        return _cda(PTEqualTo(toughness=_countable(c[-1])))

    def st_pt_equal(self, c: list) -> StaticEffect:
        amount = _countable(c[-1])
        return _cda(PTEqualTo(power=amount, toughness=amount))

    def st_power_equal_toughness_plus(self, c: list) -> StaticEffect:
        """Tarmogoyf: '... and its toughness is equal to that number plus 1.'"""
        amount = _countable(c[0])
        return _cda(PTEqualTo(power=amount, toughness=amount, toughness_plus=int(c[-1])))


TRANSFORMER = CountedPTRules
