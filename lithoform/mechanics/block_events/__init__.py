"""Block trigger events (509.3a-d, 603.2): 'whenever ~ blocks or becomes blocked [by a non-Wall creature]',
'whenever enchanted creature blocks / becomes blocked / attacks or blocks', 'whenever a creature you control
becomes blocked', 'whenever a creature blocks'."""
