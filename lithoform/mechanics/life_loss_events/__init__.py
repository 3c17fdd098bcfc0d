"""Life-loss triggers (119.3, 119.4, 120.3a, 603.2): 'whenever you lose life [for the first time each turn]',
'whenever an opponent loses life', 'whenever you pay life'. The engine side is one function every life loss
goes through (rules/damage.lose_life; damage's in rules/triggers/matching.damage_triggers)."""
