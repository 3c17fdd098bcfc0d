"""'When ~ enters, if you cast it from your hand, ...' (Reiver Demon, Cyclone Summoner), '... if you didn't cast
it from your hand' (Phage the Untouchable): where the permanent's spell was cast from (601.2a, 603.4)."""
