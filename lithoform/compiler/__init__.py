"""The Oracle-text compiler: card text in, ability tree out (GUIDE principle 7).

    >>> from lithoform.carddb import get_card
    >>> from lithoform.compiler import compile_card
    >>> compile_card(get_card("Shock")).ok
    True
"""

from __future__ import annotations

from lithoform.compiler.compiler import Compiled, CompiledFace, Unparsed, compile_card, compile_face

__all__ = ["Compiled", "CompiledFace", "Unparsed", "compile_card", "compile_face"]
