"""'Exchange control of target land you control and target land an opponent controls', 'exchange control of
two target creatures', 'exchange control of ~ and target creature' (701.12a-b, 613.1b)."""
