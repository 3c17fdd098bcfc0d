"""'Each [permanent] enters with an additional [kind] counter on it', the text part (614.1c). Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.additional_counters.nodes import EachEntersWithAdditional


class AdditionalCountersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_each_enters_with_additional(self, c: list) -> EachEntersWithAdditional:
        """'Each other Warrior creature you control enters with an additional +1/+1 counter on it.'"""
        d, n, kind = c[0], c[1], c[2]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a variable number of additional counters as a permanent enters")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return EachEntersWithAdditional(f, kind, n)


TRANSFORMER = AdditionalCountersRules
