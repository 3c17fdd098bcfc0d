"""Which conditions and amounts a static ability can hold (611.3a): the layer system reads them while it
computes the battlefield (613.1), so only the ones it can answer from the working characteristics are
supported. The compiler refuses the others; the rules (rules/continuous/static_conditions.py and
counted_amounts.py) evaluate these."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AmountAtLeast,
    CardsInGraveyard,
    CardsInHand,
    CompletedDungeon,
    ControlsAtLeast,
    CountersOn,
    CountersOnThisAtLeast,
    CountOf,
    DevotionLessThan,
    DrewThisTurn,
    EachPlayer,
    Filter,
    GreatestAmong,
    GreatestPower,
    HandAtLeast,
    HasCityBlessing,
    IsMonstrous,
    IsPaired,
    IsRenowned,
    LifeAboveStart,
    LifeAtLeast,
    Minus,
    Negated,
    NotYourTurn,
    OpponentGraveyardAtLeast,
    OpponentLifeAtMost,
    Plus,
    SourceAttachedBy,
    SourceAttacking,
    SourceEnteredThisTurn,
    SourceHasCounter,
    SourceModified,
    SourceTapped,
    SourceUntapped,
    This,
    Times,
    You,
    YourTurn,
)

# The fields of a filter that no layer changes before the condition is read (types, 205; printed
# supertypes): the condition is answered once, as the layers begin.
_WORKING_FIELDS = frozenset({"types", "subtypes", "supertypes", "other", "not_types", "not_subtypes", "token",
                             "all_types", "any_of"})
SUPPORTED = (ControlsAtLeast, DrewThisTurn, OpponentGraveyardAtLeast, SourceHasCounter)
SUPPORTED = SUPPORTED + (YourTurn,)  # 'as long as it's your turn'
SUPPORTED = SUPPORTED + (AmountAtLeast,)  # 'as long as there are N or more ... in your graveyard' (graveyard_counts)
SUPPORTED = SUPPORTED + (DevotionLessThan,)  # 'as long as your devotion to green is less than five' (devotion)
SUPPORTED = SUPPORTED + (SourceUntapped,)  # "as long as it's untapped" (untapped_static)
SUPPORTED = SUPPORTED + (IsMonstrous,)  # 'as long as ~ is monstrous' (monstrosity, 701.37b)
SUPPORTED = SUPPORTED + (SourceAttacking, SourceTapped, SourceAttachedBy)  # mechanics/self_status
SUPPORTED = SUPPORTED + (LifeAtLeast, HandAtLeast)  # mechanics/player_counts
SUPPORTED = SUPPORTED + (SourceEnteredThisTurn,)  # '~ entered the battlefield this turn' (self_status rules)
SUPPORTED = SUPPORTED + (IsRenowned,)  # 'as long as ~ is renowned' (renown, 702.112b)
SUPPORTED = SUPPORTED + (LifeAboveStart,)  # 'at least 7 life more than your starting life total' (player_counts)
SUPPORTED = SUPPORTED + (CompletedDungeon,)  # "as long as you've completed a dungeon" (venture, 309.7)
SUPPORTED = SUPPORTED + (IsPaired,)  # 'as long as ~ is paired with another creature' (soulbond, 702.95c)
SUPPORTED = SUPPORTED + (HasCityBlessing,)  # "as long as you have the city's blessing" (ascend, 702.131c)
SUPPORTED = SUPPORTED + (SourceModified,)  # 'as long as ~ is modified' (700.9; mechanics/self_status)
SUPPORTED = SUPPORTED + (NotYourTurn,)  # "as long as it's not your turn" (Mesa Lynx; mechanics/alternative_costs)
SUPPORTED = SUPPORTED + (OpponentLifeAtMost,)  # 'as long as an opponent has 10 or less life' (hand_comparisons)
SUPPORTED = SUPPORTED + (CountersOnThisAtLeast,)  # 'as long as ~ has four or more +1/+1 counters on it' (122.1)


def working_filter(f: Filter) -> bool:
    """Whether the filter asks only about card types, subtypes and supertypes (readable mid-layers)."""
    return all(getattr(f, name) == default for name, default in _defaults().items()
               if name not in _WORKING_FIELDS) and all(working_filter(sub) for sub in f.any_of)


def _defaults() -> dict[str, Any]:
    blank = Filter()
    return {name: getattr(blank, name) for name in Filter.__struct_fields__}


def statically_countable(value: Any) -> bool:
    """Whether a static ability's amount can be counted by the layers (611.3a; counted_amounts.static_amount)."""
    if isinstance(value, CountersOn):
        return isinstance(value.what, This)
    if isinstance(value, GreatestPower | CardsInGraveyard):
        return isinstance(value.who, You | EachPlayer) and not getattr(value, "named_this", False)
    if isinstance(value, Negated):  # '-X' of a P/T change
        return statically_countable(value.amount)
    if isinstance(value, Times):  # 'N for each ...' (107.1): countable when the count is
        return statically_countable(value.amount)
    if isinstance(value, Plus | Minus):
        return statically_countable(value.left) and statically_countable(value.right)
    if isinstance(value, GreatestAmong):  # read from the working characteristics (611.3a)
        return value.stat == "mana value" and working_filter(value.filter)  # a power is still being computed
    if getattr(type(value), "STATICALLY_COUNTABLE", False):  # a mechanic's amount the layers count
        return True
    return isinstance(value, int | CountOf | CardsInHand)
