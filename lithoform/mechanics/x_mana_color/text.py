"""'Spend only black mana on X.', the text part (107.3, 601.2f-h). Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import COLORS
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.x_mana_color.nodes import SpendOnlyOnX


class XManaColorRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_spend_only_on_x(self, c: list) -> SpendOnlyOnX:
        """'Spend only black mana on X.': one color; 'black and/or red' (Soul Burn) or 'colored' isn't one."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in COLORS:
            raise Unsupported("'spend only ... mana on X' of something other than one color")
        return SpendOnlyOnX(COLORS[words[0]], text=f"Spend only {words[0]} mana on X.")


TRANSFORMER = XManaColorRules
