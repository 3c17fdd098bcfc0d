"""What one player may see of a game (400.2: hidden and public zones), as plain data for agents and UIs.

An Observation holds the viewer's own hand, every public zone (battlefield, graveyards, exile, stack with
the announced choices, 400.2), the sizes of hidden zones (libraries, the opponent's hand), life, poison,
mana pools, the pending decision and, when the viewer is the one to decide, the legal actions. It never
holds the order or content of a library (but a top card an effect lets the viewer look at, 401.5), nor
the cards of another player's hand; the optional log is
redacted the same way (a card drawn by the opponent is "a card").

    >>> from lithoform import Game
    >>> from lithoform.play.observation import observe
    >>> game = Game.from_board({"P1": {"hand": ["Shock"]}, "P2": {"hand": ["Giant Growth"]}})
    >>> seen = observe(game, 0)
    >>> [c.name for c in seen.hand], seen.players[1].hand_size
    (['Shock'], 1)
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterable
from itertools import compress, repeat
from typing import Protocol

import msgspec

from lithoform.cards.tree import CardFace
from lithoform.mechanics.cast_permissions.rules import library_top, sees_library_top
from lithoform.mechanics.venture.dungeons import DUNGEONS
from lithoform.mechanics.venture.rules import dungeon_of
from lithoform.play.views import CardView, CombatView, Observation, PlayerView, StackView
from lithoform.rules.continuous.characteristics import Chars, chars, face_of, layered, record_only
from lithoform.rules.hooks import ACTIVATION_BANS, OFF_BATTLEFIELD_EFFECTS
from lithoform.rules.payment import mana_ability_sources, summoning_sick
from lithoform.rules.present import present_kinds
from lithoform.rules.stack.announce import spec_of
from lithoform.rules.turn.land_plays import land_plays
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending
from lithoform.state.journal import Journal
from lithoform.state.log import render
from lithoform.state.model import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    PUBLIC_ZONES,
    STACK,
    Combat,
    Event,
    GameState,
    Obj,
    StackAbility,
    zone_key,
)
from lithoform.state.procedure import preview


class Game(Protocol):
    """What `observe` reads of a game (play.game.Game; a protocol, so this module doesn't import it)."""

    state: GameState

    @property
    def pending(self) -> Pending: ...

    def legal_actions(self) -> Iterable[Action]: ...


def observe(game: Game, viewer: int, log_lines: int = 0) -> Observation:
    """The game as `viewer` (0 or 1) may see it; `log_lines` > 0 adds that many recent log lines."""
    state = game.state
    pending = game.pending
    mine = pending.player == viewer and not state.game_over
    legal = tuple(game.legal_actions()) if mine else ()
    if not mine:  # another player's choice can list their hidden cards: show only what is asked
        pending = msgspec.structs.replace(pending, options=(), picked=())
    return build(state, viewer, pending, legal, log_lines)


def build(state: GameState, viewer: int, pending: Pending, legal: tuple[Action, ...],
          log_lines: int = 0) -> Observation:
    combat = state.combat
    hand, battlefield, graveyards, exile, stack, library_tops, looking_at = visible_zones(state, viewer, pending)
    return Observation(
        viewer=viewer, turn=state.turn, active=state.active, step=state.step, first_player=state.first_player,
        players=player_views(state), hand=hand, battlefield=battlefield, graveyards=graveyards, exile=exile,
        stack=stack, combat=CombatView(combat.attackers, combat.blockers, combat.chosen) if combat else None,
        pending=pending, legal_actions=legal, game_over=state.game_over, winner=state.winner,
        log=tuple(visible_log(state, viewer, log_lines)) if log_lines else (),
        starting=state.mulligans is not None or state.proc.startswith("start"),
        library_tops=library_tops, looking_at=looking_at,
        command=_commanders_in_command_zone(state) if state.commanders else (),
    )


def _commanders_in_command_zone(state: GameState) -> tuple[CardView, ...]:
    """The views of the commanders in the command zone (903.6, 903.8: cast from there; the command zone is public,
    400.2). Only commanders: an emblem or a dungeon there is shown otherwise (114, 309)."""
    commanders = {(c.owner, c.card) for c in state.commanders}
    out = []
    for oid in state.zones[COMMAND]:
        obj = state.objects.get(oid)
        if isinstance(obj, Obj) and (obj.owner, obj.card) in commanders:
            out.append(_card(state, oid))
    return tuple(out)


def player_views(state: GameState) -> tuple[PlayerView, ...]:
    """Every player's public view (an Observation's `players`)."""
    return _player_views(state, _seen(state))


def _player_views(state: GameState, seen: _Seen, checked: bool = False) -> tuple[PlayerView, ...]:
    """player_views, `seen` up to date with the journal (_seen, taken once by `views` for both halves);
    `checked`: the battlefield's views were just brought up to date (by _visible_zones)."""
    battlefield = seen.zones.get(BATTLEFIELD)
    if not checked and (battlefield is None or battlefield.written or battlefield.ids is not state.zones[BATTLEFIELD]
            or (battlefield.sensitive and battlefield.chars != state.journal.chars)  # type: ignore[union-attr]
            or not _same_status(state, battlefield)):  # (as _zone_journaled's first test: usually up to date)
        _zone_journaled(state, seen, BATTLEFIELD)  # (brought up to date: its counts say what changed)
        battlefield = seen.zones[BATTLEFIELD]
    zones, command = state.zones, state.zones[COMMAND]
    common = (state.turn, state.effects, state.mulligans, state.player_counters, battlefield,
              battlefield.chars if battlefield.sensitive else 0, command,
              tuple(map(state.objects.__getitem__, command)) if command else ())
    # (a change to another player's permanent changes nothing of a view but through a ban on activating
    # abilities, 602.5: then any change counts)
    bans = bool(ACTIVATION_BANS.active(present_kinds(state)))
    counts = battlefield.controllers
    players = state.players
    views: tuple[PlayerView, ...]  # (compiled, a pair's type would refuse more players)
    if len(players) == 2:  # (unrolled: every observation asks)
        views = (_player(state, seen, 0, common, zones, battlefield.version if bans else counts[0]),
                 _player(state, seen, 1, common, zones, battlefield.version if bans else counts[1]))
    else:
        views = tuple([_player(state, seen, p.index, common, zones, battlefield.version if bans else counts[p.index])
                       for p in players])
    last = seen.player_views
    if views == last:
        return last  # (the very same answer: a reader finds it unchanged by identity)
    seen.player_views = views
    return views


def views(state: GameState, viewer: int, pending: Pending) -> tuple[tuple, tuple[PlayerView, ...]]:
    """(visible_zones(state, viewer, pending), player_views(state)): the very same answer as at this viewer's
    last call, in one test, when nothing either reads changed since (issue 14: the learning environments
    observe after every action, and about half the actions move no card and write no record: a pass, a
    decision's step). What they read: the records (none written: the journal), the characteristics (the
    journal's count of clearings), the zones (by identity), the players' records, the turn, combat,
    continuous effects, the spell being announced, mulligans, player counters, the definitions present (gating
    rare rules: 401.5 library tops, 602.5 activation bans) and, for the viewer's own decision, its options and
    question (a search: looking_at)."""
    journal = state.journal
    seen = journal.reader if journal is not None else None
    stamp = None
    if seen is not None and seen.epoch == journal.epoch:  # type: ignore[union-attr]
        last = seen.stamps.get(viewer)
        if journal.written:  # type: ignore[union-attr]
            _seen(state)  # (the same reader: the epoch is the same)
        stamp = _stamp(state, journal, seen, viewer, pending)  # type: ignore[arg-type]
        if last is not None and last[0][2] == stamp[2]:
            if last[0][0] == stamp[0] and last[0][1] is stamp[1]:  # (no record written, the same players)
                if CHECK_VIEWS:
                    fresh = (visible_zones(state, viewer, pending), player_views(state))
                    if fresh != last[1:3]:
                        raise AssertionError(f"views kept by their stamp differ from fresh ones: {last[1:3]} -> {fresh}")
                return last[1], last[2]
            if last[3]:
                return _battlefield_since(state, seen, viewer, pending, stamp, last)  # type: ignore[arg-type]
    seen = _seen(state)  # (taken once for both halves; with nothing written, `stamp` stays right: the
    zones = _visible_zones(state, seen, viewer, pending)  # count of takings it holds did not move)
    players = _player_views(state, seen, True)
    if stamp is None:
        stamp = _stamp(state, state.journal, seen, viewer, pending)  # type: ignore[arg-type]
    kinds = present_kinds(state)
    seen.stamps[viewer] = (stamp, zones, players, not zones[5] and kinds is not None and "PlayFromLibraryTop" not in kinds)
    return zones, players


def _battlefield_since(state: GameState, seen: _Seen, viewer: int, pending: Pending, stamp: tuple, last: tuple
                       ) -> tuple[tuple, tuple[PlayerView, ...]]:
    """`views` when only battlefield records and the players' records changed since the viewer's last call
    (the stamp's other parts are equal: no record off the battlefield written, the same zones,
    characteristics, turn, combat, decision... and no library top to look at, 401.5, whose permission a
    battlefield record could give): a land tapped for mana, a quarter of the actions. The zones off the
    battlefield, the stack and the looks are the last answer's; the battlefield's views and the players' are
    brought up to date."""
    zones = last[1]
    battlefield = _face_down_looked_at(state, viewer, _zone(state, seen, BATTLEFIELD))
    if battlefield is not zones[1]:
        zones = (zones[0], battlefield, *zones[2:])
        kept = seen.visible.get(viewer)
        if kept is not None and kept[1] is last[1]:  # (what _visible_zones compares its next parts with)
            seen.visible[viewer] = ((kept[0][0], battlefield, *kept[0][2:]), zones)
    players = _player_views(state, seen, True)
    if CHECK_VIEWS:
        clone = state.clone()
        fresh = (visible_zones(clone, viewer, pending), player_views(clone))
        if fresh != (zones, players):
            raise AssertionError(f"views of the battlefield and players differ from fresh ones: {(zones, players)} -> {fresh}")
    seen.stamps[viewer] = (stamp, zones, players, True)
    return zones, players


def _stamp(state: GameState, journal: Journal, seen: _Seen, viewer: int, pending: Pending) -> tuple:
    """What `views` reads of the state (compared with ==: the parts that did not change are the very same
    objects, found equal by identity): the count of the journal's takings, the players' records, and the
    rest (the characteristics generation, the zones, the turn, combat... the viewer's decision and the count
    of records written off the battlefield)."""
    combat = state.combat
    return (seen.taken, state.players, (_chars_read(journal, seen, viewer), tuple(state.zones.values()),
                                        _STAMPED(state), _combat_key(combat) if combat is not None else _NO_COMBAT,
                                        pending.player == viewer and (pending.options, state.question),
                                        seen.off_writes))


def _chars_read(journal: Journal, seen: _Seen, viewer: int) -> int:
    """The characteristics generation, if the views read more than the records (a kept zone whose views read
    the characteristics, 604.3, 613; or library cards shown at the viewer's last look, made from them each
    time), else -1: most games' zones are record-only, and the generation moves at every step (a cache
    cleared), which would otherwise make every step a new look."""
    if any(map(_SENSITIVE, seen.zones.values())):
        return journal.chars
    last = seen.stamps.get(viewer)
    if last is None or last[1][5] or last[1][6]:
        return journal.chars
    return -1


def _combat_key(combat: Combat) -> tuple:
    """What the views read of combat: the attackers and blockers (506.4; a creature's `attacking` and
    `blocking`), not the step's stage or the declaration being made."""
    return (combat.attackers, combat.blockers)


_NO_COMBAT = ((), ())  # (_combat_key of no combat: no attackers, no blockers, as an empty Combat)
_SENSITIVE = operator.attrgetter("sensitive")
_TURN_BEGAN = operator.attrgetter("turn_began")

# the state's attributes a stamp holds as they are (taken in C: a stamp is made at every observation)
_STAMPED = operator.attrgetter("turn", "active", "effects", "announcing", "mulligans", "player_counters",
                               "present", "next_id")


def visible_zones(state: GameState, viewer: int, pending: Pending) -> tuple[
        tuple[CardView, ...], tuple[CardView, ...], tuple[tuple[CardView, ...], ...], tuple[CardView, ...],
        tuple[StackView, ...], tuple[CardView, ...], tuple[CardView, ...]]:
    """The zones' views an Observation holds, as `build` puts them in it: (hand, battlefield, graveyards,
    exile, stack, library_tops, looking_at); `pending` as the viewer may see it (observe). For a reader
    that needs only these (the learning environments' encoder): one function, so both see the same."""
    return _visible_zones(state, _seen(state), viewer, pending)


def _visible_zones(state: GameState, seen: _Seen, viewer: int, pending: Pending) -> tuple:
    """visible_zones, `seen` up to date with the journal (_seen)."""
    keys = seen.graveyards
    if len(keys) != len(state.players):
        keys = seen.graveyards = tuple(zone_key(GRAVEYARD, p) for p in range(len(state.players)))
        seen.off = {}
    # The zones off the battlefield (the viewer's hand, the graveyards, exile): the views of the viewer's last
    # look while their ids are the very same tuples, no record in them was written and, if a view read more
    # than its record, the characteristics are the same (as each zone's own first test in _zone; one test
    # for all, in C: most actions move no card there)
    zones = state.zones
    hit = seen.off.get(viewer)
    if (hit is not None and hit[2] == seen.off_writes and (hit[3] is None or hit[3] == state.journal.chars)  # type: ignore[union-attr]
            and all(map(operator.is_, map(zones.__getitem__, hit[0]), hit[1]))):
        off = hit[4]
        if CHECK_VIEWS and off != (fresh := tuple([_zone(state, seen, key) for key in hit[0]])):
            raise AssertionError(f"the kept views off the battlefield differ from fresh ones: {off} -> {fresh}")
    else:
        off_keys = (_HANDS[viewer], *keys, EXILE)
        off = tuple([_zone(state, seen, key) for key in off_keys])
        kept = seen.zones
        sensitive = any(kept[key].sensitive for key in off_keys)
        seen.off[viewer] = (off_keys, tuple(map(zones.__getitem__, off_keys)), seen.off_writes,
                            state.journal.chars if sensitive else None, off)  # type: ignore[union-attr]
    parts = (off[0], _face_down_looked_at(state, viewer, _zone(state, seen, BATTLEFIELD)), *off[1:],
             _stack(state, seen), _library_tops(state, viewer), _looking_at(state, viewer, pending))
    last = seen.visible.get(viewer)
    if last is not None and parts == last[0]:  # (tuples: each part tested by identity first, in C)
        return last[1]  # (the very same answer: a reader finds it unchanged by identity)
    n = len(keys)
    out = (parts[0], parts[1], parts[2:2 + n], *parts[2 + n:])
    seen.visible[viewer] = (parts, out)
    return out  # type: ignore[return-value]


# --- what changed since the last observation (issue 14) ----------------------------------------------------
# The state's change journal (state/journal.py) names the object records written since it was last read, and
# counts the clearings of the characteristics cache; zones, players, combat and the turn are replaced when
# they change, so they are compared by identity. A zone whose ids, records (none written) and, where its views
# read them, characteristics and status are the same keeps its views; one whose ids are the same gets new
# views for the written records only; any other is looked at card by card (_zone_kept).


class _Kept:
    """A zone's views as last made, and what they were made of."""

    __slots__ = ("ids", "views", "written", "chars", "sensitive", "turn", "combat", "effects", "players",
                 "began", "announcing", "version", "controllers")

    def __init__(self, ids: tuple[int, ...], views: tuple, chars: int, sensitive: bool, state: GameState) -> None:
        self.ids, self.views, self.chars, self.sensitive = ids, views, chars, sensitive
        self.written: set[int] = set()  # the ids among them whose records were written since
        self.turn, self.combat, self.effects, self.players = state.turn, state.combat, state.effects, state.players
        self.began = tuple(map(_TURN_BEGAN, state.players))
        self.announcing = state.announcing
        self.version = 0  # counts the changes of its views (a player's view reads the battlefield's)
        self.controllers = [0] * 8  # by controller: counts the changes of the views of their permanents


class _Seen:
    """What an observer of one state made from it last time (kept on the state's journal, `reader`)."""

    __slots__ = ("epoch", "zones", "players", "graveyards", "visible", "player_views", "taken", "stamps",
                 "off_writes", "off", "followers")

    def __init__(self, epoch: int) -> None:
        self.epoch = epoch
        # the sets of other readers that are told every written id too (the encoder's record look, one per seat:
        # each takes the ids written since its own last look)
        self.followers: list[set[int]] = []
        self.taken = 0  # counts the journal's written ids taken (a stamp of `views` reads it)
        self.off_writes = 0  # counts the written ids taken whose records are off the battlefield
        # by viewer: the zones off the battlefield it sees (its hand, the graveyards, exile) at its last look:
        # (their keys, their ids, off_writes then, the characteristics generation then if a view read more than its
        # record, else None, their views): still right while all three are the same (_visible_zones)
        self.off: dict[int, tuple[tuple[str, ...], tuple, int, int | None, tuple]] = {}
        # by viewer: (what `views` read, its answer, whether no library top can be looked at) at its last call
        self.stamps: dict[int, tuple[tuple, tuple, tuple[PlayerView, ...], bool]] = {}
        self.zones: dict[str, _Kept] = {}
        self.players: dict[int, tuple[tuple, PlayerView]] = {}
        self.graveyards: tuple[str, ...] = ()
        self.visible: dict[int, tuple] = {}  # by viewer: the last visible_zones answer (the same while equal)
        self.player_views: tuple[PlayerView, ...] = ()


def _seen(state: GameState) -> _Seen:
    """The observer's record of the state, told what the journal says was written since the last call (a
    journal is attached at the first observation: the engine alone journals nothing)."""
    journal = state.journal
    if journal is None:
        journal = state.journal = Journal()
    seen = journal.reader
    if seen is None or seen.epoch != journal.epoch:  # (the state was replaced: restore, restart)
        seen = journal.reader = _Seen(journal.epoch)
    if journal.written:
        seen.taken += 1
        objects, zones = state.objects, seen.zones
        written = journal.take()
        for follower in seen.followers:
            follower |= written
        for oid in written:
            record = objects.get(oid)
            if record is None:
                continue  # (it left its zone: the zone's ids changed)
            if record.zone != BATTLEFIELD:
                seen.off_writes += 1
            kept = zones.get(_ZONE_KEYS.get((record.zone, record.owner)) or zone_key(record.zone, record.owner))
            if kept is not None and oid in kept.ids:
                kept.written.add(oid)
                continue
            for kept in zones.values():  # (not where its record says: looked for everywhere)
                if oid in kept.ids:
                    kept.written.add(oid)
    return seen


_ZONE_KEYS = {(zone, p): zone_key(zone, p) for zone in (HAND, GRAVEYARD, BATTLEFIELD, EXILE, STACK, COMMAND)
              for p in range(8)}


def _zone(state: GameState, seen: _Seen, key: str) -> tuple[CardView, ...]:
    """The views of a zone's cards, kept while nothing they show changed (above)."""
    kept = seen.zones.get(key)
    if (kept is not None and not kept.written and kept.ids is state.zones[key] and not CHECK_VIEWS
            and not (kept.sensitive and kept.chars != state.journal.chars)  # type: ignore[union-attr]
            and (key != BATTLEFIELD or _same_status(state, kept))):
        return kept.views  # (the usual answer: nothing to look at again; _zone_journaled's first test)
    views = _zone_journaled(state, seen, key)
    if CHECK_VIEWS and views != (fresh := _fresh_zone(state, key)):
        raise AssertionError(f"the kept views of {key} differ from fresh ones: {views} -> {fresh}")
    return views


def _zone_journaled(state: GameState, seen: _Seen, key: str) -> tuple[CardView, ...]:
    ids = state.zones[key]
    kept = seen.zones.get(key)
    journal = state.journal
    assert journal is not None
    if kept is not None and kept.ids is ids and not (kept.sensitive and kept.chars != journal.chars):
        same = key != BATTLEFIELD or _same_status(state, kept)
        if same and not kept.written:
            return kept.views
        # The same cards, some records written: only those get new views, unless a written record now makes
        # characteristics depend on more than records (a static ability, a count: 604.3, 613). A change of
        # turn or combat (302.6, 506) with characteristics from the records alone: the status of each card
        # is looked at again (not its characteristics).
        written, kept.written = kept.written, set()
        if same or (not kept.sensitive and kept.effects is state.effects):
            views = _patched(state, kept, key, written, same)
            if views is not None:
                return views
    views = _zone_kept(state, key)
    objects = state.objects
    if key != BATTLEFIELD:  # (_zone_kept just found whether every record is _record_only)
        # (611.3a: a permanent's effect on cards elsewhere, Painter's Servant: not the records alone)
        sensitive = (not _ZONES[key][5] or bool(OFF_BATTLEFIELD_EFFECTS.now(state))) if ids else False
    else:
        sensitive = not _all_record_only(map(objects.__getitem__, ids)) or layered(state)  # type: ignore[arg-type]
    new = seen.zones[key] = _Kept(ids, views, journal.chars, sensitive, state)
    new.version = kept.version + 1 if kept is not None else 0
    return views


def _patched(state: GameState, kept: _Kept, key: str, written: set[int], same: bool
             ) -> tuple[CardView, ...] | None:
    """The kept views with new ones for the written records (and, unless `same`, for the cards whose status
    changed); None when a written record makes characteristics depend on more than the records."""
    on_battlefield = key == BATTLEFIELD
    if on_battlefield and not kept.sensitive and layered(state):
        return None
    combat = state.combat if on_battlefield else None
    attacking = dict(combat.attackers) if combat else {}
    blocking: dict[int, tuple[int, ...]] = {}
    for b, a in combat.blockers if combat else ():
        blocking[b] = blocking.get(b, ()) + (a,)
    views = list(kept.views)
    objects, ids, counts = state.objects, kept.ids, kept.controllers
    for oid in written:
        # (the view first: a record rewritten in its status only carries its record_only answer over)
        view = _card(state, oid, attacking, blocking)
        if not kept.sensitive and not _record_only(objects[oid]):  # type: ignore[arg-type]
            return None
        i = ids.index(oid)
        old, views[i] = views[i], view
        counts[old.controller] += 1
        counts[views[i].controller] += 1
    if not same:
        # a change of combat alone changes the status of the creatures in the old or new combat (506); a
        # change of turn, any card's summoning sickness (302.6)
        turned = kept.turn != state.turn or kept.began != tuple(map(_TURN_BEGAN, state.players))
        looked = range(len(ids)) if turned else [ids.index(o) for o in _in_combat(kept.combat, combat) if o in ids]
        for i in looked:
            oid = ids[i]
            view = views[i]
            if (view.sick != summoning_sick(state, objects[oid]) or view.attacking != attacking.get(oid, 0)  # type: ignore[arg-type]
                    or view.blocking != blocking.get(oid, ())):
                views[i] = _card(state, oid, attacking, blocking)
                counts[view.controller] += 1
        kept.turn, kept.combat, kept.players = state.turn, state.combat, state.players
        kept.began = tuple(map(_TURN_BEGAN, state.players))
    kept.views = tuple(views)
    kept.version += 1
    return kept.views


def _in_combat(*combats: Combat | None) -> set[int]:
    """The attackers and blockers of these combats (506.3-4)."""
    out: set[int] = set()
    for combat in combats:
        if combat is not None:
            out.update(a for a, _what in combat.attackers)
            out.update(b for b, _what in combat.blockers)
    return out


def _record_only(record: Obj) -> bool:
    """characteristics.record_only, found once per record (records are immutable: kept by identity)."""
    hit = _RECORD_ONLY.get(id(record))
    if hit is None or hit[0] is not record:
        if len(_RECORD_ONLY) >= 8192:
            _RECORD_ONLY.clear()
        hit = _RECORD_ONLY[id(record)] = (record, record_only(record))
    return hit[1]


_RECORD_ONLY: dict[int, tuple[Obj, bool]] = {}
_FIRST, _SECOND = operator.itemgetter(0), operator.itemgetter(1)
_NO_HIT = (None, False)


def _all_record_only(records: Iterable[Obj]) -> bool:
    """all(map(_record_only, records)), each record looked up in C when all were seen before (the usual
    case: a zone's records are mostly those of the last look)."""
    records = tuple(records)
    hits = list(map(_RECORD_ONLY.get, map(id, records), repeat(_NO_HIT)))
    found = list(map(operator.is_, map(_FIRST, hits), records))
    if not all(map(_SECOND, compress(hits, found))):
        return False
    return all(map(_record_only, compress(records, map(operator.not_, found))))  # (the records not seen before)


def _same_status(state: GameState, kept: _Kept) -> bool:
    """Whether what the battlefield's views read besides their records and characteristics is the same: the
    turn, combat and the players' turns (302.6) and the continuous effects (611)."""
    if kept.turn != state.turn or kept.effects is not state.effects:
        return False
    if kept.combat is not state.combat:  # (a new combat value: the same one for the views while it has the
        # same attackers and blockers, 506.4: a new step or declaration being made changes none)
        old, now = kept.combat, state.combat
        if (_combat_key(old) if old is not None else _NO_COMBAT) != (_combat_key(now) if now is not None else _NO_COMBAT):
            return False
        kept.combat = now
    if kept.players is not state.players:
        if kept.began != tuple(map(_TURN_BEGAN, state.players)):
            return False
        kept.players = state.players
    return True


def _stack(state: GameState, seen: _Seen) -> tuple[StackView, ...]:
    """The stack's views (405.1), kept while its ids, records and the object being announced are the same."""
    ids = state.zones[STACK]
    kept = seen.zones.get(STACK)
    if kept is not None and kept.ids is ids and not kept.written and kept.announcing == state.announcing:
        views = kept.views
    else:
        views = tuple([_stack_item(state, oid) for oid in ids])
        seen.zones[STACK] = _Kept(ids, views, 0, False, state)
    if CHECK_VIEWS and views != (fresh := tuple([_stack_item(state, oid) for oid in ids])):
        raise AssertionError(f"the kept views of the stack differ from fresh ones: {views} -> {fresh}")
    return views


def _library_tops(state: GameState, viewer: int) -> tuple[CardView, ...]:
    """The top cards of libraries the viewer may look at (401.5): only with an ability that lets them, so
    nothing is looked up when no card in the game has one (issue 14: every observation asks)."""
    kinds = present_kinds(state)
    if kinds is not None and "PlayFromLibraryTop" not in kinds:
        return ()
    return tuple([_card(state, top) for p in range(len(state.players)) if (top := library_top(state, p))
                  and sees_library_top(state, viewer, p)])


def _looked_at(state: GameState, viewer: int, view: CardView) -> CardView:
    """708.5: a player may look at the face-down permanents they control: their view names the card."""
    if not view.face_down or view.controller != viewer:
        return view
    return msgspec.structs.replace(view, face_down_card=state.objects[view.id].card)


def _face_down_looked_at(state: GameState, viewer: int, views: tuple[CardView, ...]) -> tuple[CardView, ...]:
    """The battlefield as the viewer sees it: their own face-down permanents named (708.5)."""
    if views is _PLAIN[0]:  # (the zone's views are reused while unchanged: looked through once)
        return views
    if not any(map(_FACE_DOWN, views)):
        _PLAIN[0] = views
        return views
    return tuple([_looked_at(state, viewer, v) for v in views])


_FACE_DOWN = operator.attrgetter("face_down")
_PLAIN: list[tuple[CardView, ...]] = [()]  # the last battlefield views found to have no face-down card


def _looking_at(state: GameState, viewer: int, pending: Pending) -> tuple[CardView, ...]:
    """The cards of the viewer's own library that their pending decision offers or lets them look at (a
    search, the top cards, 701.23a, 401.4): the viewer sees them while choosing, so their view names them. Also
    the cards it offers that exist only in the resolving procedure's unfinished run (procedure.preview: a card
    returned to the viewer's hand and then chosen in the same resolution, Recoil; 400.7, a new object), as that
    run shows them, when they are in the viewer's hand or a public zone there (400.2)."""
    if pending.player != viewer:
        return ()
    out = []
    question = state.question
    looked = question.seen if question is not None and question.player == viewer else ()
    if not looked and not pending.options:
        return ()  # (most decisions: priority, offering nothing)
    run: GameState | None = None
    previewed = False
    for oid in dict.fromkeys((*looked, *pending.options)):
        if not isinstance(oid, int) or oid <= 0:
            continue
        obj = state.objects.get(oid)
        if isinstance(obj, Obj) and obj.zone == LIBRARY and obj.owner == viewer:
            out.append(_card(state, oid))
        elif obj is None and pending.kind == "choose" and not pending.labels:  # (a card to choose the unfinished
            # run made)
            if not previewed:
                run, previewed = preview(state), True
            made = run.objects.get(oid) if run is not None else None
            if isinstance(made, Obj) and (made.zone in PUBLIC_ZONES or (made.zone == HAND and made.owner == viewer)):
                sick = made.zone == BATTLEFIELD and summoning_sick(run, made)  # type: ignore[arg-type]
                out.append(_make_card(made, chars(run, oid), (sick, 0, ())))  # type: ignore[arg-type]
    return tuple(out)


# The views of a zone's cards, reused while nothing they show changed (issue 13): the same records with the
# same computed characteristics (by identity: records are immutable and replaced when they change; computed
# characteristics are kept until something clears them) and, on the battlefield, the same combat and turns
# (302.6: summoning sickness). Checked in a few C-level steps; otherwise only the cards whose record or
# characteristics changed are looked at again, the others keep their views (issue 14).
# Off the battlefield the views depend on the records alone (characteristics.record_only), so a zone of the
# very same records keeps its views without a characteristics lookup per card: each observation asks for
# every zone, and most zones didn't change since the last one (issue 14).
_ZONES: dict[str, tuple[tuple, tuple, object, tuple[CardView, ...], tuple[int, ...], bool]] = {}


def _fresh_zone(state: GameState, key: str) -> tuple[CardView, ...]:
    """A zone's views made anew from the records, characteristics and combat (the invariant check's answer)."""
    combat = state.combat
    attacking = dict(combat.attackers) if combat else {}
    blocking: dict[int, tuple[int, ...]] = {}
    for b, a in combat.blockers if combat else ():
        blocking[b] = blocking.get(b, ()) + (a,)
    out = []
    for oid in state.zones[key]:
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        on_battlefield = obj.zone == BATTLEFIELD
        status = (on_battlefield and summoning_sick(state, obj), attacking.get(oid, 0) if on_battlefield else 0,
                  blocking.get(oid, ()) if on_battlefield else ())
        out.append(_make_card(obj, chars(state, oid), status))
    return tuple(out)


def _zone_kept(state: GameState, key: str) -> tuple[CardView, ...]:
    ids = state.zones[key]
    if not ids:
        return ()
    records = tuple(map(state.objects.__getitem__, ids))
    # 611.3a: a permanent's effect on cards elsewhere (Painter's Servant) makes views more than their records'
    by_records = not OFF_BATTLEFIELD_EFFECTS.now(state)
    if key != BATTLEFIELD and by_records:
        hit = _ZONES.get(key)
        if (hit is not None and hit[5] and len(hit[0]) == len(records) and all(map(operator.is_, records, hit[0]))
                and not CHECK_VIEWS):
            return hit[3]
    known = tuple(map(state.chars.get, ids))
    extra: object = None
    if key == BATTLEFIELD:
        combat = state.combat
        extra = (state.turn, tuple(map(_TURN_BEGAN, state.players)),
                 (combat.attackers, combat.blockers) if combat else None)
    hit = _ZONES.get(key)
    if hit is not None and None not in known and hit[0] == records and hit[1] == known and hit[2] == extra:
        return hit[3]
    if key != BATTLEFIELD and hit is not None and hit[5] and by_records:
        # Off the battlefield, every old record's view from the record alone (a card drawn, cast, put into a
        # graveyard): a card with the very same record keeps its view, found by id in C; the others (new or
        # written records) get new views.
        old_ids = hit[4]
        record_by_id = dict(zip(old_ids, hit[0], strict=True))  # (not old_records, a tuple below: compiled, a
        views_list = list(map(dict(zip(old_ids, hit[3], strict=True)).get, ids))  # variable keeps one type)
        fresh = list(compress(range(len(ids)), map(operator.is_not, map(record_by_id.get, ids), records)))
        for i in fresh:
            views_list[i] = _card(state, ids[i])
        views = tuple(views_list)
        _ZONES[key] = (records, tuple(map(state.chars.get, ids)), extra, views, ids,
                       _all_record_only(map(records.__getitem__, fresh)))  # (by_records: the same records)
        return views
    attacking: dict[int, int] | None = None
    blocking: dict[int, tuple[int, ...]] | None = None
    if key == BATTLEFIELD:
        combat = state.combat
        attacking = dict(combat.attackers) if combat else {}
        blocking = {}
        for b, a in combat.blockers if combat else ():
            blocking[b] = blocking.get(b, ()) + (a,)
    # the views of unchanged cards (same record and characteristics, same turns and combat) are still right
    views_list = []
    same = hit is not None and hit[2] == extra
    old_records, old_known, _extra, old_views, old_ids, _by_record = hit if hit is not None else ((), (), None, (), (), False)
    if same and old_ids != ids and None not in known:
        # (cards came or went, turns and combat the same: a card whose record and characteristics are the very
        # same keeps its view, found by id in C; the others get new views)
        keep = map(operator.and_, map(operator.is_, map(dict(zip(old_ids, old_records, strict=True)).get, ids), records),
                   map(operator.is_, map(dict(zip(old_ids, old_known, strict=True)).get, ids), known))
        views_list = list(map(dict(zip(old_ids, old_views, strict=True)).get, ids))
        for i in compress(range(len(ids)), map(operator.not_, list(keep))):
            views_list[i] = _card(state, ids[i], attacking, blocking)
        views = tuple(views_list)
        _ZONES[key] = (records, tuple(map(state.chars.get, ids)), extra, views, ids,
                       key != BATTLEFIELD and by_records and _all_record_only(records))
        return views
    at = None if old_ids == ids else {oid: j for j, oid in enumerate(old_ids)}  # cards came, went
    if same and at is None and None not in known and all(map(operator.is_, known, old_known)):
        # (the usual change: the same cards with the same characteristics, a few records replaced, a land
        # tapped) only the cards whose record changed get a new view
        views_list = list(old_views)
        for i in [i for i, (r, o) in enumerate(zip(records, old_records, strict=True)) if r is not o]:
            views_list[i] = _card(state, ids[i], attacking, blocking)
        views = tuple(views_list)
        _ZONES[key] = (records, known, extra, views, ids, key != BATTLEFIELD and by_records and _all_record_only(records))
        return views
    # A card whose record and characteristics are the very same keeps its view; after a change of turn or
    # combat (`same` false) only if its status (302.6 summoning sickness, attacking, blocking) is too.
    for i, (oid, record, c) in enumerate(zip(ids, records, known, strict=True)):
        j = i if at is None else at.get(oid, -1)
        if j >= 0 and old_records[j] is record and key != BATTLEFIELD and by_records and _record_only(record):
            views_list.append(old_views[j])  # off the battlefield: its view comes from the record alone
            continue
        if j >= 0 and old_records[j] is record and ((now := c if c is not None else chars(state, oid)) is old_known[j]
                                                    or now == old_known[j]):  # (equal: the same view, as _card)
            old = old_views[j]
            if same or (old.attacking == attacking.get(oid, 0) and old.blocking == blocking.get(oid, ())  # type: ignore[union-attr]
                        and old.sick == summoning_sick(state, record)):
                views_list.append(old)
                continue
        views_list.append(_card(state, oid, attacking, blocking))
    views = tuple(views_list)
    by_record = key != BATTLEFIELD and by_records and _all_record_only(records)
    if (CHECK_VIEWS and hit is not None and hit[5] and by_record and len(hit[0]) == len(records)
            and all(map(operator.is_, records, hit[0]))):
        if views != hit[3]:  # the reuse above would have been wrong
            raise AssertionError(f"the views of {key} changed with the same records: {hit[3]} -> {views}")
    _ZONES[key] = (records, tuple(map(state.chars.get, ids)), extra, views, ids, by_record)
    return views


# The tests' invariant check (env LITHOFORM_CHECK_LEGAL=1, as for the reused legal actions): every reused view
# is compared with one made anew.
CHECK_VIEWS = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")


def _player(state: GameState, seen: _Seen, p: int, common: tuple, zones: dict[str, tuple[int, ...]],
            changes: int) -> PlayerView:
    """A player's view, kept while all it reads is the same (issue 14: an observation after every action):
    the player's own record (life, pool, land plays, 302.6 turn start: nothing of the view reads the other
    players' records), the turn, the continuous effects, the mulligans, player counters, the sizes of their
    hand and library, the views of the permanents they control (records and characteristics: mana abilities
    that could be activated, 605.3a; additional land plays, 305.2) and the command zone's records (a dungeon,
    309). (The engine's own cache of mana abilities is keyed the same way: not by step.)"""
    inputs = (state.players[p], len(zones[_HANDS[p]]), len(zones[_LIBRARIES[p]]), changes, common)
    kept = seen.players.get(p)
    if kept is not None and kept[0] == inputs:
        if CHECK_VIEWS and kept[1] != (fresh := _player_view(state, p)):
            raise AssertionError(f"P{p + 1}'s view changed with the same inputs: {kept[1]} -> {fresh}")
        return kept[1]
    view = _player_view(state, p)
    seen.players[p] = (inputs, view)
    return view


def _player_view(state: GameState, p: int) -> PlayerView:
    player = state.players[p]
    sources = _available_sources(mana_ability_sources(state, p))
    taken = state.mulligans.taken[p] if state.mulligans is not None else 0
    pool = player.pool
    view = PlayerView(
        index=p, name=player.name, life=player.life, poison=player.poison,
        pool=tuple(map(_MANA_TYPE, pool)) if pool else (), library_size=len(state.zones[_LIBRARIES[p]]),
        hand_size=len(state.zones[_HANDS[p]]), lands_played=player.lands_played,
        land_plays=land_plays(state, p), mana_available=len(pool) + sources, mulligans=taken,
        lost=player.lost, energy=state.player_counter(p, "energy") if state.player_counters else 0,
    )
    # 309: a dungeon is in the command zone, or one was completed (nothing to look up otherwise)
    if state.zones[COMMAND] or player.completed_dungeons:
        view = msgspec.structs.replace(view, **_dungeon_view(state, p))
    return view


def _available_sources(sources: list) -> int:
    """How many of the mana sources count as available mana: not those whose ability sacrifices a permanent
    (counted in C, once per sources list: mana_ability_sources answers with the very same list while the
    player's sources are unchanged)."""
    hit = _SOURCE_COUNTS.get(id(sources))
    if hit is not None and hit[0] is sources:
        return hit[1]
    n = list(map(operator.not_, map(_SACRIFICE, map(_ABILITY, sources)))).count(True)
    if len(_SOURCE_COUNTS) >= 1024:
        _SOURCE_COUNTS.clear()
    _SOURCE_COUNTS[id(sources)] = (sources, n)
    return n


_SOURCE_COUNTS: dict[int, tuple[list, int]] = {}  # by the sources list's identity (the list is kept alive here)
_ABILITY, _SACRIFICE = operator.itemgetter(2), operator.attrgetter("cost.sacrifice")
_MANA_TYPE = operator.attrgetter("type")
_HANDS = tuple(zone_key(HAND, p) for p in range(8))  # the zones' keys, made once (a hot path)
_LIBRARIES = tuple(zone_key(LIBRARY, p) for p in range(8))


def _dungeon_view(state: GameState, p: int) -> dict[str, object]:
    """309.2b, 309.4, 309.7: what the player's dungeons show (nothing to look up without a dungeon)."""
    completed = state.players[p].completed_dungeons
    dungeon = dungeon_of(state, p) if state.zones[COMMAND] else None
    if dungeon is None:
        return {"completed_dungeons": completed} if completed else {}
    return {"dungeon": dungeon.card, "room": DUNGEONS[dungeon.card][dungeon.room].name,
            "completed_dungeons": completed}


# Views of unchanged objects are reused: records and computed characteristics are immutable, so the same
# (record, characteristics, combat status) always gives the same view. Bounded, shared by all games.
_VIEWS: dict[int, tuple[Obj, object, tuple, CardView]] = {}
_VIEWS_MAX = 20_000


def _card(state: GameState, oid: int, attacking: dict[int, int] | None = None,
          blocking: dict[int, tuple[int, ...]] | None = None) -> CardView:
    obj = state.objects[oid]
    assert isinstance(obj, Obj)
    c = chars(state, oid)
    on_battlefield = obj.zone == BATTLEFIELD
    status = (on_battlefield and summoning_sick(state, obj), (attacking or {}).get(oid, 0),
              (blocking or {}).get(oid, ()))
    hit = _VIEWS.get(oid)
    # (characteristics found anew after the cache was cleared, 613, are most often equal to the last ones: a
    # zone change or a continuous effect elsewhere; equal values make the same view, compared in C)
    if hit is not None and (hit[1] is c or hit[1] == c) and hit[2] == status:
        if hit[0] is obj:
            if hit[1] is not c:
                _VIEWS[oid] = (obj, c, status, hit[3])
            return hit[3]
        if _replace(hit[0], tapped=obj.tapped, damage=obj.damage, counters=obj.counters,
                    attached_to=obj.attached_to, timestamp=obj.timestamp, once_used=obj.once_used) == obj:
            # (the usual write: a land tapped for mana, damage marked; the other values of the record, all a
            # view reads of it but those four through its face and characteristics, are equal: the same view
            # but those, without looking the face up again; one comparison in C)
            view = _replace(hit[3], tapped=obj.tapped, damage=obj.damage, counters=obj.counters,
                            attached_to=obj.attached_to)
            known = _RECORD_ONLY.get(id(hit[0]))
            if known is not None and known[0] is hit[0] and len(_RECORD_ONLY) < 8192:
                _RECORD_ONLY[id(obj)] = (obj, known[1])  # (the same face: record_only reads nothing else)
            if CHECK_VIEWS and view != (fresh := _make_card(obj, c, status)):
                raise AssertionError(f"the view of {obj} made from the last one differs: {view} -> {fresh}")
            _VIEWS[oid] = (obj, c, status, view)
            return view
    view = _make_card(obj, c, status)
    if len(_VIEWS) >= _VIEWS_MAX:
        _VIEWS.clear()
    _VIEWS[oid] = (obj, c, status, view)
    return view


def _make_card(obj: Obj, c: Chars, status: tuple) -> CardView:
    face: CardFace = face_of(obj)
    shown = _SHOWN.get(id(c))
    if shown is None or shown[0] is not c:
        if len(_SHOWN) >= _VIEWS_MAX:
            _SHOWN.clear()
        shown = _SHOWN[id(c)] = (c, tuple(sorted(c.types)), tuple(sorted(c.subtypes)), tuple(sorted(c.supertypes)),
                                 tuple(sorted(c.colors)), tuple(sorted(c.keywords)))
    _c, types, subtypes, supertypes, colors, keywords = shown
    return CardView(
        id=obj.id, name=c.name, owner=obj.owner, controller=obj.controller, zone=obj.zone,
        types=types, subtypes=subtypes, supertypes=supertypes,
        mana_cost=face.mana_cost or "", mana_value=c.mana_value, colors=colors,
        power=c.power, toughness=c.toughness, keywords=keywords, text=face.text,
        activated=c.activated, spell=face.spell, tapped=obj.tapped, damage=obj.damage, counters=obj.counters,
        token=obj.token, sick=status[0], attacking=status[1], blocking=status[2], attached_to=obj.attached_to,
        face_down=obj.face_down,
    )


_replace = msgspec.structs.replace

# A characteristics value's sorted parts, by identity (computed characteristics are immutable and shared by
# the records they were found for): most new views are of objects whose characteristics were seen before.
_SHOWN: dict[int, tuple[Chars, tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...],
                        tuple[str, ...]]] = {}


def _stack_item(state: GameState, oid: int) -> StackView:
    obj = state.objects[oid]
    spec = spec_of(state, oid)
    announcing = state.announcing == oid
    if isinstance(obj, StackAbility):
        return StackView(oid, obj.source_name, obj.controller, obj.kind, obj.source, obj.choices.targets,
                         obj.choices.x, obj.choices.modes, False, obj.ability.text, spec.effect, announcing)
    assert isinstance(obj, Obj)
    ch = obj.choices
    return StackView(oid, chars(state, oid).name, obj.controller, "spell", oid, ch.targets if ch else (),
                     ch.x if ch else None, ch.modes if ch else None, bool(ch and "kicker" in ch.additional),
                     face_of(obj).text, spec.effect, announcing)


# --- the log, as the viewer may read it ---------------------------------------------------------------------


def visible_log(state: GameState, viewer: int, last: int | None = None) -> list[str]:
    """The rendered log with what `viewer` may not see removed: cards moving between hidden zones of
    another player (400.2), and the order and ids of library cards."""
    events: list[Event] = []
    node = state.log
    while node is not None and (last is None or len(events) < last):
        e = _hide_face_down(state, _redact(node[0], viewer), viewer)
        if e is not None:
            events.append(e)
        node = node[1]
    events.reverse()
    return [_render(e) for e in events]


def visible_line(event: Event, viewer: int) -> str | None:
    """One event of the log as `viewer` may read it (as `visible_log` shows it), or None if it is hidden
    from them: for a reader that keeps the lines it already rendered and renders only new events."""
    e = _redact(event, viewer)
    return None if e is None else _render(e)


def _render(event: Event) -> str:
    if event.kind == "draw_hidden":
        return f"P{event.args['player'] + 1} draws a card [{', '.join(event.rules)}]"
    return render(event)


def _hide_face_down(state: GameState, event: Event | None, viewer: int) -> Event | None:
    """708.5: a face-down spell or permanent another player controls is named to no one else, in any event
    about it (its resolving, its attacking...), while it is face down (708.9: revealed as it leaves)."""
    if event is None or "card" not in event.args or event.kind == "zone_change":
        return event
    oid = event.args.get("obj")
    if not isinstance(oid, int):
        return event
    obj = state.objects.get(oid) or state.lki.get(oid)
    if isinstance(obj, Obj) and obj.face_down and obj.controller != viewer:
        return Event(event.kind, event.rules, {**event.args, "card": "a face-down card"})
    return event


def _redact(event: Event, viewer: int) -> Event | None:
    args = event.args
    if event.kind == "draw" and args.get("player") != viewer:
        return Event("draw_hidden", event.rules, {"player": args.get("player")})
    if event.kind == "put_from_outside" and args.get("player") != viewer:
        # 400.11b without a reveal: the card comes into a hidden zone (400.2), unnamed to the others
        return Event("put_from_outside_hidden", event.rules, {"player": args.get("player")})
    if event.kind == "look_hand" and args.get("player") != viewer:
        # a look at a hand is private to the player who looks (the hand is hidden, 400.2)
        return Event("look_hand_hidden", event.rules, {"player": args.get("player"), "owner": args.get("owner")})
    if event.kind == "renumber":
        return None  # a shuffled library's fresh ids are no one's to see (401.2)
    if event.kind == "zone_change":
        src, dst = args.get("src"), args.get("dst")
        event = _hide_ids(event, viewer)
        if args.get("face_down") not in (None, "revealed") and args.get("player") != viewer:
            # 708.5: only its controller may look at a face-down spell or permanent (revealed leaving: 708.9)
            event = Event(event.kind, event.rules, {**event.args, "card": "a face-down card"})
        if src in PUBLIC_ZONES or dst in PUBLIC_ZONES:
            return event
        own = args.get("player") == viewer and HAND in (src, dst)
        if own and dst == HAND:
            return None  # the draw line that follows names the card
        if own:
            return event
        return None  # hidden to hidden (a draw, a mulligan): the draw or mulligan line says enough
    return event


def _hide_ids(event: Event, viewer: int) -> Event:
    """The ids a move had in hidden zones the viewer can't look into (any library, another player's hand)
    are shown as '?': they come from the secret generator and must not let anyone follow a card."""
    args = dict(event.args)
    own = args.get("player") == viewer
    for side, zone in (("old", args.get("src")), ("new", args.get("dst"))):
        if zone == LIBRARY or (zone == HAND and not own):
            args[side] = "?"
    return Event(event.kind, event.rules, args) if args != event.args else event
