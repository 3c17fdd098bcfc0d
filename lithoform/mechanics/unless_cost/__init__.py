"""'Sacrifice ~ unless you return a non-Lair land you control to its owner's hand', '... unless you sacrifice a
Forest', '... unless you exile a card from your graveyard', '... unless you pay 2 life' (118.12): a cost other
than mana that the player may pay as the effect resolves; if they don't (or can't, 118.3), the permanent is
sacrificed."""
