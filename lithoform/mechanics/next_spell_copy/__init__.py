"""'When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for
the copy.' (Galvanic Iteration): a delayed triggered ability that triggers on a cast (603.7, 601.2i, 707.10)."""
