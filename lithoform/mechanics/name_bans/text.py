"""Bans on a chosen card name, the text part: 'spells with the chosen name can't be cast', 'your opponents
can't cast spells with the chosen name', 'activated abilities of sources with the chosen name can't be
activated [unless they're mana abilities]'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.mechanics.name_bans.nodes import ChosenNameActivationBan, ChosenNameCantBeCast


class NameBansRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_chosen_name_cant_be_cast(self, c: list) -> ChosenNameCantBeCast:
        self._only(c[0], "spells")  # type: ignore[attr-defined]
        return ChosenNameCantBeCast()

    def st_opponents_cant_cast_chosen_name(self, c: list) -> ChosenNameCantBeCast:
        self._only(c[0], "spells")  # type: ignore[attr-defined]
        return ChosenNameCantBeCast(opponents=True)

    def st_chosen_name_no_activation(self, c: list) -> ChosenNameActivationBan:
        self._only(c[0], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[1], "activated")  # type: ignore[attr-defined]
        return ChosenNameActivationBan()

    def st_chosen_name_no_activation_but_mana(self, c: list) -> ChosenNameActivationBan:
        self._only(c[0], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[1], "activated")  # type: ignore[attr-defined]
        self._only(c[2], "abilities")  # type: ignore[attr-defined]
        return ChosenNameActivationBan(except_mana=True)


TRANSFORMER = NameBansRules
