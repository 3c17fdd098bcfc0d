"""Attack requirements made by a resolving ability: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, PartNode


class AttackThisNextTurn(EffectNode):
    """'During target opponent's next turn, creatures that player controls attack ~ if able' (508.1d): each
    creature the player controls during their next turn must attack the source if able. The effect doesn't
    lock in its creatures (611.2c; Gideon Jura's ruling): whatever creatures that player controls as
    attackers are declared must attack."""

    who: unions.Ref


class MustAttackSource(PartNode):
    """The continuous effect `AttackThisNextTurn` makes: its record's `controller` is the player whose next
    turn it concerns and its `source` the permanent to attack. In no layer: it is a requirement (508.1d)."""
