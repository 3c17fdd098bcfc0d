"""'As an additional cost to cast this spell, reveal a Merfolk card from your hand [or pay {3}].' (Silvergill
Adept; 601.2b, 601.2h, 701.20a): a card of the hand shown as a cost, kept in the hand. The payment steps are
rules/stack/announce.py's (Cost.reveal_from_hand, the 'reveal' action)."""
