"""Battle cry, bushido and flanking, the text part: the triggered abilities the keywords stand for. Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from msgspec.structs import replace

from lithoform.cards.tree import (
    ApplyContinuous,
    Each,
    Filter,
    ModifyPT,
    PTBoost,
    This,
    Trigger,
    TriggeredAbility,
    Triggering,
)
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported


def battle_cry() -> TriggeredAbility:
    """702.91a: 'Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
    turn.' The creatures it affects are those attacking as it resolves (611.2c)."""
    others = Each(Filter(types=("Creature",), attacking=True, other=True))
    return TriggeredAbility(Trigger("attacks", this=True), ApplyContinuous((PTBoost(1, 0),), others),
                            keyword="Battle cry", text="Battle cry")


def bushido(n: int) -> list[TriggeredAbility]:
    """702.45a: 'Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.' One
    ability with two trigger events (603.2), as the compiler writes 'attacks or blocks'."""
    return [TriggeredAbility(Trigger(event, this=True), ModifyPT(n, n, This()), keyword="Bushido",
                             text=f"Bushido {n}") for event in ("blocks", "becomes_blocked")]


def flanking() -> TriggeredAbility:
    """702.25a: 'Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1
    until end of turn.' It triggers once for each such blocker (509.3d)."""
    blocker = Filter(types=("Creature",), not_keywords=("flanking",))
    return TriggeredAbility(Trigger("becomes_blocked", this=True, filter=blocker),
                            ModifyPT(-1, -1, Triggering()), keyword="Flanking", text="Flanking")


def attacks_alone() -> Trigger:
    """506.5: 'Whenever a creature you control attacks alone': the only creature declared as an attacker;
    'that creature' is it."""
    return Trigger("attack_with", filter=Filter(types=("Creature",)), min_attackers=1, alone=True)


def exalted() -> TriggeredAbility:
    """702.83a: 'Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.'
    702.83b: each instance triggers separately."""
    return TriggeredAbility(attacks_alone(), ModifyPT(1, 1, Triggering()), keyword="Exalted", text="Exalted")


class CombatKeywordsRules:
    """Transformer rules of the keywords; mixed into `OracleTransformer`."""

    def kw_battle_cry(self, c: list) -> TriggeredAbility:
        self._only(c[0], "battle")  # type: ignore[attr-defined]  # 'battle' is a card type: chunked (chunk.py)
        return battle_cry()

    def kw_bushido(self, c: list) -> list[TriggeredAbility]:
        return bushido(int(c[0]))

    def kw_flanking(self, c: list) -> TriggeredAbility:
        return flanking()

    def kw_exalted(self, c: list) -> TriggeredAbility:
        return exalted()

    def trig_attacks_alone(self, c: list) -> Trigger:
        """'Whenever a creature you control attacks alone' (506.5)."""
        n, d = c
        if _int(n) != 1 or d.controller != "you" or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'attacks alone' of something other than a creature you control")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that creature'
        if d.types == ["Creature"] and not d.subtypes and not d.colors:
            return attacks_alone()
        return replace(attacks_alone(), filter=d.filter())  # 'a Samurai or Warrior you control attacks alone


TRANSFORMER = CombatKeywordsRules
