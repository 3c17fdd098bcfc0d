"""Static bans on casting spells of a kind (101.2, 601.3): 'Your opponents can't cast blue creature spells.'"""
