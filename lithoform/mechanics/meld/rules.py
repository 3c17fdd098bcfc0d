"""Meld (701.42, 712.4, 712.8g, 712.21), the rules part.

The melded permanent is one object represented by two cards (712.4a): its record names the meld card whose
ability melded it, with the combined back face up (face 1 of a meld card's definition, catalog/compiled.py);
the other card of the pair is found from the card database (712.5: each meld pair is fixed). Its mana value is
the sum of the front faces' (712.8g, 202.3c). When it leaves the battlefield, one permanent leaves and two cards
are put into the new zone (712.21): the second card arrives with the first (`second_card`)."""

from __future__ import annotations

from functools import cache

from lithoform.carddb import card_names, get_card
from lithoform.cards.mana import parse_cost
from lithoform.catalog.registry import get_def
from lithoform.mechanics.meld.nodes import Meld
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import BACK_FACE_MANA_COST, CARDS_OF, SECOND_CARD
from lithoform.rules.triggers.matching import zone_change_triggers
from lithoform.rules.zones import create_object, move_simultaneously
from lithoform.state.model import BATTLEFIELD, EXILE, HAND, LIBRARY, GameState, Obj, zone_key


@cache
def meld_partner(card: str) -> str | None:
    """The other card of `card`'s meld pair (712.5): the meld card with the same combined back face, by the
    name of its front face (as objects name their cards)."""
    full = get_card(card).name
    if " // " not in full:
        return None
    back = full.split(" // ", 1)[1]
    found = [n for n in card_names() if n != full and n.endswith(" // " + back) and get_card(n).layout == "meld"]
    return found[0].split(" // ", 1)[0] if len(found) == 1 else None


def melded_into(card: str) -> str:
    """The name of the combined back face `card` melds into ('' for a card that isn't a meld card)."""
    full = get_card(card).name
    return full.split(" // ", 1)[1] if " // " in full else ""


def _is_melded(obj: Obj) -> bool:
    return obj.face == 1 and get_def(obj.card).layout == "meld"


def _meld(ctx: Ctx, e: Meld) -> None:
    """701.42a-c: 'If you both own and control ~ and a creature named [partner], exile them, then meld them'."""
    st = ctx.state
    me = ctx.controller
    source = st.objects.get(ctx.source)
    if not (isinstance(source, Obj) and source.zone == BATTLEFIELD and source.owner == me
            and source.controller == me):
        return
    partners = tuple(o for o in st.zones[BATTLEFIELD] if o != ctx.source and (p := st.objects[o]).owner == me
                     and p.controller == me and chars(st, o).name == e.partner
                     and e.partner_type in chars(st, o).types)
    if not partners:
        return
    partner = partners[0] if len(partners) == 1 else ctx.ask(
        me, "choose", f"choose the {e.partner} to meld with", partners, 1, 1)[0]
    exiled = move_simultaneously(st, [(ctx.source, EXILE, ("701.42a",)), (partner, EXILE, ("701.42a",))])
    cards = [st.objects.get(o) for o in exiled if o]
    # 701.42b-c: only the two cards of one meld pair can be melded; otherwise they stay in exile
    if len(cards) != 2 or not all(isinstance(c, Obj) and not c.token and not c.copy for c in cards):
        return
    first, second = cards
    assert isinstance(first, Obj) and isinstance(second, Obj)
    if meld_partner(first.card) != second.card or melded_into(first.card) != e.melded:
        return
    for card in (first, second):  # they become one object (712.4a)
        st.zones[EXILE] = tuple(o for o in st.zones[EXILE] if o != card.id)
        st.del_obj(card.id)
    melded = create_object(st, Obj(0, first.card, me, me, BATTLEFIELD, face=1))
    st.emit("meld", ("701.42a", "712.4a"), player=me, cards=[first.card, second.card], card=e.melded, obj=melded)
    zone_change_triggers(st, None, st.objects[melded])  # it entered the battlefield (603.6a)


def melded_mana_cost(obj: Obj) -> str | None:
    """712.8g, 202.3c: the mana value of a melded permanent is the sum of its front faces'."""
    if not _is_melded(obj):
        return None
    partner = meld_partner(obj.card)
    total = sum(parse_cost(get_def(c).faces[0].mana_cost or "").mana_value for c in (obj.card, partner) if c)
    return f"{{{total}}}"


def second_card(state: GameState, old: Obj, new: Obj, position: int) -> None:
    """712.21: a melded permanent that left the battlefield is two cards in the new zone; the second one (the
    other card of the pair, its owner's) is put there with the first, a new object (400.7)."""
    if not _is_melded(old):
        return
    partner = meld_partner(old.card)
    if partner is None:
        return
    key = zone_key(new.zone, new.owner)
    other = Obj(state.hidden_id() if new.zone in (LIBRARY, HAND) else state.new_id(), partner,
                new.owner, new.owner, new.zone, timestamp=state.new_timestamp(), since_turn=state.turn)
    zone = state.zones[key]
    at = min(position + 1, len(zone)) if new.zone == LIBRARY else len(zone)
    state.zones[key] = zone[:at] + (other.id,) + zone[at:]
    state.put_obj(other)
    state.characteristics_changed()
    state.emit("zone_change", ("712.21",), card=partner, old=old.id, new=other.id, src=old.zone, dst=new.zone,
               player=old.owner)


def cards_of(state: GameState, obj: Obj) -> tuple[str, ...] | None:
    """712.4a: a melded permanent is represented by both cards of its pair."""
    partner = meld_partner(obj.card) if _is_melded(obj) else None
    return (obj.card, partner) if partner else None


register_effect(Meld, _meld)
CARDS_OF.register(cards_of)
BACK_FACE_MANA_COST.register(melded_mana_cost)
SECOND_CARD.register(second_card)
