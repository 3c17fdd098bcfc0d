"""The tree node of 'Add one mana of the chosen color.' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_players import AddMana

PLACEHOLDER = "{C}"  # one mana, its color read as the ability resolves (rules.py turns it into the chosen one)


class ChosenColorMana(EffectNode):
    """'Add one mana of the chosen color.' (605.1a): one mana of the color chosen for this permanent as it
    entered (607.2d, 'As ~ enters, choose a color'); none if no color was chosen. `mana` is the one option
    the payment planner and the legal actions see (a single activation, not a choice of colors); the rules
    part gives the mana its color (MANA_PRODUCED, 605.3b)."""

    mana: AddMana = AddMana((PLACEHOLDER,))
