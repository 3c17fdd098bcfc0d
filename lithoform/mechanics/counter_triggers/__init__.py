"""'Whenever a spell or ability you control counters a spell, ...' (Baral, Chief of Compliance; Lullmage Mentor):
a trigger on a spell being countered (701.6a) by a spell or ability of the ability's controller (603.2). Only an
effect that says 'counter' counters (the rulings): a spell whose targets all became illegal isn't countered
(608.2b), so it doesn't trigger this."""
