"""'Cast this spell only if [condition].' (601.3: a player may begin to cast a spell only if no rule or effect
prohibits it; Grim Wanderer, Feast of Blood): a restriction on casting the card, checked as the player would
begin to cast it, from whatever zone it is cast."""
