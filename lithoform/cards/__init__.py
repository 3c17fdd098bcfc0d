"""Cards as data: the ability tree, hand-written definitions and the registry that finds them."""
