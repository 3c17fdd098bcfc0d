"""Actions a card allows 'any time you could mulligan' (103.5b): Serum Powder."""
