"""'Any player may activate this ability.' (602.2: an object's activated ability is activated by its controller
'unless the object specifically says otherwise'): the ability may be activated by any player with priority, who
controls it on the stack and pays its costs (602.2a-b); '... but only as a sorcery / during their turn / during
their draw step / during any upkeep step' restrict when (602.5b, 602.5d) for the player activating it."""
