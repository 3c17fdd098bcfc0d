"""Activation bans on a group of permanents (602.5), the text part: 'Activated abilities of [permanents] can't be
activated [unless they're mana abilities].' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CounterObject, Filter, Sequence
from lithoform.compiler.descriptions import CARD_TYPES
from lithoform.compiler.values import SentenceMark, Suffix, Unsupported
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

    def st_loyalty_activation_ban(self, c: list) -> GroupActivationBan:
        """'Players can't activate planeswalkers' loyalty abilities.' (The Immortal Sun; 602.5, 606.3): every
        player, every planeswalker on the battlefield, its loyalty abilities only."""
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        return GroupActivationBan(Filter(types=("Planeswalker",)), loyalty_only=True)

    def countered_source_ban_sentence(self, c: list) -> SentenceMark:
        """'If a permanent's ability is countered this way, activated abilities of that permanent can't be
        activated this turn.' (Trickbind): a mark on the counter instruction before it."""
        self._only(c[0], "permanent")  # type: ignore[attr-defined]
        self._only(c[1], "ability")  # type: ignore[attr-defined]
        self._only(c[2], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[3], "permanent")  # type: ignore[attr-defined]
        self._only(c[4], "activated")  # type: ignore[attr-defined]
        return SentenceMark(COUNTERED_SOURCE_BAN)


    def sfx_from_source_types(self, c: list) -> Suffix:
        """'from an artifact, creature, enchantment, or land' after an ability: its source is one of those card
        types (each a word, 205.2a)."""
        if c[0] != 1:
            raise Unsupported("'from' a number of sources")
        words = [w for w in self._words(c[1]) if w not in (",", "or")]  # type: ignore[attr-defined]
        if not words or any(w not in CARD_TYPES for w in words):
            raise Unsupported("an ability from a source described by more than card types")
        return Suffix("source:" + ",".join(CARD_TYPES[w] for w in words))

    def its_activation_ban_sentence(self, c: list) -> list:
        """'Its activated abilities can't be activated this turn.' (Deadlock Trap): the object named before."""
        self._only(c[0], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[1], "activated")  # type: ignore[attr-defined]
        return [BanActivationsThisTurn(self.obj_it([]))]  # type: ignore[attr-defined]

    def that_activation_ban_sentence(self, c: list) -> list:
        """'That permanent's activated abilities can't be activated this turn.': the permanent named before, or,
        after 'counter target activated ability' (Interdict), that ability's source (113.7a: its last known
        information once it has left the stack)."""
        self._only(c[0], "permanent", "creature", "artifact")  # type: ignore[attr-defined]
        self._only(c[1], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[2], "activated")  # type: ignore[attr-defined]
        ref = self.scope.that(plural=False)  # type: ignore[attr-defined]
        spec = self.scope.spec_of(ref)  # type: ignore[attr-defined]
        if spec is not None and spec.kind == "ability":
            return [BanActivationsThisTurn(ref, of_source=True)]
        return [BanActivationsThisTurn(ref)]


def mark_countered_source_ban(mark: SentenceMark, last: Any) -> Any:
    """The counter before the sentence, then the ban on its countered ability's source (602.5, 611.2a)."""
    if mark.name != COUNTERED_SOURCE_BAN or not isinstance(last, CounterObject):
        return None
    return Sequence((last, BanActivationsThisTurn(last.what, of_source=True)))


MARKS = (mark_countered_source_ban,)


TRANSFORMER = ActivationBanRules
