"""The one zone-change path (400.7) and the events built on it: draw, discard, destroy, sacrifice.

Every object that changes zones becomes a new object with a new id; the old record and its computed
characteristics are kept as last known information (608.2h). Nothing else in the engine moves objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from lithoform.cards.tree import GainControl
from lithoform.rules.cast_facts import keep_cast_facts
from lithoform.rules.continuous.characteristics import chars, sync_control, tapped_status_set
from lithoform.rules.hooks import (
    ARRIVED_INSTEAD,
    CARD_DISCARDED,
    CARD_DRAWN,
    DISCARD_DESTINATION,
    DRAW_FORBIDDEN,
    DRAW_REPLACED,
    ENTER_BANS,
    ENTERING_FACE,
    ENTERING_INSTEAD,
    GRAVEYARD_DESTINATION,
    LEAVE_BATTLEFIELD_DESTINATION,
    LEAVING_BATTLEFIELD,
    OWNER_ZONE_INSTEAD,
    SECOND_CARD,
    STACK_LEAVE_DESTINATION,
    TAPPED_CHANGED,
)
from lithoform.rules.replacement.events import draw_replacement, entering_destination
from lithoform.rules.replacement.zone_changes import (
    destination,
    entering,
    graveyard_destination,
    unattached_aura,
)
from lithoform.rules.triggers.matching import (
    add_triggers,
    last_counter_removed_triggers,
    player_event_triggers,
    sacrifice_triggers,
    tapped_triggers,
    untapped_triggers,
    zone_change_triggers,
)
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    HIDDEN_ZONES,
    LIBRARY,
    STACK,
    GameState,
    Obj,
    StackAbility,
    zone_key,
)


def move(
    state: GameState,
    oid: int,
    to: str,
    *,
    position: int | None = None,
    controller: int | None = None,
    tapped: bool = False,
    rules: tuple[str, ...] = ("400.7",),
    attach_to: int = 0,
    lki: object = None,
    triggers: bool = True,
    face: int | None = None,
    counters: dict[str, int] | None = None,
    face_down: str = "",
) -> int:
    """Moves object `oid` to zone `to` (of its owner, for a player's zone) and returns the new object's id,
    or 0 when the object ceases to exist instead (an ability leaving the stack, 113.7a).

    `position` is the index in the new zone (library: 0 is the top); by default the object goes on top of
    a library or at the end of any other zone. `face_down`: it is turned face down before it moves (708.3,
    708.4: cast face down, manifested, cloaked), by what (a FACE_DOWN_VALUES kind)."""
    old = state.objects[oid]
    if old.zone == BATTLEFIELD and to != BATTLEFIELD and LEAVING_BATTLEFIELD.fns:
        for fn in LEAVING_BATTLEFIELD.now(state):  # 603.10a: before it leaves
            fn(state, (oid,))
    new = _leave(state, oid, to, controller, tapped, attach_to, lki, face, counters, face_down)
    if new is None:
        return 0
    _arrive(state, old, new, position, rules, to)
    if new.zone != to and ARRIVED_INSTEAD.fns:  # 614.1a: the rest of a replacement's instructions
        for fn in ARRIVED_INSTEAD.now(state):
            fn(state, old, new.id, to)
    if triggers:
        zone_change_triggers(state, old, new)
    return new.id


def _without(zone: tuple[int, ...], oid: int) -> tuple[int, ...]:
    """The zone's ids but `oid` (an id is in a zone once; sliced, not filtered one by one: a library is long)."""
    try:
        i = zone.index(oid)
    except ValueError:
        return zone
    return zone[:i] + zone[i + 1:]


def _leave(state: GameState, oid: int, to: str, controller: int | None, tapped: bool, attach_to: int,
           lki: object, face: int | None = None, counters: dict[str, int] | None = None,
           face_down: str = "", together: dict[int, tuple[int, Any]] | None = None) -> Obj | None:
    """The object leaves its zone (its last known information is kept, 608.2h) and the new object that
    will arrive is made (400.7), with its entering replacement effects applied (614.12: decided before it
    is on the battlefield). None when it ceases to exist instead, or doesn't move (111.8)."""
    old = state.objects[oid]
    if isinstance(old, Obj) and old.token and old.zone not in (BATTLEFIELD, STACK):
        # 111.8: a token that has left the battlefield can't move to another zone or come back onto the
        # battlefield; it stays where it is until state-based actions end it (704.5d)
        return None
    if to == BATTLEFIELD and old.zone != BATTLEFIELD and isinstance(old, Obj) and ENTER_BANS.fns \
            and any(fn(state, old) for fn in ENTER_BANS.now(state)):
        state.emit("cant_enter", ("101.2",), card=old.card, zone=old.zone)  # it stays where it is
        return None
    if to == BATTLEFIELD and old.zone != BATTLEFIELD and isinstance(old, Obj) and ENTERING_INSTEAD.fns:
        # 614.1a: 'If ~ would enter, sacrifice a Forest instead. ... If you don't, put it into its owner's graveyard.'
        who = controller if controller is not None else old.controller
        to = next((z for z in (fn(state, old, who) for fn in ENTERING_INSTEAD.now(state)) if z),
                  to)
    if old.zone == BATTLEFIELD and to == GRAVEYARD:
        to = destination(state, oid, to, together)  # 614.1a: 'exile it instead'
    if old.zone == BATTLEFIELD and to != BATTLEFIELD and LEAVE_BATTLEFIELD_DESTINATION.fns:
        to = next((z for z in (fn(state, oid, to) for fn in LEAVE_BATTLEFIELD_DESTINATION.fns) if z), to)
    if old.zone == STACK and isinstance(old, Obj):
        for instead in STACK_LEAVE_DESTINATION.fns:  # 614.1a; 702.34a: a flashback spell is exiled instead
            to = instead(old, to)
    if to == GRAVEYARD and isinstance(old, Obj) and GRAVEYARD_DESTINATION.fns:
        # 614.1a: 'if a card would be put into a graveyard from anywhere, exile it instead' (616.1: several)
        to = graveyard_destination(state, oid, to)
    if to in (HAND, LIBRARY) and OWNER_ZONE_INSTEAD.fns and isinstance(old, Obj):
        # 903.9b: a commander that would be put into its owner's hand or library may go to the command zone
        to = next((z for z in (fn(state, old, to) for fn in OWNER_ZONE_INSTEAD.now(state)) if z), to)
    lki_objs, lki_chars = state.own_lki()
    lki_chars[oid] = lki if lki is not None else chars(state, oid)
    lki_objs[oid] = old
    from_key = zone_key(old.zone, old.owner)
    was = state.zones[from_key]
    state.zones[from_key] = _without(was, oid)
    state.del_obj(oid)
    state.characteristics_changed()
    if isinstance(old, StackAbility):
        return None
    if old.zone == BATTLEFIELD and any(e.until == "source_leaves" and e.source == oid for e in state.effects):
        # 611.2b: 'for as long as ~ remains on the battlefield' ends when it leaves
        ended = [e for e in state.effects if e.until == "source_leaves" and e.source == oid]
        state.effects = tuple(e for e in state.effects if not (e.until == "source_leaves" and e.source == oid))
        if any(isinstance(p, GainControl) for e in ended for p in e.parts):
            sync_control(state)  # 613.1b: control goes back now, also when it left during state-based actions
    if old.zone == EXILE and to == STACK and any(e.until == "source_cast" and e.source == oid for e in state.effects):
        # 611.2a: 'until ~ is cast from exile' (mechanics/exiled_from_hand) ends as it is cast (601.2a)
        state.effects = tuple(e for e in state.effects if not (e.until == "source_cast" and e.source == oid))
    kicked = old.zone == STACK and old.choices is not None and "kicker" in old.choices.additional
    new = Obj(
        id=state.hidden_id() if to in HIDDEN_ZONES else state.new_id(),  # issue 20: a hidden id carries no order
        card=old.card,
        owner=old.owner,
        controller=controller if controller is not None and to in (BATTLEFIELD, STACK) else old.owner,
        zone=to,
        face=_face_up(old, to) if face is None else face,
        printed=old.printed,
        token=old.token,
        copy=old.copy,
        tapped=tapped,
        since_turn=state.turn,
        timestamp=state.new_timestamp(),
        kicked=kicked,
        kick_count=old.choices.additional.count("kicker") if kicked and old.choices is not None else 0,
        cast_x=(old.choices.x or 0) if old.zone == STACK and old.choices is not None else 0,
        cast_spent=old.choices.spent_types if old.zone == STACK and old.choices is not None else "",
        attached_to=attach_to,
        entered_from=old.zone if to == BATTLEFIELD else "",
        cast_from=old.zone if to == STACK else old.cast_from if old.zone == STACK and to == BATTLEFIELD else "",
        # 708.3-4: turned face down before it moves; 702.37c: a face-down spell enters face down; anywhere
        # else, a face-down object is turned face up (708.9: revealed as it leaves)
        face_down=face_down or (old.face_down if isinstance(old, Obj) and old.zone == STACK and to == BATTLEFIELD
                                else ""),
        # 702.103b: a bestowed Aura spell becomes a bestowed Aura; anywhere else it is a card again
        bestowed=isinstance(old, Obj) and old.bestowed and old.zone == STACK and to == BATTLEFIELD,
    )
    if to == BATTLEFIELD and old.zone == STACK and isinstance(old, Obj) and old.choices is not None:
        keep_cast_facts(state, old, new.id)  # 400.7d: before it enters (614.1c reads them: Scaleguard Sentinels)
    if to == BATTLEFIELD:
        for fn in ENTERING_FACE.fns:  # 702.145b: daybound at night
            entering_face = fn(state, new)
            if entering_face is not None:
                new = msgspec.structs.replace(new, face=entering_face)
                break
        new = entering(state, new, counters)  # 122.6: 'with a +1/+1 counter on it' (undying, persist)
        if isinstance(old, Obj) and unattached_aura(state, new):
            # 303.4g: an Aura with nothing it could enchant remains in its zone, the same object where it
            # was (no zone change: move returns 0); from the stack (a copied Aura spell, Copy Enchantment),
            # it goes to its owner's graveyard instead
            state.emit("aura_cant_enter", ("303.4g",), card=new.card)
            if old.zone == STACK:
                return msgspec.structs.replace(new, zone=GRAVEYARD, controller=new.owner, tapped=False,
                                               counters=(), copied=None)
            state.zones[from_key] = was
            state.put_obj(old)
            lki_objs, lki_chars = state.own_lki()
            del lki_objs[oid], lki_chars[oid]
            state.characteristics_changed()
            return None
        if isinstance(old, Obj):

            instead = entering_destination(state, old, new)  # 614.1a: Containment Priest
            if instead != BATTLEFIELD:
                new = msgspec.structs.replace(new, zone=instead, controller=new.owner, tapped=False, counters=(),
                                              copied=None, attached_to=0)
    return new


def next_public_id(state: GameState) -> int:
    """The id the next object put into a public zone will have (GameState.new_id, called once by `move`): a
    rule that records where a card it moves will be (rebound, 702.88a; an Adventure, 715.4) reads it first."""
    oid = state.next_id
    while oid in state.objects or oid in state.lki:
        oid += 1
    return oid


def _face_up(old: Obj | StackAbility, to: str) -> int:
    """The face up in the new zone: a spell keeps the face it was cast with as it resolves into a permanent
    (712.13); a card put anywhere else from elsewhere has its front face up (712.8a, 712.14)."""
    if to == STACK or (to == BATTLEFIELD and old.zone == STACK and isinstance(old, Obj)):
        return old.face if isinstance(old, Obj) else 0
    return 0


def _arrive(state: GameState, old: Obj, new: Obj, position: int | None, rules: tuple[str, ...],
            to: str = "") -> None:
    key = zone_key(new.zone, new.owner)
    zone = state.zones[key]
    if position is None:
        position = 0 if new.zone == LIBRARY else len(zone)
    state.zones[key] = zone[:position] + (new.id,) + zone[position:]
    if (new.token and new.zone != BATTLEFIELD) or (new.copy and new.zone != STACK):
        state.cease_pending = state.cease_pending + (new.id,)  # 704.5d-e, checked as state-based actions
    state.put_obj(new)
    state.characteristics_changed()
    if to and to != new.zone:  # 614.6: the move was replaced; the log says where it was headed
        state.emit("zone_change", rules + ("614.6",), card=old.card, old=old.id, new=new.id, src=old.zone,
                   dst=new.zone, player=old.owner, intended=to)
    elif new.zone == BATTLEFIELD and new.counters:  # 614.1c, 122.6: it enters with counters
        state.emit("zone_change", rules, card=old.card, old=old.id, new=new.id, src=old.zone, dst=new.zone,
                   player=old.owner, counters=dict(new.counters))
    elif new.face_down or old.face_down:  # 708.4, 708.9: face down it is hidden; leaving, it is revealed
        state.emit("zone_change", rules, card=old.card, old=old.id, new=new.id, src=old.zone, dst=new.zone,
                   player=old.owner, face_down=new.face_down or "revealed")
    else:
        state.emit("zone_change", rules, card=old.card, old=old.id, new=new.id, src=old.zone, dst=new.zone,
                   player=old.owner)
    if (old.face or state.merges) and old.zone == BATTLEFIELD and new.zone != BATTLEFIELD:
        # 712.21: a melded permanent is two cards in its new zone; 730.3: a merged permanent, each of its cards
        for fn in SECOND_CARD.fns:
            fn(state, old, new, position)


def move_simultaneously(state: GameState, moves: list[tuple[int, str, tuple[str, ...]]],
                        controller: int | None = None, tapped: bool = False) -> list[int]:
    """Objects that change zones at the same time (state-based actions, 704.3; 'destroy all'; cards
    returned together): their last known information is taken before any of them moves, each one's
    entering choices are made before any of them arrives (so none can copy another, 614.12), and then the
    abilities that trigger see them all: leaves-the-battlefield abilities look back in time (603.10a).
    `controller` and `tapped` apply to those that enter the battlefield."""
    infos = {oid: chars(state, oid) for oid, _, _ in moves if oid in state.objects}
    if LEAVING_BATTLEFIELD.fns:  # 603.10a: all of them still there
        leaving_bf = tuple(oid for oid, to, _ in moves if oid in state.objects and to != BATTLEFIELD
                           and state.objects[oid].zone == BATTLEFIELD)
        for fn in LEAVING_BATTLEFIELD.now(state) if leaving_bf else ():
            fn(state, leaving_bf)
    # 614.1a: the 'would die' replacement effects of permanents leaving with them still apply to them (they were
    # on the battlefield just before the event: 'If Kalitas dies at the same time as creatures your opponents
    # control, those creature cards will be exiled')
    together = {oid: (state.objects[oid].controller, infos[oid]) for oid, to, _ in moves
                if oid in state.objects and to != BATTLEFIELD and state.objects[oid].zone == BATTLEFIELD}
    leaving: list[tuple[Obj, Obj, tuple[str, ...], str]] = []
    for oid, to, rules in moves:
        if oid not in state.objects:
            continue
        old = state.objects[oid]
        owner_control = old.owner if controller is None else controller
        new = _leave(state, oid, to, owner_control if to == BATTLEFIELD else None, tapped and to == BATTLEFIELD, 0,
                     infos[oid], together=together)
        if new is not None and isinstance(old, Obj):
            leaving.append((old, new, rules, to))
    for old, new, rules, to in leaving:
        _arrive(state, old, new, None, rules, to)
    for old, new, _, to in leaving:
        if new.zone != to and ARRIVED_INSTEAD.fns:  # 614.1a: the rest of a replacement's instructions
            for fn in ARRIVED_INSTEAD.now(state):
                fn(state, old, new.id, to)
    left_together = tuple(old for old, _, _, _ in leaving)  # (a name of its own: typed apart, for mypyc)
    for old, new, _, _ in leaving:
        zone_change_triggers(state, old, new, left_together)
    return [new.id for _, new, _, _ in leaving]


def create_object(state: GameState, obj: Obj) -> int:
    """Puts a brand-new object (a token, a card in set-up) into its zone (111.1, 400.7)."""
    key = zone_key(obj.zone, obj.owner)
    obj = msgspec.structs.replace(obj, id=state.new_id(), timestamp=state.new_timestamp(), since_turn=state.turn)
    if obj.zone == BATTLEFIELD:
        obj = entering(state, obj)
    state.zones[key] = state.zones[key] + (obj.id,)
    state.characteristics_changed()
    state.put_obj(obj)
    if (obj.token and obj.zone != BATTLEFIELD) or (obj.copy and obj.zone != STACK):
        state.cease_pending = state.cease_pending + (obj.id,)
    state.characteristics_changed()
    return obj.id


def create_in_library(state: GameState, player: int, names: Sequence[str]) -> None:
    """Set-up (103.3): a brand-new object for each card name on the bottom of `player`'s library, in order;
    one zone update for the lot, so building a game is linear in the deck's size."""
    key = zone_key(LIBRARY, player)
    ids = []
    for name in names:
        obj = Obj(state.new_id(), name, player, player, LIBRARY, timestamp=state.new_timestamp(),
                  since_turn=state.turn)
        state.put_obj(obj)
        ids.append(obj.id)
    state.zones[key] = state.zones[key] + tuple(ids)
    state.characteristics_changed()


def draw(state: GameState, player: int, count: int = 1) -> None:
    """121.1: draw the top card of the library; 704.5b: drawing from an empty library is remembered."""
    for _ in range(count):
        _draw_one(state, player, ())


def draw_in_chain(state: GameState, player: int, applied: tuple[tuple[object, ...], ...]) -> None:
    """614.11a, 614.5: a draw that replaces another one (Notion Thief's), done at once, with the replacement effects
    already applied in the chain (`applied`: their keys), which don't apply to it again."""
    _draw_one(state, player, applied)


def _draw_one(state: GameState, player: int, applied: tuple[tuple[object, ...], ...]) -> None:
    """One draw, unless a replacement effect replaces it (614.11, 121.6: even from an empty library); the
    draws that replace it are completed before the sequence goes on (614.11a)."""

    if any(forbids(state, player) for forbids in DRAW_FORBIDDEN.fns):  # 101.2: 'can't draw' (Spirit of the Labyrinth)
        state.emit("draw_forbidden", ("101.2", "121.1"), player=player)
        return
    if any(replaced(state, player, applied) for replaced in DRAW_REPLACED.now(state)):  # 614.11: dredge (702.52a)
        return
    found = draw_replacement(state, player, applied)
    if found is not None:
        state.emit("draw_replaced", ("614.11", "121.6"), player=player, count=found.ability.count,
                   card=chars(state, found.source).name)
        for _ in range(found.ability.count):
            _draw_one(state, player, applied + (found.key,))
        return
    library = state.zones[zone_key(LIBRARY, player)]
    if not library:
        p = state.players[player]
        state.set_player(msgspec.structs.replace(p, drew_from_empty=True))
        state.emit("draw_empty", ("121.4", "704.5b"), player=player)
        return
    new_id = move(state, library[0], HAND, rules=("121.1",))
    state.emit("draw", ("121.1",), player=player, card=state.objects[new_id].card)
    for fn in CARD_DRAWN.now(state):  # 702.94a: revealed as it is drawn (miracle)
        fn(state, player, new_id)
    player_event_triggers(state, "draw", player)  # 603.2: 'whenever you draw a card'


def discard(state: GameState, oid: int) -> int:
    """701.9a: to discard a card is to move it from its owner's hand to that player's graveyard (or where a
    replacement effect puts it instead, 614.1a: madness, 702.35a)."""
    old = state.objects[oid]
    instead = next((z for z in (fn(state, oid) for fn in DISCARD_DESTINATION.fns) if z), None)
    new = move(state, oid, instead or GRAVEYARD, rules=("701.9a", "614.1a") if instead else ("701.9a",))
    for fn in CARD_DISCARDED.fns:
        fn(state, old, new)
    return new


def destroy(state: GameState, oid: int, rules: tuple[str, ...] = ("701.8a",)) -> int:
    """701.8a: to destroy a permanent is to move it from the battlefield to its owner's graveyard."""
    return move(state, oid, GRAVEYARD, rules=rules)


def sacrifice(state: GameState, oid: int) -> int:
    """701.21a: to sacrifice a permanent, its controller moves it to its owner's graveyard. 'Whenever you
    sacrifice a permanent' is a leaves-the-battlefield ability: it looks back in time (603.10a), so the
    abilities that trigger are found before the move (the sacrificed permanent's own included)."""
    found = sacrifice_triggers(state, oid)
    new_id = move(state, oid, GRAVEYARD, rules=("701.21a",))
    add_triggers(state, found, oid)
    return new_id


def destroy_all(state: GameState, oids: list[int] | tuple[int, ...]) -> list[int]:
    """701.8a: permanents destroyed by one effect ('destroy all creatures') are destroyed at the same time:
    those that die together see each other die (603.10a)."""
    return move_simultaneously(state, [(oid, GRAVEYARD, ("701.8a",)) for oid in oids])


def sacrifice_all(state: GameState, oids: list[int] | tuple[int, ...]) -> list[int]:
    """701.21a: permanents sacrificed by one effect ('each player sacrifices a creature') are sacrificed at
    the same time; 'whenever you sacrifice' abilities are found before the move (603.10a), as for one."""
    found = [(oid, sacrifice_triggers(state, oid)) for oid in oids]
    new_ids = move_simultaneously(state, [(oid, GRAVEYARD, ("701.21a",)) for oid in oids])
    for oid, abilities in found:
        add_triggers(state, abilities, oid)
    return new_ids


def set_tapped(state: GameState, oid: int, tapped: bool, rules: tuple[str, ...] = ()) -> None:
    obj = state.objects[oid]
    if isinstance(obj, Obj) and obj.tapped != tapped:
        tapped_status_set(state, obj, tapped)
        state.emit("tap" if tapped else "untap", rules or (("701.26a",) if tapped else ("701.26b",)), obj=oid,
                   card=obj.card)
        for fn in TAPPED_CHANGED.now(state):  # 611.3a: 'as long as it's untapped'
            fn(state, oid)
        if tapped:
            tapped_triggers(state, oid)  # 'whenever ~ becomes tapped'
        if not tapped:

            untapped_triggers(state, (oid,))  # 'whenever ~ becomes untapped'


def shuffle(state: GameState, player: int) -> None:
    """701.24a: randomize the library, with the game's own generator (Fisher-Yates). Then every card of it
    gets a fresh id from the secret generator, so no id seen before the shuffle finds a card after it (a
    library's order and contents are hidden, 401.2). The old ids' records are kept as last known
    information and a `renumber` event (never shown to a player) lets labels follow the cards."""
    key = zone_key("library", player)
    cards = list(state.zones[key])
    for i in range(len(cards) - 1, 0, -1):
        j = state.random(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    pairs = []
    lki_objs = state.own_lki()[0]
    for i, oid in enumerate(cards):
        old = state.del_obj(oid)
        lki_objs[oid] = old
        new_id = state.hidden_id()
        state.put_obj(msgspec.structs.replace(old, id=new_id))
        cards[i] = new_id
        pairs.append((oid, new_id))
    state.zones[key] = tuple(cards)
    if pairs:
        if state.cease_pending:  # 704.5d-e: a token or copy shuffled in still ceases to exist, by its new id
            renamed = dict(pairs)
            state.cease_pending = tuple(renamed.get(o, o) for o in state.cease_pending)
        state.characteristics_changed()
        state.emit("renumber", ("401.2",), player=player, ids=tuple(pairs))


def remove_counters(state: GameState, oid: int, kind: str, n: int) -> None:
    """122.1: remove n counters of a kind from a permanent (a cost, 602.2b, or an effect); 'when the last ...
    counter is removed' triggers."""
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    counters = dict(obj.counters)
    counters[kind] = counters.get(kind, 0) - n
    if counters[kind] <= 0:
        del counters[kind]
    state.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted(counters.items()))))
    state.characteristics_changed()
    state.emit("counters_removed", ("122.1",), obj=oid, card=obj.card, kind=kind, amount=n)
    last_counter_removed_triggers(state, oid, kind)
