"""Hideaway (702.75): 'Hideaway N' and its linked abilities, 'you may play the exiled card without paying its
mana cost' and 'put the exiled card into its owner's hand' (607.2a)."""
