"""Whole zones moved at once, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec
from lithoform.compiler.values import VP
from lithoform.mechanics.library_exile.nodes import ExileLibrary


class LibraryExileRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def exile_target_library(self, c: list) -> VP:
        """406.2: 'exile all cards from target player's library'."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        who = self.scope.target(TargetSpec("player"))  # type: ignore[attr-defined]
        return VP(lambda _you: ExileLibrary(who), "you", "exile library")

    def exile_own_library(self, c: list) -> VP:
        """406.2: '[player] exiles all cards from their library' (Leveler, Paradigm Shift)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return VP(lambda who: ExileLibrary(who), "player", "exile library")

    def exile_own_library_face_down(self, c: list) -> VP:
        """406.3: 'exile all cards from your library face down' (Inverter of Truth)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return VP(lambda who: ExileLibrary(who, face_down=True), "player", "exile library")


TRANSFORMER = LibraryExileRules
