"""Cipher (702.99): the mechanic's tree nodes. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode

ENCODED = "encoded"  # the link key: Link(card in exile, ENCODED, (creature,)) (702.99b)


class Cipher(AbilityNode):
    """'Cipher' (702.99a) on an instant or sorcery: "If this spell is represented by a card, you may exile this
    card encoded on a creature you control" as the last part of its resolution (mechanics/cipher/rules.py)."""

    text: str = "Cipher"


class CastEncodedCopy(EffectNode):
    """702.99a: '[...] you may copy the encoded card and you may cast the copy without paying its mana cost'
    (707.12: the copy is made in the zone the card is in, then cast)."""
