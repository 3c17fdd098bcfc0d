"""'The sacrificed creature's power' (Fling): an amount read from the last known information of what was
sacrificed to pay the cost (608.2h, 601.2h)."""
