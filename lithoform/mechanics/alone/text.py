"""'can't attack alone' and 'can't block alone', the text part (506.5): static abilities the engine reads by
name. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.mechanics.alone.names import CANT_ATTACK_ALONE, CANT_BLOCK_ALONE


class AloneRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_cant_attack_alone(self, c: list) -> Static:
        return Static(CANT_ATTACK_ALONE)

    def st_cant_block_alone(self, c: list) -> Static:
        return Static(CANT_BLOCK_ALONE)

    def st_cant_attack_or_block_alone(self, c: list) -> list:
        return [Static(CANT_ATTACK_ALONE), Static(CANT_BLOCK_ALONE)]


TRANSFORMER = AloneRules
