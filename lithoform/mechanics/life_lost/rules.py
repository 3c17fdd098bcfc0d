"""'the life lost this way' (119.3, 608.2c), the rules part: the life players lost while this spell or
ability has been resolving, read from the game's event log back to its 'resolve' event (every life total
change is logged, 119.3: 'life' events with a negative amount). The ruling on Gray Merchant of Asphodel:
'The amount of life you gain is the total amount of life lost, not simply the value of X.'"""

from __future__ import annotations

from lithoform.mechanics.life_lost.nodes import (
    ExileOwnThings,
    LifeLostThisWay,
    LoseLifeTheyLost,
    LostLifeAtLeast,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx, events_this_resolution
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move_simultaneously
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, HAND, GameState, ref_player, zone_key


def life_lost_this_way(ctx: Ctx, value: LifeLostThisWay) -> int:
    """119.3: the life lost since the resolving object (ctx.oid) began to resolve (608.2c)."""
    return -sum(e.args["amount"] for e in events_this_resolution(ctx)
                if e.kind == "life" and e.args.get("amount", 0) < 0)


EXTRA_AMOUNTS[LifeLostThisWay] = life_lost_this_way


def life_lost_this_turn(state: GameState, player: int) -> int:
    """119.3: the total life the player lost this turn: life lost, damage dealt to them (120.3a; not poison,
    120.3b) and life paid (119.4); life gained doesn't offset it."""
    lost = 0
    for e in events_this_turn(state):
        a = e.args
        amount = a.get("amount") or 0
        if e.kind == "life" and a.get("player") == player and amount < 0:
            lost -= amount
        elif e.kind == "damage" and a.get("to_player") == player and "120.3a" in e.rules or e.kind == "pay_life" and a.get("player") == player:
            lost += amount
    return lost


def _lost_life_at_least(state: GameState, cond: LostLifeAtLeast, ctx: Ctx) -> bool:
    """119.3: whether a player ('a player'), an opponent of the controller, or the controller lost at least N life
    this turn; each player's loss is their own, not added to another's."""
    me = ctx.controller
    players = [p for p in range(len(state.players))
               if cond.who == "player" or (cond.who == "you") == (p == me)]
    return any(life_lost_this_turn(state, p) >= cond.amount for p in players)


EXTRA_CONDITIONS[LostLifeAtLeast] = _lost_life_at_least


def _lose_life_they_lost(ctx: Ctx, e: LoseLifeTheyLost) -> None:
    """Each player loses life equal to the life they lost this turn (119.3), the amounts all counted before any
    of them is lost (they lose it at the same time, 608.2c)."""
    st = ctx.state
    amounts = [(ref_player(r), life_lost_this_turn(st, ref_player(r))) for r in ctx.refs(e.who)]
    for player, n in amounts:
        if n <= 0:
            continue
        lose_life(st, player, n)


register_effect(LoseLifeTheyLost, _lose_life_they_lost)


def _exile_own_things(ctx: Ctx, e: ExileOwnThings) -> None:
    """406.2: the controller exiles that many of their permanents and cards in their hand and graveyard, chosen
    from any mix of those places (the Lich's Mastery ruling: "You don't have to exile all the cards from one
    place."); with no more than that many, all of them ("you'll just exile everything you can"), itself too."""
    st = ctx.state
    me = ctx.controller
    options = (tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == me)
               + st.zones[zone_key(HAND, me)] + st.zones[zone_key(GRAVEYARD, me)])
    n = min(max(0, ctx.amount(e.count)), len(options))
    if n == 0:
        return
    picked = options if n == len(options) else ctx.ask(me, "choose", f"choose {n} to exile: permanents you control, "
                                                      "cards in your hand or graveyard", options, n, n)
    move_simultaneously(st, [(oid, EXILE, ("406.2",)) for oid in picked])


register_effect(ExileOwnThings, _exile_own_things)
