"""Counted amounts: the mechanic's own amount nodes (the general arithmetic nodes Times, Plus, Minus and
GreatestAmong live in cards/nodes/amounts.py, since the compiler core builds them). Data: imports only
cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, AmountNode, ConditionNode, EffectNode
from lithoform.cards.nodes.effects_players import AddMana
from lithoform.cards.nodes.refs import Filter, You


class BasicLandTypesAmong(AmountNode):
    """'the number of basic land types among lands you control' (domain, 207.2c; 305.6: Plains, Island,
    Swamp, Mountain, Forest): how many of the five the matching permanents have between them, 0 to 5."""

    STATICALLY_COUNTABLE = True  # read from the working subtypes (611.3a, 613.1d)

    filter: Filter = Filter()


class OpponentCount(AmountNode):
    """'the number of opponents you have' (102.2, 102.3): the players still in the game who are opponents of
    the controller."""

    STATICALLY_COUNTABLE = True


class LifeGainedThisTurn(AmountNode):
    """'the amount of life you gained this turn' (119.3, 119.9): the total of the controller's life gain
    events this turn."""

    who: unions.Ref = You()


class AttachedCount(AmountNode):
    """'for each Aura attached to it', 'for each Equipment attached to ~' (301.5, 303.4): the permanents that
    match `filter` and are attached to `to` ('this': the source; 'host': the object the source is attached
    to, 'enchanted creature gets +1/+1 for each Aura attached to it')."""

    STATICALLY_COUNTABLE = True

    filter: Filter = Filter()
    to: str = "this"


class EntersWithCountedCounters(AbilityNode):
    """'~ enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield',
    '~ enters with a +1/+1 counter on it for each ...', '... with a number of +1/+1 counters on it equal to
    ...' (614.1c): a replacement effect of the entering permanent, its amount counted as it enters (608.2h,
    614.12: read from it as it would exist on the battlefield)."""

    kind: str
    amount: unions.Amount
    text: str = ""


class HandSizeOf(AmountNode):
    """'the number of cards in their hand', 'in that player's hand' (402): the cards in the hands of the
    players `who` stands for (the number of cards in a hand is public, 402.3)."""

    who: unions.Ref


class BlockersOf(AmountNode):
    """'for each creature blocking it (beyond the first)' (509.1): the creatures blocking the object now,
    less `beyond`, never below 0."""

    what: unions.Ref
    beyond: int = 0


class CountAtLeast(ConditionNode):
    """'creatures you control have total power 8 or greater' (formidable, 207.2c): an amount counted now is
    at least `count`."""

    amount: unions.Amount
    count: int


class CountedMana(EffectNode):
    """'Add {G} for each creature you control' (Gaea's Cradle), 'add an amount of {G} equal to ~'s power':
    the mana of `mana` times the amount counted as the ability resolves (605.3b for a mana ability, 608.2h for
    a spell); none when the count is 0. Several options ('Add X mana of any one color', 106.1b): the player
    chooses one, and all of the mana is of it."""

    mana: AddMana
    amount: unions.Amount
