"""Whether a permanent's spell was the nth spell cast this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import NthSpellThisTurn
from lithoform.compiler.values import Unsupported, described, text
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

    def cond_is_nth_spell(self, c: list) -> NthSpellThisTurn:
        """'if it's the second creature spell you cast this turn' in a cast trigger (Vengevine): the triggering
        spell is the nth spell of the kind its caster cast this turn (601.2i), checked as it triggers and as it
        resolves (603.4)."""
        if not self.scope.cast_event:  # type: ignore[attr-defined]
            raise Unsupported("'if it's the nth spell ...' outside a cast trigger")
        d = described(list(self._words(c[1])))  # type: ignore[attr-defined]
        if d.noun != "spell":
            raise Unsupported("'it's the nth ...' other than a spell")
        n = c[0] if isinstance(c[0], int) else _ORDINALS.get(text(c[0]).strip(), 0)
        if not n:
            raise Unsupported("an ordinal other than first, second or third")
        return NthSpellThisTurn(n, d.filter())


TRANSFORMER = SpellOrderRules
