"""'At the beginning of each of your main phases' (505.1, 505.4: the precombat and the postcombat main phase each
begin, and each is a main phase) and 'if you haven't added mana with this ability this turn' (603.4: an
intervening 'if' read as it triggers and as it resolves): Carpet of Flowers, Frontier Siege's Khans mode."""
