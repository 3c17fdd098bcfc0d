"""What effects do as their spell or ability resolves (608.2c-h): the interpreter (`interpreter`) and the
modules of handlers that register into it as they are imported. Importing any module of this package loads
them all, in this order, so the interpreter always knows every core effect node."""

from lithoform.rules.effects import (  # noqa: F401  (each registers its handlers at import)
    combat,
    library,
    oracle,
    planeswalkers,
    replacement,
    turns,
)
