"""'As ~ enters, <instruction>', the rules part (614.1c, 614.12, 608.2c).

614.1c: 'As [this] enters' abilities are replacement effects that modify how the permanent enters; 614.12:
they are read from the permanent as it would exist on the battlefield, and applied before it enters, so the
instruction is followed while it is not yet on the battlefield and nobody can respond (no ability is put on
the stack). The instruction is its controller's; a choice it asks for ('sacrifice any number', 'you may return')
is made then. 'If you do' (608.2c) holds when the instruction was followed: a 'may' accepted, and the
instruction did something (a permanent returned, a card discarded). 'For each counter removed this way'
counts the counters the instruction removed (122.8)."""

from __future__ import annotations

from lithoform.cards.tree import May
from lithoform.mechanics.as_enters_actions.nodes import AsEntersDo
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import AS_ENTERS_ACTIONS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import Choices, Event, GameState, Obj


def _events_since(state: GameState, before: object) -> list[Event]:
    """The events logged since the log was `before`, oldest first."""
    out: list[Event] = []
    node = state.log
    while node is not None and node is not before:
        out.append(node[0])
        node = node[1]
    return out[::-1]


def _follow(state: GameState, obj: Obj, ability: AsEntersDo) -> int:
    """Follows the instruction as `obj` enters (614.12); returns how many counters it enters with because of it."""
    ctx = Ctx(state, obj.id, obj.controller, obj.id, Choices(), ())
    effect = ability.effect
    state.emit("as_enters_action", ("614.1c", "614.12"), card=obj.card, text=ability.text)
    if isinstance(effect, May):  # 'you may ...' (608.2d): declined, nothing is done
        (yes,) = ctx.ask(ctx.controller, "may", "do it? (614.12)", (1, 0), 1, 1)
        if not yes:
            return 0
        effect = effect.effect
    before = state.log
    run_effect(ctx, effect)
    done = _events_since(state, before)
    if ability.per_removed:  # 122.8: 'for each counter removed this way'
        return ability.counters * sum(abs(e.args.get("amount") or 0) for e in done if e.kind == "counters_removed")
    if ability.if_done:  # 608.2c: 'if you do': the instruction did something
        return ability.counters if done else 0
    return 0


def as_enters_actions(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c, 614.12: each 'As ~ enters, <instruction>' of the permanent as it would exist, followed now; the
    counters it enters with because of them. Outside a rules procedure (a board set up directly) nothing is done."""
    if not procedure.in_procedure() or not any(isinstance(a, AsEntersDo) for a in face_of(obj).abilities):
        return {}
    out: dict[str, int] = {}
    for ability in as_it_would_exist(state, obj).abilities:
        if isinstance(ability, AsEntersDo):
            n = _follow(state, obj, ability)
            if n > 0 and ability.kind:
                out[ability.kind] = out.get(ability.kind, 0) + n
    return out


AS_ENTERS_ACTIONS.register(as_enters_actions)
