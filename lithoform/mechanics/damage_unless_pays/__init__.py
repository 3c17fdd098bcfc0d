"""'~ deals 2 damage to that player unless they pay {2}.' (118.12, 120.3): the player dealt the damage chooses
whether to pay as the effect resolves; the damage is dealt to one who doesn't."""
