"""Entering (or dying) creatures that cause no triggers (Torpor Orb, Hushwing Gryff, Tocatli Honor Guard; Hushbringer
also dying, 700.4, asked by the hook DIES_TRIGGERS_BANNED as leaves-the-battlefield triggers are matched): while a
permanent with 'Creatures entering the battlefield don't cause abilities to trigger.' is on the battlefield,
no triggered ability triggers on the event of a creature entering the battlefield (603.2, 603.6a): neither
the creature's own enters abilities nor any other permanent's (rulings: 'Torpor Orb stops a creature's own
enters-the-battlefield triggered abilities as well as other triggered abilities that would trigger when a
creature enters the battlefield'; the trigger event needn't say 'creature': a creature entering is what
counts, as it exists on the battlefield). Replacement effects ('enters tapped', 'enters with counters',
614.1c) and 'as ~ enters' choices (614.12) are not triggered abilities and still apply. The core asks the
hook ENTER_TRIGGERS_BANNED (rules/hooks.py) as it matches an entering permanent's enters triggers."""

from __future__ import annotations

from lithoform.mechanics.enter_trigger_bans.nodes import NoEnterTriggers
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.hooks import DIES_TRIGGERS_BANNED, ENTER_TRIGGERS_BANNED
from lithoform.state.model import GameState


def enter_triggers_banned(state: GameState, entered: int) -> bool:
    """603.2: whether the permanent `entered`, a creature as it is on the battlefield, entering triggers
    nothing because a NoEnterTriggers ability is on the battlefield."""
    if "Creature" not in chars(state, entered).types:
        return False
    for _pid, _a in battlefield_abilities(state, NoEnterTriggers):
        state.emit("enter_triggers_banned", ("603.2", "603.6a"), card=chars(state, entered).name)
        return True
    return False


def dies_triggers_banned(state: GameState, died: int, together: tuple[int, ...]) -> bool:
    """603.2, 700.4: whether the creature `died` dying triggers nothing because a NoEnterTriggers ability that
    bans dying too is on the battlefield, or was as the creature left: one leaving at the same time (Hushbringer
    dying with it) looks back in time (603.10a)."""
    if any(a.dying for _pid, a in battlefield_abilities(state, NoEnterTriggers)) or any(
            isinstance(a, NoEnterTriggers) and a.dying for o in together for a in chars(state, o).abilities):
        state.emit("dies_triggers_banned", ("603.2", "700.4"), card=chars(state, died).name)
        return True
    return False


ENTER_TRIGGERS_BANNED.register(enter_triggers_banned, needs=("NoEnterTriggers",))
DIES_TRIGGERS_BANNED.register(dies_triggers_banned, needs=("NoEnterTriggers",))
