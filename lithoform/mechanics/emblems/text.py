"""Emblems (114), their text part: 'you get an emblem with "..."', a transformer rule mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    CantLoseOrWin,
    GetEmblem,
    GraveyardCardsHave,
    PTBoost,
    StaticEffect,
    TriggeredAbility,
)
from lithoform.compiler.values import VP, Unsupported


class EmblemRules:
    """Transformer rules of emblems."""

    def get_emblem(self, c: list) -> VP:
        """114.2: 'you get an emblem with "..."'; triggered abilities, which function in the command zone
        (114.4, the rules part), and static abilities that change characteristics of a group of permanents
        ('Creatures you control get +2/+2 and have flying.', Elspeth, Sun's Champion): +N/+N and keywords; and
        'Instant and sorcery cards in your graveyard have retrace.' (Wrenn and Six), whose rules part
        (mechanics/graveyard_grants) reads emblems in the command zone; and 'As long as you control a Gideon
        planeswalker, you can't lose the game ...' (Gideon of the Trials; mechanics/game_outcome reads it there)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities or not all(isinstance(a, TriggeredAbility | GraveyardCardsHave | CantLoseOrWin) or _group_static(a) for a in abilities):
            raise Unsupported("an emblem with abilities other than triggered abilities")
        return VP(lambda who: GetEmblem(abilities), "you", "get an emblem")


def _group_static(a: Any) -> bool:
    """A static ability an emblem's controller's permanents get from it (611.3a): a group described by a
    filter, no condition, parts in layer 6 (keywords) and 7c (+N/+N) that the rules part applies."""
    return isinstance(a, StaticEffect) and a.affected is not None and a.attached is None and a.condition is None \
        and bool(a.parts) and all(type(p) is PTBoost or (type(p) is AddAbilities and not p.abilities)
                                  for p in a.parts)


TRANSFORMER = EmblemRules
