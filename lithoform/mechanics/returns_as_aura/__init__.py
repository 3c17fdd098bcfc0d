"""A card that returns to the battlefield as an Aura: 'When Old-Growth Troll dies, if it was a creature, return
it to the battlefield. It's an Aura enchantment with enchant Forest you control and "..."' (205.1a, 303.4f,
611.2a, 613.1d, 613.1f). The effect that makes it an Aura exists before it enters, so the Aura it will be
is what is attached as it enters (303.4f, 614.12); with nothing it could enchant, it stays in the graveyard
(303.4g; the card's ruling)."""
