"""'Target player shuffles up to three target cards from their graveyard into their library' (Gaea's Blessing,
Krosan Reclamation, Memory's Journey; 701.24a): cards of the target player's graveyard, each a target (115.1),
put into their owner's library, which is then shuffled."""
