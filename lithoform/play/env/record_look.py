"""The encoder's look at the records (issue 14): the object table and the players' features brought up to date
straight from the game's records, without the views layer, while what a row shows comes from the records alone.

A row is made from a view (observation._card, _stack_item), and a view from the object's record, its
characteristics and, on the battlefield, its status (302.6 summoning sickness, 506.4 attacking and blocking).
Records are immutable and replaced when written, so a record that is the very same object as at the last look
shows the same, as long as its characteristics come from the record alone: no continuous effect to apply (613,
`layered`), no count setting a power or toughness (604.3, `record_only`), no permanent's effect on cards
elsewhere (611.3a). Then the rows to make again are found by comparing the records of each section with those
of the last look, by identity, in C: most actions write one record (a land tapped) or none (a pass).

The look declines (`update` answers None, and the encoder reads the views, observation.views) when a row could
show more than the records: characteristics that need the layers, library cards the viewer may look at (401.5,
a search), activation bans (602.5, which a player's available mana reads). With more permanents than the table
has rows, the rows show the first ones (as the views' table), the players' views also read the records of the
others, and the history counts them all. Hidden information is as the views': the viewer's own hand, never
another player's, no library card (400.2)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from itertools import compress

import numpy as np

from lithoform.play.observation import (
    _HANDS,
    _LIBRARIES,
    _NO_COMBAT,
    _TURN_BEGAN,
    CardView,
    PlayerView,
    StackView,
    _card,
    _combat_key,
    _looking_at,
    _player_view,
    _record_only,
    _seen,
    _stack_item,
)
from lithoform.rules.continuous.characteristics import layered
from lithoform.rules.hooks import ACTIVATION_BANS, OFF_BATTLEFIELD_EFFECTS
from lithoform.rules.payment import summoning_sick
from lithoform.rules.present import present_kinds
from lithoform.state.decisions import Pending
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, STACK, Combat, GameState, zone_key

_GRAVEYARDS = tuple(zone_key(GRAVEYARD, p) for p in range(8))
_IS_NOT = operator.is_not
_SICK_STATUS = operator.attrgetter("sick", "attacking", "blocking")


class RecordLook:
    """One seat's look at the records: by section of the object table, the ids its rows show and their records
    and views at the last look; the status inputs then (turn, turns begun, combat); by player, what their view
    was made of and the view. `sizes`/`starts`: the sections' rows (encoding.SECTIONS)."""

    __slots__ = ("viewer", "starts", "sizes", "section_of", "row_vector", "active", "seen", "written", "src", "ids",
                 "recs", "views", "turn", "began", "players_record", "combat", "combat_record", "changes",
                 "player_keys", "players", "players_key", "made")

    def __init__(self, viewer: int, starts: tuple[int, ...], sizes: tuple[int, ...],
                 row_vector: Callable[[CardView | StackView, int, int], np.ndarray]) -> None:
        self.viewer, self.starts, self.sizes = viewer, starts, sizes
        self.row_vector = row_vector  # encoding._row_vector: a view's row (a view shown in a section to a viewer)
        self.section_of = tuple(s for s, size in enumerate(sizes) for _ in range(size))  # a row's section
        self.reset()

    def reset(self) -> None:
        """Forgets the last look (the next `update` makes every row)."""
        seen = getattr(self, "seen", None)
        if seen is not None:  # (this look's own set, by identity: another seat's look may hold an equal one,
            # two empty sets most often, and `list.remove` would take the first equal set, leaving that seat's
            # look deaf to the journal, its rows stale: 400.2 shows what is there, not what was)
            mine = self.written
            seen.followers[:] = [f for f in seen.followers if f is not mine]  # type: ignore[attr-defined]
        self.active = False
        self.seen: object = None  # observation's reader of the state's journal at the last look
        self.written: set[int] = set()  # the ids it told this look were written since (its follower set)
        self.src: tuple | None = None  # the zones' id tuples the sections were made from
        self.ids: list[tuple[int, ...]] = [()] * len(self.sizes)  # by section, in row order
        self.recs: list[list] = [[] for _ in self.sizes]
        self.views: list[list[CardView | StackView]] = [[] for _ in self.sizes]
        self.turn, self.began, self.combat = -1, (), _NO_COMBAT
        self.players_record: object = None  # the state's players and combat at the last look (by identity)
        self.combat_record: object = None
        self.changes = [0] * 8  # by controller: counts the changes of their permanents' rows
        self.player_keys: list[tuple | None] = [None, None]
        self.players_key: tuple | None = None  # what both players' views read, at the last look
        # by section: the rows made, by id: (record, view, row vector), for a record shown in another row later
        self.made: list[dict[int, tuple]] = [{} for _ in self.sizes]
        self.players: list[PlayerView | None] = [None, None]

    def possible(self, state: GameState, pending: Pending) -> bool:
        """Whether rows made from the records alone are right now (the module's docstring)."""
        if layered(state) or len(state.players) != 2:
            return False
        kinds = present_kinds(state)
        if kinds is None or "PlayFromLibraryTop" in kinds or ACTIVATION_BANS.active(kinds):
            return False
        if OFF_BATTLEFIELD_EFFECTS.now(state):
            return False
        return not (pending.player == self.viewer and _looking_at(state, self.viewer, pending))

    def update(self, state: GameState, table: np.ndarray, rows: dict) -> bool | None:
        """Brings `table` (the object table, a row per slot) and `rows` (id -> (row, view)) up to date with the
        records: only the rows whose record, id or status changed are made again. Returns whether an id came,
        went or changed rows (the actions naming it are placed anew), or None if a record's characteristics
        don't come from the record alone (the look declines: `table` and `rows` are then partly updated, and
        the caller makes them anew). The records written since the last look are the journal's (observation's
        reader tells this look's set every id it takes); a section whose zones are other tuples is compared
        record by record."""
        me = self.viewer
        seen = _seen(state)
        written = self.written
        full = seen is not self.seen
        if full:  # (the first look, or the state was replaced under it, 733: every record compared)
            self.seen = seen
            written = self.written = set()
            seen.followers.append(written)
        zones, objects = state.zones, state.objects
        src = (zones[_HANDS[me]], zones[BATTLEFIELD], zones[STACK], zones[_GRAVEYARDS[me]],
               zones[_GRAVEYARDS[1 - me]], zones[EXILE])
        old = self.src
        if old is None or full:
            old = ((None,),) * 6  # (no zone is that tuple)
            self.active = True
        # the status inputs of the battlefield's rows (302.6, 506.4): compared only when replaced
        turned = fought = False
        combat = state.combat
        if state.players is not self.players_record:
            self.players_record = state.players
            began = tuple(map(_TURN_BEGAN, state.players))
            if began != self.began:
                self.began, turned = began, True
        if state.turn != self.turn:
            self.turn, turned = state.turn, True
        old_combat = self.combat
        if combat is not self.combat_record:
            self.combat_record = combat
            combat_key = _combat_key(combat) if combat is not None else _NO_COMBAT
            if combat_key != old_combat:
                self.combat, fought = combat_key, True
        if src == old and not written and not turned and not fought:
            return False  # (nothing a row shows changed: a pass, a step begun)
        self.src = src
        last = self.ids
        moved = False
        attacking: dict[int, int] | None = None
        blocking: dict[int, tuple[int, ...]] | None = None
        todo: dict[int, list[int]] = {}
        compared: set[int] = set()
        # the sections whose zones are other tuples: compared position by position (ids and records)
        for s, changed in ((0, src[0] is not old[0]), (1, src[1] is not old[1]), (2, src[2] is not old[2]),
                           (4, src[3] is not old[3] or src[4] is not old[4] or src[5] is not old[5])):
            if not changed:
                continue
            now = (src[0][:self.sizes[0]] if s == 0 else src[1][:self.sizes[1]] if s == 1
                   else src[2][::-1][:self.sizes[2]] if s == 2
                   else (*src[3][::-1], *src[4][::-1], *src[5][::-1])[:self.sizes[4]])
            old_ids, old_recs = last[s], self.recs[s]
            recs = list(map(objects.__getitem__, now))
            if now == old_ids:
                positions = list(compress(range(len(now)), map(_IS_NOT, recs, old_recs)))
            else:
                n, n_before = len(now), len(old_ids)
                common = min(n, n_before)
                positions = [i for i in range(common) if now[i] != old_ids[i] or recs[i] is not old_recs[i]]
                positions += range(common, max(n, n_before))
                moved = True
            last[s], self.recs[s] = now, recs
            todo[s] = positions
            compared.add(s)
        # the records written since the last look, in sections not compared above
        if written:
            starts, section_of = self.starts, self.section_of
            for oid in written:
                hit = rows.get(oid)
                if hit is None:
                    continue
                s = section_of[hit[0]]
                if s in compared:
                    continue
                positions = todo.get(s)
                if positions is None:
                    positions = todo[s] = []
                i = hit[0] - starts[s]
                self.recs[s][i] = objects[oid]
                positions.append(i)
            written.clear()
        if turned or fought:
            ids = last[1]
            if ids:
                attacking, blocking = _combat_maps(combat)
                todo[1] = self._status_changed(state, todo.get(1, []), ids, self.recs[1], attacking, blocking,
                                               None if turned else _in_combat_ids(old_combat, self.combat))
        for s, positions in todo.items():
            if not positions:
                continue
            if s == 1 and attacking is None:
                attacking, blocking = _combat_maps(combat)
            if not self._rows(state, s, sorted(set(positions)), last[s], self.recs[s], table, rows, attacking,
                              blocking):
                return None
        return moved

    def _status_changed(self, state: GameState, positions: list[int], ids: tuple[int, ...], recs: tuple,
                        attacking: dict[int, int], blocking: dict[int, tuple[int, ...]],
                        combatants: set[int] | None) -> list[int]:
        """`positions` and the battlefield positions whose status changed (302.6, 506.4): after a new turn any
        permanent's, after a change of combat only the old and new combatants' (`combatants`)."""
        views = self.views[1]
        out = set(positions)
        for i, oid in enumerate(ids):
            if i in out or i >= len(views) or (combatants is not None and oid not in combatants):
                continue
            if _SICK_STATUS(views[i]) != (summoning_sick(state, recs[i]), attacking.get(oid, 0),
                                          blocking.get(oid, ())):
                out.add(i)
        return sorted(out)

    def _rows(self, state: GameState, s: int, positions: list[int], ids: tuple[int, ...], recs: tuple,
              table: np.ndarray, rows: dict, attacking: dict | None, blocking: dict | None) -> bool:
        """Makes section `s`'s rows at `positions` again; False if a record's characteristics need more than
        the record (604.3)."""
        row_vector, made = self.row_vector, self.made[s]
        me, start, views, changes = self.viewer, self.starts[s], self.views[s], self.changes
        n = len(ids)
        for i in positions:
            row = start + i
            if i < len(views):  # the id shown there before leaves that row (unless it came to another already)
                gone = views[i].id
                if rows.get(gone, (-1,))[0] == row:
                    del rows[gone]
                if s == 1:
                    changes[views[i].controller] += 1  # type: ignore[union-attr]
            if i >= n:
                table[row] = 0.0  # a row no longer shown
                continue
            oid, record = ids[i], recs[i]
            hit = made.get(oid)
            if hit is not None and hit[0] is record and (s != 1 or _SICK_STATUS(hit[1]) == (
                    summoning_sick(state, record), attacking.get(oid, 0), blocking.get(oid, ()))):  # type: ignore[union-attr]
                view, vec = hit[1], hit[2]  # (the same record, shown in another row: a card before it left)
            else:
                if s == 2:
                    view = _stack_item(state, oid)
                else:
                    if not _record_only(record):
                        return False
                    view = _card(state, oid, attacking, blocking) if s == 1 else _card(state, oid)
                vec = row_vector(view, me, s)
                if len(made) >= 512:
                    made.clear()
                made[oid] = (record, view, vec)
            if s == 1:
                changes[view.controller] += 1  # type: ignore[union-attr]
            table[row] = vec
            rows[oid] = (start + i, view)
            if i < len(views):
                views[i] = view
            else:
                views.append(view)
        del views[n:]
        return True

    def players_changed(self, state: GameState) -> bool:
        """Whether anything either player's view reads may have changed since the last look (`player` then
        tells which): one comparison for both, most actions change neither."""
        zones = state.zones
        key = (state.players, zones[_HANDS[0]], zones[_HANDS[1]], zones[_LIBRARIES[0]], zones[_LIBRARIES[1]],
               zones[BATTLEFIELD], self.changes[0], self.changes[1], state.turn, state.effects, state.mulligans,
               state.player_counters, _unshown(state, self.sizes[1]))
        if key == self.players_key:
            return False
        self.players_key = key
        return True

    def player(self, state: GameState, p: int) -> PlayerView | None:
        """Player `p`'s view if what it reads changed since the last look (else None): their record, the sizes of
        their hand and library, the battlefield (its ids; the rows of their permanents), the turn, the continuous
        effects, mulligans and player counters (as observation._player keys it)."""
        zones = state.zones
        key = (state.players[p], len(zones[_HANDS[p]]), len(zones[_LIBRARIES[p]]), zones[BATTLEFIELD],
               self.changes[p], state.turn, state.effects, state.mulligans, state.player_counters,
               _unshown(state, self.sizes[1]))
        if key == self.player_keys[p]:
            return None
        self.player_keys[p] = key
        view = self.players[p] = _player_view(state, p)
        return view

    def battlefield(self, state: GameState) -> tuple[CardView, ...]:
        """The views of all the permanents (the history counts them): the rows' views, then those of the
        permanents beyond the table's rows (made anew: once a turn, and only with more permanents than rows)."""
        views, ids = self.views[1], state.zones[BATTLEFIELD]
        if len(ids) <= len(views):
            return tuple(views)
        return (*views, *(_card(state, oid) for oid in ids[len(views):]))


def _unshown(state: GameState, rows: int) -> tuple:
    """The records of the permanents beyond the table's `rows` (none most often): their changes are not seen
    row by row, but a player's view reads them (mana available, 106.4)."""
    ids = state.zones[BATTLEFIELD]
    return tuple(map(state.objects.__getitem__, ids[rows:])) if len(ids) > rows else ()


def _combat_maps(combat: Combat | None) -> tuple[dict[int, int], dict[int, tuple[int, ...]]]:
    """What each creature attacks, and the attackers each blocker blocks (506.4; as observation._card reads)."""
    if combat is None:
        return {}, {}
    blocking: dict[int, tuple[int, ...]] = {}
    for b, a in combat.blockers:
        blocking[b] = blocking.get(b, ()) + (a,)
    return dict(combat.attackers), blocking


def _in_combat_ids(old: tuple, now: tuple) -> set[int]:
    """The creatures in either combat key's attackers or blockers (506.3-4)."""
    out: set[int] = set()
    for attackers, blockers in (old, now):
        out.update(a for a, _what in attackers)
        out.update(b for b, _what in blockers)
    return out


__all__ = ["RecordLook"]
