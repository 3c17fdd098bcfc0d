"""Whether a permanent's spell was the nth spell cast this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, text
from lithoform.mechanics.spell_order.nodes import WasNthSpellCast

_ORDINALS = {"first": 1, "second": 2, "third": 3}


class SpellOrderRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_was_nth_spell(self, c: list) -> WasNthSpellCast:
        if self._words(c[1]) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'it was the nth ...' other than a spell")
        n = c[0] if isinstance(c[0], int) else _ORDINALS.get(text(c[0]).strip(), 0)  # the core's `ordinal`
        if not n:
            raise Unsupported("an ordinal other than first, second or third")
        return WasNthSpellCast(n)


TRANSFORMER = SpellOrderRules
