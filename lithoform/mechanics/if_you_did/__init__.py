"""'If you do' / 'If you don't' / 'Otherwise' after an instruction the player may decline or that may be
impossible (608.2c): 'You may sacrifice a Food. If you do, ... Otherwise, ...', 'Discard a card. If you do,
draw a card.'"""
