"""The Oracle-text compiler: card text in, ability tree out (GUIDE principle 7).

    >>> from lithoform.carddb import get_card
    >>> from lithoform.cards.oracle import compile_card
    >>> compile_card(get_card("Shock")).ok
    True
"""

from __future__ import annotations

from .compiler import Compiled, CompiledFace, Unparsed, compile_card, compile_face

__all__ = ["Compiled", "CompiledFace", "Unparsed", "compile_card", "compile_face"]
