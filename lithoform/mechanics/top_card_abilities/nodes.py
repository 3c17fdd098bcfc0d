"""The top card of a library as a source of abilities: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode, PartNode
from lithoform.cards.nodes.refs import Filter


class TopOfLibraryIs(ConditionNode):
    """'as long as the top card of your library is a Goblin card' (611.3a): the controller's library has a top
    card (401.1: index 0) and it fits `filter`, read from the card itself (its printed characteristics)."""

    filter: Filter


class ActivatedAbilitiesOfTop(PartNode):
    """'~ has all activated abilities of that card' (613.1f, layer 6), 'that card' being the top card of the
    controller's library: the object gains every activated ability the card has (602.1), as long as the card
    is revealed (Conspicuous Snoop's ruling: a new top card is not revealed, and grants nothing, until a spell
    being cast or an ability being activated is done)."""
