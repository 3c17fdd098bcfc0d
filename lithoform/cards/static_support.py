"""Which conditions and amounts a static ability can hold (611.3a): the layer system reads them while it
computes the battlefield (613.1), so only the ones it can answer from the working characteristics are
supported. The compiler refuses the others; the rules (rules/continuous/static_conditions.py and
counted_amounts.py) evaluate these."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import (
    AddTypes,
    AllOf,
    AmountAtLeast,
    AnOpponentControlsNone,
    AnyOf,
    AnyPlayerControls,
    CardsInGraveyard,
    CardsInHand,
    CastThisTurn,
    CompletedDungeon,
    ControlsAtLeast,
    ControlsAtMost,
    ControlsCommander,
    CountAtLeast,
    CountAtMost,
    CountersOn,
    CountersOnThisAtLeast,
    CountOf,
    DefendingPlayerControls,
    DevotionLessThan,
    DifferentNamesAtLeast,
    DrewThisTurn,
    EachOpponent,
    EachPlayer,
    EnteredUnderYourControlThisTurn,
    Filter,
    GainControl,
    GreatestAmong,
    GreatestPower,
    HandAtLeast,
    HandSizeOf,
    HasCityBlessing,
    IsMonstrous,
    IsPaired,
    IsRenowned,
    KindCountersAmong,
    LibraryAtMost,
    LifeAboveStart,
    LifeAtLeast,
    LifeAtMost,
    LifeTotal,
    Minus,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    Negated,
    NoCardsInHand,
    NoOpponentControls,
    NotYourTurn,
    OpponentControlsAtLeast,
    OpponentGraveyardAtLeast,
    OpponentHandAtMost,
    OpponentLifeAtMost,
    OpponentPoisoned,
    Plus,
    RefMatches,
    RemoveTypes,
    SetColors,
    SetLandTypes,
    SetTypes,
    SingleGraveyardAtLeast,
    SourceAttachedBy,
    SourceAttacking,
    SourceEnteredThisTurn,
    SourceHasCounter,
    SourceModified,
    SourceTapped,
    SourceUntapped,
    This,
    Times,
    TopOfLibraryIs,
    TotalOf,
    You,
    YourTurn,
)

# The fields of a filter that no layer changes before the condition is read (types, 205; printed
# supertypes): the condition is answered once, as the layers begin.
_WORKING_FIELDS = frozenset({"types", "subtypes", "supertypes", "not_supertypes", "other", "not_types", "not_subtypes", "token",
                             "all_types", "any_of"})
SUPPORTED: tuple[type, ...] = (ControlsAtLeast, DrewThisTurn, OpponentGraveyardAtLeast, SourceHasCounter)
SUPPORTED = SUPPORTED + (YourTurn,)  # 'as long as it's your turn'
SUPPORTED = SUPPORTED + (AmountAtLeast,)  # 'as long as there are N or more ... in your graveyard' (graveyard_counts)
SUPPORTED = SUPPORTED + (DevotionLessThan,)  # 'as long as your devotion to green is less than five' (devotion)
SUPPORTED = SUPPORTED + (SourceUntapped,)  # "as long as it's untapped" (untapped_static)
SUPPORTED = SUPPORTED + (IsMonstrous,)  # 'as long as ~ is monstrous' (monstrosity, 701.37b)
SUPPORTED = SUPPORTED + (SourceAttacking, SourceTapped, SourceAttachedBy)  # mechanics/self_status
SUPPORTED = SUPPORTED + (LifeAtLeast, HandAtLeast)  # mechanics/player_counts
SUPPORTED = SUPPORTED + (SourceEnteredThisTurn,)  # '~ entered the battlefield this turn' (self_status rules)
SUPPORTED = SUPPORTED + (IsRenowned,)  # 'as long as ~ is renowned' (renown, 702.112b)
SUPPORTED = SUPPORTED + (ControlsCommander,)  # 'as long as you control your commander' (Lieutenant, 903.3d)
SUPPORTED = SUPPORTED + (LifeAboveStart,)  # 'at least 7 life more than your starting life total' (player_counts)
SUPPORTED = SUPPORTED + (CompletedDungeon,)  # "as long as you've completed a dungeon" (venture, 309.7)
SUPPORTED = SUPPORTED + (IsPaired,)  # 'as long as ~ is paired with another creature' (soulbond, 702.95c)
SUPPORTED = SUPPORTED + (HasCityBlessing,)  # "as long as you have the city's blessing" (ascend, 702.131c)
SUPPORTED = SUPPORTED + (SourceModified,)  # 'as long as ~ is modified' (700.9; mechanics/self_status)
SUPPORTED = SUPPORTED + (NotYourTurn,)  # "as long as it's not your turn" (Mesa Lynx; mechanics/alternative_costs)
SUPPORTED = SUPPORTED + (OpponentLifeAtMost,)  # 'as long as an opponent has 10 or less life' (hand_comparisons)
SUPPORTED = SUPPORTED + (CountersOnThisAtLeast,)  # 'as long as ~ has four or more +1/+1 counters on it' (122.1)
# who controls what, hands and life totals, read from the working values (mechanics/board_conditions)
SUPPORTED = SUPPORTED + (OpponentControlsAtLeast, AnyPlayerControls, NoOpponentControls, ControlsAtMost,
                         DefendingPlayerControls, NoCardsInHand, LifeAtMost, CountAtMost, CountAtLeast, AllOf,
                         MoreCardsInHandThanEachOpponent)
SUPPORTED = SUPPORTED + (OpponentHandAtMost, OpponentPoisoned, LibraryAtMost, SingleGraveyardAtLeast,
                         MostCommonColor)  # players' hands, poison, libraries, graveyards; colors (board_conditions)
SUPPORTED = SUPPORTED + (CastThisTurn, EnteredUnderYourControlThisTurn)  # this turn's events (board_conditions)
SUPPORTED = SUPPORTED + (AnyOf,)  # 'as long as A or B' (board_conditions)
SUPPORTED = SUPPORTED + (DifferentNamesAtLeast,)  # "as long as you control N lands with different names"
SUPPORTED = SUPPORTED + (TopOfLibraryIs,)  # "as long as the top card of your library is a Goblin card"
SUPPORTED = SUPPORTED + (AnOpponentControlsNone,)  # 'if an opponent controls no basic lands' (board_conditions)
SUPPORTED = SUPPORTED + (RefMatches,)  # "~ has defender as long as it's a Wall": the source only (board_conditions)


# A condition's description may also read colors (layer 5, 613.1e) and the status tapped (110.5, no layer):
# the condition is answered as its effect's first layer begins (layers.apply_layers), so colors are read
# right only for effects of the later layers (effect_reads_late; the compiler checks it).
_CONDITION_FIELDS = _WORKING_FIELDS | {"colors", "not_colors", "color_count", "tapped", "counter"}  # 122.1: no layer
_COLOR_FIELDS = ("colors", "not_colors", "color_count")


def condition_filter(f: Filter) -> bool:
    """Whether a static condition's 'you control ...' can be read as the layers apply (611.3a)."""
    return all(getattr(f, name) == default for name, default in _defaults().items()
               if name not in _CONDITION_FIELDS) and all(condition_filter(sub) for sub in f.any_of)


def reads_colors(f: Filter) -> bool:
    """Whether a condition's description asks about colors (105), which layer 5 may change."""
    return any(getattr(f, name) != getattr(_BLANK, name) for name in _COLOR_FIELDS) or any(
        reads_colors(sub) for sub in f.any_of)


# The parts of a continuous effect applied in layers 2-5 (613.1b-e): a condition read as they begin sees
# colors before layer 5 has changed them
EARLY_PARTS = (GainControl, AddTypes, RemoveTypes, SetTypes, SetLandTypes, SetColors)


def condition_read_in_time(ability: Any) -> bool:
    """611.3a, 613.1: a static ability whose condition asks about colors has its effect in layer 6 or later,
    so the condition, answered as that layer begins, sees the colors layer 5 made."""
    cond = getattr(ability, "condition", None)
    if cond is None or not any(reads_colors(f) for f in condition_filters(cond)):
        return True
    return not any(isinstance(p, EARLY_PARTS) for p in getattr(ability, "parts", ()))


def condition_filters(cond: Any) -> list[Filter]:
    found = [cond.filter] if isinstance(getattr(cond, "filter", None), Filter) else []
    for sub in getattr(cond, "conditions", ()) or ():
        found += condition_filters(sub)
    return found


def static_condition_readable(cond: Any) -> bool:
    """Whether the layers can answer `cond` (611.3a): a supported kind, its descriptions readable from the
    working values, its amounts countable by them."""
    if not isinstance(cond, SUPPORTED):
        return False
    if isinstance(cond, AllOf | AnyOf):
        return all(static_condition_readable(part) for part in cond.conditions)
    if isinstance(cond, RefMatches) and not isinstance(cond.what, This):
        return False  # another object than the source has no working values to be read by
    if isinstance(cond, CountAtMost | CountAtLeast):  # the controller's hand (402.1) or a countable amount
        return (isinstance(cond.amount, HandSizeOf) and isinstance(cond.amount.who, You)) or statically_countable(
            cond.amount)
    return all(condition_filter(f) for f in condition_filters(cond))


def working_filter(f: Filter) -> bool:
    """Whether the filter asks only about card types, subtypes and supertypes (readable mid-layers)."""
    return all(getattr(f, name) == default for name, default in _defaults().items()
               if name not in _WORKING_FIELDS) and all(working_filter(sub) for sub in f.any_of)


def _working_or_controller(f: Filter) -> bool:
    """A working filter that may also name the controller (layers.working_matches reads it from layer 2)."""
    return working_filter(msgspec.structs.replace(f, controller=None))


_BLANK = Filter()


def _defaults() -> dict[str, Any]:
    blank = Filter()
    return {name: getattr(blank, name) for name in Filter.__struct_fields__}


def statically_countable(value: Any) -> bool:
    """Whether a static ability's amount can be counted by the layers (611.3a; counted_amounts.static_amount)."""
    if isinstance(value, CountersOn):
        return isinstance(value.what, This)
    if isinstance(value, LifeTotal):  # 'your life total' (119): a number of the game, no characteristic
        return isinstance(value.who, You)
    if isinstance(value, GreatestPower | CardsInGraveyard):
        return isinstance(value.who, You | EachPlayer | EachOpponent) and not getattr(value, "named_this", False)
    if isinstance(value, Negated):  # '-X' of a P/T change
        return statically_countable(value.amount)
    if isinstance(value, Times):  # 'N for each ...' (107.1): countable when the count is
        return statically_countable(value.amount)
    if isinstance(value, Plus | Minus):
        return statically_countable(value.left) and statically_countable(value.right)
    if isinstance(value, GreatestAmong):  # read from the working characteristics (611.3a)
        return value.stat == "mana value" and working_filter(value.filter)  # a power is still being computed
    if isinstance(value, HandSizeOf):  # 'the total number of cards in all players' hands' (402.3: public)
        return isinstance(value.who, You | EachPlayer | EachOpponent)
    if isinstance(value, TotalOf):  # 'the total mana value of ...' (a power is still being computed)
        return value.stat == "mana value" and (value.graveyard or _working_or_controller(value.filter))
    if isinstance(value, KindCountersAmong):  # 'the number of +1/+1 counters on creatures you control' (122.1)
        # not 'other creatures': an Aura's static ability would read 'other' as other than the Aura (Gleam of
        # Authority means other than the enchanted creature)
        return not value.filter.other and _working_or_controller(value.filter)
    if getattr(type(value), "STATICALLY_COUNTABLE", False):  # a mechanic's amount the layers count
        return True
    return isinstance(value, int | CountOf | CardsInHand)
