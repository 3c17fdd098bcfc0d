"""Regeneration (701.19): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, Node


class RegenerationShield(Node):
    """The replacement a regeneration effect makes (701.19a): kept as a 'this turn' effect on the permanent."""


class Regenerate(EffectNode):
    """'Regenerate ~' (701.19a): a shield for the next time the permanent would be destroyed this turn."""

    what: unions.Ref


# 701.19c: "Target creature can't be regenerated this turn": a restriction the object has as a keyword until end
# of turn, which makes regeneration shields not apply to it (the rules part reads it by name)
CANT_BE_REGENERATED = "can't be regenerated"
