"""'During target opponent's next turn, creatures that player controls attack ~ if able.' (Gideon Jura): a
requirement on attacking (508.1d) that lasts for that player's next turn."""
