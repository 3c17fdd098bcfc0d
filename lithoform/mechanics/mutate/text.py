"""Mutate (702.140), the text part: the keyword 'Mutate [cost]', the trigger 'whenever this creature mutates'
(and 'a creature you control mutates') and the amount 'the number of times this creature has mutated'. Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost, Filter, Static, TargetSpec, Trigger, Triggering
from lithoform.compiler.values import Desc, SpellSetting, Unsupported, mana
from lithoform.mechanics.mutate.nodes import MUTATE, MUTATES, CastUsingMutate, MergeWithTarget, TimesMutated

# 702.140a: 'target non-Human creature with the same owner as this spell'
MUTATE_TARGET = TargetSpec("creature", Filter(types=("Creature",), not_subtypes=("Human",), owner="source"))


class MutateRules:
    """Transformer rules of mutate; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def kw_mutate(self, c: list) -> list:
        """702.140a: 'You may pay [cost] rather than pay this spell's mana cost. If you do, it becomes a mutating
        creature spell and targets a non-Human creature with the same owner as this spell': an alternative cost
        (118.9) whose target is chosen only when it is paid, and whose effect is the merge (608.3d). The keyword
        itself stays on the card too ('a creature spell that has mutate': Pollywog Symbiote)."""
        if "Creature" not in self.face_types:
            raise Unsupported("mutate on a card that isn't a creature")
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a mutate cost with X")
        alternative = AlternativeCost(MUTATE, Cost(mana=cost), targets=(MUTATE_TARGET,), effect=MergeWithTarget())
        return [SpellSetting("alternative", alternative), Static("Mutate", text=f"Mutate {cost}")]

    def trig_self_mutates(self, c: list) -> Trigger:
        """702.140d: 'Whenever this creature mutates': a mutating creature spell merged with it."""
        return Trigger(MUTATES, this=True)

    def trig_mutates(self, c: list) -> Trigger:
        """702.140d: 'Whenever a creature you control mutates' (Essence Symbiote): 'that creature' is the merged
        permanent."""
        n, d = c
        if n != 1 or not isinstance(d, Desc) or d.zone != "battlefield":
            raise Unsupported("'N [things] mutate'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(MUTATES, filter=self._trigger_filter([d]))  # type: ignore[attr-defined]

    def kwn_mutate(self, c: list) -> str:
        """'with mutate' (702.140a): the keyword, which the card keeps in every zone."""
        return "Mutate"

    def st_cast_using_mutate(self, c: list) -> CastUsingMutate:
        """601.3, 702.140a: 'You may cast ~ from your graveyard using its mutate ability.' (Brokkos)."""
        if tuple(self._words(c[0])) != ("ability",):  # type: ignore[attr-defined]
            raise Unsupported("'using its mutate' something other than its ability")
        return CastUsingMutate(text="You may cast this card from your graveyard using its mutate ability.")

    def amt_times_mutated(self, c: list) -> TimesMutated:
        return TimesMutated()


TRANSFORMER = MutateRules
