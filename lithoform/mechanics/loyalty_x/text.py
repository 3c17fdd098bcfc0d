"""Loyalty costs of [-X] (606.4, 107.3a), the text part. Data only.

The [-X] cost itself is the compiler's (abilities.py `cost_loyalty`: Cost.loyalty_x); the X is announced as the
ability is activated (rules/stack/announce.py) and read by 'with mana value X or less' in the effect's filters
(Ctx.fixed_x). This part adds the description 'that's one or more colors' (105.2: not colorless) Ugin uses."""

from __future__ import annotations

from lithoform.compiler.values import Suffix

_ALL_COLORS = ("W", "U", "B", "R", "G")


class LoyaltyXRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_one_or_more_colors(self, c: list) -> Suffix:
        """105.2: an object that's one or more colors has at least one of the five."""
        return Suffix("colors", _ALL_COLORS)


TRANSFORMER = LoyaltyXRules
