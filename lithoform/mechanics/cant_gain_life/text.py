"""'Players can't gain life (this turn).' (119.7), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.cant_gain_life.nodes import OPPONENTS, PLAYERS, CantGainLife, CantGainLifeThisTurn


class CantGainLifeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cgl_players(self, c: list) -> str:
        return PLAYERS

    def cgl_opponents(self, c: list) -> str:
        return OPPONENTS

    def st_players_cant_gain_life(self, c: list) -> CantGainLife:
        """119.7: a static ability: while the permanent is on the battlefield, no player can gain life."""
        return CantGainLife(PLAYERS, text="Players can't gain life.")

    def st_opponents_cant_gain_life(self, c: list) -> CantGainLife:
        """119.7: a static ability: while the permanent is on the battlefield, its controller's opponents can't
        gain life."""
        return CantGainLife(OPPONENTS, text="Your opponents can't gain life.")

    def cant_gain_life_this_turn(self, c: list) -> list:
        """119.7, 611.2a: an effect of the resolving spell or ability, until end of turn."""
        return [CantGainLifeThisTurn(c[0])]


TRANSFORMER = CantGainLifeRules
