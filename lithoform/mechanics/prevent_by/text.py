"""'Prevent all damage [object] would deal this turn' (615.1a), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.prevent_by.nodes import PreventDamageBy


class PreventByRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def prevent_damage_by(self, c: list) -> VP:
        what = c[0]
        return VP(lambda who: PreventDamageBy(what), "you", "prevent")


TRANSFORMER = PreventByRules
