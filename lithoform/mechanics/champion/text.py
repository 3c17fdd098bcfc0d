"""Champion (702.72), the text part: the keyword as its two linked triggered abilities (702.72a-b, 607.2k).
Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, ReturnLinked, Trigger, TriggeredAbility
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.champion.nodes import ChampionExile


def champion(f: Filter, what: str) -> list[TriggeredAbility]:
    """702.72a: 'When this permanent enters, sacrifice it unless you exile another [object] you control' and
    'When this permanent leaves the battlefield, return the exiled card to the battlefield under its owner's
    control'."""
    return [
        TriggeredAbility(Trigger("enters", this=True), ChampionExile(f), keyword="Champion",
                         text=f"Champion {what} (when it enters, sacrifice it unless you exile another {what} "
                              "you control)"),
        TriggeredAbility(Trigger("leaves", this=True), ReturnLinked(key="championed", to="battlefield"),
                         keyword="Champion",
                         text="Champion (when it leaves the battlefield, the exiled card returns to the "
                              "battlefield under its owner's control)"),
    ]


class ChampionRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_champion(self, c: list) -> list[TriggeredAbility]:
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        try:  # 'a Faerie' is a permanent of that subtype: 'a creature' any creature (702.72a: 'another')
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller:
            raise Unsupported("champion of something other than a kind of permanent")
        return champion(d.filter(), " ".join(words))

    def trig_championed(self, c: list) -> Trigger:
        """702.72c: triggers when this object's champion ability exiles an object matching the description."""
        if c[0] != 1:
            raise Unsupported("a number of objects championed")
        d = c[1]
        if d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("championed: something other than a kind of permanent")
        return Trigger("championed", filter=d.filter())


TRANSFORMER = ChampionRules
