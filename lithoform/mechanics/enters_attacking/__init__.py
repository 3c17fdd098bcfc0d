"""'Put ~ from your hand onto the battlefield tapped and attacking' (Zareth San, the Trickster): an activated
ability of a card in its owner's hand that puts it onto the battlefield attacking (508.4)."""
