"""Disturb (702.146): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.costs import Cost
from lithoform.cards.nodes.refs import Filter


class Disturb(AbilityNode):
    """'Disturb [cost]' (702.146a), on the front face of a double-faced card: 'You may cast this card
    transformed from your graveyard by paying [cost] rather than its mana cost.'"""

    cost: Cost
    text: str = ""


class SelfExileInsteadOfGraveyard(AbilityNode):
    """'If ~ would be put into a graveyard from anywhere, exile it instead.' (614.1a), `affected` None: a
    replacement effect on this object's own zone change; with a filter ('If an instant or sorcery card would be
    put into a graveyard from anywhere', Dryad Militant) on any matching card or token."""

    affected: Filter | None = None
    text: str = ""
