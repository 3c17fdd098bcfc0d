"""'When that creature dies this turn, ...': the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created, DelayedEventTrigger, Target, Trigger, Triggering
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace, sequence
from lithoform.mechanics.dies_this_turn.nodes import WhenThatDies


class DiesThisTurnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def when_that_dies_head(self, c: list) -> Any:
        """'When that creature dies this turn,' (603.7c): the object named before is what the delayed ability
        waits for; in its effect, 'it', 'that creature' and 'its controller' are the creature that died."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if words != ["creature"]:
            raise Unsupported(f"'when that {' '.join(words)} dies this turn'")
        what = self.scope.that()  # type: ignore[attr-defined]
        spec = self.scope.spec_of(what)  # type: ignore[attr-defined]
        if not isinstance(what, Target | Created) or (spec is not None and spec.kind in ("player", "opponent")):
            raise Unsupported("'when that creature dies this turn' of something other than a creature named before")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return what

    def when_theirs_dies_head(self, c: list) -> Any:
        """'When the permanent you don't control dies this turn,' (603.7c): the spell's one target an opponent
        controls (115.1); in the effect, 'it' is the permanent that died."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if words not in (["permanent"], ["creature"]):
            raise Unsupported(f"'when the {' '.join(words)} you don't control dies this turn'")
        theirs = [i for i, spec in enumerate(self.scope.targets)  # type: ignore[attr-defined]
                  if spec.kind not in ("player", "opponent") and spec.filter is not None
                  and spec.filter.controller == "opponent"]
        if len(theirs) != 1:
            raise Unsupported("'the permanent you don't control' without exactly one such target")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return Target(theirs[0])

    def whenever_dies_this_turn_sentence(self, c: list) -> list:
        """603.7a: 'Whenever a creature dies this turn, ...': a delayed triggered ability, for the rest of the turn,
        of every creature matching the description that dies (700.4); 'it' in its effect is that creature."""
        n, words, clauses = c
        if n != 1:
            raise Unsupported("'whenever' a number of creatures 'die this turn'")
        try:
            d = describe(list(self._words(words)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.types != ["Creature"] or d.plural or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'whenever ... dies this turn' of something other than a creature")
        effects = self._finish(clauses)  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("dies", filter=d.permanents()), sequence(effects))]

    def when_that_leaves_sentence(self, c: list) -> list:
        """603.7a, 603.7c: 'When that creature leaves the battlefield this turn, ...': the delayed ability waits
        for the creature named before to leave the battlefield by any zone change (603.6c), once."""
        what = self.when_that_dies_head([c[0]])
        return [replace(w, leaves=True) for w in self.when_that_dies_sentence([what, c[1]])]

    def when_that_dies_sentence(self, c: list) -> list:
        """603.7a: the delayed triggered ability, made as the rest resolves; every instruction of the sentence is
        its effect."""
        what, clauses = c
        effects = self._finish(clauses)  # type: ignore[attr-defined]
        self.scope.last = what  # type: ignore[attr-defined]  # after the sentence, 'it' is the creature again
        return [WhenThatDies(what, sequence(effects))]


TRANSFORMER = DiesThisTurnRules
