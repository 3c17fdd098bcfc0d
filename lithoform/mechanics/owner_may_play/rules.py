"""A card exiled from a looked-at hand that its owner may play, the rules part (406.2, 601.3, 305.1, 601.2f).

Elite Spellbinder: 'Look at target opponent's hand. You may exile a nonland card from it. For as long as that
card remains exiled, its owner may play it. A spell cast this way costs {2} more to cast.' The controller, who
has seen the hand, chooses the card (or none). The exiled card is linked under a key that holds the cost
increase; its owner may play it while it stays exiled (a new object elsewhere, 400.7, has no permission), with
no other duration, following the normal timing rules (the ruling: 'Playing the exiled card follows all
normal timing restrictions.'). A modal double-faced card whose back face is a land may be played as that land
(the ruling). The increase is added to the total cost before reductions (601.2f), carried as the
permission's additional mana; it doesn't change the spell's mana value (202.3)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import CardFace, Cost
from lithoform.mechanics.owner_may_play.nodes import ExileFromLookedHand
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS
from lithoform.rules.stack.permissions import Permission, cast_faces, land_faces
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, HAND, GameState, Link, ref_player, zone_key

OWNER_PLAY = "owner_may_play:"  # + the cost increase ('' for none)
VIA = "owner_may_play"  # the permission's name; 'owner_may_play+{2}' with a cost increase


def _exile_from_looked_hand(ctx: Ctx, e: ExileFromLookedHand) -> None:
    """406.2: the controller may exile a matching card from the hand they looked at; 601.3: with the
    permission, its owner may play it while it remains exiled."""
    st = ctx.state
    for r in ctx.refs(e.who):
        player = ref_player(r)
        options = tuple(i for i in st.zones[zone_key(HAND, player)]
                        if matches(st, e.filter, i, ctx.controller, ctx.source))
        if not options:
            continue
        picked = ctx.ask(ctx.controller, "choose", "choose a card to exile (you may choose none)", options, 0, 1)
        if not picked:
            continue
        new = move(st, picked[0], EXILE, rules=("406.2",))
        if new and e.owner_may_play:
            st.links = st.links + (Link(ctx.source, OWNER_PLAY + (e.more or ""), (new,)),)
            st.emit("may_play_exiled", ("601.3",), player=st.objects[new].owner, count=1,
                    until="while it remains exiled")


def owner_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1: the exiled cards `player` owns and may play (a land face is played, 305.1)."""
    for link in state.links:
        if not link.key.startswith(OWNER_PLAY):
            continue
        more = link.key[len(OWNER_PLAY):]
        for oid in link.objects:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != EXILE or obj.owner != player:
                continue
            faces = land_faces(state, oid)  # 712.12: a modal double-faced card's land face too
            for face in faces:
                yield Permission(oid, VIA + ("+" + more if more else ""), True, face=face)
            for face in cast_faces(state, oid) if 0 not in faces else ():  # 709.3: a split card's either half
                yield Permission(oid, VIA + ("+" + more if more else ""), False, None,
                                 Cost(mana=more) if more else None, face=face)


def owner_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """601.2f: 'A spell cast this way costs {2} more to cast.': added to the total cost."""
    if not via.startswith(VIA + "+"):
        return None
    return None, Cost(mana=via[len(VIA) + 1:])


register_effect(ExileFromLookedHand, _exile_from_looked_hand)
CAST_PERMISSIONS.register(owner_permissions, needs=("ExileFromLookedHand",))
PERMISSION_COSTS.register(owner_costs)
