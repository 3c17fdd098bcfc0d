"""A delayed triggered ability on the next matching spell cast this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import CopyStackObject, Triggering
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.next_spell_copy.nodes import WhenYouCastNext


class NextSpellCopyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def when_cast_next_copy_sentence(self, c: list) -> list:
        """603.7a, 707.10: copy the next matching spell its controller casts this turn, maybe with new
        targets (707.10c)."""
        if self._words(c[1]) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("copying other than that spell")
        d = c[0]  # a Desc (with its suffixes: 'with mana value 4 or less')
        if d.noun != "spell" or d.plural or d.controller is not None:
            raise Unsupported("'your next ...' other than a spell")
        return [WhenYouCastNext(d.filter(), CopyStackObject(Triggering(), new_targets=True))]


TRANSFORMER = NextSpellCopyRules
