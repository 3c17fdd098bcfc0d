"""'You and target opponent each draw a card.' (Secret Rendezvous, Farsight Adept, Flumph): one instruction
followed by two players (608.2c), the target chosen as the spell or ability is put on the stack (601.2c). Only
instructions that need no choice from the players and don't depend on their order are read: drawing, gaining or
losing life, milling (101.4: the players do them at the same time; done one after the other here, no player's
action can change what the other's does)."""
