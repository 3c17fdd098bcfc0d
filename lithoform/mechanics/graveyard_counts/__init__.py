"""Counting what is in graveyards: 'the number of card types among cards in all graveyards' (205.2a;
Tarmogoyf's count), 'there are four or more card types among cards in your graveyard' (delirium, 207.2c),
'there are two or more instant and/or sorcery cards in your graveyard'."""
