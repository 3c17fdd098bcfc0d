"""'You may put a land card from your hand onto the battlefield [tapped].' (Arboreal Grazer, Sakura-Tribe
Scout, Elvish Piper): cards chosen from the controller's hand as the effect resolves (608.2d)."""
