"""The fixed-size numeric encoding of what one player may see, and of the legal actions (README, "Learning
environments").

Everything here is built from `observe(game, viewer)` (play/observation.py), the hidden-information-safe view
(400.2): never from the game state's hidden zones, and never from object ids (cards in hidden zones get random
ids, so an id would leak nothing but would make the encoding depend on the generator). Objects are placed in a
table of `SLOTS` rows, by zone; actions name objects by their row.

    >>> from lithoform import Game
    >>> game = Game.from_board({"active": "P1", "step": "main1",
    ...     "P1": {"battlefield": ["Mountain"], "hand": ["Shock"]}, "P2": {"hand": ["Giant Growth"]}})
    >>> enc = Encoder(0)
    >>> vec, mask, actions = enc.encode(game)
    >>> vec.shape == (OBS_SIZE,), mask.shape == (ACTION_SIZE,), sorted(a.kind for a in actions.values())
    (True, True, ['activate', 'cast', 'pass'])
"""

from __future__ import annotations

import operator
import zlib
from collections.abc import Iterable
from itertools import compress, repeat
from typing import Any

import msgspec
import numpy as np

from lithoform.play.env.record_look import RecordLook
from lithoform.play.errors import EncodingError
from lithoform.play.observation import (
    CHECK_VIEWS,
    CardView,
    Game,
    Observation,
    PlayerView,
    StackView,
    build,
    views,
)
from lithoform.rules.turn.steps import STEPS
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending
from lithoform.state.model import GameState

# --- the object table ------------------------------------------------------------------------------------------

# (section, rows): the viewer's hand, the battlefield, the stack (top last), cards the viewer may look at in a
# library (401.5, a search), then the public graveyards and exile (most recent first).
SECTIONS: tuple[tuple[str, int], ...] = (("hand", 12), ("battlefield", 32), ("stack", 8), ("looking", 4),
                                         ("graveyard", 8))
SLOTS = sum(n for _, n in SECTIONS)
ZONES = tuple(s for s, _ in SECTIONS)
TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Instant", "Sorcery", "Planeswalker", "Battle")
COLORS = ("W", "U", "B", "R", "G")
KEYWORDS = ("Flying", "Reach", "Haste", "Vigilance", "Trample", "First strike", "Double strike", "Deathtouch",
            "Lifelink", "Menace", "Defender", "Indestructible", "Hexproof", "Flash", "Prowess", "Infect")
STACK_KINDS = ("spell", "activated", "triggered")
NAME_BUCKETS = 32  # the card's name, hashed (CRC-32) into two of these buckets: its identity

OBJ_FEATURES = (
    ["present", *(f"zone:{z}" for z in ZONES), "mine", "owned", *(f"type:{t}" for t in TYPES),
     *(f"color:{c}" for c in COLORS), "mana_value", "power", "toughness", "tapped", "damage", "counters:+1/+1",
     "counters:-1/-1", "counters:loyalty", "counters:other", "token", "sick", "attacking", "blocking",
     "attached", *(f"kw:{k}" for k in KEYWORDS), *(f"stack:{k}" for k in STACK_KINDS), "targets",
     "targets_me", "targets_opponent", "x", *(f"name:{i}" for i in range(NAME_BUCKETS))]
)
OBJ_SIZE = len(OBJ_FEATURES)
PENDING_KINDS = ("priority", "mode", "alternative", "additional", "x", "target", "divide", "sacrifice", "tap",
                 "discard", "pay", "order", "choose", "may", "attackers", "blockers", "damage", "start", "other")
PLAYER_FEATURES = ("life", "poison", "library", "hand", "lands_played", "land_plays", "mana_available",
                   *(f"pool:{c}" for c in (*COLORS, "C")), "mulligans", "lost")
HISTORY_TURNS = 3
HISTORY_FEATURES = ("life_me", "life_opponent", "hand_me", "hand_opponent", "creatures_me", "creatures_opponent",
                    "lands_me", "lands_opponent")
GLOBAL_FEATURES = ("turn", "my_turn", "first_player_me", *(f"step:{s}" for s in STEPS), "starting", "deciding",
                   *(f"pending:{k}" for k in PENDING_KINDS), "pending_min", "pending_max", "pending_options",
                   "game_over", "won")
OBS_SIZE = (len(GLOBAL_FEATURES) + 2 * len(PLAYER_FEATURES) + HISTORY_TURNS * len(HISTORY_FEATURES)
            + SLOTS * OBJ_SIZE)
_HEAD_SIZE, _PLAYER_SIZE = len(GLOBAL_FEATURES), len(PLAYER_FEATURES)
_HISTORY_AT = _HEAD_SIZE + 2 * _PLAYER_SIZE
_TABLE_AT = _HISTORY_AT + HISTORY_TURNS * len(HISTORY_FEATURES)  # where the object table begins
_SCALE = 20.0  # counts and sizes are divided by this, so most features lie in [0, ~1]

# --- the action space -------------------------------------------------------------------------------------------

# (kind, size) regions in index order. An action's base position in its region comes from the rows of the
# objects it names and its small numbers (below); a collision takes the next free index of the region.
P = SLOTS + 2  # an object row, or a player: SLOTS = the viewer, SLOTS + 1 = the opponent
REGIONS: tuple[tuple[str, int], ...] = (
    ("pass", 1), ("concede", 1), ("cancel", 1), ("done", 1), ("autopay", 1), ("yes", 1), ("no", 1),
    ("pay", 8), ("play", SLOTS), ("cast", 2 * SLOTS), ("activate", 4 * SLOTS), ("target", P),
    ("choose", 2 * P), ("attack", 2 * SLOTS), ("block", 8 * SLOTS), ("sacrifice", SLOTS), ("discard", SLOTS),
    ("tap", SLOTS), ("convoke", 2 * SLOTS), ("mode", 32), ("x", 32), ("divide", 64), ("order", 32),
    ("damage", 32), ("alternative", 8), ("additional", 8), ("overflow", 512),
)
REGION_START: dict[str, int] = {}
_at = 0
for _kind, _size in REGIONS:
    REGION_START[_kind] = _at
    _at += _size
REGION_SIZE = dict(REGIONS)
ACTION_SIZE = _at


def _name_buckets(name: str) -> tuple[int, int]:
    hit = _BUCKETS.get(name)
    if hit is None:
        h = zlib.crc32(name.encode())
        hit = _BUCKETS[name] = (h % NAME_BUCKETS, (h >> 16) % NAME_BUCKETS)
        if len(_BUCKETS) > 50_000:
            _BUCKETS.clear()
    return hit


_BUCKETS: dict[str, tuple[int, int]] = {}  # a name's buckets, found once


class Encoder:
    """Encodes one seat's observations. It keeps the last `HISTORY_TURNS` turns' public summary (life, hand
    sizes, creatures and lands), taken at the first observation of each turn: call `reset()` for a new game."""

    def __init__(self, viewer: int, concede: bool = False) -> None:
        self.viewer, self.concede = viewer, concede
        self.reset()

    def reset(self) -> None:
        self.history: list[tuple[int, np.ndarray]] = []
        self._history_turn = -1  # the turn of the latest summary in `history`
        self._history_flat: list[float] | None = None
        # The observation vector of the last call, updated in place part by part (the caller gets a copy):
        # the object table is a view of its end.
        self._buf = np.zeros(OBS_SIZE, dtype=np.float32)
        self._table = self._buf[_TABLE_AT:].reshape(SLOTS, OBJ_SIZE)  # the object table of the last observation
        self._shown: dict[int, CardView | StackView] = {}  # the view each of its rows shows (by row)
        # By section: the view tuples it was made from (observe() reuses an unchanged zone's tuple, so an
        # unchanged section is found by identity) and its rows (id -> (row, view)); and all the rows.
        self._sources: list[tuple[tuple, ...] | None] = [None] * len(SECTIONS)
        self._section_rows: list[dict[int, tuple[int, CardView | StackView]]] = [{} for _ in SECTIONS]
        self._flat: list[tuple] = [()] * len(SECTIONS)  # by section: the views of its rows, in row order
        self._rows: dict[int, tuple[int, CardView | StackView]] = {}
        # What the global part of _buf was made of: the header's values, the two player views (me, the
        # opponent) and the history (by its list), so an unchanged part is not written again.
        self._head: tuple | None = None
        self._players: list[PlayerView | None] = [None, None]
        self._features: list[tuple | None] = [None, None]  # what the players' features in _buf were made of
        self._history_written: list[float] | None = None
        # The last visible_zones and player_views answers (the very same tuples while nothing changed), and
        # each action's index with the rows it was placed by (`_rows_version` counts changes of an id's row).
        self._zones: tuple | None = None
        self._player_views: tuple | None = None
        self._rows_version = 0
        self._placed: dict[Action, int] = {}
        self._placed_version = -1
        # An action's placement reads the rows of the ids it names only: when ids move (come, go or change
        # rows), the placements of the actions naming them are forgotten, the others kept. `_row_of`: each
        # shown id's row at the last look; `_naming`: by id (any int an action names), the actions placed.
        self._row_of: dict[int, int] = {}
        self._naming: dict[int, list[Action]] = {}
        # by legal listing: its indices and mask (while the rows are the same, as _placed)
        self._indexed: dict[tuple[Action, ...], tuple[dict[int, Action], np.ndarray]] = {}
        # the look at the records that makes the object table and the players' features while what a row
        # shows comes from the records alone (record_look.py); the views (observation.views) otherwise
        self._look = RecordLook(self.viewer, _SECTION_STARTS, _SECTION_SIZES, _row_vector)

    # --- the observation ---

    def encode(self, game: Game, pending: Pending | None = None) -> tuple[np.ndarray, np.ndarray, dict[int, Action]]:
        """The observation vector, the mask of legal indices, and the action each legal index stands for (each
        the caller's own: see encode_shared)."""
        vec, mask, actions = self.encode_shared(game, pending)
        return vec, mask.copy(), dict(actions)

    def encode_shared(self, game: Game, pending: Pending | None = None
                      ) -> tuple[np.ndarray, np.ndarray, dict[int, Action]]:
        """As encode, but the mask and the actions are the encoder's own, shared and never written to (the
        caller copies what it hands on; the very same objects come again for the same listing and rows: a
        caller may keep what it made from them by their identity). Read from the game as `observe(game, viewer)` reads it (the same functions: visible_zones,
        player_views, through observation.views, which answers an unchanged state in one test), without
        building the Observation: `vector(observe(...), table(...))` is the same vector (tests/env).
        `pending`: the game's pending decision now, if the caller has it (it is found anew otherwise)."""
        state = game.state
        if pending is None:
            pending = game.pending
        elif CHECK_VIEWS and pending != game.pending:
            raise AssertionError(f"encode was given {pending}, but the game's decision is {game.pending}")
        me = self.viewer
        if pending.player != me:
            legal: tuple[Action, ...] = ()
        elif state.game_over:  # as observe(): a decision not the viewer's shows no options
            legal, pending = (), msgspec.structs.replace(pending, options=(), picked=())
        else:
            legal = tuple(game.legal_actions())
        # (declared once: the record look's players are a list, the views' a tuple; compiled, a variable keeps
        # the one type it is declared with)
        players: Any
        battlefield: tuple | None
        look = self._look
        if look.possible(state, pending):
            if not look.active:  # (the views' rows were in the table: made anew from the records)
                self._forget_table()
            moved = look.update(state, self._table, self._rows)
            if moved is None:  # (a record whose characteristics need more than the record: the views)
                look.reset()
                self._forget_table()
                players, battlefield = self._from_views(state, me, pending)
            else:
                if moved:
                    self._ids_moved(self._rows)
                if look.players_changed(state):
                    pv = look.player(state, me)
                    if pv is not None:
                        self._write_player(0, pv)
                    pv = look.player(state, 1 - me)
                    if pv is not None:
                        self._write_player(1, pv)
                players, battlefield = look.players, None  # (the battlefield's views: only for the history)
                if CHECK_VIEWS:
                    self._check_look(state, me, pending, legal)
        else:
            if look.active:  # (the records' rows were in the table: made anew from the views)
                look.reset()
                self._forget_table()
            players, battlefield = self._from_views(state, me, pending)
        rows = self._rows
        buf = self._buf
        # the header (GLOBAL_FEATURES): its values taken in C (a hot path: every observation)
        head = (_STATE_HEAD(state), _PENDING_HEAD(pending), len(pending.options))
        if head != self._head:
            row = _HEADERS.get((head, me))
            if row is None:  # (headers repeat: the same step and decision kind, turn after turn)
                if len(_HEADERS) >= 4096:
                    _HEADERS.clear()
                row = _HEADERS[head, me] = np.asarray(_head_features(head, me), dtype=np.float32)
            elif CHECK_VIEWS and not np.array_equal(row, fresh := np.asarray(_head_features(head, me), dtype=np.float32)):
                raise AssertionError(f"the header kept for {head} differs from a fresh one: {row} -> {fresh}")
            buf[:_HEAD_SIZE] = row
            self._head = head
        if state.turn != self._history_turn or self._history_written is not self._history_flat:
            if battlefield is None:
                battlefield = look.battlefield(state)
            flat = self._history(state.turn, players[me], players[1 - me], battlefield)  # type: ignore[arg-type]
            if flat is not self._history_written:
                buf[_HISTORY_AT:_TABLE_AT] = flat
                self._history_written = flat
        words = bool(pending.labels) and pending.kind == "choose"
        if words:  # (a choice of words, by the options' positions: index_actions)
            actions = index_actions(legal, rows, me, self.concede, True)
            mask = _mask_row(tuple(actions))
        else:
            actions, mask = self._index(legal, rows, me)
        if CHECK_VIEWS and actions != (fresh := index_actions(legal, rows, me, self.concede, words)):
            raise AssertionError(f"the kept indices of {legal} differ from fresh ones: {actions} -> {fresh}")
        return buf.copy(), mask, actions

    def _from_views(self, state: GameState, me: int, pending: Pending) -> tuple[tuple[PlayerView, ...], tuple]:
        """The object table and the players' features from observation.views (what observe() reads): the
        sections whose views changed are made again. Returns the players' views and the battlefield's."""
        zones, players = views(state, me, pending)
        hand, battlefield, graveyards, exile, stack, tops, looking = zones
        old = self._zones
        if zones is not old:  # (views() answers with the very same tuple while nothing changed)
            self._zones = zones
            if old is None:
                todo = [(0, (hand,)), (1, (battlefield,)), (2, (stack,)), (3, (looking, tops)),
                        (4, (graveyards[me], graveyards[1 - me], exile))]
            else:  # (views() keeps the very same views tuple of a zone that didn't change: the sections, in
                # the order of SECTIONS, whose zones are not the very same ones)
                _h, _b, old_graveyards, old_exile, old_stack, old_tops, old_looking = old
                todo = []
                if hand is not _h:
                    todo.append((0, (hand,)))
                if battlefield is not _b:
                    todo.append((1, (battlefield,)))
                if stack is not old_stack:
                    todo.append((2, (stack,)))
                if looking is not old_looking or tops is not old_tops:
                    todo.append((3, (looking, tops)))
                if exile is not old_exile or not all(map(operator.is_, graveyards, old_graveyards)):
                    todo.append((4, (graveyards[me], graveyards[1 - me], exile)))
            rows, changed = self._table_rows(todo, old is None)
            if changed:
                self._objects(rows, me, changed)
        # the players, me first
        if players is not self._player_views:  # (the very same tuple while both views are the same)
            self._player_views = players
            kept = self._players
            pv = players[me]
            if pv is not kept[0] and pv != kept[0]:
                self._write_player(0, pv)
                kept[0] = pv
            pv = players[1 - me]
            if pv is not kept[1] and pv != kept[1]:
                self._write_player(1, pv)
                kept[1] = pv
        return players, battlefield

    def _write_player(self, side: int, pv: PlayerView) -> None:
        """Writes a player's features (side 0: the viewer, 1: the opponent) into the vector, unless they are
        the values written last (a new view often shows the same values: the other player's, after a land of
        the viewer's was tapped)."""
        key = _PLAYER_KEY(pv)  # (all the features read, taken in C)
        if key != self._features[side]:
            self._features[side] = key
            at = _HEAD_SIZE + side * _PLAYER_SIZE
            self._buf[at:at + _PLAYER_SIZE] = _player_features(pv)

    def _forget_table(self) -> None:
        """Empties the object table and forgets what its rows and the players' features were made of (the
        record look and the views take turns: the next one makes every row anew)."""
        self._table[:] = 0.0
        self._rows, self._shown, self._row_of = {}, {}, {}
        self._sources = [None] * len(SECTIONS)
        self._section_rows = [{} for _ in SECTIONS]
        self._flat = [()] * len(SECTIONS)
        self._zones, self._player_views, self._players = None, None, [None, None]
        self._features = [None, None]
        self._rows_version += 1

    def _check_look(self, state: GameState, me: int, pending: Pending, legal: tuple[Action, ...]) -> None:
        """The invariant check (LITHOFORM_CHECK_LEGAL): the object table, the rows and the players' features the
        record look made equal those of the views (an Observation, as observe() builds it)."""
        seen = build(state, me, pending, legal)
        rows = table(seen)
        fresh = Encoder(me).vector(seen, rows)
        if not np.array_equal(self._buf[_TABLE_AT:], fresh[_TABLE_AT:]):
            bad = sorted({int(i) // OBJ_SIZE for i in np.flatnonzero(self._buf[_TABLE_AT:] != fresh[_TABLE_AT:])})
            raise AssertionError(f"the record look's rows {bad} differ from the views' ({seen})")
        if not np.array_equal(self._buf[_HEAD_SIZE:_HISTORY_AT], fresh[_HEAD_SIZE:_HISTORY_AT]):
            raise AssertionError(f"the record look's player features differ from the views' {seen.players}")
        mine = {oid: r for oid, (r, _v) in self._rows.items()}
        if mine != {oid: r for oid, (r, _v) in rows.items()}:
            raise AssertionError(f"the record look's rows by id {mine} differ from the views' {rows}")

    def _index(self, legal: tuple[Action, ...], rows: dict, me: int) -> tuple[dict[int, Action], np.ndarray]:
        """index_actions(legal, rows, me, concede) and its mask (never written to: the caller copies both),
        found once per listing while the rows actions are placed by are the same (the same listings come
        again and again: 'pass' and a land's mana, a few spells), and each action's index found once."""
        if self._placed_version != self._rows_version:  # (a plain vector() was made: all placed anew)
            self._placed, self._placed_version, self._indexed, self._naming = {}, self._rows_version, {}, {}
        hit = self._indexed.get(legal)
        if hit is not None:
            return hit
        placed, naming = self._placed, self._naming
        if len(self._indexed) >= 1024:
            self._indexed.clear()
        concede = self.concede
        # (the usual listing: every action placed before, each at an index of its own, conceding last:
        # looked up in C, no loop)
        body = legal[:-1] if legal and not concede and legal[-1].kind == "concede" else legal
        known = list(map(placed.get, body))
        if None not in known and len(set(known)) == len(known):
            hit = self._indexed[legal] = (dict(zip(known, body, strict=True)), _mask_row(tuple(known)))
            return hit
        out: dict[int, Action] = {}
        for action in legal:
            index = placed.get(action)
            if index is None:
                if action.kind == "concede" and not concede:
                    continue
                region, base = _place(action, rows, me)
                index = placed[action] = REGION_START[region] + base
                for arg in action.args:  # (what its placement read: the rows of the ids, if any, it names)
                    if arg.__class__ is int and arg >= 0:
                        naming.setdefault(arg, []).append(action)
            if index in out:  # (two actions want the same index: the sorted placement decides)
                out = index_actions(legal, rows, me, concede)
                break
            out[index] = action
        if len(placed) > 4096:
            placed.clear()
            naming.clear()
        hit = self._indexed[legal] = (out, _mask_row(tuple(out)))
        return hit

    def _table_rows(self, todo: list[tuple[int, tuple[tuple, ...]]], anew: bool = True
                    ) -> tuple[dict[int, tuple[int, CardView | StackView]], list[int]]:
        """`table(seen)`, section by section, and the object table's rows: only the sections in `todo`
        (section, the view tuples it is made from) may have changed since the last observation, the others
        keep their rows (most decisions change one zone or none). Returns the rows and the sections made anew
        (their rows are encoded by `_objects`). In a zone whose ids are each shown once (all but the library
        looks), a position showing another view changes that row only (a tapped land, a card put into a
        graveyard): those rows are encoded here. `anew`: the sections in `todo` were not found changed by the
        identity of their views tuples."""
        changed: list[int] = []
        patched: list[int] = []
        moved = False
        rows = self._rows
        objs, shown, me = self._table, self._shown, self.viewer
        for s, src in todo:
            old = self._sources[s]
            if anew and old is not None and all(map(operator.is_, src, old)):
                continue  # (the very same views tuples: nothing to do)
            self._sources[s] = src
            flat = _flat_views(s, src)
            before = self._flat[s]
            self._flat[s] = flat
            if old is None or s == _LOOKING or changed:  # (a section made anew makes the rows dict anew)
                self._section_rows[s] = _section_rows(s, flat)
                changed.append(s)
                continue
            section_rows, start = self._section_rows[s], _SECTION_STARTS[s]
            n, n_before = len(flat), len(before)
            common = n if n < n_before else n_before
            positions = list(compress(range(common), map(operator.is_not, flat, before)))
            if n == n_before and (list(map(_ID, map(flat.__getitem__, positions)))
                                  == list(map(_ID, map(before.__getitem__, positions)))):
                # (the usual change: the same cards in the same rows, some shown anew: a tapped land)
                for i in positions:
                    view = flat[i]
                    row = start + i
                    section_rows[view.id] = rows[view.id] = (row, view)
                    objs[row] = _row_vector(view, me, s)
                    shown[row] = view
                patched.append(s)
                continue
            positions += range(common, n if n > n_before else n_before)
            moved = True  # (an id's row changed: the actions naming it are placed anew)
            for i in positions:  # the ids that left their rows first (ids are unique in these sections)
                if i < n_before:
                    oid = before[i].id
                    del section_rows[oid]
                    del rows[oid]
            for i in positions:
                row = start + i
                if i < n:
                    view = flat[i]
                    section_rows[view.id] = rows[view.id] = (row, view)
                    objs[row] = _row_vector(view, me, s)
                    shown[row] = view
                elif row in shown:
                    objs[row] = 0.0  # a row no longer shown
                    del shown[row]
            patched.append(s)
        if changed:
            moved = True
            rows = {}
            for d in reversed(self._section_rows):  # (as table(): an id's first row wins; ids never repeat
                rows.update(d)  # across sections, as an object is in one zone)
            self._rows = rows
            changed += patched  # (the rows were made anew: patched sections are looked at as changed ones,
            # their rows already encoded)
        if moved:
            self._ids_moved(rows)
        return rows, changed

    def _ids_moved(self, rows: dict[int, tuple[int, CardView | StackView]]) -> None:
        """Forgets the placements of the actions naming an id whose row changed (or that came or went) since
        the last look, and the listings' indices (kept per listing: some of its actions may move)."""
        row_of = dict(zip(rows, map(_FIRST, rows.values()), strict=True))
        before = self._row_of
        self._row_of = row_of
        if row_of == before:  # (compared in C)
            return
        self._indexed = {}
        # the named ids whose row is another (None: not shown), by the named ids, not by all the rows: most
        # rows name no placed action
        naming, placed = self._naming, self._placed
        was, now = before.get, row_of.get
        for oid in [oid for oid in naming if was(oid) != now(oid)]:
            for action in naming.pop(oid):
                placed.pop(action, None)

    def vector(self, seen: Observation, rows: dict[int, tuple[int, CardView | StackView]]) -> np.ndarray:
        """The observation vector of `seen`, its objects in `rows` (table(seen)): the plain computation,
        which `encode` must equal."""
        if self._look.active:  # (the table's rows were made by the record look: emptied first)
            self._look.reset()
            self._forget_table()
        self._sources = [None] * len(SECTIONS)  # (rows not made by _table_rows: the sections are unknown)
        self._head, self._players, self._history_written = None, [None, None], None
        self._features = [None, None]
        self._zones, self._player_views, self._rows_version = None, None, self._rows_version + 1
        self._row_of = {}
        return np.concatenate([np.asarray(self._global_features(seen), dtype=np.float32),
                               self._objects(rows, self.viewer).copy()])

    def _global_features(self, seen: Observation) -> list[float]:
        me, opp = self.viewer, 1 - self.viewer
        pending = seen.pending
        head = (seen.turn, seen.active, seen.first_player, seen.step, seen.starting, pending.player, pending.kind,
                pending.min, pending.max, len(pending.options), seen.game_over, seen.winner)
        g = _header(head, me)
        g += _player_features_fresh(seen.players[me]).tolist()  # (value by value: the plain computation)
        g += _player_features_fresh(seen.players[opp]).tolist()
        g += self._history(seen.turn, seen.players[me], seen.players[opp], seen.battlefield)
        return g

    def _objects(self, rows: dict[int, tuple[int, CardView | StackView]], me: int,
                 changed: list[int] | None = None) -> np.ndarray:
        """The object table, flat. Consecutive observations mostly show the very same views in the same rows
        (observe() reuses the view of an unchanged object): only the rows whose view changed are encoded
        again, in this encoder's own table (the caller copies it into the observation vector). `changed`:
        the only sections that may differ from the last call (None: any)."""
        objs, shown = self._table, self._shown
        if changed is None:
            now: dict[int, CardView | StackView] = {}
            for _oid, (row, view) in rows.items():
                now[row] = view
                if shown.get(row) is not view:
                    objs[row] = _row_vector(view, me, _SECTION_OF_ROW[row])
            for row in shown.keys() - now.keys():
                objs[row] = 0.0  # a row no longer shown
            self._shown = now
            return objs.ravel()
        for s in changed:
            start, end = _SECTION_STARTS[s], _SECTION_STARTS[s] + _SECTION_SIZES[s]
            seen_rows: set[int] = set()
            for oid, (row, view) in self._section_rows[s].items():
                if rows.get(oid, (-1,))[0] != row:
                    continue  # (shown in an earlier section: as table(), the row stays empty)
                seen_rows.add(row)
                if shown.get(row) is not view:
                    objs[row] = _row_vector(view, me, s)
                    shown[row] = view
            for row in [r for r in shown if start <= r < end and r not in seen_rows]:
                objs[row] = 0.0  # a row no longer shown
                del shown[row]
        return objs.ravel()

    def _history(self, turn: int, me: PlayerView, opp: PlayerView, battlefield: tuple[CardView, ...]
                 ) -> list[float]:
        """The history part (the same list object until the next turn's summary)."""
        if not self.history or self.history[-1][0] != turn:  # the turn's summary, once a turn
            # creatures: me, the opponent; lands: me, the opponent (counted in C: a pass over the battlefield)
            controllers = list(map(_CONTROLLER, battlefield))
            types = list(map(_TYPES, battlefield))
            creature = list(map(operator.contains, types, repeat("Creature")))
            land = list(map(operator.contains, types, repeat("Land")))
            counts = []
            for kind in (creature, land):
                for side in (self.viewer, 1 - self.viewer):
                    counts.append(sum(compress(kind, map(operator.eq, controllers, repeat(side)))))
            now = np.asarray([me.life, opp.life, me.hand_size, opp.hand_size, *counts], dtype=np.float32) / _SCALE
            self.history.append((turn, now))
            self._history_turn = turn
            del self.history[:-HISTORY_TURNS]
            self._history_flat = None
        if self._history_flat is None:  # the same until the next turn's summary
            out = np.zeros((HISTORY_TURNS, len(HISTORY_FEATURES)), dtype=np.float32)
            for i, kept in enumerate(self.history[::-1]):  # (not reversed(): an internal mypyc error)
                out[i] = kept[1]  # the latest turn's summary first
            self._history_flat = out.ravel().tolist()
        return self._history_flat


def _header(head: tuple, me: int) -> list[float]:
    """The GLOBAL_FEATURES of (turn, active, first player, step, starting, pending player, kind, min, max,
    number of options, game over, winner)."""
    turn, active, first, step, starting, player, kind, low, high, options, over, winner = head
    g: list[float] = [turn / _SCALE, float(active == me), float(first == me)]
    g += _STEP_ONE_HOT.get(step, _NO_STEP)
    g += [float(starting), float(player == me and not over)]
    g += _PENDING_ONE_HOT["start" if starting else kind if kind in PENDING_KINDS else "other"]
    mine = player == me
    g += [low / _SCALE if mine else 0.0, high / _SCALE if mine else 0.0, options / _SCALE if mine else 0.0]
    g += [float(over), float(winner == me)]
    return g


def _head_features(head: tuple, me: int) -> list[float]:
    """_header of encode_shared's `head` (the state's and the decision's values, taken in C)."""
    (turn, active, first, step, over, winner, mulligans, proc), (player, kind, low, high), options = head
    starting = mulligans is not None or proc.startswith("start")
    return _header((turn, active, first, step, starting, player, kind, low, high, options, over, winner), me)


# The global features by header values and viewer, made once each (bounded; the rows are never written to).
_HEADERS: dict[tuple[tuple, int], np.ndarray] = {}
# What the header is made of, taken in C: the state's and the decision's values (encode_shared's `head`)
_STATE_HEAD = operator.attrgetter("turn", "active", "first_player", "step", "game_over", "winner", "mulligans", "proc")
_PENDING_HEAD = operator.attrgetter("player", "kind", "min", "max")
# What a player's features are made of (all that _player_features reads), taken in C
_PLAYER_KEY = operator.attrgetter("life", "poison", "library_size", "hand_size", "lands_played", "land_plays",
                                  "mana_available", "pool", "mulligans", "lost")

# The one-hot parts of the global features, made once (a hot path: every observation).
_STEP_ONE_HOT = {s: [float(s == t) for t in STEPS] for s in STEPS}
_NO_STEP = [0.0] * len(STEPS)
_PENDING_ONE_HOT = {k: [float(k == t) for t in PENDING_KINDS] for k in PENDING_KINDS}

_POOLS: dict[tuple[str, ...], tuple[int, ...]] = {}  # a mana pool's counts (W U B R G C), by the pool (bounded)

# What each of a player's values is divided by (PLAYER_FEATURES' order: the values _PLAYER_KEY takes, the
# pool counted per type in place of the pool)
_PLAYER_DIVISORS = (_SCALE, 10.0, 60.0, _SCALE, 1.0, 1.0, _SCALE, *[_SCALE] * (len(COLORS) + 1), 7.0, 1.0)


def _player_features(pv: PlayerView) -> list[float]:
    """A player's PLAYER_FEATURES, divided in Python (float64, as the value-by-value row: the vector's slice
    assignment makes them float32). Not kept by value: the values a view is made of (life, sizes, the pool)
    rarely repeat within a game, and a new row made once cost more than this list."""
    pool = _POOLS.get(pv.pool)
    if pool is None:
        if len(_POOLS) >= 4096:
            _POOLS.clear()
        pool = _POOLS[pv.pool] = tuple([pv.pool.count(c) for c in (*COLORS, "C")])
    key = _PLAYER_KEY(pv)
    return list(map(operator.truediv, (*key[:7], *pool, key[8], key[9]), _PLAYER_DIVISORS))


def _player_features_fresh(pv: PlayerView) -> np.ndarray:
    """_player_features computed value by value (the invariant check's answer)."""
    f = [pv.life / _SCALE, pv.poison / 10, pv.library_size / 60, pv.hand_size / _SCALE, pv.lands_played,
         pv.land_plays, pv.mana_available / _SCALE, *[pv.pool.count(c) / _SCALE for c in (*COLORS, "C")],
         pv.mulligans / 7, float(pv.lost)]
    return np.asarray(f, dtype=np.float32)


def _mask_row(indices: tuple[int, ...]) -> np.ndarray:
    """The action mask (int8, 1 at each of `indices`), shared (never written to: callers copy it): the same
    sets of legal indices come again and again ('pass' and a few spells), so each set's mask is made once."""
    mask = _MASKS.get(indices)
    if mask is None:
        mask = np.zeros(ACTION_SIZE, dtype=np.int8)
        if indices:
            mask.put(indices, 1)  # (a tuple put in C: faster than indexing by a list)
        if len(_MASKS) >= 4096:
            _MASKS.clear()
        _MASKS[indices] = mask
    return mask


# Masks by their legal indices (in the order found; bounded, shared by all encoders, never written to).
_MASKS: dict[tuple[int, ...], np.ndarray] = {}


def table(seen: Observation) -> dict[int, tuple[int, CardView | StackView]]:
    """Each visible object's row in the object table (by id; ids are used only to join, never encoded)."""
    viewer = seen.viewer
    graveyard = (*seen.graveyards[viewer][::-1], *seen.graveyards[1 - viewer][::-1], *seen.exile[::-1])
    groups = (seen.hand, seen.battlefield, seen.stack[::-1],  # the stack: the top first
              (*seen.looking_at, *seen.library_tops), graveyard)  # in the order of SECTIONS (keep them alike)
    rows: dict[int, tuple[int, CardView | StackView]] = {}
    setdefault = rows.setdefault
    for start, size, group in zip(_SECTION_STARTS, _SECTION_SIZES, groups, strict=True):
        for i, view in enumerate(group[:size], start):
            setdefault(view.id, (i, view))
    return rows


_SECTION_SIZES = tuple(size for _s, size in SECTIONS)
_SECTION_STARTS = tuple(sum(_SECTION_SIZES[:i]) for i in range(len(SECTIONS)))


def _sources(seen: Observation) -> tuple[tuple[tuple, ...], ...]:
    """By section, the view tuples its rows are made from (in the order of SECTIONS, as table())."""
    viewer = seen.viewer
    return ((seen.hand,), (seen.battlefield,), (seen.stack,), (seen.looking_at, seen.library_tops),
            (seen.graveyards[viewer], seen.graveyards[1 - viewer], seen.exile))


def _flat_views(s: int, src: tuple[tuple, ...]) -> tuple:
    """One section's views in row order as table() places them (the stack and the graveyards most recent
    first), as many as it has rows."""
    if s == 2:
        views: tuple = src[0][::-1]
    elif s == 4:
        views = (*src[0][::-1], *src[1][::-1], *src[2][::-1])
    else:
        views = src[0] if len(src) == 1 else (*src[0], *src[1])
    return views[:_SECTION_SIZES[s]]


def _section_rows(s: int, flat: tuple) -> dict[int, tuple[int, CardView | StackView]]:
    """One section's rows (id -> (row, view)) as table() places them: an id's first row wins."""
    rows: dict[int, tuple[int, CardView | StackView]] = {}
    setdefault = rows.setdefault
    for i, view in enumerate(flat, _SECTION_STARTS[s]):
        setdefault(view.id, (i, view))
    return rows


_ID = operator.attrgetter("id")
_FIRST = operator.itemgetter(0)
_CONTROLLER, _TYPES = operator.attrgetter("controller"), operator.attrgetter("types")
_LOOKING = ZONES.index("looking")  # (a card may be shown twice there: a top card and one a search offers)


def _same(a: tuple, b: tuple) -> bool:
    """The same views, by identity (observe() keeps the views of what did not change, the stack's too)."""
    return a is b or (len(a) == len(b) and all(map(operator.is_, a, b)))



def _section_of(row: int) -> int:
    start = 0
    for i, (_s, size) in enumerate(SECTIONS):
        if row < start + size:
            return i
        start += size
    return len(SECTIONS)


_SECTION_OF_ROW = tuple(_section_of(r) for r in range(SLOTS))  # a row's section, looked up (a hot path)

# Encoded rows by the values they are made of (all that _object reads, each view's attributes taken in one C
# call): a new view of values seen before (a land tapped again, a spell cast again) is not encoded again.
# Bounded, shared by all encoders; the rows are never written to (the table copies them).
_BY_VALUE: dict[tuple, np.ndarray] = {}
_ROWS_MAX = 20_000
_CARD_KEY = operator.attrgetter("name", "controller", "owner", "types", "colors", "mana_value", "power", "toughness",
                                "tapped", "damage", "token", "sick", "counters", "attacking", "blocking",
                                "attached_to", "keywords")
_STACK_KEY = operator.attrgetter("name", "controller", "kind", "targets", "x")


def _row_vector(view: CardView | StackView, me: int, section: int) -> np.ndarray:
    """The encoded row of `view` shown in `section` to `me` (never written to: the table copies it)."""
    key = (section, me, _STACK_KEY(view) if view.__class__ is StackView else _CARD_KEY(view))
    vec = _BY_VALUE.get(key)
    if vec is None:
        vec = _object(view, me, section)
        if len(_BY_VALUE) >= _ROWS_MAX:
            _BY_VALUE.clear()
        _BY_VALUE[key] = vec
    elif CHECK_VIEWS and not np.array_equal(vec, fresh := _object(view, me, section)):
        raise AssertionError(f"the row kept for {view} differs from a fresh one: {vec} -> {fresh}")
    return vec


_AT = {name: i for i, name in enumerate(OBJ_FEATURES)}  # a feature's position in an object's row
_ZONE_AT = tuple(_AT[f"zone:{s}"] for s, _n in SECTIONS)
_TYPE_AT = {t: _AT[f"type:{t}"] for t in TYPES}
_COLOR_AT = {c: _AT[f"color:{c}"] for c in COLORS}
_KEYWORD_AT = {k: _AT[f"kw:{k}"] for k in KEYWORDS}
_STACK_AT = {k: _AT[f"stack:{k}"] for k in STACK_KINDS}
_COUNTER_AT = {name[len("counters:"):]: i for name, i in _AT.items() if name.startswith("counters:")}
_NAME_AT = _AT["name:0"]


def _object(view: CardView | StackView, me: int, section: int) -> np.ndarray:
    f = [0.0] * OBJ_SIZE
    f[_AT["present"]] = 1.0
    if section < len(SECTIONS):
        f[_ZONE_AT[section]] = 1.0
    mine = float(view.controller == me)
    f[_AT["mine"]] = mine
    for b in _name_buckets(view.name):
        f[_NAME_AT + b] = 1.0
    if isinstance(view, StackView):
        f[_AT["owned"]] = mine
        if view.kind in _STACK_AT:
            f[_STACK_AT[view.kind]] = 1.0
        flat = [t for ts in view.targets for t in ts]
        f[_AT["targets"]] = len(flat) / 4
        f[_AT["targets_me"]] = float(-(me + 1) in flat)
        f[_AT["targets_opponent"]] = float(-(2 - me) in flat)
        f[_AT["x"]] = (view.x or 0) / _SCALE
        return np.array(f, dtype=np.float32)
    f[_AT["owned"]] = float(view.owner == me)
    for t in view.types:
        if t in _TYPE_AT:
            f[_TYPE_AT[t]] = 1.0
    for c in view.colors:
        if c in _COLOR_AT:
            f[_COLOR_AT[c]] = 1.0
    f[_AT["mana_value"]] = view.mana_value / 10
    f[_AT["power"]] = (view.power or 0) / 10
    f[_AT["toughness"]] = (view.toughness or 0) / 10
    f[_AT["tapped"]], f[_AT["damage"]] = float(view.tapped), view.damage / 10
    f[_AT["token"]], f[_AT["sick"]] = float(view.token), float(view.sick)
    for name, n in view.counters:
        f[_COUNTER_AT.get(name, _COUNTER_AT["other"])] += n / 10
    f[_AT["attacking"]], f[_AT["blocking"]] = float(bool(view.attacking)), float(bool(view.blocking))
    f[_AT["attached"]] = float(bool(view.attached_to))
    for k in view.keywords:
        if k in _KEYWORD_AT:
            f[_KEYWORD_AT[k]] = 1.0
    return np.array(f, dtype=np.float32)


# --- actions ----------------------------------------------------------------------------------------------------


def _ref(arg: Any, rows: dict, viewer: int) -> int:
    """An argument as a row (objects) or SLOTS/SLOTS+1 (the viewer/the opponent); -1 if it is neither."""
    if isinstance(arg, int) and arg < 0:
        return SLOTS if -arg - 1 == viewer else SLOTS + 1
    if isinstance(arg, int) and arg in rows:
        return rows[arg][0]
    return -1


def _place(action: Action, rows: dict, viewer: int) -> tuple[str, int]:
    """(region, base position) of an action: ids are replaced by their rows."""
    kind, args = action.kind, action.args
    size = REGION_SIZE.get(kind)
    if size is None:
        return "overflow", 0
    if not args:  # (most actions: pass, done, yes...) what the rules below give with no arguments
        return kind, (1 if kind in ("alternative", "additional") else 0) % size
    a0 = args[0]
    if kind == "activate" and len(args) == 2 and a0.__class__ is int and a0 > 0:  # (the commonest: a mana
        # ability; as the general rule below, _ref inline)
        hit = rows.get(a0)
        n = args[1]
        if n.__class__ is int:
            return kind, (max(hit[0] if hit is not None else -1, 0) * 4 + min(max(n - 1, 0), 3)) % size
    first = _ref(a0, rows, viewer) if isinstance(a0, int) else -2
    if kind in ("play", "sacrifice", "discard", "tap", "target"):
        base = max(first, 0)
    elif kind == "cast":
        base = max(first, 0) * 2 + (1 if len(args) > 1 else 0)
    elif kind == "activate":
        n = args[1] if len(args) > 1 and isinstance(args[1], int) else 1
        base = max(first, 0) * 4 + min(max(n - 1, 0), 3)
    elif kind == "choose":
        base = max(first, 0) * 2 + (1 if len(args) > 1 else 0)
    elif kind == "attack":
        second = _ref(args[1], rows, viewer) if len(args) > 1 and isinstance(args[1], int) else -2
        base = max(first, 0) * 2 + (0 if len(args) > 1 and second >= SLOTS else 1)
    elif kind == "block":
        second = _ref(args[1], rows, viewer) if len(args) > 1 and isinstance(args[1], int) else -2
        base = max(first, 0) * 8 + (max(second, 0) % 8 if len(args) > 1 else 0)
    elif kind == "convoke":
        base = max(first, 0) * 2
    elif kind in ("mode", "x", "divide", "order", "damage"):
        base = a0 if isinstance(a0, int) and a0 >= 0 else 0
    elif kind in ("alternative", "additional"):
        base = 0 if a0 == "none" else 1
    else:
        base = 0
    return kind, base % size


def _key(action: Action, rows: dict, viewer: int) -> tuple[str, int, tuple]:
    """(region, base position, a hidden-safe sort key): ids are replaced by their rows."""
    region, base = _place(action, rows, viewer)
    args = action.args
    if not args:
        return region, base, ()
    refs = tuple(_ref(a, rows, viewer) if isinstance(a, int) else -2 for a in args)
    canon = tuple(str(r if isinstance(a, int) and (a < 0 or a > 1000 or r >= 0) else a)
                  for a, r in zip(args, refs, strict=True))
    return region, base, canon


def index_actions(legal: Iterable[Action], rows: dict, viewer: int, concede: bool = False,
                  words: bool = False) -> dict[int, Action]:
    """Each legal action's index: its region's start plus its base position, or the next free index of that
    region (then of the overflow region), taken in a hidden-safe order so equal views give equal indices.
    Conceding (104.3a) is left out unless `concede`: random exploration would otherwise end most games.
    `words`: the decision chooses among words, not objects (the pending decision has labels: a color, a creature
    type, 205.3m, a card name, 201.3): `choose N` takes the N-th index of the `choose` region, then of the
    overflow region, in the engine's order of the options (the names and types seen in the game first); a
    choice among more words than both hold (every card's name) offers its first ones only. Any other action
    without room raises EncodingError."""
    actions = [a for a in legal if concede or a.kind != "concede"]
    if words:
        return _word_indices(actions, rows, viewer)
    # Most often no two actions want the same index: each takes its own, whatever the order.
    out: dict[int, Action] = {}
    for action in actions:
        region, base = _place(action, rows, viewer)
        index = REGION_START[region] + base
        if index in out:
            break
        out[index] = action
    else:
        return out
    keyed = sorted(((_key(a, rows, viewer), a) for a in actions), key=lambda ka: ka[0])
    out = {}
    for (region, base, _canon), action in keyed:
        free = _free(out, region, base)  # (not `index`, an int above: compiled, a variable keeps one type)
        if free is None:
            free = _free(out, "overflow", 0)
        if free is None:
            raise EncodingError(f"no room for {action} in the action space ({len(out)} legal actions placed)")
        out[free] = action
    return out


def _word_indices(actions: list[Action], rows: dict, viewer: int) -> dict[int, Action]:
    """index_actions of a choice among words: `choose N` at the N-th index of the choose region, then of the
    overflow region (beyond both: not offered); any other action (cancel...) as usual."""
    out: dict[int, Action] = {}
    rest = []
    choose, size = REGION_START["choose"], REGION_SIZE["choose"]
    overflow, room = REGION_START["overflow"], REGION_SIZE["overflow"]
    for action in actions:
        args = action.args
        if action.kind == "choose" and len(args) == 1 and args[0].__class__ is int and args[0] >= 0:
            n = args[0]
            if n < size:
                out[choose + n] = action
            elif n < size + room:
                out[overflow + n - size] = action
        else:
            rest.append(action)
    for action in rest:
        region, base = _place(action, rows, viewer)
        index = _free(out, region, base)
        if index is None:
            raise EncodingError(f"no room for {action} in the action space ({len(out)} legal actions placed)")
        out[index] = action
    return out


def _free(taken: dict[int, Action], region: str, base: int) -> int | None:
    start, size = REGION_START[region], REGION_SIZE[region]
    for k in range(size):
        index = start + (base + k) % size
        if index not in taken:
            return index
    return None


def action_table() -> list[tuple[str, int, int]]:
    """(kind, first index, size) of each region, for the README's table."""
    return [(kind, REGION_START[kind], size) for kind, size in REGIONS]
