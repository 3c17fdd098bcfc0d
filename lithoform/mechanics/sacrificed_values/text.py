"""'The sacrificed creature's power', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.graveyard_counts.nodes import AmountAtLeast
from lithoform.mechanics.sacrificed_values.nodes import SacrificedPower, SacrificedWas


class SacrificedValuesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def amt_sacrificed_power(self, c: list) -> SacrificedPower:
        """'Fling deals damage equal to the sacrificed creature's power to any target.'"""
        return SacrificedPower()

    def amt_sacrificed_toughness(self, c: list) -> SacrificedPower:
        return SacrificedPower(toughness=True)

    def cond_sacrificed_stat(self, c: list) -> AmountAtLeast:
        """'if the sacrificed creature's toughness was 4 or greater' (608.2h: as it last existed on the
        battlefield), checked as the ability resolves (608.2c)."""
        stat, n, compare = [x for x in c if x is not None][-3:]
        if stat not in ("power", "toughness") or compare != "at_least":
            raise Unsupported("the sacrificed permanent's value compared other than 'N or greater'")
        return AmountAtLeast(SacrificedPower(toughness=stat == "toughness"), int(n))

    def cond_sacrificed_was(self, c: list) -> SacrificedWas:
        """'if the sacrificed creature was a Human' (608.2h): one card type or subtype."""
        words = self._words(c[-1])  # type: ignore[attr-defined]
        if len(words) != 1:
            raise Unsupported(f"'the sacrificed ... was a {' '.join(words)}'")
        return SacrificedWas(words[0].capitalize())


TRANSFORMER = SacrificedValuesRules
