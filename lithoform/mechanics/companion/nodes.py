"""Companion (702.139) and 'During each of your turns, you may cast one [spell] from your graveyard' (Lurrus of
the Dream-Den, 601.3): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class Companion(AbilityNode):
    """'Companion — [Condition]' (702.139a): a keyword ability that functions outside the game. Before the game
    a player may reveal a card with it from outside the game if their starting deck fulfills the condition
    (103.2b); once during the game they may pay {3} and put it into their hand (116.2g).

    The condition, on the starting deck (702.139b: without the sideboard), by its parts, every given one must hold:
    `each` / `must`: every card of the deck matching `each` (None: every card) matches `must` ('Each permanent card
    in your starting deck has mana value 2 or less', 'Your starting deck contains only cards with mana value 3 or
    greater and land cards': each nonland card); `parity` "odd" / "even": their mana values are ('contains only
    cards with odd mana values and land cards'); `activated`: each of them has an activated ability (Zirda);
    `distinct_names`: no two of them have the same name (Lutri); `shared_type`: there is a card type all of them
    have (Umori); `single_symbols`: no card has one mana symbol twice in its mana cost (Jegantha);
    `extra_cards`: the deck has at least that many cards more than the minimum deck size (Yorion, 100.2a)."""

    each: Filter | None = None
    must: Filter | None = None
    parity: str = ""
    activated: bool = False
    distinct_names: bool = False
    shared_type: bool = False
    single_symbols: bool = False
    extra_cards: int = 0
    text: str = ""


class CastFromGraveyardEachTurn(AbilityNode):
    """'During each of your turns, you may cast one permanent spell with mana value 2 or less from your graveyard'
    (Lurrus of the Dream-Den; Karador: 'a creature spell', Gisa and Geralf: 'a Zombie creature spell'): a static
    ability of a permanent (601.3). During its controller's turn, one spell matching `spells` per turn and per
    permanent may be cast from their graveyard (Lurrus's rulings: a new Lurrus allows another; a spell cast under
    another permission doesn't use this one). Timing and costs are the spell's own; a mana value bound counts the
    value chosen for X (202.3e)."""

    spells: Filter
    text: str = ""
