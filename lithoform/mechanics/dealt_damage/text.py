"""'that was dealt damage this turn', 'that dealt damage to you this turn': description suffixes. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix
from lithoform.mechanics.dealt_damage.nodes import PlayerDealtDamageThisWay


class DealtDamageRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_dealt_damage_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_this_turn")

    def sfx_dealt_damage_to_you_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_to_you_this_turn")

    def sfx_dealt_damage_as_source_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_as_source_this_turn")

    def cond_player_dealt_damage_this_way(self, c: list) -> PlayerDealtDamageThisWay:
        return PlayerDealtDamageThisWay()


TRANSFORMER = DealtDamageRules
