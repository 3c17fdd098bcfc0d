"""Discard and draw trigger events of any player (603.2, 701.9a, 121.1): 'whenever you (an opponent, a
player) discard(s) a [creature] card', 'whenever you cycle or discard a card' (702.29a: cycling is
discarding, so it triggers once), 'whenever an opponent (a player) draws a card'."""
