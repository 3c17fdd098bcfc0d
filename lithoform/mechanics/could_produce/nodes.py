"""The tree node of 'Add one mana of any color that a land an opponent controls could produce.' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_players import AddMana
from lithoform.cards.nodes.refs import Filter

# Every mana the ability might add: the state says which of them it can add now (rules.py, MANA_PRODUCED)
COLORED = ("{W}", "{U}", "{B}", "{R}", "{G}")
TYPED = (*COLORED, "{C}")


class CouldProduceMana(EffectNode):
    """'Add one mana of any color [type] that a [permanent] could produce.' (106.7). `of`: the permanents read, from the point of view of the
    ability's controller ('a land an opponent controls'). `mana` lists every option the ability could ever
    have; the rules part keeps those the permanents give it now (MANA_PRODUCED), one activation per option
    (605.3a); with none, it adds no mana (106.7's example: Exotic Orchard with no land to read)."""

    of: Filter
    colored_only: bool = True  # 'any color' (106.1a); False: 'any type', colorless too (106.1b)
    mana: AddMana = AddMana(COLORED)
