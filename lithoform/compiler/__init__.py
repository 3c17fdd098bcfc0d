"""The Oracle-text compiler: card text in, ability tree out (GUIDE principle 7).

    >>> from lithoform.carddb import get_card
    >>> from lithoform.compiler import compile_card
    >>> compile_card(get_card("Shock")).ok
    True

The entry points load on first use (PEP 562), so a mechanic's text part can import the compiler's basics
(`compiler.values`, `compiler.descriptions`) while the transformer that mixes in its rules is being built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lithoform.compiler.compiler import Compiled, CompiledFace, Unparsed, compile_card, compile_face

__all__ = ["Compiled", "CompiledFace", "Unparsed", "compile_card", "compile_face"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        # Lazy: importing a basic module of the package must not build the whole transformer (see above).
        from lithoform.compiler import compiler

        return getattr(compiler, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
