"""Restarting the game (104.6, 727), the rules part: Karn Liberated's −14.

The effect exempts the non-Aura permanent cards exiled with its source (607.2a: by the source's linked
abilities, the ruling 'Karn's first and third abilities are linked. Similarly, Karn's second and third
abilities are linked.') from the restart (727.5), restarts the game (rules/turn/restart.py) with its
controller as the starting player (727.1a), and begins the new game's pregame (103.3-103.6: shuffles, opening
hands, mulligans). The cards left in exile are linked to their new controller under `RESTARTED`; when the
pregame is complete, just before the first turn's untap step, the effect finishes resolving (727.4): they are
put onto the battlefield under that player's control, with no player having priority; what triggers then goes
on the stack when a player next would receive priority (the first upkeep)."""

from __future__ import annotations

from lithoform.mechanics.restart.nodes import RestartGame
from lithoform.rules.context import Ctx, linked
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import FIRST_TURN_BEGINS
from lithoform.rules.turn.restart import is_card, restart_game
from lithoform.rules.turn.start import begin_first_turn, deal_opening_hands
from lithoform.rules.zones import move_simultaneously
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, EXILE, GameState, Link

RESTARTED = "restarted:"  # + the player who controlled the restarting effect


def _restart_game(ctx: Ctx, e: RestartGame) -> None:
    st = ctx.state
    kept = tuple(o for o in linked(st, ctx.source, e.key)
                 if is_card(st.objects.get(o)) and st.objects[o].zone == EXILE
                 and matches(st, e.kept, o, ctx.controller, ctx.source))
    left = restart_game(st, ctx.controller, kept)
    if left:
        st.links = (Link(0, f"{RESTARTED}{ctx.controller}", left),)
    deal_opening_hands(st, mulligans=True)  # 103.5: the new game's opening hands and mulligans


def finish_restart(state: GameState) -> bool:
    """727.4: 'Then put those cards onto the battlefield under your control', before the first untap step: a
    rules procedure, since a card may ask a choice as it enters (614.12: 'As ~ enters, choose a card name');
    it begins the first turn once done. True: it took the first turn's beginning over."""
    if not state.links or not any(link.key.startswith(RESTARTED) for link in state.links):
        return False
    procedure.run(state, "restart_finish")
    return True


@procedure.procedure("restart_finish")
def _restart_finish(state: GameState) -> None:
    link = next(link for link in state.links if link.key.startswith(RESTARTED))
    player = int(link.key[len(RESTARTED):])
    state.links = tuple(lk for lk in state.links if lk is not link)
    cards = [o for o in link.objects if o in state.objects and state.objects[o].zone == EXILE]
    state.emit("restart_finishes", ("727.4",), player=player, cards=[state.objects[o].card for o in cards])
    move_simultaneously(state, [(o, BATTLEFIELD, ("727.4", "110.2")) for o in cards], controller=player)
    begin_first_turn(state)  # 103.8 (this hook finds nothing left to do)


register_effect(RestartGame, _restart_game)
FIRST_TURN_BEGINS.register(finish_restart)
