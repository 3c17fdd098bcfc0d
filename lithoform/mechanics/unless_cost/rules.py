"""'Sacrifice ~ unless you [cost]', the rules part (118.12, 118.3, 119.4, 701.21a).

As the effect resolves its controller chooses whether to pay the cost; a cost they can't pay in full isn't
offered (118.3). Paying means choosing the objects it names (the permanents to sacrifice or return, the cards
to exile or discard) and moving them; not paying means sacrificing the permanent."""

from __future__ import annotations

from lithoform.mechanics.unless_cost.nodes import SacrificeUnlessCost
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import sacrifice_candidates
from lithoform.rules.zones import discard, move, sacrifice_all
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, HAND, GameState, Obj, zone_key


def _offer(state: GameState, player: int, e: SacrificeUnlessCost, source: int) -> tuple[str, list[int], int] | None:
    """What paying takes: (what is done, the objects to choose from, how many), or None if it can't be paid."""
    cost = e.cost
    if cost.sacrifice:
        part = cost.sacrifice[0]
        found = sacrifice_candidates(state, player, part.filter, source)
        return ("sacrifice", found, part.count) if len(found) >= part.count else None
    if cost.return_to_hand:
        back = cost.return_to_hand[0]
        found = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == player
                 and matches(state, back.filter, o, player, source)]
        return ("return", found, back.count) if len(found) >= back.count else None
    if cost.exile_from_hand:  # from the player's graveyard (text.py allows no other zone)
        found = [o for o in state.zones[zone_key(GRAVEYARD, player)] if matches(state, cost.exile_filter, o, player,
                                                                                 source)]
        return ("exile", found, cost.exile_from_hand) if len(found) >= cost.exile_from_hand else None
    if cost.discard:
        found = [o for o in state.zones[zone_key(HAND, player)] if matches(state, cost.discard_filter, o, player,
                                                                           source)]
        return ("discard", found, cost.discard) if len(found) >= cost.discard else None
    if cost.pay_life:  # 119.4: only with at least that much life
        return ("life", [], 0) if state.players[player].life >= cost.pay_life else None
    return None


def sacrifice_unless_cost(ctx: Ctx, e: SacrificeUnlessCost) -> None:
    """118.12: the controller may pay; if they don't, they sacrifice `what` (701.21a)."""
    st, me = ctx.state, ctx.controller
    offer = _offer(st, me, e, ctx.source)
    if offer is not None:
        verb, found, n = offer
        (yes,) = ctx.ask(me, "may", f"{verb} to keep it? (otherwise it is sacrificed, 118.12)", (1, 0), 1, 1)
        if yes:
            picked = tuple(found) if len(found) == n else ctx.ask(
                me, "choose", f"choose {n} to {verb} (118.12)", tuple(found), n, n, purpose=verb) if n else ()
            if verb == "sacrifice":
                sacrifice_all(st, list(picked))
            elif verb == "return":
                for o in picked:
                    move(st, o, HAND, rules=("118.12",))
            elif verb == "exile":
                for o in picked:
                    move(st, o, EXILE, rules=("118.12",))
            elif verb == "discard":
                for o in picked:
                    discard(st, o)
            else:
                lose_life(st, me, e.cost.pay_life, ("119.4",), paid=True)
            return
    sacrifice_all(st, [r for r in ctx.refs(e.what)
                       if isinstance(o := st.objects.get(r), Obj) and o.zone == BATTLEFIELD and o.controller == me])


register_effect(SacrificeUnlessCost, sacrifice_unless_cost)
