"""Switching power and toughness (613.4d), its text part: 'switch target creature's power and toughness until
end of turn', an effect in layer 7d. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import ApplyContinuous, SwitchPT, This
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import VP, Unsupported


class SwitchPTRules:
    """Transformer rules of switching power and toughness."""

    def _switch(self, what: object) -> VP:
        """613.4d: the creature's power and toughness are switched until end of turn (514.2), after every other
        power and toughness effect, counters included (613.4c); 611.2c: the affected creature is locked in."""
        return VP(lambda who: ApplyContinuous((SwitchPT(),), what, "end_of_turn"), "you", "switch")

    def switch_target_pt(self, c: list) -> VP:
        """'switch target creature's power and toughness until end of turn'."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        spec = self._spec(d, 1, 1)  # type: ignore[attr-defined]
        if spec.kind != "creature":
            raise Unsupported("switching the power and toughness of something other than a creature")
        return self._switch(self.scope.target(spec))  # type: ignore[attr-defined]

    def switch_self_pt(self, c: list) -> VP:
        """'switch ~'s power and toughness until end of turn'."""
        return self._switch(This())

    def switch_its_pt(self, c: list) -> VP:
        """'switch its power and toughness until end of turn': the object 'it' stands for."""
        return self._switch(self.scope.it())  # type: ignore[attr-defined]


TRANSFORMER = SwitchPTRules
