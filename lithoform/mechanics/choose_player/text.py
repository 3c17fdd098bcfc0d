"""'Choose target opponent.' / 'Choose an opponent.' / 'Choose a player.', the text part (115.1, 608.2d). Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.values import VP
from lithoform.mechanics.choose_player.nodes import ChoosePlayerNow, ChosenPlayer, TargetOnly


class ChoosePlayerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cp_choose_target_opponent(self, c: list) -> VP:
        """'Choose target opponent.' (601.2c): the target is what 'that player' means afterwards."""
        self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]
        return VP(lambda who: TargetOnly(), "you", "choose")

    def cp_choose_target_player(self, c: list) -> VP:
        self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]
        return VP(lambda who: TargetOnly(), "you", "choose")

    def _choose(self, kind: str) -> VP:
        self.scope.player = ChosenPlayer(kind)  # type: ignore[attr-defined]  # 'that player' (607.2d)
        return VP(lambda who: ChoosePlayerNow(kind), "you", "choose")

    def cp_choose_an_opponent(self, c: list) -> VP:
        """'Choose an opponent.' (608.2d: as it resolves; not a target, 115.1)."""
        return self._choose("opponent")

    def cp_choose_an_opponent_at_random(self, c: list) -> VP:
        """'Choose an opponent at random.' (608.2d: as it resolves, by no player)."""
        self.scope.player = ChosenPlayer("opponent")  # type: ignore[attr-defined]
        return VP(lambda who: ChoosePlayerNow("opponent", at_random=True), "you", "choose")

    def cp_choose_a_player(self, c: list) -> VP:
        return self._choose("player")


TRANSFORMER = ChoosePlayerRules
