"""Conditions on the status of the permanent with the ability, the text part (506.4, 110.5, 301.5, 303.4).
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import ATTACKS_DESPITE_DEFENDER
from lithoform.cards.tree import (
    AddAbilities,
    CombatRule,
    CountAtLeast,
    CountAtMost,
    CountersOn,
    CountersOnThisAtLeast,
    IsMonstrous,
    IsRenowned,
    PTBoost,
    SourceHasCounter,
    SourceUntapped,
    StaticEffect,
    This,
)
from lithoform.compiler.values import Unsupported, pt
from lithoform.mechanics.self_status.nodes import (
    SourceAttachedBy,
    SourceAttacking,
    SourceModified,
    SourceTapped,
)

# the conditions whose 'it' is the permanent with the ability ('as long as ~ is equipped, it gets +1/+1')
_ABOUT_ITSELF = (SourceAttacking, SourceTapped, SourceAttachedBy, SourceModified, SourceUntapped, IsMonstrous, SourceHasCounter,
                 IsRenowned)


def _counts_own_counters(cond: Any) -> bool:
    """'as long as ~ has no shell counters on it' (Roc Hatchling), '... four or more ... counters on it': the
    source's own counters (122.1), so 'it' after the condition is the source."""
    if isinstance(cond, CountersOnThisAtLeast):
        return True
    amount = getattr(cond, "amount", None)
    return isinstance(cond, CountAtMost | CountAtLeast) and isinstance(amount, CountersOn) and isinstance(
        amount.what, This)


class SelfStatusRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_self_attacking(self, c: list) -> SourceAttacking:
        return SourceAttacking()

    def cond_self_attacking_alone(self, c: list) -> SourceAttacking:
        return SourceAttacking(alone=True)

    def cond_self_tapped(self, c: list) -> SourceTapped:
        return SourceTapped()

    def cond_self_equipped(self, c: list) -> SourceAttachedBy:
        return SourceAttachedBy("Equipment")

    def cond_self_enchanted(self, c: list) -> SourceAttachedBy:
        return SourceAttachedBy("Aura")

    def cond_self_enchanted_or_equipped(self, c: list) -> SourceAttachedBy:
        """'if it's enchanted or equipped' (Warchanter Skald): an Aura or an Equipment is attached to it."""
        return SourceAttachedBy("Aura/Equipment")

    def cond_self_has_one_or_more_counters(self, c: list) -> SourceHasCounter:
        """'if ~ has one or more +1/+1 counters on it' (122.1): as 'a +1/+1 counter'."""
        return SourceHasCounter(str(c[0]))

    def cond_self_lacks_counter(self, c: list) -> CountAtMost:
        """'~ doesn't have a +1/+1 counter on it' (122.1): none of that kind on the source."""
        return CountAtMost(CountersOn(str(c[-1])), 0)

    def cond_self_fewer_counters(self, c: list) -> CountAtMost:
        """'~ has fewer than three +1/+1 counters on it' (122.1): at most two."""
        n = int(c[0])
        if n < 1:
            raise Unsupported("fewer than no counters")
        return CountAtMost(CountersOn(str(c[1])), n - 1)

    def cond_self_at_most_counters(self, c: list) -> CountAtMost:
        """'~ has two or fewer judgment counters on it' (122.1)."""
        return CountAtMost(CountersOn(str(c[1])), int(c[0]))

    def cond_self_modified(self, c: list) -> SourceModified:
        return SourceModified()

    def cond_self_has_counter(self, c: list) -> Any:
        """'~ has a +1/+1 counter on it' (122.1)."""
        n, kind = c[0], str(c[1])
        if n == 1:
            return SourceHasCounter(kind)
        if not isinstance(n, int):
            raise Unsupported("a variable number of counters in a condition")
        return CountersOnThisAtLeast(kind, n)

    def cond_counters_on_self(self, c: list) -> CountersOnThisAtLeast:
        """'there are two or more ki counters on ~' (122.1)."""
        n, kind = c[0], str(c[1])
        if not isinstance(n, int):
            raise Unsupported("a variable number of counters in a condition")
        return CountersOnThisAtLeast(kind, n)

    def st_if_it_attacks_despite_defender(self, c: list) -> CombatRule:
        """'As long as ~ has a +1/+1 counter on it, it can attack as though it didn't have defender.' (702.3b)"""
        return CombatRule(ATTACKS_DESPITE_DEFENDER, condition=self._about_itself(c[0]))

    def st_if_it_keywords_attacks_despite_defender(self, c: list) -> list:
        """'As long as ~ is monstrous, it has trample and can attack as though it didn't have defender.' (layer 6,
        702.3b): both under the condition about the permanent itself."""
        cond = self._about_itself(c[0])
        return [StaticEffect((AddAbilities(keywords=tuple(c[1])),), condition=cond),
                CombatRule(ATTACKS_DESPITE_DEFENDER, condition=cond)]

    def _about_itself(self, cond: Any) -> Any:
        if not (isinstance(cond, _ABOUT_ITSELF) or _counts_own_counters(cond)):
            raise Unsupported("'as long as ..., it ...' where 'it' may not be the permanent itself")
        return self._while(cond)  # type: ignore[attr-defined]

    def st_if_it_pt(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t),), condition=self._about_itself(c[0]))

    def st_if_it_granted(self, c: list) -> StaticEffect:
        """'As long as ~ is modified, it has "..."' (611.3a; layer 6, 613.1f)."""
        return StaticEffect((c[1],), condition=self._about_itself(c[0]))

    def st_if_it_pt_keywords_granted(self, c: list) -> StaticEffect:
        """'As long as ~ is enchanted, it gets +2/+2, has trample, and has "..."' (Flaring Flame-Kin; 611.3a:
        layers 6 and 7c while the condition holds)."""
        p, t = pt(c[1])
        granted = c[3]
        parts = (PTBoost(p, t), AddAbilities(granted.abilities, keywords=(*c[2], *granted.keywords)))
        return StaticEffect(parts, condition=self._about_itself(c[0]))

    def st_if_it_pt_keywords(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[2])), condition=self._about_itself(c[0]))


TRANSFORMER = SelfStatusRules
