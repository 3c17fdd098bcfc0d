"""Activation bans on a group of permanents (602.5), the text part: 'Activated abilities of [permanents] can't be
activated [unless they're mana abilities].' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CounterObject, Sequence
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.activation_bans.nodes import BanActivationsThisTurn, GroupActivationBan

COUNTERED_SOURCE_BAN = "countered_source_ban"


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

    def countered_source_ban_sentence(self, c: list) -> SentenceMark:
        """'If a permanent's ability is countered this way, activated abilities of that permanent can't be
        activated this turn.' (Trickbind): a mark on the counter instruction before it."""
        self._only(c[0], "permanent")  # type: ignore[attr-defined]
        self._only(c[1], "ability")  # type: ignore[attr-defined]
        self._only(c[2], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[3], "permanent")  # type: ignore[attr-defined]
        self._only(c[4], "activated")  # type: ignore[attr-defined]
        return SentenceMark(COUNTERED_SOURCE_BAN)


def mark_countered_source_ban(mark: SentenceMark, last: Any) -> Any:
    """The counter before the sentence, then the ban on its countered ability's source (602.5, 611.2a)."""
    if mark.name != COUNTERED_SOURCE_BAN or not isinstance(last, CounterObject):
        return None
    return Sequence((last, BanActivationsThisTurn(last.what, of_source=True)))


MARKS = (mark_countered_source_ban,)


TRANSFORMER = ActivationBanRules
