"""Casting windows (601.3), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.mechanics.cast_only_if.nodes import CastOnlyIf
from lithoform.mechanics.cast_timing.nodes import AttackedThisStep, DuringSteps
from lithoform.mechanics.more_conditions.nodes import AllOf

# the steps of the combat phase (506.1), in order
_COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
# the steps of a turn before and after its combat phase (500.1)
_BEFORE_COMBAT = ("untap", "upkeep", "draw", "main1")
_AFTER_COMBAT = ("main2", "end", "cleanup")
# the steps of a turn after its upkeep step (500.1)
_AFTER_UPKEEP = ("draw", "main1", *_COMBAT, "main2", "end", "cleanup")


class CastTimingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_only_window(self, c: list) -> CastOnlyIf:
        """601.3: the card can't be cast outside the window."""
        return CastOnlyIf(c[0])

    def st_cast_only_window_if(self, c: list) -> CastOnlyIf:
        """601.3: '... and only if [condition]': both must hold."""
        return CastOnlyIf(AllOf((c[0], c[1])))

    def window_combat(self, c: list) -> DuringSteps:
        return DuringSteps(_COMBAT)

    def window_before_blockers(self, c: list) -> DuringSteps:
        """Panic's ruling: any combat phase, before its declare blockers step begins."""
        return DuringSteps(_COMBAT[:2])

    def window_after_blockers(self, c: list) -> DuringSteps:
        """Chaotic Strike's ruling: any combat phase, once its declare blockers step has begun."""
        return DuringSteps(_COMBAT[2:])

    def window_declare_attackers(self, c: list) -> DuringSteps:
        return DuringSteps(("declare_attackers",))

    def window_opponents_upkeep(self, c: list) -> DuringSteps:
        return DuringSteps(("upkeep",), "opponent")

    def window_your_turn(self, c: list) -> DuringSteps:
        return DuringSteps(("untap", "upkeep", *_AFTER_UPKEEP), "you")

    def window_opponents_turn_after_upkeep(self, c: list) -> DuringSteps:
        return DuringSteps(_AFTER_UPKEEP, "opponent")

    def window_before_damage(self, c: list) -> DuringSteps:
        """'before the combat damage step': the steps of the turn before it (500.1)."""
        return DuringSteps(("untap", "upkeep", "draw", "main1", *_COMBAT[:3]))

    def st_cast_only_two_windows(self, c: list) -> CastOnlyIf:
        """601.3: 'only during your turn and only during combat': both windows at once."""
        return CastOnlyIf(AllOf((c[0], c[1])))

    def window_declare_blockers(self, c: list) -> DuringSteps:
        return DuringSteps(("declare_blockers",))

    def window_declare_blockers_opponent(self, c: list) -> DuringSteps:
        return DuringSteps(("declare_blockers",), "opponent")

    def window_your_declare_attackers(self, c: list) -> DuringSteps:
        return DuringSteps(("declare_attackers",), "you")

    def window_your_end_step(self, c: list) -> DuringSteps:
        return DuringSteps(("end",), "you")

    def window_after_combat(self, c: list) -> DuringSteps:
        """'after combat' (506.1, 500.1): the steps of the turn after its combat phase."""
        return DuringSteps(_AFTER_COMBAT)

    def window_before_attackers(self, c: list) -> DuringSteps:
        """'before attackers are declared' (508.1): any turn, until its declare attackers step begins."""
        return DuringSteps(_BEFORE_COMBAT + _COMBAT[:1])

    def window_before_blockers_any(self, c: list) -> DuringSteps:
        """'before blockers are declared', 'before combat or during combat before blockers are declared'
        (509.1): any turn, until its declare blockers step begins."""
        return DuringSteps(_BEFORE_COMBAT + _COMBAT[:2])

    def window_opponents_turn(self, c: list) -> DuringSteps:
        return DuringSteps(_BEFORE_COMBAT + _COMBAT + _AFTER_COMBAT, "opponent")

    def window_opponent_before_attackers(self, c: list) -> DuringSteps:
        return DuringSteps(_BEFORE_COMBAT + _COMBAT[:1], "opponent")

    def window_combat_opponent(self, c: list) -> DuringSteps:
        return DuringSteps(_COMBAT, "opponent")

    def cond_attacked_this_step(self, c: list) -> AttackedThisStep:
        return AttackedThisStep()


TRANSFORMER = CastTimingRules

# 602.5b: the same windows ending an activated ability ('Activate only during the end of combat step.', Desert)
_ACTIVATION_WINDOWS = {
    " activate only during combat.": DuringSteps(_COMBAT),
    " activate only before the combat damage step.": DuringSteps(("untap", "upkeep", "draw", "main1", *_COMBAT[:3])),
    " activate only during the end of combat step.": DuringSteps(("end_of_combat",)),
    " activate only during any upkeep step.": DuringSteps(("upkeep",)),
    " activate only during an opponent 's upkeep.": DuringSteps(("upkeep",), "opponent"),
    " activate only during the declare attackers step and only if you've been attacked this step.":
        AllOf((DuringSteps(("declare_attackers",)), AttackedThisStep())),
}


def window_ending(effect_text: str) -> tuple[str, object] | None:
    """The effect text without its activation window, and the window (602.5b); None without one."""
    for ending, condition in _ACTIVATION_WINDOWS.items():
        if effect_text.endswith(ending):
            return effect_text[: -len(ending)], condition
    return None


ACTIVATION_ENDINGS = (window_ending,)  # compiler/mechanic_texts.py
