"""Haunt, the rules part (702.55).

702.55a: as the haunt trigger resolves, the card the permanent became in the graveyard (400.7e: the ability
finds it there) is exiled; if it left the graveyard, nothing happens. 702.55b: the exiled card haunts the
target creature: a link record under the exiled card (607.2a). 702.55c: the card's abilities that refer to
'the creature it haunts' trigger in exile (a trigger source of the core, `TRIGGER_SOURCES`), controlled by
the card's owner; the record names the creature as it was, so it still matches the creature dying (603.10a).
A card that leaves exile is a new object that haunts nothing (400.7).
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.haunt.nodes import HAUNTING, HauntExile
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import TRIGGER_SOURCES
from lithoform.rules.triggers.after_move import follow
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD, GameState, Link, Obj


def _haunt_exile(ctx: Ctx, e: HauntExile) -> None:
    st = ctx.state
    card = follow(st, ctx.oid, ctx.source)  # 400.7e: the card in the graveyard
    obj = st.objects.get(card)
    if not isinstance(obj, Obj) or obj.zone != GRAVEYARD:
        return
    targets = [t for slot in ctx.legal for t in slot if t > 0]
    if not targets:
        return
    exiled = move(st, card, EXILE, rules=("702.55a",))
    if not exiled:
        return
    st.links = st.links + (Link(exiled, HAUNTING, (targets[0],)),)
    st.emit("haunts", ("702.55b",), card=obj.card, creature=chars(st, targets[0]).name)


def haunted_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """702.55c: the abilities of haunting cards in exile that trigger on the haunted creature's event."""
    for link in state.links:
        if link.key != HAUNTING:
            continue
        obj = state.objects.get(link.source)
        if not isinstance(obj, Obj) or obj.zone != EXILE:
            continue
        c = chars(state, obj.id)
        for ability in c.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == event \
                    and ability.trigger.linked == HAUNTING:
                yield obj.id, obj.owner, c.name, ability


register_effect(HauntExile, _haunt_exile)
# Consulted only in a game with haunt written somewhere (rules/present.py)
TRIGGER_SOURCES.register(haunted_triggers, needs=("HauntExile",))
