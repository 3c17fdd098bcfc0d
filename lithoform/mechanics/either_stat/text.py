"""'with power or toughness N or less/greater' (208.1): the compiler part."""

from __future__ import annotations

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.values import Suffix

EITHER = "either_of"  # the Suffix name nouns.py reads: Desc.any_of (alternatives of one suffix)


class EitherStatRules:
    def sfx_power_or_toughness(self, c: list) -> Suffix:
        """'with power or toughness 1 or less': power 1 or less, or toughness 1 or less (either, 208.1)."""
        n, bound = int(c[0]), c[1]
        return Suffix(EITHER, (Filter(**{f"power_{bound}": n}), Filter(**{f"toughness_{bound}": n})))


TRANSFORMER = EitherStatRules
