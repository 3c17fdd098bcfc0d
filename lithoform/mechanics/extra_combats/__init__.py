"""Additional combat phases (500.8, 505.1a): 'After this main phase, there is an additional combat phase
followed by an additional main phase.', 'untap all creatures that attacked this turn'."""
