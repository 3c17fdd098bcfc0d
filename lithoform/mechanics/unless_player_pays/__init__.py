"""'draw a card unless that player pays {X}, where X is ~'s power' (Esper Sentinel): another player chooses
whether to pay a cost as the ability resolves (118.12, 608.2d)."""
