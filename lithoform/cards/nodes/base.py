"""The base of every ability-tree node, and the marker bases that say which union a node belongs to.

Every node is a frozen msgspec Struct with a tag, so a tree is plain data: it can be written by hand,
produced by the Oracle compiler, stored inside a game state (a delayed trigger, a continuous effect) and
round-tripped through JSON with validation. The class name is the JSON tag. A node that stands for a
reference, an amount, a condition, a part of a continuous effect, an effect or an ability derives from the
matching marker below; cards/tree.py lists it in that union, and tests/cards/test_node_vocabulary.py checks
that no union misses one. Nodes that are only parts of others (Filter, Cost, Trigger, CardFace, ...)
derive from Node itself.
"""

from __future__ import annotations

import msgspec


class Node(msgspec.Struct, frozen=True, tag=True, omit_defaults=True):
    """Base of every tree node; the class name is the JSON tag."""


class RefNode(Node):
    """A member of the `Ref` union: what an effect refers to (an object, a player, a set of them)."""


class AmountNode(Node):
    """A member of the `Amount` union: a number counted as the effect applies (107.1)."""


class ConditionNode(Node):
    """A member of the `Condition` union: something true or false of the game (608.2c, 603.4, 611.3a)."""


class PartNode(Node):
    """A member of the `Part` union: one part of a continuous effect, in its layer (613.1) or in none."""


class EffectNode(Node):
    """A member of the `Effect` union: an instruction of a spell or ability (608.2)."""


class AbilityNode(Node):
    """A member of the `Ability` union: an ability of a card face (113)."""
