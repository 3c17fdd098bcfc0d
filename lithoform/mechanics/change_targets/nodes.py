"""Changing the target of a spell or ability (115.7a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ChangeTheTarget(EffectNode):
    """'Change the target of [what]' (115.7a): the controller of this effect changes the single target of each
    spell or ability `what` stands for to another legal target of it, if there is one; otherwise it stays."""

    what: unions.Ref


class ChangeATargetToThis(EffectNode):
    """'Change a target of [what] to ~.' (Spellskite; 115.7b): one target of each spell or ability `what` stands for,
    the controller's choice among those the source would be a legal target for (115.7a), becomes the source;
    if the source is a legal target for none, nothing changes."""

    what: unions.Ref
