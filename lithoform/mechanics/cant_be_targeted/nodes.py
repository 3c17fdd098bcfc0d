"""The tree node of "can't be the target of spells or abilities your opponents control" (115.4): a
rules-changing part of a continuous effect (no layer, 611.2c), kept with the effect's controller, whose
opponents can't target the affected objects. It is no ability: 'loses all abilities' doesn't end it."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, PartNode
from lithoform.cards.nodes.refs import Filter


class CantBeTargetedByOpponents(PartNode):
    """'~ can't be the target of spells or abilities your opponents control': 'your' is the controller of the
    effect (the resolving spell's controller), not the affected permanent's."""


class GraveyardCardsCantBeTargeted(AbilityNode):
    """'Cards in graveyards can't be the targets of spells or abilities.' (Ground Seal; 115.4): while the permanent
    is on the battlefield, no spell or ability may target a card in a graveyard matching `filter`."""

    filter: Filter = Filter()
    text: str = ""


class CantBeTargetedBy(AbilityNode):
    """'~ can't be the target of black or red spells your opponents control' (Fiendslayer Paladin), '... of aura
    spells', '... of white spells or abilities from white sources' (115.4): a static ability of the permanent.
    `filter` is what the spell, or the ability's source, must be for the ban to apply (its colors, subtypes);
    `opponents`: only spells and abilities the permanent's controller's opponents control."""

    spells: bool = True
    abilities: bool = False
    filter: Filter = Filter()
    opponents: bool = False
    text: str = ""
