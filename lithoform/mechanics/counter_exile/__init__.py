"""'If that spell is countered this way, exile it instead of putting it into its owner's graveyard' (701.6a,
614.1a: Force of Negation, Dissipate, Syncopate...)."""
