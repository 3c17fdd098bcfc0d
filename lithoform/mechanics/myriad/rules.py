"""Myriad, the rules part (702.116a).

The defending player is the player this creature attacks, or the controller of the planeswalker it attacks
(506.2), as the ability resolves; if it was removed from combat, the player it was declared attacking (508.1k,
read from the declaration's event; a planeswalker's controller then unknown: no token is made). For each other opponent still in the game, the controller may create a token copy of the creature (707.2, its
last known values if it has left, 608.2h), tapped and attacking that opponent or a planeswalker they control
(508.4: chosen as it enters; never declared, so nothing that triggers on attacking triggers). If any token was
made, a delayed triggered ability exiles them at end of combat (603.7; 603.7c: those tokens). In a two-player
game there is no other opponent, and nothing happens."""

from __future__ import annotations

from lithoform.cards.tree import Created, CreateTokenCopy, DelayedTrigger, Exile, This
from lithoform.mechanics.myriad.nodes import MyriadCopies
from lithoform.rules.combat.enter_attacking import enter_attacking
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.zones import set_tapped
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState, Obj, player_ref, ref_player


def _defending_player(state: GameState, creature: int) -> int | None:
    combat = state.combat
    for attacker, what in combat.attackers if combat is not None else ():
        if attacker == creature:
            if what < 0:
                return ref_player(what)
            target = state.known(what)
            return target.controller if isinstance(target, Obj) else None
    by_name = {p.name: p.index for p in state.players}
    for event in events_this_turn(state):  # removed from combat: the player it was declared attacking
        if event.kind == "attacks" and event.args.get("obj") == creature:
            return by_name.get(event.args.get("target"))
    return None


def _of(state: GameState, opponent: int, options: tuple[int, ...]) -> tuple[int, ...]:
    """The options that are that opponent or a planeswalker they control."""
    return tuple(o for o in options if o == player_ref(opponent) or (o > 0 and state.objects[o].controller == opponent))


def _myriad(ctx: Ctx, e: MyriadCopies) -> None:
    st = ctx.state
    defending = _defending_player(st, ctx.source)
    if defending is None:
        return
    others = [p.index for p in st.players if p.index not in (ctx.controller, defending) and not p.lost]
    wanted = []
    for opponent in others:
        (yes,) = ctx.ask(ctx.controller, "may", f"myriad: create a token copy attacking {st.players[opponent].name}?"
                         " (702.116a)", (1, 0), 1, 1, purpose="myriad")
        if yes:
            wanted.append(opponent)
    if not wanted:
        return
    run_effect(ctx, CreateTokenCopy(This(), count=len(wanted)))  # the ruling: they all enter at the same time
    made = list(ctx.created)
    for oid, opponent in zip(made, wanted, strict=False):

        def choose(options: tuple[int, ...], opponent: int = opponent) -> int:
            mine = _of(st, opponent, options) or options
            if len(mine) == 1:
                return mine[0]
            return ctx.ask(ctx.controller, "choose", "choose what the token attacks", mine, 1, 1)[0]

        set_tapped(st, oid, True, rules=("702.116a",))
        enter_attacking(st, oid, choose)
    if made:
        ctx.created = made
        run_effect(ctx, DelayedTrigger("end_of_combat", Exile(Created())))


register_effect(MyriadCopies, _myriad)
