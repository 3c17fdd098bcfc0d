"""A delayed triggered ability on the next matching spell cast this turn, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import CopyStackObject, Triggering
from lithoform.compiler.values import Unsupported, sequence
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

    def when_cast_next_head(self, c: list) -> tuple:
        """'When you cast your next [spell] this turn,': 'that spell' and 'lesser mana value' in what follows are
        the spell's (Triggering); the targets chosen so far are counted: the delayed ability has none of its own
        here (its targets would be chosen as it triggers, 603.3d)."""
        d = c[-1]
        if d.noun != "spell" or d.plural or d.controller is not None:
            raise Unsupported("'your next ...' other than a spell")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return d.filter(), len(self.scope.targets)  # type: ignore[attr-defined]

    def when_cast_next_sentence(self, c: list) -> list:
        """603.7a, 603.7c: a delayed triggered ability that triggers once, on the next matching spell its
        controller casts this turn; every instruction of the sentence is its effect."""
        (f, targets), clauses = c
        if len(self.scope.targets) != targets:  # type: ignore[attr-defined]
            raise Unsupported("a target in a delayed triggered ability")
        effect = sequence(self._finish(clauses))  # type: ignore[attr-defined]
        return [WhenYouCastNext(f, effect)]


TRANSFORMER = NextSpellCopyRules
