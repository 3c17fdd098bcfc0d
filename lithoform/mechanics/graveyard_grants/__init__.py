"""'Instant and sorcery cards in your graveyard have retrace.' (Wrenn and Six's emblem), 'Each instant and sorcery
card in your graveyard has flashback. The flashback cost is equal to that card's mana cost.' (Lier): a static
ability of a permanent or an emblem that gives cards in its controller's graveyard a keyword that lets them be
cast from there (113.6, 601.3, 702.81a, 702.34a)."""
