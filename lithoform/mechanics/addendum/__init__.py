"""Addendum: 'If you cast this spell during your main phase, ...' (Sphinx's Insight, Return to Dust)."""
