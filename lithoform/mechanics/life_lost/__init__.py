"""'the life lost this way' (119.3, 608.2c): an amount read from what the resolving spell or ability did."""
