"""Mass removal phrasings (701.8, 701.13, 406.2): 'destroy all creatures target opponent controls', 'exile all
opponents' graveyards'."""
