"""'Whenever a player casts an instant or sorcery spell that targets only a single Golem, that player copies that
spell for each other Golem that spell could target. Each copy targets a different one of those Golems.'
(Precursor Golem): the spell's description by its one target (115.1), and one copy of it (707.10) for each other
object of that description that could be its target, each copy's target changed to that object (707.10c)."""
