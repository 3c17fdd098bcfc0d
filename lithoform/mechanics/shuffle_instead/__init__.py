"""'If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead.'
(614.1a, 701.20a, 701.24a: Blightsteel Colossus, Nexus of Fate)."""
