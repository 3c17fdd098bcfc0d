"""'At the beginning of each of your main phases' and 'if you haven't added mana with this ability this turn', the
text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    ChosenColorMana,
    CouldProduceMana,
    CountedMana,
    DevotionMana,
    TriggeredAbility,
)
from lithoform.compiler.values import mentions
from lithoform.mechanics.each_main_phase.nodes import NoManaAddedByThisThisTurn

_MANA = AddMana | CountedMana | ChosenColorMana | DevotionMana | CouldProduceMana


class EachMainPhaseRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def step_your_each_main(self, c: list) -> tuple[str, str]:
        """505.4: 'main' stands for both main phases (rules/triggers/matching.step_triggers)."""
        return ("main", "your")

    def cond_no_mana_added_by_this(self, c: list) -> NoManaAddedByThisThisTurn:
        self._only(c[0], "ability")  # type: ignore[attr-defined]
        return NoManaAddedByThisThisTurn()


def _check(card: Any) -> str | None:
    """'this ability' is read as 'this object's resolving abilities': refused unless the condition is on a
    triggered ability that adds mana, and no other non-mana ability of the face adds mana as it resolves."""
    for face in card.faces:
        abilities = [a for a in face.abilities if isinstance(a, TriggeredAbility | ActivatedAbility)]
        holders = [a for a in abilities if mentions(a, NoManaAddedByThisThisTurn)]
        if not holders:
            continue
        others = [a for a in abilities if a not in holders and not getattr(a, "mana", False) and mentions(a, _MANA)]
        if len(holders) > 1 or others or not isinstance(holders[0], TriggeredAbility) \
                or not mentions(holders[0].effect, _MANA):
            return "'added mana with this ability' where the object's other abilities add mana too"
    return None


TRANSFORMER = EachMainPhaseRules
CARD_CHECKS = (_check,)
