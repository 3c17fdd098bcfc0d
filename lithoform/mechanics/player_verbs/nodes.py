"""Sentences about players (102.1): poison counters (122.1f), revealing a hand (701.20a), paying to avoid an
instruction (118.12): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, ConditionNode, EffectNode, PartNode, RefNode
from lithoform.cards.nodes.refs import Filter


class GetPoison(EffectNode):
    """'That player gets a poison counter.' (122.1f: ten or more and the player loses, 704.5c)."""

    amount: unions.Amount
    who: unions.Ref


class RevealHand(EffectNode):
    """'Target opponent reveals their hand.' (701.20a): every player sees the cards; they stay in the hand."""

    who: unions.Ref


class Payer(RefNode):
    """The player deciding whether to pay in a `PlayerUnlessPays` (118.12): 'that player sacrifices a creature
    unless they pay {2}': 'they' are each player in turn."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class PlayerUnlessPays(EffectNode):
    """'[player] sacrifices a permanent / loses 2 life unless they pay {1}' (118.12): each of `who` chooses
    whether to pay `mana` as this resolves; `otherwise` (about `Payer()`) happens to a player who doesn't, and
    `paid` ('If they do, ...') for one who does."""

    who: unions.Ref
    mana: str
    otherwise: unions.Effect
    paid: unions.Effect | None = None


class ShuffleHandIntoLibrary(EffectNode):
    """'Each player shuffles their hand and graveyard into their library' (Timetwister; 701.24a): the cards of
    the hand (and of the graveyard, when `graveyard`) are put into the library, which is then shuffled."""

    who: unions.Ref
    graveyard: bool = False


class CountAtMost(ConditionNode):
    """'if that player has two or fewer cards in hand' (402): an amount counted now is at most `count`."""

    amount: unions.Amount
    count: int


class MayPlayer(EffectNode):
    """'Defending player may draw a card.' (608.2d): each of `who` chooses whether to do `effect` (about
    `Payer()`: the player choosing)."""

    who: unions.Ref
    effect: unions.Effect


class OneSpellEachTurn(AbilityNode):
    """'Each player can't cast more than one spell each turn.' (Rule of Law; 101.2, 601.3): a player who cast a
    spell this turn can't cast another; `you`: only the controller ('You can't cast more than one spell each
    turn.')."""

    you: bool = False
    text: str = ""
    # 'more than one noncreature spell' (Deafening Silence), 'Each player who has cast a nonartifact spell this turn
    # can't cast additional nonartifact spells.' (Ethersworn Canonist): only spells of this kind, counted and banned
    filter: Filter | None = None


class CantThisTurn(EffectNode):
    """'Target player can't cast spells this turn.' / '... can't play lands this turn.' (101.2, 611.2a): each
    of `who` can't cast a spell matching `filter` (`what` 'cast') or play a land (`what` 'play') until the
    turn ends (514.2)."""

    who: unions.Ref
    what: str
    filter: Filter | None = None


class PlayerBan(PartNode):
    """The continuous effect a `CantThisTurn` makes, about one player (an index). In no layer: it changes a
    rule, not characteristics (611.2c)."""

    player: int
    what: str
    filter: Filter | None = None


class ExileFromOwnHand(EffectNode):
    """'Target opponent exiles two cards from their hand.' (701.13a): each of `who` chooses that many cards of
    their own hand (all of them if fewer) and exiles them."""

    who: unions.Ref
    amount: unions.Amount
    key: str = ""  # 607.2a: the key the exiled cards are linked to the source under ('exiled with ~'), if any


class PlayerExilesTop(EffectNode):
    """'Target opponent exiles the top card of their library.' (701.13a): the top `amount` cards (as many as
    there are) go to exile face up."""

    who: unions.Ref
    amount: unions.Amount
    key: str = ""  # 607.2a: linked to the source under this key ('cards exiled with ~'), if any


class PutFromOwnHandOnTop(EffectNode):
    """'Target opponent puts a card from their hand on top of their library.' (401.4): each of `who` chooses
    that many cards of their hand and puts them on top of their library, in the order they choose (the last
    chosen on top)."""

    who: unions.Ref
    amount: int
