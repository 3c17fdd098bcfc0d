"""'... unless you discard [a card]', the rules part. 118.12: 'unless' offers a choice as the effect resolves
(608.2d): the controller may discard the cards (701.9a; at random, 701.9b); a player without enough cards of
that kind in hand can't choose to (118.12: an action that can't be done can't be chosen), and the other
action happens instead. Rulings (Balduvian Horde, Hidden Horror): the choice is made on resolution, and the
player may discard even if the permanent has left the battlefield."""

from __future__ import annotations

from lithoform.mechanics.unless_discard.nodes import UnlessDiscard
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.zones import discard
from lithoform.state.model import HAND, ref_player, zone_key


def _unless_discard(ctx: Ctx, e: UnlessDiscard) -> None:
    """118.12: the controller (or the player `who` names) discards `count` cards of the kind, or `otherwise`
    happens."""
    st = ctx.state
    player = ctx.controller
    if e.who is not None:
        players = [ref_player(r) for r in ctx.refs(e.who) if r < 0]
        if not players:  # 'its controller' of a spell that no longer exists: nobody can discard for it
            run_effect(ctx, e.otherwise)
            return
        player = players[0]
    hand = st.zones[zone_key(HAND, player)]
    eligible = tuple(i for i in hand if e.filter is None or matches(st, e.filter, i, player, ctx.source))
    if len(eligible) >= e.count:
        (yes,) = ctx.ask(player, "may", f"discard {e.count} card(s) rather than the other action?", (1, 0), 1,
                         1, purpose="unless")
        if yes:
            if e.at_random:  # 701.9b: picked by the game's one seeded generator
                pool = list(eligible)
                picked = tuple(pool.pop(st.random(len(pool))) for _ in range(e.count))
                st.emit("random_discard", ("701.9b",), player=player, cards=[st.objects[i].card for i in picked])
            elif len(eligible) == e.count:
                picked = eligible
            else:
                picked = ctx.ask(player, "choose", f"choose {e.count} card(s) to discard", eligible, e.count,
                                 e.count, purpose="unless")
            for oid in picked:
                discard(st, oid)
            return
    run_effect(ctx, e.otherwise)


register_effect(UnlessDiscard, _unless_discard)
