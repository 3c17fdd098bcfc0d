"""Continuous effects (611-616): characteristics, layers, replacement and prevention effects."""
