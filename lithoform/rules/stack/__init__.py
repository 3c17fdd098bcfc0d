"""Spells and abilities on the stack (117, 601-608, 707): priority, casting, activating, costs and payment,
targets, resolving, copying."""
