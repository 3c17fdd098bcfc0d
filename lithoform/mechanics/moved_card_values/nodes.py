"""'The exiled card's power': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode


class MovedCardValue(AmountNode):
    """The `stat` ('power', 'toughness' or 'mana value') of the card `how` ('exiled', 'discarded', 'milled')
    names (608.2h: as it last existed, or as it is where it went): the cards the resolving object's cost moved
    that way (601.2h), else the ones its resolution moved that way so far (608.2c), else, for 'exiled', the cards
    the source's linked ability exiled (607.2a). The sum when there are several; a negative power or
    toughness counts 0 (107.1b)."""

    how: str
    stat: str
