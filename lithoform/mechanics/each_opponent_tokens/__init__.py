"""'For each opponent, create a 1/1 white Human creature token that's tapped and attacking that player or a
planeswalker they control.' (Adeline, Resplendent Cathar; 111.1, 508.4)"""
