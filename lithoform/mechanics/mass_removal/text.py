"""Mass removal phrasings, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import EachControlledBy, EachOpponent, TargetSpec
from lithoform.compiler.values import Graveyard, all_permanents
from lithoform.mechanics.mass_removal.nodes import EachOwnedBy


class MassRemovalRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _all_controlled_by(self, c: list, kind: str) -> EachControlledBy:
        f = all_permanents(list(self._words(c[0])))  # type: ignore[attr-defined]
        who = self.scope.target(TargetSpec(kind))  # type: ignore[attr-defined]
        self.scope.last = EachControlledBy(f, who)  # type: ignore[attr-defined]
        return self.scope.last  # type: ignore[attr-defined]

    def obj_all_target_player_controls(self, c: list) -> EachControlledBy:
        return self._all_controlled_by(c, "player")

    def obj_all_target_opponent_controls(self, c: list) -> EachControlledBy:
        return self._all_controlled_by(c, "opponent")

    def obj_group_target_player_controls(self, c: list) -> EachControlledBy:
        """'creatures target player controls' as a subject: every one of them as the effect applies (109.4)."""
        return self._all_controlled_by(c, "player")

    def obj_group_target_opponent_controls(self, c: list) -> EachControlledBy:
        return self._all_controlled_by(c, "opponent")

    def obj_all_target_player_owns(self, c: list) -> EachOwnedBy:
        """'all artifacts target player owns' (108.3): whoever controls them."""
        f = all_permanents(list(self._words(c[0])))  # type: ignore[attr-defined]
        who = self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]
        self.scope.last = EachOwnedBy(f, who)  # type: ignore[attr-defined]
        return self.scope.last  # type: ignore[attr-defined]

    def obj_opponents_graveyards(self, c: list) -> Graveyard:
        """406.2: every card in each opponent's graveyard (only 'exile' reads a graveyard)."""
        return Graveyard(EachOpponent())


TRANSFORMER = MassRemovalRules
