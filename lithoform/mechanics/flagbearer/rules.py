"""Flagbearers, the rules part (601.2c, 602.2b): while a player casts a spell or activates an ability, if an
opponent of theirs controls a permanent with this requirement and no Flagbearer is among the targets chosen so far,
the target slot where one could be chosen last must take one (asked at the core's TARGET_REQUIREMENTS hook).
Triggered abilities, and copies whose targets are chosen anew, aren't affected (Coalition Honor Guard's rulings)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.flagbearer.nodes import MustTargetFlagbearer
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.hooks import TARGET_REQUIREMENTS
from lithoform.rules.stack.targets import candidates, target_chooser
from lithoform.state.model import BATTLEFIELD, GameState, Obj, StackAbility


def _flagbearers(state: GameState, subtypes: set[str]) -> set[int]:
    return {o for o in state.zones[BATTLEFIELD] if subtypes & set(chars(state, o).subtypes)}


def must_target_flagbearer(state: GameState, obj: Any, spec: Any, slot: int,
                           options: tuple[int, ...]) -> tuple[int, ...] | None:
    """601.2c: the Flagbearers among `options` when this slot is the chooser's last chance to target one."""
    if isinstance(obj, StackAbility) and (obj.kind != "activated" or obj.copy):
        return None  # "Triggered abilities ... don't have to target a Flagbearer." (ruling 2016-06-08)
    player = obj.controller
    wanted = {ab.subtype for source, ab in battlefield_abilities(state, MustTargetFlagbearer)
              if isinstance(state.objects.get(source), Obj) and state.objects[source].controller != player}
    if not wanted:
        return None  # only the requirement's controller's opponents are bound by it
    flags = _flagbearers(state, wanted)
    chosen = obj.choices.targets if obj.choices is not None else ()
    if not flags or any(r in flags for t in chosen for r in t):
        return None
    here = tuple(r for r in options if r in flags)
    if not here:
        return None
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    for req in spec.targets[slot + 1:]:  # a later target can still be a Flagbearer: this one stays free
        if any(r in flags for r in candidates(state, req, target_chooser(state, req, player), source, obj.id)):
            return None
    return here


# (gated: only a game with such a permanent asks it, rules/present.py)
TARGET_REQUIREMENTS.register(must_target_flagbearer, needs=("MustTargetFlagbearer",))
