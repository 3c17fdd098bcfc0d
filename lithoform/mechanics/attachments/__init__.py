"""Attaching Equipment and Auras (701.3, 301.5, 303.4): 'attach ~ to target creature you control',
'whenever equipped/enchanted creature attacks'."""
