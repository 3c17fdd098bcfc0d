"""Rolling a die (706): 'roll a d20' and its results table (706.3), 'whenever you roll one or more dice'."""
