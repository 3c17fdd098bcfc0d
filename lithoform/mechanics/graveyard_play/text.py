"""Playing from your graveyard, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.graveyard_play.nodes import PlayFromGraveyard, PlayFromGraveyardThisTurn


class GraveyardPlayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_play_from_graveyard(self, c: list) -> PlayFromGraveyard:
        """'You may play lands from your graveyard.' (305.1)"""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        return PlayFromGraveyard()

    def st_play_and_cast_from_graveyard(self, c: list) -> PlayFromGraveyard:
        """'You may play lands and cast spells from your graveyard.' (305.1, 601.3)"""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        self._only(c[1], "spells")  # type: ignore[attr-defined]
        return PlayFromGraveyard(spells=True)

    def play_from_graveyard_turn_sentence(self, c: list) -> list:
        """'Until end of turn, you may play lands and cast spells from your graveyard.' (601.3, 305.1, 611.2a)"""
        self._only(c[1], "lands")  # type: ignore[attr-defined]
        self._only(c[2], "spells")  # type: ignore[attr-defined]
        return [PlayFromGraveyardThisTurn()]


TRANSFORMER = GraveyardPlayRules
