"""'That player or a planeswalker that player controls', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Target, TargetPlayerOrController
from lithoform.compiler.values import Suffix, Unsupported
from lithoform.mechanics.player_or_planeswalker.nodes import PlayerOrTheirPlaneswalker


class PlayerOrPlaneswalkerRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def np_that_player_or_planeswalker(self, c: list) -> PlayerOrTheirPlaneswalker:
        """120.1, 608.2d: 'that player' is the player named before (the enchanted player, a trigger's)."""
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words != "planeswalker":
            raise Unsupported(f"'that player or a {words} that player controls'")
        player = self.pl_that_player(c)  # type: ignore[attr-defined]
        return PlayerOrTheirPlaneswalker(player)

    def _player_or_planeswalker_slot(self) -> int:
        """The slot of the last 'target player or planeswalker' so far (115.1)."""
        slots = [i for i, t in enumerate(self.scope.targets)  # type: ignore[attr-defined]
                 if t.kind in ("player_or_planeswalker", "opponent_or_planeswalker")]
        if not slots:
            raise Unsupported("'that player or that planeswalker' without a target player or planeswalker")
        return slots[-1]

    def sfx_that_player_or_planeswalker_controls(self, c: list) -> Suffix:
        """'that player or that planeswalker's controller controls': a target requirement relative to the
        earlier target (rules/stack/targets.py)."""
        if " ".join(self._words(c[0])) != "planeswalker":  # type: ignore[attr-defined]
            raise Unsupported("'that player or that [object]'s controller controls'")
        return Suffix("target_controls", self._player_or_planeswalker_slot())

    def np_that_player_or_planeswalker_target(self, c: list) -> Target:
        """'that player or planeswalker': the earlier target player or planeswalker (Searing Blaze)."""
        if " ".join(self._words(c[0])) != "planeswalker":  # type: ignore[attr-defined]
            raise Unsupported("'that player or [object]'")
        return Target(self._player_or_planeswalker_slot())

    def np_that_player_or_planeswalker_controller(self, c: list) -> TargetPlayerOrController:
        """'that player or that planeswalker's controller' (Blightning): a player, not an object (115.1)."""
        if " ".join(self._words(c[0])) != "planeswalker":  # type: ignore[attr-defined]
            raise Unsupported("'that player or that [object]'s controller'")
        ref = TargetPlayerOrController(self._player_or_planeswalker_slot())
        self.scope.player = ref  # type: ignore[attr-defined]  # what a later 'that player' / 'they' means
        return ref


TRANSFORMER = PlayerOrPlaneswalkerRules
