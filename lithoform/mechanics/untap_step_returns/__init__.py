"""'During your next untap step, as you untap your permanents, return ~ to its owner's hand.' (Undiscovered
Paradise; 502.3): a one-shot instruction that waits for its controller's next untap step."""
