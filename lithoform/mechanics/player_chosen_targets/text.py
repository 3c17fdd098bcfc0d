"""Targets chosen by another player than the controller (601.6, 603.3d), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.step_owners.nodes import ActivePlayer


class PlayerChosenTargetRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pct_controls_more(self, c: list) -> tuple[Any, bool]:
        return self._pct_filter(c[0]), False

    def pct_controls_more_opponent(self, c: list) -> tuple[Any, bool]:
        return self._pct_filter(c[0]), True

    def _pct_filter(self, tok: Any) -> Any:
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun == "card" or not d.plural:
            raise Unsupported("'controls more' of something other than permanents")
        try:
            return d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def obj_any_target_opponents_choice(self, c: list) -> Any:
        """'any target of an opponent's choice' (Cuombajj Witches): an opponent chooses it as the controller would
        (601.2c, 601.6); the controller still controls the ability, so its hexproof and the like are read from the
        controller's side (the ruling: 'An opponent can't target a creature they control with hexproof.')."""
        return self.scope.target(TargetSpec("any", chooser="opponent"))  # type: ignore[attr-defined]

    def chooses_target_opponent_sentence(self, c: list) -> list:
        return self._chooses_target(c, "opponent")

    def chooses_target_player_sentence(self, c: list) -> list:
        return self._chooses_target(c, "player")

    def _chooses_target(self, c: list, kind: str) -> list:
        """The player of 'at the beginning of each player's upkeep' ('that player') chooses the target (601.6):
        the active player as the ability is put on the stack (603.3d)."""
        who = c[0]
        more, opponent = c[1] if len(c) > 1 else (None, False)
        if not isinstance(who, ActivePlayer):
            raise Unsupported("a target chosen by a player other than the player whose turn it is")
        if self.scope.targets:  # type: ignore[attr-defined]
            raise Unsupported("a target chosen by another player after the controller's targets")
        spec = TargetSpec("opponent" if opponent or kind == "opponent" else "player", chooser="active_player",
                          controls_more=more)
        self.scope.target(spec)  # type: ignore[attr-defined]
        self.scope.first_player = who  # type: ignore[attr-defined]
        self.scope.subject = None  # type: ignore[attr-defined]
        return []


TRANSFORMER = PlayerChosenTargetRules
