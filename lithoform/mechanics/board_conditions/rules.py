"""Conditions on what players control and hold, read continuously by static abilities (611.3a) as the
layer system applies their effects (613.1): the permanents as the layers stand (their working values,
rules/continuous/static_conditions.fits_now), the players' hands and life totals from the game. The
characteristics are computed again when these change: a zone change or a life total (model.set_player);
the status tapped (110.5) is no characteristic, so tapping a permanent recomputes them when a static
ability's condition asks about tapped or untapped permanents ('as long as you control no untapped lands').

Also how the new conditions read as an ability resolves (608.2c) or is activated (602.5b)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.nodes.conditions import LifeAtMost, RefMatches
from lithoform.cards.tree import StaticEffect
from lithoform.mechanics.board_conditions import this_turn as _this_turn  # noqa: F401
from lithoform.mechanics.board_conditions.nodes import (
    AnOpponentControlsNone,
    AnyOf,
    AnyPlayerControls,
    LibraryAtMost,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    NoOpponentControls,
    OpponentHandAtMost,
    OpponentPoisoned,
    SingleGraveyardAtLeast,
)
from lithoform.mechanics.counts.nodes import CountAtLeast, HandSizeOf
from lithoform.mechanics.lands.nodes import ControlsAtMost, DefendingPlayerControls
from lithoform.mechanics.more_conditions.nodes import AllOf, NoCardsInHand
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast
from lithoform.mechanics.player_verbs.nodes import CountAtMost
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.counted_amounts import static_amount
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.static_conditions import (
    EXTRA_STATIC_CONDITIONS,
    controlled_now,
    fits_now,
    static_condition,
)
from lithoform.rules.hooks import TAPPED_CHANGED
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, GameState, Obj, ref_player, zone_key


def _others(state: GameState, controller: int) -> list[int]:
    return [p.index for p in state.players if p.index != controller and not p.lost]  # 102.3


def _any_player(state: GameState, cond: AnyPlayerControls, source: int, controller: int,
                work: Mapping[int, Any]) -> bool:
    """'as long as any player controls a black permanent' (Knight of Grace): its controller too (102.1)."""
    return any(controlled_now(state, cond.filter, work, p.index, source) for p in state.players if not p.lost)


def _no_opponent(state: GameState, cond: NoOpponentControls, source: int, controller: int,
                 work: Mapping[int, Any]) -> bool:
    return not any(controlled_now(state, cond.filter, work, p, source) for p in _others(state, controller))


def _an_opponent_none(state: GameState, cond: AnOpponentControlsNone, source: int, controller: int,
                      work: Mapping[int, Any]) -> bool:
    """'if an opponent controls no basic lands' (Hagra Mauling; 102.3): one opponent controls none, whatever
    the others control."""
    return any(not controlled_now(state, cond.filter, work, p, source) for p in _others(state, controller))


def _an_opponent_none_resolving(state: GameState, cond: AnOpponentControlsNone, ctx: Ctx) -> bool:
    return any(not any(state.objects[o].controller == p and matches(state, cond.filter, o, ctx.controller, ctx.source)
                       for o in state.zones[BATTLEFIELD]) for p in _others(state, ctx.controller))


def _opponent_at_least(state: GameState, cond: OpponentControlsAtLeast, source: int, controller: int,
                       work: Mapping[int, Any]) -> bool:
    """'as long as an opponent controls a blue permanent' (Blue Scarab): one opponent controls that many."""
    return any(len(controlled_now(state, cond.filter, work, p, source)) >= cond.count
               for p in _others(state, controller))


def _at_most(state: GameState, cond: ControlsAtMost, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """'as long as you control no untapped lands' (Scoria Cat)."""
    return len(controlled_now(state, cond.filter, work, controller, source)) <= cond.count


def _defending(state: GameState, cond: DefendingPlayerControls, source: int, controller: int,
               work: Mapping[int, Any]) -> bool:
    """'~ can't be blocked as long as defending player controls an artifact' (506.2): the player the source
    attacks (or the controller of the planeswalker it attacks); not attacking, the only opponent of a
    two-player game (103.1), with several none (no blocks are declared against it then)."""
    player = None
    for attacker, target in state.combat.attackers if state.combat is not None else ():
        if attacker == source:
            obj = state.objects.get(target) if target >= 0 else None
            player = ref_player(target) if target < 0 else obj.controller if isinstance(obj, Obj) else None
    if player is None:
        others = _others(state, controller)
        if len(others) != 1:
            return False
        player = others[0]
    return len(controlled_now(state, cond.filter, work, player, source)) >= cond.count


def _hand_empty(state: GameState, cond: NoCardsInHand, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    return not state.zones[zone_key(HAND, controller)]  # 402.1


def _life_at_most(state: GameState, cond: LifeAtMost, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    return state.players[controller].life <= cond.amount  # 119.1


def _count(state: GameState, cond: Any, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """'as long as you have one or fewer cards in hand' (Thresher Lizard): an amount the layers count."""
    amount = cond.amount
    if isinstance(amount, HandSizeOf):  # 'you have one or fewer cards in hand' (402.1)
        n = len(state.zones[zone_key(HAND, controller)])
    else:
        n = static_amount(state, amount, source, controller, work)
    return n <= cond.count if isinstance(cond, CountAtMost) else n >= cond.count


def _more_hand(state: GameState, cond: MoreCardsInHandThanEachOpponent, source: int, controller: int,
               work: Mapping[int, Any] | None = None) -> bool:
    """402: more cards in the controller's hand than in each opponent's (102.3)."""
    mine = len(state.zones[zone_key(HAND, controller)])
    return all(mine > len(state.zones[zone_key(HAND, p)]) for p in _others(state, controller))


def _all_of(state: GameState, cond: AllOf, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """'as long as you have 30 or more life and an opponent has 10 or less life' (Blood Baron): each part."""
    return all(static_condition(state, part, source, controller, work) for part in cond.conditions)


def _any_of(state: GameState, cond: AnyOf, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """'as long as you control a Desert or there is a Desert card in your graveyard': either part."""
    return any(static_condition(state, part, source, controller, work) for part in cond.conditions)


def _any_player_resolving(state: GameState, cond: AnyPlayerControls, ctx: Ctx) -> bool:
    return any(state.objects[o].controller == p.index and matches(state, cond.filter, o, ctx.controller, ctx.source)
               for p in state.players if not p.lost for o in state.zones[BATTLEFIELD])


def _no_opponent_resolving(state: GameState, cond: NoOpponentControls, ctx: Ctx) -> bool:
    others = _others(state, ctx.controller)
    return not any(state.objects[o].controller in others and matches(state, cond.filter, o, ctx.controller, ctx.source)
                   for o in state.zones[BATTLEFIELD])


def _source_is(state: GameState, cond: RefMatches, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """"~ has defender as long as it's a Wall" (Mistform Wall; 611.3a): the source as the layers stand."""
    w = work.get(source)
    return w is not None and fits_now(state, cond.filter, source, w, controller, source)


def _opponent_hand_at_most(state: GameState, cond: OpponentHandAtMost, controller: int) -> bool:
    """402: some opponent (102.3) holds `count` or fewer cards in hand."""
    return any(len(state.zones[zone_key(HAND, p)]) <= cond.count for p in _others(state, controller))


def _opponent_poisoned(state: GameState, controller: int) -> bool:
    """122.1f: some opponent has one or more poison counters."""
    return any(state.players[p].poison > 0 for p in _others(state, controller))


def _library_at_most(state: GameState, cond: LibraryAtMost) -> bool:
    """401: some player's library holds `count` or fewer cards."""
    return any(len(state.zones[zone_key(LIBRARY, p.index)]) <= cond.count for p in state.players if not p.lost)


def _graveyard_at_least(state: GameState, cond: SingleGraveyardAtLeast) -> bool:
    """404: some player's graveyard holds `count` or more cards."""
    return any(len(state.zones[zone_key(GRAVEYARD, p.index)]) >= cond.count for p in state.players if not p.lost)


def _most_common(color: str, colors_of: list[Any]) -> bool:
    """105.1: no other color is had by more of the permanents than `color` (a tie counts as most common)."""
    counts = {c: sum(1 for cs in colors_of if c in cs) for c in ("W", "U", "B", "R", "G")}
    return counts[color] >= max(counts.values())


def _most_common_static(state: GameState, cond: MostCommonColor, source: int, controller: int,
                        work: Mapping[int, Any]) -> bool:
    """The permanents' colors as the layers stand (read as the effect's first layer begins: the Djinns'
    -2/-2 is in layer 7c, after layer 5, 613.1e)."""
    return _most_common(cond.color, [w.colors for w in work.values()])


def _most_common_resolving(state: GameState, cond: MostCommonColor, ctx: Ctx) -> bool:
    return _most_common(cond.color, [ctx.chars(o).colors for o in state.zones[BATTLEFIELD]])


def _reads_tapped(cond: Any) -> bool:
    f = getattr(cond, "filter", None)
    if f is not None and (f.tapped is not None or any(sub.tapped is not None for sub in f.any_of)):
        return True
    return any(_reads_tapped(part) for part in getattr(cond, "conditions", ()) or ())


def tapped_changed(state: GameState, oid: int) -> None:
    """110.5: a permanent was tapped or untapped; a static ability whose condition counts tapped or untapped
    permanents has the characteristics computed again (611.3a)."""
    if any(a.condition is not None and _reads_tapped(a.condition) for _, a in battlefield_abilities(state, StaticEffect)):
        state.characteristics_changed()


EXTRA_STATIC_CONDITIONS[AnyPlayerControls] = _any_player
EXTRA_STATIC_CONDITIONS[NoOpponentControls] = _no_opponent
EXTRA_STATIC_CONDITIONS[AnOpponentControlsNone] = _an_opponent_none
EXTRA_STATIC_CONDITIONS[OpponentControlsAtLeast] = _opponent_at_least
EXTRA_STATIC_CONDITIONS[ControlsAtMost] = _at_most
EXTRA_STATIC_CONDITIONS[DefendingPlayerControls] = _defending
EXTRA_STATIC_CONDITIONS[NoCardsInHand] = _hand_empty
EXTRA_STATIC_CONDITIONS[LifeAtMost] = _life_at_most
EXTRA_STATIC_CONDITIONS[CountAtMost] = _count
EXTRA_STATIC_CONDITIONS[CountAtLeast] = _count
EXTRA_STATIC_CONDITIONS[AllOf] = _all_of
EXTRA_STATIC_CONDITIONS[AnyOf] = _any_of
EXTRA_STATIC_CONDITIONS[RefMatches] = _source_is
EXTRA_STATIC_CONDITIONS[MoreCardsInHandThanEachOpponent] = _more_hand
EXTRA_STATIC_CONDITIONS[OpponentHandAtMost] = lambda state, cond, source, controller, work: _opponent_hand_at_most(
    state, cond, controller)
EXTRA_STATIC_CONDITIONS[OpponentPoisoned] = lambda state, cond, source, controller, work: _opponent_poisoned(
    state, controller)
EXTRA_STATIC_CONDITIONS[LibraryAtMost] = lambda state, cond, source, controller, work: _library_at_most(state, cond)
EXTRA_STATIC_CONDITIONS[SingleGraveyardAtLeast] = lambda state, cond, source, controller, work: _graveyard_at_least(
    state, cond)
EXTRA_STATIC_CONDITIONS[MostCommonColor] = _most_common_static
EXTRA_CONDITIONS[OpponentHandAtMost] = lambda state, cond, ctx: _opponent_hand_at_most(state, cond, ctx.controller)
EXTRA_CONDITIONS[OpponentPoisoned] = lambda state, cond, ctx: _opponent_poisoned(state, ctx.controller)
EXTRA_CONDITIONS[LibraryAtMost] = lambda state, cond, ctx: _library_at_most(state, cond)
EXTRA_CONDITIONS[SingleGraveyardAtLeast] = lambda state, cond, ctx: _graveyard_at_least(state, cond)
EXTRA_CONDITIONS[MostCommonColor] = _most_common_resolving
EXTRA_CONDITIONS[MoreCardsInHandThanEachOpponent] = lambda state, cond, ctx: _more_hand(state, cond, ctx.source,
                                                                                        ctx.controller)
EXTRA_CONDITIONS[AnyPlayerControls] = _any_player_resolving
# 603.4, 602.5b: 'if you control a Desert or there is a Desert card in your graveyard' as a trigger resolves or
# an ability is activated: either part holds
EXTRA_CONDITIONS[AnyOf] = lambda state, cond, ctx: any(condition_holds(state, part, ctx) for part in cond.conditions)
EXTRA_CONDITIONS[NoOpponentControls] = _no_opponent_resolving
EXTRA_CONDITIONS[AnOpponentControlsNone] = _an_opponent_none_resolving
TAPPED_CHANGED.register(tapped_changed, needs=("ControlsAtLeast", "ControlsAtMost", "OpponentControlsAtLeast",
                                               "AnyPlayerControls", "NoOpponentControls"))
