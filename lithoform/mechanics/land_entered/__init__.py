"""'If you had a land enter the battlefield under your control this turn' (Searing Blaze's landfall)."""
