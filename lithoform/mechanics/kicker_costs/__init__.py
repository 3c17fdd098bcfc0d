"""Kicker with a cost other than mana: 'Kicker—Sacrifice a land.' (Falling Timber; 702.33a)."""
