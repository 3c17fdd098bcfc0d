"""Mana abilities that do more than add mana: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.effects_players import AddMana


class AddManaThen(AddMana):
    """'Add {W} or {B}. ~ deals 1 damage to you.': the mana (an `AddMana`, so every payment path reads its
    options) and what else the mana ability does as it resolves (605.3b), `then`: an instruction with no
    targets and no choices (605.1a: a mana ability has no target)."""

    then: unions.Effect
