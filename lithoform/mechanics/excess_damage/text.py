"""'Excess damage is dealt to that creature's controller instead.', its text part: a sentence mark that turns the
damage dealt by the sentence before it into a `DealExcessTo` (120.4a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DealDamage, Filter, RefMatches, Target, TargetController
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.excess_damage.nodes import DealExcessTo

EXCESS = "excess_to_controller"


class ExcessDamageRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def excess_to_controller(self, c: list) -> SentenceMark:
        self._only(c[0], "creature")  # type: ignore[attr-defined]
        return SentenceMark(EXCESS)

    def excess_to_controller_if(self, c: list) -> SentenceMark:
        """'If the creature you control has trample, ...' (Ram Through): 'the creature you control' is the one
        target creature you control (the damage's source); the keyword is read as the spell resolves (608.2c)."""
        head, keywords, that = c
        # the head is 'if the §N you control has': §N must stand for 'creature'
        self._only(str(head).split()[2], "creature")  # type: ignore[attr-defined]
        self._only(that, "creature")  # type: ignore[attr-defined]
        slots = [i for i, t in enumerate(self.scope.targets)  # type: ignore[attr-defined]
                 if t.kind == "creature" and t.filter is not None and t.filter.controller == "you"]
        if len(slots) != 1:
            raise Unsupported("'the creature you control' without exactly one target creature you control")
        return SentenceMark(EXCESS, (RefMatches(Target(slots[0]), Filter(keywords=tuple(keywords))),))


def _mark(mark: SentenceMark, last: Any) -> Any:
    """The damage before the sentence: '[source] deals N damage to target creature' (120.4a: excess is counted
    against the permanent the damage would be dealt to)."""
    if mark.name != EXCESS:
        return None
    if not (isinstance(last, DealDamage) and isinstance(last.to, Target) and not last.divided):
        raise Unsupported("'excess damage' after something other than damage to one target")
    condition = mark.effects[0] if mark.effects else None
    return DealExcessTo(last, TargetController(last.to.slot), condition)


TRANSFORMER = ExcessDamageRules
MARKS = (_mark,)
