"""State triggers written as 'When <condition>, ...' (603.8): 'When you control no Islands, sacrifice ~',
'When ~ has no ice counters on it, ...'. The condition is any the compiler reads; the engine's state-trigger
check (rules/triggers/matching.state_triggers) does the rest. Text only."""
