"""'each player who controls [a description]', the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.players_who_control.nodes import EachPlayerWhoControls


class PlayersWhoControlRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pl_each_player_who_controls(self, c: list) -> Any:
        """109.5: the players who control at least one matching permanent."""
        n, d = c
        if n != 1 or d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") \
                or d.controller is not None:
            raise Unsupported("'each player who controls' something other than a permanent")
        return EachPlayerWhoControls(d.filter())


TRANSFORMER = PlayersWhoControlRules
