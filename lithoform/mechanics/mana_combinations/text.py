"""Mana of several colors in one 'Add' (106.1a), the text part: each combination the player may choose is one
option of an `AddMana`. Data only."""

from __future__ import annotations

import itertools

from lithoform.cards.nodes.effects_players import AddMana
from lithoform.compiler.values import VP, Unsupported

_COLORS = "WUBRG"


def _color(token: object) -> str:
    """The color of a one-symbol mana token ('{r}' -> 'R'); refused for anything else (hybrid, {C}, two symbols)."""
    text = str(token).upper()
    if len(text) != 3 or text[1] not in _COLORS:
        raise Unsupported(f"'any combination of' {token}")
    return text[1]


class ManaCombinationsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def add_mana_combination_of(self, c: list) -> VP:
        """'Add N mana in any combination of {R} and/or {G}': N+1 options, from all {R} to all {G}."""
        n, a, b = c[0], _color(c[1]), _color(c[2])
        if not isinstance(n, int) or not 1 <= n <= 5 or a == b:
            raise Unsupported(f"{n} mana in any combination of two colors")
        options = tuple("".join("{" + x + "}" for x in combo) for combo in itertools.combinations_with_replacement(
            (a, b), n))
        return VP(lambda who: AddMana(options), "you", "add mana")

    def add_mana_different_colors(self, c: list) -> VP:
        """'Add two mana of different colors.': one option for each set of N different colors (10 for two)."""
        n = c[0]
        if not isinstance(n, int) or not 2 <= n <= 3:
            raise Unsupported(f"{n} mana of different colors")
        options = tuple("".join("{" + x + "}" for x in combo) for combo in itertools.combinations(_COLORS, n))
        return VP(lambda who: AddMana(options), "you", "add mana")


TRANSFORMER = ManaCombinationsRules
