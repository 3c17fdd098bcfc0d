"""'At the beginning of your upkeep, if ~ is in your graveyard, ...' (Genesis, Bridge from Below): a triggered
ability whose intervening 'if' (603.4) says its card is in its owner's graveyard functions there (113.6m), and
does nothing if the card has left the graveyard by the time it resolves."""
