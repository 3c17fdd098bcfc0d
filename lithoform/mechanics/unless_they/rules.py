"""Life loss unless the player discards or sacrifices, the rules part. 101.4: each player chooses in APNAP order
whether to discard a card (701.9a) or sacrifice a permanent (701.21a) that fits, and which; a player who can't
has no choice (118.12). Then the chosen cards and permanents are discarded and sacrificed, and the players who
didn't lose the life (119.3)."""

from __future__ import annotations

from lithoform.mechanics.unless_they.nodes import LoseLifeUnless
from lithoform.rules.context import Ctx, in_turn_order
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import lose_life
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import discard, sacrifice
from lithoform.state.model import BATTLEFIELD, HAND, ref_player, zone_key


def _lose_life_unless(ctx: Ctx, e: LoseLifeUnless) -> None:
    st = ctx.state
    players = in_turn_order(st, {ref_player(r) for r in ctx.refs(e.who)})
    amount = ctx.amount(e.amount)
    verb = "discard a card" if e.discard else "sacrifice a permanent"
    chosen: dict[int, int] = {}
    for p in players:
        if st.players[p].lost:
            continue
        if e.discard:
            options = st.zones[zone_key(HAND, p)]
        else:
            options = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == p
                            and matches(st, e.sacrifice, o, p, ctx.source))
        if not options:
            continue  # 118.12: what can't be done can't be chosen
        (yes,) = ctx.ask(p, "may", f"{verb} rather than lose {amount} life?", (1, 0), 1, 1, purpose="unless")
        if yes:
            (chosen[p],) = ctx.ask(p, "choose", f"choose what to {verb.split(' ')[0]}", tuple(options), 1, 1,
                                   purpose="unless")
    for oid in chosen.values():
        if e.discard:
            discard(st, oid)
        else:
            sacrifice(st, oid)
    for p in players:
        if p not in chosen and not st.players[p].lost:
            lose_life(st, p, amount)


register_effect(LoseLifeUnless, _lose_life_unless)
