"""'Prevent all damage [object] would deal this turn' (615.1a): a prevention effect on a source."""
