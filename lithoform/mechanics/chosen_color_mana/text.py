"""'Add one mana of the chosen color.', the text part. Data only: imports the cards and compiler basics."""

from __future__ import annotations

from lithoform.cards.nodes.effects_players import AddMana
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.chosen_color_mana.nodes import PLACEHOLDER, ChosenColorMana


class ChosenColorManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def add_chosen_color_mana(self, c: list) -> VP:
        return VP(lambda _you: ChosenColorMana(), "you", "add")

    def add_mana_or_chosen_color(self, c: list) -> VP:
        """'Add {R} or one mana of the chosen color.': the placeholder option stands for the chosen color."""
        fixed = str(c[0]).upper()
        if fixed == PLACEHOLDER or fixed.count("{") != 1:
            raise Unsupported(f"'add {fixed} or one mana of the chosen color'")
        return VP(lambda _you: ChosenColorMana(AddMana((fixed, PLACEHOLDER))), "you", "add")


TRANSFORMER = ChosenColorManaRules
