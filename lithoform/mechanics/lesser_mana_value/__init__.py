"""'target artifact card in your graveyard with lesser mana value' (Scrap Trawler; 115.1, 608.2h)."""
