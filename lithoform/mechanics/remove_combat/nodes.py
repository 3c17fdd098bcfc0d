"""Removing from combat: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class RemoveFromCombat(EffectNode):
    """'Remove it from combat.' (506.4): the permanents stop being attacking or blocking creatures."""

    what: unions.Ref
