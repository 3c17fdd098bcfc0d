"""Searching for an Aura to put onto the battlefield attached to the source: 'search your library for an Aura card
with mana value less than or equal to that Aura and with a different name than each Aura you control, put that card
onto the battlefield attached to ~, then shuffle.' (Light-Paws, Emperor's Voice; 701.23a, 201.2, 303.4f). The
search itself is the core's (rules/effects/library.py, SearchLibrary.attach_to_source and name_not_among)."""
