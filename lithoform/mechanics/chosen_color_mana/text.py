"""'Add one mana of the chosen color.', the text part. Data only: imports the cards and compiler basics."""

from __future__ import annotations

from lithoform.compiler.values import VP
from lithoform.mechanics.chosen_color_mana.nodes import ChosenColorMana


class ChosenColorManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def add_chosen_color_mana(self, c: list) -> VP:
        return VP(lambda _you: ChosenColorMana(), "you", "add")


TRANSFORMER = ChosenColorManaRules
