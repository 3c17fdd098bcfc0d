"""Whose step a step trigger waits for (603.2), 'at end of combat' (511.2) and delayed triggers at end of
combat (603.7), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Created, DelayedTrigger, Equipped, Target, Trigger, Triggering
from lithoform.compiler.values import Unsupported, mentions, one, substitute
from lithoform.mechanics.step_owners.nodes import ATTACHED_CONTROLLER, ActivePlayer, DelayedAbout

END_OF_COMBAT = "end_of_combat"  # the step's name in rules/turn/steps.py (511)


def _remembered(node: Any, out: list[Any]) -> None:
    """The references in `node` whose objects a delayed ability must remember as it is created (603.7c):
    the triggering object, a target, the permanent the source is attached to."""
    if isinstance(node, Triggering | Target | Equipped):
        if node not in out:
            out.append(node)
        return
    if isinstance(node, tuple):
        for n in node:
            _remembered(n, out)
        return
    for f in getattr(node, "__struct_fields__", ()):
        _remembered(getattr(node, f), out)


class StepOwnersRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    face_subtypes: tuple[str, ...]

    def _step_of(self, step: str, whose: str) -> tuple[str, str]:
        self.scope.player = ActivePlayer()  # type: ignore[attr-defined]  # 'that player': whose step it is
        return (step, whose)

    def step_each_player_end(self, c: list) -> tuple[str, str]:
        return self._step_of("end", "each")

    def step_opponent_end(self, c: list) -> tuple[str, str]:
        return self._step_of("end", "opponent")

    def step_each_draw(self, c: list) -> tuple[str, str]:
        return self._step_of("draw", "each")

    def step_opponent_draw(self, c: list) -> tuple[str, str]:
        return self._step_of("draw", "opponent")

    def step_each_combat(self, c: list) -> tuple[str, str]:
        return self._step_of("beginning_of_combat", "each")

    def step_opponent_combat(self, c: list) -> tuple[str, str]:
        return self._step_of("beginning_of_combat", "opponent")

    def step_each_main1(self, c: list) -> tuple[str, str]:
        return self._step_of("main1", "each")

    def step_each_main2(self, c: list) -> tuple[str, str]:
        return self._step_of("main2", "each")

    def _attached_step(self, c: list, step: str) -> tuple[str, str]:
        """'the upkeep of enchanted creature's controller' (303.4): the turn of whoever controls the permanent
        this Aura (or Equipment) is attached to; 'that player' is that player, the active player."""
        word = str(c[0])
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}.get(word)
        if wanted is None or wanted not in self.face_subtypes:
            raise Unsupported(f"'{word} ...'s controller' on a card that isn't an {wanted or word}")
        # 'put a -1/-1 counter on that creature' (Unstable Mutation): the creature named in the trigger (608.2c)
        self.scope.event_other = Equipped()  # type: ignore[attr-defined]
        return self._step_of(step, ATTACHED_CONTROLLER)

    def step_attached_upkeep(self, c: list) -> tuple[str, str]:
        return self._attached_step(c, "upkeep")

    def step_attached_end(self, c: list) -> tuple[str, str]:
        return self._attached_step(c, "end")

    def step_attached_draw(self, c: list) -> tuple[str, str]:
        return self._attached_step(c, "draw")

    def trig_end_of_combat(self, c: list) -> Trigger:
        """'At end of combat, ...' (511.2): the beginning of every end of combat step, on any player's turn."""
        return Trigger("step", step=END_OF_COMBAT, whose="each")

    def _delayed_eoc(self, clause: Any) -> Any:
        """603.7: 'sacrifice it at end of combat' makes a delayed ability as this resolves; the objects it
        names (the triggering creature, a target) are remembered then (603.7c)."""
        effect = one(clause)
        about: list[Any] = []
        _remembered(effect, about)
        if mentions(effect, Created):
            if about:
                raise Unsupported("a delayed trigger about created objects and others")
            # 'Create a 4/4 Angel token that's tapped and attacking. Exile that token at end of combat.' (Geist
            # of Saint Traft): the objects the effect before it made, fixed as it's created (603.7c), as after
            # 'at the beginning of the next end step' (compiler/values.py sequence folds it into the creation)
            return DelayedTrigger(END_OF_COMBAT, effect)
        if len(about) > 1:
            raise Unsupported("a delayed trigger about several different objects")
        if not about:
            return DelayedTrigger(END_OF_COMBAT, effect)
        return DelayedAbout(END_OF_COMBAT, substitute(effect, about[0], Created()), about[0])

    def delayed_end_of_combat(self, c: list) -> Any:
        return self._delayed_eoc(c[0])

    def delayed_end_of_combat_prefix(self, c: list) -> Any:
        return self._delayed_eoc(c[0])


TRANSFORMER = StepOwnersRules
