"""The six open unions of the ability tree, as the namespace node fields are annotated with.

A field typed `unions.Effect` accepts every effect node: those of every family module here and of the
mechanics' `nodes` modules. The unions are assembled once, in cards/tree.py, which imports every family
and then binds them here (`bind`). This works because msgspec resolves a Struct's string annotations
(`from __future__ import annotations`) lazily, in the globals of the module that defines the Struct, at its
first encode, decode or validation: `unions.Effect` is looked up then, and finds the final union. The
families import this module rather than tree.py, so the cards package has no import cycle.
"""

from __future__ import annotations

from typing import Any

Ref: Any
Amount: Any
Condition: Any
Part: Any
Effect: Any
Ability: Any

_NAMES = ("Ref", "Amount", "Condition", "Part", "Effect", "Ability")


def bind(**unions: Any) -> None:
    """Binds the final unions here; called once, by cards/tree.py, after every family is defined."""
    if set(unions) != set(_NAMES):
        raise TypeError(f"bind() takes exactly the unions {_NAMES}, got {sorted(unions)}")
    globals().update(unions)


def __getattr__(name: str) -> Any:
    """A clear error for an annotation resolved before cards/tree.py has bound the unions."""
    if name in _NAMES:
        raise AttributeError(f"the union {name} is bound by lithoform.cards.tree: import it before using a node")
    raise AttributeError(name)
