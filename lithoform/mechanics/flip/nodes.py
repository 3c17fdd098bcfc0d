"""Flip cards (710): the mechanic's tree node.

Its text part: data that imports only cards/; cards/tree.py puts it in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class FlipObject(EffectNode):
    """'Flip ~' (710.1a): the permanent becomes flipped (110.5), and its alternative characteristics apply
    (710.2)."""

    what: unions.Ref
