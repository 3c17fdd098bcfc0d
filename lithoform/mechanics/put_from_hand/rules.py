"""Putting cards from a hand onto the battlefield, the rules part (608.2d, 110.2a, 305.9).

'You may put a land card from your hand onto the battlefield tapped.' (Arboreal Grazer): the controller
chooses as it resolves; the card enters under its owner's control (110.2a). Putting a land onto the
battlefield this way isn't playing a land (305.9: it doesn't count as the turn's land play). Show and Tell's
rulings: "The current player chooses first, then each other player chooses in turn order. ... After all
choices are made, the cards are put onto the battlefield simultaneously." As with any choice from a hand only
its owner sees, the question is asked whenever the hand isn't empty, matching cards or not, so that whether it
is asked tells the opponent nothing (issue 20)."""

from __future__ import annotations

import msgspec

from lithoform.mechanics.enters_attacking.rules import _defenders
from lithoform.mechanics.put_from_hand.nodes import PutFromHand
from lithoform.rules.context import Ctx, in_turn_order, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.names import describe
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, HAND, zone_key


def put_from_hand(ctx: Ctx, e: PutFromHand) -> None:
    st = ctx.state
    players = in_turn_order(st, players_of(ctx, e.who))
    wanted = ctx.amount(e.mana_value) if e.mana_value is not None else None  # 202.3, counted now (608.2h)
    chosen: list[int] = []
    for player in players:
        hand = st.zones[zone_key(HAND, player)]
        if not hand:
            continue
        options = tuple(c for c in hand if matches(st, e.filter, c, player, ctx.source)
                        and (wanted is None or chars(st, c).mana_value == wanted))
        if e.all:  # 'put all land cards from it': each of them (no choice to make)
            chosen.extend(options)
            continue
        most = min(e.count, len(options))
        picked = ctx.ask(player, "choose", f"choose {'up to ' if e.optional else ''}{e.count} card(s) from your "
                         "hand to put onto the battlefield" + (" tapped" if e.tapped else ""),
                         options, 0 if e.optional else most, most, purpose="put_from_hand")
        chosen.extend(picked)
    if not chosen:
        return
    moved = move_simultaneously(st, [(c, BATTLEFIELD, ("110.2a", "305.9")) for c in chosen], tapped=e.tapped)
    ctx.created = [m for m in moved if m]
    if e.attacking and st.combat is not None:
        _attacking(ctx, ctx.created)


def _attacking(ctx: Ctx, new: list[int]) -> None:
    """508.4: each enters attacking a player or planeswalker its controller chooses (among the opponents and
    their planeswalkers); it was never declared as an attacker ('whenever a creature attacks' doesn't trigger).
    With no combat under way, 508.4 doesn't apply: it just enters tapped (506.3)."""
    st = ctx.state
    for oid in new:
        if st.combat is None or "Creature" not in chars(st, oid).types:
            continue  # 506.3: only a creature can be attacking
        options = _defenders(ctx)
        if not options:
            continue
        defender = options[0]
        if len(options) > 1:
            (defender,) = ctx.ask(ctx.controller, "choose", "choose the player or planeswalker it attacks (508.4)",
                                  options, labels=tuple(describe(st, o) for o in options), purpose="defender")
        st.combat = msgspec.structs.replace(st.combat, attackers=st.combat.attackers + ((oid, defender),))
        st.emit("enters_attacking", ("508.4",), obj=oid, card=st.objects[oid].card, defender=defender)


register_effect(PutFromHand, put_from_hand)
