"""'For as long as ...' durations of a sentence's continuous effects (611.2b), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CANT_ATTACK_KW,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    AddAbilities,
    ApplyContinuous,
    DoesntUntap,
    EachControlledBy,
)
from lithoform.compiler.values import VP, Pending, Unsupported, replace
from lithoform.mechanics.control_duration.text import SOURCE_LEAVES, SOURCE_TAPPED, YOU_CONTROL_SOURCE
from lithoform.mechanics.source_durations.nodes import ForAsLongAs

UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # rules/turn/steps.py ends it as that turn begins
GATED = (SOURCE_TAPPED, SOURCE_LEAVES, YOU_CONTROL_SOURCE)  # 'for as long as': may never start (611.2b)


def _merge_pending(effects: list[Any]) -> list[Any]:
    """'gets +2/+2 and has trample': one continuous effect on one object (611.2)."""
    out: list[Any] = []
    for e in effects:
        if out and isinstance(e, Pending) and isinstance(out[-1], Pending) and out[-1].what == e.what:
            e = Pending(out[-1].kind, out.pop().parts + e.parts, e.what)
        out.append(e)
    return out


class SourceDurationsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sd_remains_tapped(self, c: list) -> str:
        return SOURCE_TAPPED

    def sd_remains_on_battlefield(self, c: list) -> str:
        return SOURCE_LEAVES

    def sd_you_control(self, c: list) -> str:
        return YOU_CONTROL_SOURCE

    def sd_your_next_turn(self, c: list) -> str:
        return UNTIL_YOUR_NEXT_TURN

    def sd_has_keywords(self, c: list) -> VP:
        """'... and has trample': a layer 6 effect that waits for the sentence's duration (a sentence without
        one refuses it, as a P/T change without a duration)."""
        keywords = tuple(c[0])
        return VP(lambda what: Pending("abilities", (AddAbilities(keywords=keywords),), what), "object", "gain")

    def _waiting(self, *parts: Any) -> VP:
        def make(what: Any) -> Pending:
            if isinstance(what, EachControlledBy):  # (a group's restriction changes the rules, 611.2c: `Each` only)
                raise Unsupported("a combat restriction on the creatures a chosen player controls")
            return Pending("abilities", parts, what)
        return VP(make, "object", "gain")

    def sd_cant_be_blocked(self, c: list) -> VP:
        return self._waiting(AddAbilities(keywords=(CANT_BE_BLOCKED,)))

    def sd_cant_block(self, c: list) -> VP:
        return self._waiting(AddAbilities(keywords=(CANT_BLOCK,)))

    def sd_cant_attack(self, c: list) -> VP:
        return self._waiting(AddAbilities(keywords=(CANT_ATTACK_KW,)))

    def sd_cant_attack_or_block(self, c: list) -> VP:
        return self._waiting(AddAbilities(keywords=(CANT_ATTACK_KW, CANT_BLOCK)))

    def sd_dont_untap(self, c: list) -> VP:
        """502.3: '... don't untap during their controllers' untap steps' for the sentence's duration."""
        return self._waiting(DoesntUntap())

    def _durations(self, clauses: Any, until: str) -> list[Any]:
        """611.2a-b: every instruction of the sentence is a continuous effect lasting for `until`; one that
        isn't (or that states its own duration) is refused."""
        effects = clauses if isinstance(clauses, list) else [clauses]
        out: list[Any] = []
        for e in _merge_pending([e for e in effects if e is not None]):
            if isinstance(e, Pending):
                e = ApplyContinuous(e.parts, e.what, until)
            elif isinstance(e, ApplyContinuous) and e.until == "permanent":
                e = replace(e, until=until)  # no duration of its own ('becomes an Island')
            else:
                raise Unsupported("'for as long as' with an instruction that isn't a continuous effect")
            out.append(e)
        self.scope.subject = None  # type: ignore[attr-defined]
        if until in GATED:
            return [ForAsLongAs(tuple(out), until)]
        return out

    def sd_tail_sentence(self, c: list) -> list[Any]:
        return self._durations(c[0], c[1])

    def sd_head_sentence(self, c: list) -> list[Any]:
        return self._durations(c[1], c[0])


TRANSFORMER = SourceDurationsRules
