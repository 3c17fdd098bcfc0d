"""'spend mana as though it were mana of any color' (609.4b), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.spend_any_color.nodes import SpendAsAnyColor


class SpendAnyColorRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_players_spend_any_color(self, c: list) -> SpendAsAnyColor:
        return SpendAsAnyColor("players")

    def st_you_spend_any_color(self, c: list) -> SpendAsAnyColor:
        return SpendAsAnyColor("you")


TRANSFORMER = SpendAnyColorRules
