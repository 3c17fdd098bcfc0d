"""Playing from your graveyard, the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.graveyard_play.nodes import PlayFromGraveyard


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


TRANSFORMER = GraveyardPlayRules
