"""'... and repeat this process.' (608.2c: the instructions are followed again, as part of the same resolution):
Cultivator Colossus's 'you may put a land card from your hand onto the battlefield tapped. If you do, draw a card
and repeat this process.'"""
