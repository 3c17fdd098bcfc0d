"""A card exiled from a hand its owner may play while it remains exiled (601.3, 305.1, 601.2f; Elite
Spellbinder): 'Look at target opponent's hand. You may exile a nonland card from it. For as long as that card
remains exiled, its owner may play it. A spell cast this way costs {2} more to cast.'"""
