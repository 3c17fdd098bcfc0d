"""The tree node of 'Add one mana of any of the exiled card's colors.' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_players import AddMana

COLORED = ("{W}", "{U}", "{B}", "{R}", "{G}")


class LinkedColorMana(EffectNode):
    """'Add one mana of any of the exiled card's colors.' (Chrome Mox; 607.2a, 106.1a): one mana of a color of a
    card the source's linked ability exiled (`key`: the link's name), still in exile. `mana` lists every option
    the ability could ever have; the rules part keeps the colors the card gives it now (MANA_PRODUCED), one
    activation per option (605.3a); with no such card, or a colorless one, it adds no mana."""

    key: str = "exiled"
    mana: AddMana = AddMana(COLORED)
