"""Soulbond (702.95), the text part. 702.95a: "Soulbond" means "You may pair this creature with another
unpaired creature when either enters. They remain paired for as long as you control both of them," and
stands for two triggered abilities: "When this creature enters, if you control both this creature and another
creature and both are unpaired, you may pair this creature with another unpaired creature you control for as
long as both remain creatures on the battlefield under your control" and "Whenever another creature you
control enters, if you control both it and this creature and both are unpaired, you may pair that creature
with this creature for as long as both remain creatures on the battlefield under your control."
702.95c: the pair's static ability ('as long as ~ is paired with another creature, each of those creatures
has ...') applies to both creatures of the pair (`attached="paired"`). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    Filter,
    May,
    PTBoost,
    StaticEffect,
    Trigger,
    TriggeredAbility,
)
from lithoform.compiler.values import pt
from lithoform.mechanics.soulbond.nodes import BothUnpaired, IsPaired, PairSoulbond

SOULBOND_SELF = TriggeredAbility(
    trigger=Trigger("enters", this=True),
    effect=PairSoulbond(this_entered=True),
    condition=BothUnpaired(this_entered=True),
    keyword="Soulbond",
    text="Soulbond (when this creature enters, if you control another unpaired creature, you may pair them)",
)
SOULBOND_OTHER = TriggeredAbility(
    trigger=Trigger("enters", filter=Filter(types=("Creature",), controller="you", other=True)),
    effect=May(PairSoulbond()),
    condition=BothUnpaired(),
    keyword="Soulbond",
    text="Soulbond (whenever another creature you control enters, if both are unpaired, you may pair them)",
)


class SoulbondRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_soulbond(self, c: list) -> list:
        return [SOULBOND_SELF, SOULBOND_OTHER]

    def st_paired(self, c: list) -> StaticEffect:
        """702.95c: the effect applies to this creature and the creature it's paired with, while paired."""
        self._only(c[0], "another creature")  # type: ignore[attr-defined]
        return StaticEffect(tuple(c[-1]), attached="paired", condition=IsPaired())

    def paired_pair(self, c: list) -> None:
        self._only(c[0], "creatures")  # type: ignore[attr-defined]

    def paired_keywords(self, c: list) -> list[Any]:
        return [AddAbilities(keywords=tuple(c[0]))]

    def paired_granted(self, c: list) -> list[Any]:
        return [c[0]]

    def paired_pt(self, c: list) -> list[Any]:
        return [PTBoost(*pt(c[0]))]

    def paired_pt_keywords(self, c: list) -> list[Any]:
        return [PTBoost(*pt(c[0])), AddAbilities(keywords=tuple(c[1]))]


TRANSFORMER = SoulbondRules
