"""Cards in a hand drawn this turn, the rules part (121.1, 119.4, 401.4).

Sylvan Library: 'choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card
on top of your library.' A card drawn is a zone change from the library to the hand for 121.1 in this turn's log;
it is still that object while it stays in the hand (400.7). The rulings: any card drawn this turn can be chosen
(in the upkeep, or in response); with only one drawn, it is the one chosen; with none, nothing happens. A player
pays life only with at least that much life (119.4); otherwise the card goes back."""

from __future__ import annotations

from lithoform.mechanics.drawn_this_turn.nodes import PayOrPutBackDrawn
from lithoform.rules.context import Ctx
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.history import events_this_turn
from lithoform.state.model import HAND, LIBRARY, GameState, zone_key


def drawn_this_turn(state: GameState, player: int) -> tuple[int, ...]:
    """The cards in `player`'s hand that they drew this turn (121.1), in the hand's order."""
    drawn = {e.args.get("new") for e in events_this_turn(state)
             if e.kind == "zone_change" and "121.1" in e.rules and e.args.get("dst") == HAND
             and e.args.get("player") == player}
    return tuple(c for c in state.zones[zone_key(HAND, player)] if c in drawn)


def _pay_or_put_back(ctx: Ctx, e: PayOrPutBackDrawn) -> None:
    st = ctx.state
    player = ctx.controller
    options = drawn_this_turn(st, player)
    n = min(e.count, len(options))
    if not n:
        return
    chosen = ctx.ask(player, "choose", f"choose {n} card(s) in your hand drawn this turn", options, n, n,
                     labels=tuple(st.objects[c].card for c in options))  # (the player's own hand)
    for card in chosen:
        pay = 0
        if st.players[player].life >= e.life:  # 119.4
            (pay,) = ctx.ask(player, "choose", f"pay {e.life} life to keep {st.objects[card].card}, or put it on top "
                             "of your library", (1, 0), 1, 1, labels=(f"pay {e.life} life", "put it on top"))
        if pay:
            lose_life(st, player, e.life, ("119.4",), paid=True)
        else:
            move(st, card, LIBRARY, position=0, rules=("401.4",))


register_effect(PayOrPutBackDrawn, _pay_or_put_back)
