"""'At the beginning of the chosen player's upkeep', the text part (503.1a, 607.2d): a step trigger whose player is
the one the permanent chose as it entered ('As ~ enters, choose an opponent.', mechanics/enters_choice); the core's
step_triggers (rules/triggers/matching.py) reads the choice. 'That player' is then the active player, the chosen
one. Data only."""

from __future__ import annotations

from lithoform.cards.tree import ActivePlayer
from lithoform.cards.trigger_events import CHOSEN_PLAYER


class ChosenPlayerStepsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def step_chosen_player_upkeep(self, c: list) -> tuple[str, str]:
        self.scope.player = ActivePlayer()  # type: ignore[attr-defined]  # 'that player': whose upkeep it is (603.2)
        return ("upkeep", CHOSEN_PLAYER)


TRANSFORMER = ChosenPlayerStepsRules
