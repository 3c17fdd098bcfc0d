"""'Any player may [act]. If a player does, [effect].' / '... If no one does, [effect].' (Browbeat, Argothian Wurm,
Brain Gorgers; 101.4, 608.2c-d, 119.4). As it resolves, starting with the active player and in turn order, each
player who can take the action gets the option; as soon as one does, the 'if a player does' effect happens, and
the remaining players still get the option (the rulings of Argothian Wurm and Brain Gorgers). If all decline, the
'if no one does' effect happens."""
