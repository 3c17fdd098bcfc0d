"""'the total number of instant and sorcery cards you own in exile and in your graveyard' (Crackling Drake):
an amount counting cards its controller owns in two zones (604.3, 406, 404)."""
