"""Static abilities that skip steps (614.1b, 614.10): 'Skip your draw step.' (Necropotence), 'Players skip their
untap steps.' (Stasis), 'Players skip their upkeep steps.' (Eon Hub)."""
