"""Several objects each dealing damage, the text part: 'each Wolf tapped this way' as a source, and damage divided
as another player chooses as the effect applies. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.amounts import PowerOf
from lithoform.cards.tree import Target
from lithoform.compiler.values import VP, EachOfThose, Unsupported, described
from lithoform.mechanics.each_deals_damage.nodes import DealDamageDividedByController, TappedThisWay


class EachDealsDamageRules:
    """Transformer rules; mixed into `OracleTransformer` (the `_deal` of compiler/sentences.py makes the
    EachDealsDamage of a group source)."""

    def obj_each_tapped_this_way(self, c: list) -> TappedThisWay:
        """'each Wolf tapped this way' (701.26a, 608.2c): the permanents an earlier instruction tapped; 'its power'
        after it is each one's, 'those Wolves' later the same group."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if len(words) < 2 or words[-1] != "tapped":
            raise Unsupported("'each ... this way' of an instruction other than 'tap'")
        d = described(words[:-1])
        group = TappedThisWay(d.permanents())
        scope = self.scope  # type: ignore[attr-defined]
        scope.group_before = (group, scope.last)
        scope.last = group
        return group

    def obj_each_of_those(self, c: list) -> EachOfThose:
        """'each of those creatures' after 'any number of target creatures' (Polukranos): each of the targets still
        legal as the ability resolves (608.2b) is a source; 'its power' after it is each one's."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        scope = self.scope  # type: ignore[attr-defined]
        spec = scope.spec_of(scope.last)
        if not isinstance(scope.last, Target) or spec is None or spec.max < 2 or not d.plural:
            raise Unsupported("'each of those ...' not after a number of targets")
        group = EachOfThose(scope.last)
        scope.group_before = (group, scope.last)
        scope.last = group
        return group

    def deal_divided_by_controller(self, c: list) -> VP:
        """'That creature deals damage equal to its power divided as its controller chooses among any number of
        those Wolves' (608.2c): the player divides it as the ability resolves (Master of the Wild Hunt's ruling)."""
        amount, tok = c
        described(list(self._words(tok)))  # type: ignore[attr-defined]
        recorded = self.scope.group_before  # type: ignore[attr-defined]
        if recorded is None or not isinstance(recorded[0], TappedThisWay):
            raise Unsupported("'those ...' without a group named before")
        among = recorded[0]

        def make(source: Any) -> DealDamageDividedByController:
            if amount != PowerOf(source):
                raise Unsupported("divided damage of an amount other than the source's power")
            return DealDamageDividedByController(source, amount, among)

        return VP(make, "source")



TRANSFORMER = EachDealsDamageRules
