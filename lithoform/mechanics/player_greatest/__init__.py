"""'The greatest power among creatures they control' (208.1; Inscription of Abundance): an amount counted
among the permanents of a player the text names."""
