"""'[deals] N damage divided as you choose among one or two targets / any number of target creatures' (601.2d):
the division is announced as the spell is cast, at least 1 to each target (the core's divided damage)."""
