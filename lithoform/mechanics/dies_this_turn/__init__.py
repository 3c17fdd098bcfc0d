"""'When that creature dies this turn, [effect].' (Make Your Mark, Searing Blood, Time to Feed): a delayed
triggered ability created as the spell or ability resolves (603.7a). It refers to the creature named before it
as that object was then (603.7c), triggers when that creature dies (700.4) this turn, and is gone at cleanup if
it hasn't (514.2). In its effect, 'that creature', 'it' and 'its controller' are the creature that died, read as
it last existed on the battlefield (608.2h); its source is the source of the ability that created it (603.7e)."""
