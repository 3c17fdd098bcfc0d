"""Choosing a card from a hand looked at or revealed (Vendilion Clique, Concealing Curtains): the chosen card is
then named by the instructions after it ('that card', 'the chosen card')."""
