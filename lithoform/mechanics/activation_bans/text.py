"""Activation bans on a group of permanents (602.5), the text part: 'Activated abilities of [permanents] can't be
activated [unless they're mana abilities].' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.activation_bans.nodes import GroupActivationBan


class ActivationBanRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_group_activation_ban(self, c: list, except_mana: bool = False) -> GroupActivationBan:
        """611.3a: the group is determined at every moment; only permanents (Karn's ruling: 'affects only
        artifacts on the battlefield')."""
        self._only(c[0], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[2], "activated")  # type: ignore[attr-defined]
        if except_mana:
            self._only(c[3], "abilities")  # type: ignore[attr-defined]
        d: Any = c[1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("an activation ban on something other than permanents")
        return GroupActivationBan(d.filter(), except_mana)

    def st_group_activation_ban_but_mana(self, c: list) -> GroupActivationBan:
        return self.st_group_activation_ban(c, except_mana=True)


TRANSFORMER = ActivationBanRules
