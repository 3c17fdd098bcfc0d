"""'You may cast target artifact card from your graveyard this turn.' (601.3, 611.2a), the rules part.

The card is linked to the source under a key naming the player and the turn; while it stays in that
player's graveyard during that turn it is a permission (601.3, rules/stack/permissions.py) to cast it: the
timing rules and its costs apply as usual (Heiko Yamazaki's ruling: 'You must still pay its costs. Normal
timing permissions apply.'). A land card can't be cast (305.9... 'cast' is for spells: 601.1), and a card that
leaves the graveyard is a new object the permission doesn't name (400.7). Old links are dropped at the next
upkeep."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import Cost
from lithoform.catalog.registry import get_def
from lithoform.mechanics.graveyard_cast_turn.nodes import GainsFlashbackThisTurn, MayCastFromGraveyardThisTurn
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    PERMISSION_COSTS,
    STACK_LEAVE_DESTINATION,
    STEP_TURN_BASED_ACTIONS,
)
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import EXILE, GRAVEYARD, STACK, GameState, Link, Obj

KEY = "gy_cast_turn:"  # + player:turn
EXILE_KEY = "gy_cast_turn_exile:"  # + player:turn: the cards whose spell is exiled instead of put into the graveyard
VIA = "graveyard_this_turn"
VIA_EXILED = "graveyard_this_turn_exiled"  # 'If that spell would be put into your graveyard this turn, exile it instead.'

FLASHBACK_KEY = "gy_flashback:"  # + player:turn: the cards that gained flashback this turn (702.34a)
GRANTED_FLASHBACK = "granted_flashback"


def _key(player: int, turn: int, exile: bool = False) -> str:
    return f"{EXILE_KEY if exile else KEY}{player}:{turn}"


def _may_cast_from_graveyard(ctx: Ctx, e: MayCastFromGraveyardThisTurn) -> None:
    """601.3: the target card (still in its owner's graveyard, the controller's) may be cast this turn."""
    st = ctx.state
    cards = tuple(r for r in ctx.refs(e.what) if r > 0 and r in st.objects and st.objects[r].zone == GRAVEYARD
                  and st.objects[r].owner == ctx.controller)
    if not cards:
        return
    st.links = st.links + (Link(ctx.source, _key(ctx.controller, st.turn, e.exile), cards),)
    st.emit("may_cast_from_graveyard", ("601.3",), player=ctx.controller, card=st.objects[cards[0]].card)


def graveyard_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: the cards of `player`'s graveyard an effect of this turn lets them cast."""
    keys = {_key(player, state.turn): VIA, _key(player, state.turn, exile=True): VIA_EXILED}
    for link in state.links:
        via = keys.get(link.key)
        if via is None:
            continue
        for oid in link.objects:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != GRAVEYARD or obj.owner != player:
                continue
            if "Land" in chars(state, oid).types or get_def(obj.card).layout in SPLIT_LAYOUTS:
                continue  # 601.1: a land is played, never cast
            yield Permission(oid, via)


def _gains_flashback(ctx: Ctx, e: GainsFlashbackThisTurn) -> None:
    """702.34a, 611.2a: the target card, still in the controller's graveyard, has flashback until end of turn."""
    st = ctx.state
    cards = tuple(r for r in ctx.refs(e.what) if r > 0 and r in st.objects
                  and st.objects[r].zone == GRAVEYARD and st.objects[r].owner == ctx.controller)
    if not cards:
        return
    st.links = st.links + (Link(ctx.source, f"{FLASHBACK_KEY}{ctx.controller}:{st.turn}", cards),)
    st.emit("may_cast_from_graveyard", ("601.3", "702.34a"), player=ctx.controller, card=st.objects[cards[0]].card)


def flashback_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.34a: 'You may cast this card from your graveyard by paying [its mana cost] rather than paying its
    mana cost': the granted flashback of this turn's cards still in `player`'s graveyard."""
    key = f"{FLASHBACK_KEY}{player}:{state.turn}"
    for link in state.links:
        if link.key != key:
            continue
        for oid in link.objects:
            obj = state.objects.get(oid)
            if not isinstance(obj, Obj) or obj.zone != GRAVEYARD or obj.owner != player:
                continue
            if get_def(obj.card).layout in SPLIT_LAYOUTS or not {"Instant", "Sorcery"} & set(chars(state, oid).types):
                continue
            yield Permission(oid, GRANTED_FLASHBACK)


def flashback_costs(face: object, via: str) -> tuple[Cost | None, Cost | None] | None:
    """The flashback cost equal to the card's mana cost (118.9: an alternative cost; a card with no mana cost
    can't be cast this way: 118.6)."""
    if via != GRANTED_FLASHBACK:
        return None
    cost = getattr(face, "mana_cost", None)
    return (Cost(mana=cost) if cost else Cost(mana="{0}")), None


def flashback_exile(old: Obj, to: str) -> str:
    """702.34a: 'If the flashback cost was paid, exile this card instead of putting it anywhere else any time
    it would leave the stack.'"""
    if old.zone == STACK and old.choices is not None and old.choices.via == GRANTED_FLASHBACK and to != EXILE:
        return EXILE
    return to


def exiled_instead(old: Obj, to: str) -> str:
    """614.1a: 'If that spell would be put into your graveyard this turn, exile it instead.' (Jace, Telepath
    Unbound's ruling: 'The card is exiled only if it's cast from the graveyard and put back into the graveyard
    (either by resolving or being countered).')"""
    if old.zone == STACK and old.choices is not None and old.choices.via == VIA_EXILED and to == GRAVEYARD:
        return EXILE
    return to


def _drop_old(state: GameState, step: str) -> None:
    """611.2a, 514.2: a permission of an earlier turn no longer lasts."""
    keys = (KEY, EXILE_KEY, FLASHBACK_KEY)
    if step != "upkeep" or not any(link.key.startswith(keys) for link in state.links):
        return
    state.links = tuple(link for link in state.links
                        if not link.key.startswith(keys) or link.key.endswith(f":{state.turn}"))


register_effect(MayCastFromGraveyardThisTurn, _may_cast_from_graveyard)
CAST_PERMISSIONS.register(graveyard_permissions, needs=("MayCastFromGraveyardThisTurn",))
register_effect(GainsFlashbackThisTurn, _gains_flashback)
CAST_PERMISSIONS.register(flashback_permissions, needs=("GainsFlashbackThisTurn",))
PERMISSION_COSTS.register(flashback_costs)
STACK_LEAVE_DESTINATION.register(flashback_exile)
STACK_LEAVE_DESTINATION.register(exiled_instead, needs=("MayCastFromGraveyardThisTurn",))
STEP_TURN_BASED_ACTIONS.register(_drop_old, needs=("MayCastFromGraveyardThisTurn", "GainsFlashbackThisTurn"))
