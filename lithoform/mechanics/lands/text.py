"""Lands that enter tapped unless something is so (614.1c, 614.12), the text part: the transformer rules of
'~ enters tapped unless [condition]', 'as ~ enters, you may pay N life. If you don't, it enters tapped.' and
the condition 'you control N or fewer [permanents]'. Data only: imports the cards and the compiler's basics,
never the rules."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import ControlsAtLeast, Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.lands.nodes import (
    ControlsAtLeastBesides,
    ControlsAtMost,
    DefendingPlayerControls,
    EntersTappedUnless,
    EntersTappedUnlessPayLife,
    EntersTappedUnlessReveal,
)
from lithoform.mechanics.more_conditions.nodes import AllOf


def _permanents(d: Desc) -> Filter:
    try:
        return d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


# the fields of a filter that are read 'any of' (rules/continuous/fit.py): two descriptions differing in one
# of them alone are one description ('a Plains or an Island': subtypes Plains or Island)
_ANY_OF = ("types", "subtypes", "supertypes", "colors")


def either(a: Filter, b: Filter) -> Filter:
    """One filter for 'an A or a B' when A and B differ in one 'any of' field only; else Unsupported."""
    differ = [f for f in Filter.__struct_fields__ if getattr(a, f) != getattr(b, f)]
    if len(differ) != 1 or differ[0] not in _ANY_OF or not getattr(a, differ[0]) or not getattr(b, differ[0]):
        raise Unsupported("'an A or a B' of descriptions that differ in more than one type")
    field = differ[0]
    merged = getattr(a, field) + tuple(x for x in getattr(b, field) if x not in getattr(a, field))
    return msgspec.structs.replace(a, **{field: merged})


class LandsRules:
    """Transformer rules of the conditional 'enters tapped'; mixed into `OracleTransformer`
    (compiler/transform.py)."""

    def st_enters_tapped_unless(self, c: list) -> EntersTappedUnless:
        """'~ enters tapped unless you control a Plains or an Island' (614.1c): checklands, fastlands,
        slowlands, and any other condition the grammar reads."""
        return EntersTappedUnless(c[0])

    def st_enters_tapped_unless_pay_life(self, c: list) -> EntersTappedUnlessPayLife:
        """'As ~ enters, you may pay 2 life. If you don't, it enters tapped.' (614.12: the shocklands)."""
        return EntersTappedUnlessPayLife(int(c[0]))

    def st_enters_tapped_unless_reveal(self, c: list) -> EntersTappedUnlessReveal:
        """'As ~ enters, you may reveal an Island or Mountain card from your hand. If you don't, ~ enters
        tapped.' (614.12: the Snarls): any card with either subtype (the Snarl rulings)."""
        n, tok = c
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if int(n) != 1 or d.noun != "card":
            raise Unsupported("'you may reveal' something other than one card")
        try:
            f = d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return EntersTappedUnlessReveal(f)

    def st_enters_tapped_if(self, c: list) -> EntersTappedUnless:
        """'If you control two or more other lands, Lair of the Hydra enters tapped.' (614.1c): the same
        replacement as 'enters tapped unless you control one or fewer other lands'."""
        cond = c[0]
        if not isinstance(cond, ControlsAtLeast) or cond.count < 1:
            raise Unsupported("'if [condition], ~ enters tapped' with a condition other than 'you control N or more'")
        return EntersTappedUnless(ControlsAtMost(cond.filter, cond.count - 1))

    def trig_enters_tapped(self, c: list) -> Trigger:
        """'Whenever a permanent enters the battlefield tapped and under your control' (Amulet of Vigor):
        an enters-the-battlefield trigger (603.6a) on a permanent that is tapped as it enters."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        f = self._trigger_filter(c)  # type: ignore[attr-defined]
        return Trigger("enters", filter=msgspec.structs.replace(f, tapped=True))

    def cond_control_at_least_other(self, c: list) -> Any:
        """'you control at least five other Mountains': in an ability that triggers on another object
        ('whenever a Mountain you control enters'), 'other' than that object; else other than this one."""
        n, d = c
        f = _permanents(d)
        if f.other and isinstance(self.scope.default_it, Triggering):  # type: ignore[attr-defined]
            return ControlsAtLeastBesides(msgspec.structs.replace(f, other=False), int(n))
        return ControlsAtLeast(f, int(n))

    def trig_control_none(self, c: list) -> Trigger:
        """'When you control no Islands, sacrifice ~.' (603.8: a state trigger)."""
        return Trigger("state", this=True, state=ControlsAtMost(_permanents(c[0]), 0))

    def cond_defending_controls(self, c: list) -> DefendingPlayerControls:
        """'defending player controls an Island' (506.2)."""
        n, d = c
        return DefendingPlayerControls(_permanents(d), int(n))

    def cond_control_at_most(self, c: list) -> Any:
        """'you control two or fewer other lands'."""
        n, d = c
        return ControlsAtMost(_permanents(d), int(n))


    def cond_control_exactly(self, c: list) -> Any:
        """'you control exactly thirteen permanents': at least and at most that many."""
        n, d = c
        f = _permanents(d)
        return AllOf((ControlsAtLeast(f, int(n)), ControlsAtMost(f, int(n))))

    def cond_control_either(self, c: list) -> ControlsAtLeast:
        """'you control a Plains or an Island' (the checklands): one of either."""
        n1, d1, n2, d2 = c
        if int(n1) != 1 or int(n2) != 1:
            raise Unsupported("'you control N A or M B' with counts other than one")
        return ControlsAtLeast(either(_permanents(d1), _permanents(d2)), 1)


TRANSFORMER = LandsRules
