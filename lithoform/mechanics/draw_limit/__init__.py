"""'Each player can't draw more than one card each turn.' (Spirit of the Labyrinth; 101.2, 121.1)"""
