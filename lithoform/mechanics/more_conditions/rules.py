"""Conditions of several parts and 'unless' (608.2c): how the rules read them. 'If you control a Human creature
and a non-Human creature' holds when each part does; '~ entered the battlefield this turn' when the source's
permanent entered the battlefield during this turn (500.1: the events of this turn; 400.7: the permanent is
the object that entered)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.more_conditions.nodes import (
    AllOf,
    NoCardsInHand,
    PutIntoYourGraveyardThisTurn,
    SourceEnteredThisTurn,
    YouCastIt,
)
from lithoform.rules.context import EXTRA_CONDITIONS, condition_holds
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, GameState, Obj, zone_key


def _all_of(state: GameState, c: AllOf, ctx: Any) -> bool:
    return all(condition_holds(state, part, ctx) for part in c.conditions)


def _entered_this_turn(state: GameState, c: SourceEnteredThisTurn, ctx: Any) -> bool:
    source = ctx.source
    obj = state.objects.get(source)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    return any(e.kind == "zone_change" and e.args.get("new") == source and e.args.get("dst") == BATTLEFIELD
               for e in events_this_turn(state))


def _no_cards_in_hand(state: GameState, c: NoCardsInHand, ctx: Any) -> bool:
    """402: the controller's hand holds no cards."""
    return not state.zones[zone_key(HAND, ctx.controller)]


def _you_cast_it(state: GameState, c: YouCastIt, ctx: Any) -> bool:
    """601.2: the permanent came from a spell (its `cast_from`, kept as the spell became it, 608.3) that the
    condition's controller cast (a spell's controller is the player who cast it, 601.2a)."""
    refs = ctx.refs(c.what)
    obj = state.known(refs[0]) if refs else None
    return isinstance(obj, Obj) and bool(obj.cast_from) and obj.controller == ctx.controller


def _put_into_your_graveyard(state: GameState, c: PutIntoYourGraveyardThisTurn, ctx: Any) -> bool:
    """700.4-like: a permanent of the card type, as it last existed on the battlefield (608.2h), went from the
    battlefield to its owner's graveyard this turn, and that owner is the controller ('your graveyard')."""
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("src") == BATTLEFIELD and e.args.get("dst") == GRAVEYARD \
                and e.args.get("player") == ctx.controller:
            old = state.lki_chars.get(e.args.get("old"))
            if old is not None and c.card_type in old.types:
                return True
    return False


EXTRA_CONDITIONS[AllOf] = _all_of
EXTRA_CONDITIONS[NoCardsInHand] = _no_cards_in_hand
EXTRA_CONDITIONS[SourceEnteredThisTurn] = _entered_this_turn
EXTRA_CONDITIONS[YouCastIt] = _you_cast_it
EXTRA_CONDITIONS[PutIntoYourGraveyardThisTurn] = _put_into_your_graveyard
