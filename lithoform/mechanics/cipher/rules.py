"""Cipher, the rules part (702.99).

702.99a: as a spell with cipher represented by a card resolves, as the last part of its resolution (the core's
`RESOLVED_SPELL_DESTINATION` hook point, so not when it is countered or all its targets are illegal, 608.2b),
its controller may exile it encoded on a creature they control. 702.99b: the card is encoded on that creature
(a link record under the card's new id in exile, read with `next_public_id`: 400.7).
702.99c: as long as the card stays encoded (the card in exile and the creature on the battlefield, neither a new
object, 400.7), the creature has 'Whenever this creature deals combat damage to a player, you may copy the
encoded card and you may cast the copy without paying its mana cost' (a trigger source of the core,
`TRIGGER_SOURCES`; the creature's controller controls it). 707.12: the copy is made in exile, where the card
is, and cast during the resolution (608.2g) for no mana (118.9); a copy not cast ceases to exist (704.5e).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import Cost, Trigger, TriggeredAbility
from lithoform.mechanics.cipher.nodes import ENCODED, CastEncodedCopy, Cipher
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import RESOLVED_SPELL_DESTINATION, TRIGGER_SOURCES
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import DURING_RESOLUTION, cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import next_public_id
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, EXILE, GameState, Link, Obj, Question, zone_key

TRIGGER = TriggeredAbility(Trigger("combat_damage", this=True, to_player=True), CastEncodedCopy(),
                           keyword="Cipher",
                           text="Whenever this creature deals combat damage to a player, you may copy the encoded "
                                "card and you may cast the copy without paying its mana cost.")


def _has_cipher(obj: Obj) -> bool:
    return any(isinstance(a, Cipher) for a in face_of(obj).abilities)


def cipher_destination(state: GameState, spell: Obj) -> str | None:
    """702.99a-b: the controller may exile the card encoded on a creature they control."""
    if spell.copy or not _has_cipher(spell) or not procedure.in_procedure():
        return None
    mine = tuple(o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == spell.controller
                 and "Creature" in chars(state, o).types)
    if not mine:
        return None
    picked = procedure.ask(Question(spell.controller, "choose", f"cipher: you may exile {spell.card} encoded on a "
                                    "creature you control (702.99a)", mine, 0, 1, purpose="cipher"))
    if not picked:
        return None
    creature = int(picked[0])
    state.links = state.links + (Link(next_public_id(state), ENCODED, (creature,)),)
    state.emit("encoded", ("702.99b",), card=spell.card, creature=chars(state, creature).name)
    return EXILE


def _encoded(state: GameState) -> Iterator[tuple[int, int]]:
    """702.99c: (card, creature) for each card still encoded: the card in exile, the creature on the
    battlefield (either leaving ends it: a new object, 400.7)."""
    for link in state.links:
        if link.key != ENCODED:
            continue
        card, creature = state.objects.get(link.source), state.objects.get(link.objects[0])
        if isinstance(card, Obj) and card.zone == EXILE and isinstance(creature, Obj) \
                and creature.zone == BATTLEFIELD:
            yield card.id, creature.id


def encoded_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """702.99c: the creature's ability, once for each card encoded on it."""
    if event != "combat_damage" or not state.links:
        return
    for _card, creature in _encoded(state):
        obj = state.objects[creature]
        yield creature, obj.controller, chars(state, creature).name, TRIGGER


def _cast_encoded_copy(ctx: Ctx, e: CastEncodedCopy) -> None:
    """702.99a, 707.12: for each card encoded on this creature, its controller may copy it and cast the copy."""
    st = ctx.state
    cards = [card for card, creature in _encoded(st) if creature == ctx.source]
    for card in cards:
        original = st.objects[card]
        assert isinstance(original, Obj)
        (yes,) = ctx.ask(ctx.controller, "may", f"copy {original.card} and cast the copy without paying its mana "
                         "cost? (702.99a)", (1, 0), 1, 1, purpose="cipher")
        if not yes:
            continue
        copy_id = st.new_id()
        copy = msgspec.structs.replace(original, id=copy_id, controller=ctx.controller, copy=True,
                                       timestamp=st.new_timestamp())
        key = zone_key(EXILE, original.owner)
        st.put_obj(copy)
        st.zones[key] = st.zones[key] + (copy_id,)
        st.cease_pending = st.cease_pending + (copy_id,)  # 704.5e: if it isn't cast
        st.emit("card_copied", ("707.12",), card=original.card, obj=copy_id)
        if can_cast(st, ctx.controller, copy_id, via=Permission(copy_id, DURING_RESOLUTION, False, Cost())):
            cast_during_resolution(st, ctx.controller, copy_id)


RESOLVED_SPELL_DESTINATION.register(cipher_destination)
# Consulted only in a game with cipher written somewhere (rules/present.py)
TRIGGER_SOURCES.register(encoded_triggers, needs=("Cipher",))
register_effect(CastEncodedCopy, _cast_encoded_copy)
