"""'If a permanent you controlled left the battlefield this turn' (revolt, an ability word, 207.2c): a
condition read from the turn's zone changes, with each permanent's controller as it last existed on the
battlefield (608.2h)."""
