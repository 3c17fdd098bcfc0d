"""Free casts during the resolution, the rules part: 608.2g (a spell cast during the resolution of another,
rules/stack/during_resolution.py), 118.9 (without paying its mana cost: an alternative cost of no mana; 107.3:
X is 0), 601.1 (a land card is played, never cast), 608.2b (a target card that left its zone is illegal) and
614.1a ('If that spell would be put into your graveyard, exile it instead.').

As with any choice from a hand only its owner sees, the choice from the hand is asked whenever the hand isn't
empty, castable cards or not, so that whether it is asked tells the opponent nothing (issue 20)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CardFace, Cost, PowerOf, This
from lithoform.mechanics.free_casts.nodes import MayCastFromHandFree, MayCastTargetFree
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import PERMISSION_COSTS, STACK_LEAVE_DESTINATION
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import DURING_RESOLUTION, cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import EXILE, GRAVEYARD, HAND, STACK, GameState, Obj, zone_key

EXILED_AFTER = "free, exiled after"  # the permission's name when the spell is exiled rather than put in a graveyard
_NO_MANA = Cost()


def _castable(state: GameState, player: int, oid: int, via: str) -> bool:
    """601.1, 601.2c-h: a card that isn't a land and could be cast now for no mana."""
    return "Land" not in chars(state, oid).types and can_cast(state, player, oid,
                                                             via=Permission(oid, via, False, _NO_MANA))


def _from_hand(ctx: Ctx, e: MayCastFromHandFree) -> None:
    """608.2g: the controller may cast one card of their hand matching the filter (checked now, 608.2h: 'mana
    value X or less' with the X of the resolving spell) without paying its mana cost (118.9)."""
    st = ctx.state
    player = ctx.controller
    hand = st.zones[zone_key(HAND, player)]
    if not hand:
        return
    options = tuple(o for o in hand if matches(st, e.filter, o, player, ctx.source)
                    and _castable(st, player, o, DURING_RESOLUTION))
    picked = ctx.ask(player, "choose", "you may cast a spell from your hand without paying its mana cost "
                     "(608.2g, 118.9)", options, 0, min(1, len(options)), purpose="cast_free")
    if picked:
        cast_during_resolution(st, player, picked[0])


def _target(ctx: Ctx, e: MayCastTargetFree) -> None:
    """608.2g: the target card, if it is still a legal target (608.2b), may be cast by the controller without
    paying its mana cost (118.9), a card an opponent owns included (the caster controls the spell, 108.4)."""
    st = ctx.state
    player = ctx.controller
    via = EXILED_AFTER if e.exile else DURING_RESOLUTION
    cards = [r for r in ctx.refs(e.what) if r > 0 and isinstance(st.objects.get(r), Obj)
             and st.objects[r].zone == GRAVEYARD and _castable(st, player, r, via)]
    if not cards:
        return
    card = cards[0]
    (yes,) = ctx.ask(player, "may", f"cast {st.objects[card].card} without paying its mana cost? (608.2g, 118.9)",
                     (1, 0), 1, 1, purpose="cast_free")
    if yes:
        cast_during_resolution(st, player, card, EXILED_AFTER if e.exile else DURING_RESOLUTION)


def exiled_after_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana."""
    return (_NO_MANA, None) if via == EXILED_AFTER else None


def exiled_instead(old: Obj, to: str) -> str:
    """614.1a: 'If that spell would be put into your graveyard, exile it instead.' ('this turn' always holds:
    the spell is cast during the resolution, and a turn doesn't end with a spell on the stack, 500.2)."""
    if old.zone == STACK and old.choices is not None and old.choices.via == EXILED_AFTER and to == GRAVEYARD:
        return EXILE
    return to


def source_power(state: GameState, value: PowerOf, source: int, controller: int, work: Any) -> int:
    """'with mana value less than or equal to ~'s power' (Dreadhorde Arcanist): the source's power now, or as
    it last existed on the battlefield (608.2h; the card's ruling). Only a filter counts it, never a layer."""
    if not isinstance(value.what, This) or work:
        raise TypeError(f"not an amount a static ability counts: {value!r}")
    return chars(state, source).power or 0


EXTRA_STATIC_AMOUNTS[PowerOf] = source_power
register_effect(MayCastFromHandFree, _from_hand)
register_effect(MayCastTargetFree, _target)
PERMISSION_COSTS.register(exiled_after_costs)
STACK_LEAVE_DESTINATION.register(exiled_instead)
