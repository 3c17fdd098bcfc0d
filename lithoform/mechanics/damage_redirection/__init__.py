"""Redirection shields (614.9): 'The next 1 damage that would be dealt to ~ this turn is dealt to target creature
you control instead.' (the en-Kor)."""
