"""Revealing the top card of a library: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, RefNode


class RevealTopCard(EffectNode):
    """'Reveal the top card of your library' (701.20a): the card is shown to all players; later instructions
    of the same effect name it as `RevealedCard` ('it', 'that card')."""


class RevealedCard(RefNode):
    """'it' / 'that card' after 'reveal the top card of your library': the card revealed by this effect, as
    long as it is the same object (400.7: once it has moved, a later instruction finds nothing, but its last
    known information still gives its mana value, 608.2h)."""


class PutIntoGraveyard(EffectNode):
    """'put it into your graveyard' (400.3: a card goes to its owner's graveyard)."""

    what: unions.Ref


class RevealAtRandomFromHand(EffectNode):
    """'Target opponent reveals a card at random from their hand' (701.20a): the game picks the card (with its
    seeded generator, as for a random discard, 701.9b) and shows it to all players; later instructions name it
    ('that card', 'the revealed card') as `RevealedCard`."""

    who: unions.Ref
