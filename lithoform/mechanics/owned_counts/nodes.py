"""Counting the cards a player owns in exile and in their graveyard: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter


class OwnedInExileAndGraveyard(AmountNode):
    """'the total number of [cards] you own in exile and in your graveyard': the matching cards in the
    controller's graveyard and the exiled cards they own (406.3: face-up exiled cards are public)."""

    filter: Filter = Filter()

    STATICALLY_COUNTABLE = True  # the layers count it (rules part: EXTRA_STATIC_AMOUNTS)
