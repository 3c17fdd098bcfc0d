"""Changing the target of a spell or ability (115.7a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ChangeTheTarget(EffectNode):
    """'Change the target of [what]' (115.7a): the controller of this effect changes the single target of each
    spell or ability `what` stands for to another legal target of it, if there is one; otherwise it stays."""

    what: unions.Ref
