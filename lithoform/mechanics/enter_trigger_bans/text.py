"""'Creatures entering the battlefield don't cause abilities to trigger.', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.enter_trigger_bans.nodes import NoEnterTriggers


class EnterTriggerBansRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_no_enter_triggers(self, c: list) -> NoEnterTriggers:
        """A static ability (603.2, 603.6a): no ability triggers on a creature entering the battlefield."""
        if [self._words(t) for t in c] != [("creatures",), ("abilities",)]:  # type: ignore[attr-defined]
            raise Unsupported("'... entering the battlefield don't cause ... to trigger' other than creatures")
        return NoEnterTriggers(text="Creatures entering the battlefield don't cause abilities to trigger.")


    def st_no_enter_or_dies_triggers(self, c: list) -> NoEnterTriggers:
        """Hushbringer (603.2, 603.6a, 603.6c, 700.4): nor on a creature dying."""
        if [self._words(t) for t in c] != [("creatures",), ("abilities",)]:  # type: ignore[attr-defined]
            raise Unsupported("'... entering the battlefield or dying don't cause ... to trigger' other than creatures")
        return NoEnterTriggers(text="Creatures entering the battlefield or dying don't cause abilities to trigger.",
                               dying=True)


TRANSFORMER = EnterTriggerBansRules
