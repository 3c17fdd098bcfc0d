"""Additional phases (500.8), the text part: transformer rules mixed into `OracleTransformer`
(compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Filter, RefMatches, Trigger
from lithoform.compiler.values import Suffix
from lithoform.mechanics.extra_combats.nodes import AddPhases


class ExtraCombatsRules:
    """Transformer rules of additional phases."""

    def xc_main(self, c: list) -> str:
        return "main"

    def xc_combat(self, c: list) -> str:
        return "combat"

    def xc_combat_only(self, c: list) -> tuple[str, ...]:
        return ("combat",)

    def xc_combat_and_main(self, c: list) -> tuple[str, ...]:
        return ("combat", "main")

    def xc_after_this_phase(self, c: list) -> AddPhases:
        """500.8: 'after this [main] phase, there is an additional combat phase [followed by ...]'."""
        after = next((x for x in c if isinstance(x, str)), "")
        return AddPhases(next(x for x in c if isinstance(x, tuple)), after)

    def xc_added_after_this_phase(self, c: list) -> AddPhases:
        """500.8: 'there's an additional combat phase after this phase'."""
        return self.xc_after_this_phase(c)

    def xc_self_attacks_first_time(self, c: list) -> Trigger:
        """'Whenever ~ attacks for the first time each turn' (508.1m): only its first declaration as an
        attacker this turn (rules/triggers/matching.attack_triggers reads `nth`)."""
        return Trigger("attacks", this=True, nth=1)

    def cond_it_attacked_this_turn(self, c: list) -> RefMatches:
        """'if it attacked this turn' (Berserk; 508.1k): the object 'it' stands for, checked as the instruction is
        carried out (608.2c)."""
        return RefMatches(self.scope.it(), Filter(attacked_this_turn=True))  # type: ignore[attr-defined]

    def sfx_attacked_this_turn(self, c: list) -> Suffix:
        """'creatures that attacked this turn' (508.1k)."""
        return Suffix("attacked_this_turn")


TRANSFORMER = ExtraCombatsRules
