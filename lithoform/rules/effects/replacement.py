"""Effects of resolving spells and abilities that create 'this turn' replacement and prevention effects
(611.2a, 614.1a, 615.1a), and 'you lose the game' (104.3e)."""

from __future__ import annotations

from lithoform.cards.tree import (
    CountersOnThisAtLeast,
    DoThen,
    FromYourGraveyard,
    LoseGame,
    PreventDamage,
    PreventDamageThisTurn,
    ReplaceDies,
    ReplaceDiesThisTurn,
)
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.game_end import lose
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, GameState, Obj, TurnReplacement, ref_player


def _replace_dies(ctx: Ctx, e: ReplaceDiesThisTurn) -> None:
    """'If that creature would die this turn, exile it instead': for the objects as they are now (400.7: it
    won't apply to the new object it becomes in another zone). It applies whether or not the spell's damage
    was dealt (Scorching Dragonfire ruling)."""
    st = ctx.state
    objs = tuple(r for r in ctx.refs(e.what) if r > 0 and isinstance(st.objects.get(r), Obj)
                 and st.objects[r].zone == BATTLEFIELD)
    if not objs:
        return
    st.replacements = st.replacements + (
        TurnReplacement(st.new_id(), ctx.source, ctx.controller, ReplaceDies(to=e.to), objs),)
    st.emit("turn_replacement", ("614.1a", "611.2a"), card=chars(st, ctx.source).name,
            text=f"if it would die this turn, it goes to {e.to} instead", objs=objs)


def _prevent_this_turn(ctx: Ctx, e: PreventDamageThisTurn) -> None:
    """615.1a, 615.3: a prevention effect until the turn ends. Which permanents it protects is read as damage
    would be dealt (615.1: prevention effects aren't locked in), and it lasts even if its source leaves
    (Pack Leader ruling)."""
    st = ctx.state
    ability = PreventDamage(affected=e.affected, combat_only=e.combat_only, everything=e.affected is None)
    st.replacements = st.replacements + (TurnReplacement(st.new_id(), ctx.source, ctx.controller, ability),)
    st.emit("turn_replacement", ("615.1a", "615.3"), card=chars(st, ctx.source).name,
            text="prevent all combat damage this turn" if e.combat_only else "prevent all damage this turn",
            objs=())


def _lose_game(ctx: Ctx, e: LoseGame) -> None:
    """104.3e: an effect may state that a player loses the game."""

    players = {ref_player(r): "104.3e" for r in ctx.refs(e.who) if r < 0}
    alive = {p: rule for p, rule in players.items() if not ctx.state.players[p].lost}
    if alive and not ctx.state.game_over:
        lose(ctx.state, alive)


def _counters_on_this(state: GameState, cond: CountersOnThisAtLeast, ctx: Ctx) -> bool:
    """122.1: 'there are N or more [kind] counters on ~': the source's current counters, or its last known ones
    once it has left the battlefield (608.2h; Treasure Map's ruling: "if it somehow already had three landmark
    counters on it before it left the battlefield, you'll get three Treasures")."""
    obj = state.known(ctx.source)
    return isinstance(obj, Obj) and obj.counter(cond.kind) >= cond.count


def _from_your_graveyard(state: GameState, cond: FromYourGraveyard, ctx: Ctx) -> bool:
    obj = state.known(ctx.source)
    return isinstance(obj, Obj) and obj.owner == ctx.controller and GRAVEYARD in (obj.entered_from, obj.cast_from)


def _do_then(ctx: Ctx, e: DoThen) -> None:
    """608.2c: 'If you do': the rest happens only if the action happened (it logs an event)."""
    before = ctx.state.log_len
    effects.run_effect(ctx, e.effect)
    if ctx.state.log_len > before:
        effects.run_effect(ctx, e.then)
    elif e.otherwise is not None:  # 'If you don't, ...'
        effects.run_effect(ctx, e.otherwise)


HANDLERS = {
    DoThen: _do_then,
    ReplaceDiesThisTurn: _replace_dies,
    PreventDamageThisTurn: _prevent_this_turn,
    LoseGame: _lose_game,
}


def register_handlers() -> None:
    """Adds these effects to the interpreter (effects.py). Idempotent."""
    effects._HANDLERS.update(HANDLERS)
    context.EXTRA_CONDITIONS[CountersOnThisAtLeast] = _counters_on_this
    context.EXTRA_CONDITIONS[FromYourGraveyard] = _from_your_graveyard


register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)
