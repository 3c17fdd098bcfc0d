"""The next draw replaced (614.11, 611.2a, 616.1).

'The next time you would draw a card this turn, [instructions] instead.': the resolving ability creates a
replacement effect that lasts until the turn ends (a 'this turn' record in state.replacements); the next time its
controller would draw, the draw doesn't happen and the instructions are done instead, by the ability's controller
with the ability's source (608.2h: its last known information if it has left). The effect is then used up. It is
asked through DRAW_REPLACED (rules/zones.py), before the static 'draw N instead' effects; with two of these, the
older applies first.

A static 'If you would draw a card [while your library has no cards in it], [you may] ... instead.' (Laboratory
Maniac, Obstinate Familiar, Pursuit of Knowledge) is asked the same way at each draw of its controller.
"""

from __future__ import annotations

from lithoform.mechanics.next_draw_instead.nodes import DrawDoInstead, NextDrawInstead
from lithoform.rules import hooks
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.state import procedure
from lithoform.state.model import LIBRARY, Choices, GameState, Question, TurnReplacement, zone_key


def _create(ctx: Ctx, e: NextDrawInstead) -> None:
    """611.2a: the replacement effect exists from now until the turn ends."""
    st = ctx.state
    st.replacements = st.replacements + (TurnReplacement(st.new_id(), ctx.source, ctx.controller, e),)
    st.emit("turn_replacement", ("614.1a", "614.11"), card=chars(st, ctx.source).name,
            text="the next time you would draw a card this turn", objs=())


def next_draw_instead(state: GameState, player: int, applied: tuple[tuple[object, ...], ...] = ()) -> bool:
    """614.11: the player's draw is replaced by the instructions, once."""
    record = next((r for r in state.replacements if isinstance(r.ability, NextDrawInstead)
                   and r.controller == player), None)
    if record is None:
        return False
    state.replacements = tuple(r for r in state.replacements if r.id != record.id)
    state.emit("next_draw_replaced", ("614.11",), player=player, card=chars(state, record.source).name)
    assert isinstance(record.ability, NextDrawInstead)
    run_effect(Ctx(state, 0, record.controller, record.source, Choices(), ()), record.ability.effect)
    return True


register_effect(NextDrawInstead, _create)
hooks.DRAW_REPLACED.register(next_draw_instead, needs=("NextDrawInstead",))


# --- static abilities: 'If you would draw a card [while ...], [you may] ... instead.' (614.11) -------------------


def draw_do_instead(state: GameState, player: int, applied: tuple[tuple[object, ...], ...] = ()) -> bool:
    """614.11: a static ability of a permanent the player controls replaces the draw: 'you win the game instead'
    only while their library has no cards in it (121.4; Laboratory Maniac ruling: "The draw was still replaced"
    even if the player can't win), 'you may ... instead' at the player's choice, each draw."""
    empty = not state.zones[zone_key(LIBRARY, player)]
    for oid, ability in battlefield_abilities(state, DrawDoInstead):
        if state.objects[oid].controller != player or (ability.library_empty and not empty):
            continue
        if ability.may:
            name = chars(state, oid).name
            picked = procedure.ask(Question(player, "choose", f"614.11: apply {name} instead of drawing?", (1,), 0,
                                            1, labels=(name,)))
            if not picked:
                continue
        state.emit("next_draw_replaced", ("614.11",), player=player, card=chars(state, oid).name)
        if ability.effect is not None:
            run_effect(Ctx(state, 0, player, oid, Choices(), ()), ability.effect)
        return True
    return False


hooks.DRAW_REPLACED.register(draw_do_instead, needs=("DrawDoInstead",))
