"""Soulshift (702.46), the text part: the keyword stands for one triggered ability, written with the general
nodes. "Soulshift N" means "When this permanent dies, you may return target Spirit card with mana value N or
less from your graveyard to your hand." (702.46a); each instance triggers separately (702.46b). Data only: it
needs no rules of its own (a dies trigger looks back in time, 603.10a)."""

from __future__ import annotations

from lithoform.cards.tree import Filter, May, ReturnToHand, Target, TargetSpec, Trigger, TriggeredAbility


def soulshift(n: int) -> TriggeredAbility:
    """702.46a: the triggered ability of 'Soulshift N'."""
    spirit = Filter(subtypes=("Spirit",), controller="you", mana_value_at_most=n)
    return TriggeredAbility(
        trigger=Trigger("dies", this=True),
        effect=May(ReturnToHand(Target(0))),
        targets=(TargetSpec("card", spirit, zone="graveyard"),),
        keyword="Soulshift",
        text=f"Soulshift {n} (when it dies, you may return target Spirit card with mana value {n} or less "
             "from your graveyard to your hand)",
    )


class SoulshiftRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_soulshift(self, c: list) -> TriggeredAbility:
        return soulshift(int(str(c[0])))


TRANSFORMER = SoulshiftRules
