"""Exiling cards to play them later (601.3, 305.1, 607.2a): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, RefNode
from lithoform.cards.nodes.refs import Filter


class ExileTopMayPlay(EffectNode):
    """'Exile the top card of your library. You may play that card until you exile another card with ~.'
    (Furious Rise; 601.3, 305.1): the card is linked to the source (607.2a) under `key` and the controller
    may play it while it stays exiled, until the source exiles another card this way (exile_to_play.py)."""


class CardsInYourGraveyard(RefNode):
    """'all creature cards with mana value 3 or less from your graveyard': every card in the controller's
    graveyard matching `filter` as the effect applies (a reference, exile_to_play.py)."""

    filter: Filter = Filter()


class MayCastLinkedFree(EffectNode):
    """'Until end of turn, you may cast a [filter] spell from among cards exiled with ~ without paying its
    mana cost.' (Idol of Endurance; 601.3, 118.9): one spell, this turn, from the cards linked to the source
    under `key` (607.2a), for the alternative cost of no mana (exile_to_play.py)."""

    filter: Filter = Filter()
    key: str = "exiled"


class ExileTopCards(EffectNode):
    """'Exile the top N cards of your library' (406.2): the exiled cards are what a later 'that card' / 'those
    cards' of the same effect names (ctx.created)."""

    count: unions.Amount = 1
    key: str = ""  # 607.2a: linked to the source under this key ('cards exiled with ~'), if any
    face_down: bool = False  # 406.3: 'exile ... face down' (Bomat Courier): no player may look at them


class MayPlayExiled(EffectNode):
    """'You may play that card this turn.' / 'Until the end of your next turn, you may play those cards.'
    (601.3, 305.1): the cards the instruction before exiled may be played by the controller while they remain
    exiled, until the turn ends (`until` 'turn') or until the end of the controller's next turn ('next_turn'),
    or for as long as they remain exiled ('exiled': 'You may play them.');
    the usual timing rules and costs apply."""

    until: str = "turn"
    free: bool = False  # '... without paying their mana costs' (118.9, Golos): this turn only
    # 'you may cast [spells] from among them' (Apex of Power): only the nonland cards matching it, as the effect
    # applies, and they are cast (601.3), never played as lands
    spells: Filter | None = None
    any_type: bool = False  # 609.4b: '... and you may spend mana as though it were mana of any type' (Hostage Taker)


class PlayLinkedExiled(AbilityNode):
    """'You may play lands and cast spells from among cards exiled with ~.' (Nightveil Specter; 601.3, 305.1,
    607.2a): a static ability of a permanent that lets its controller play the land cards (`lands`, one of their
    land plays, 305.2) and cast the spells matching `spells` among the cards its linked ability exiled (linked
    under `key`, only those of this object: the ruling), with the usual timing rules and costs."""

    lands: bool = False
    spells: Filter | None = None
    key: str = "exiled"
    text: str = ""
