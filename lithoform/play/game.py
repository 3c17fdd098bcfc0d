"""The public game object: a small API over the rules functions (GUIDE: python-chess, OpenSpiel).

    game.pending            who must decide what now
    game.legal_actions()    a lazy view of the legal actions (in, len, iteration)
    game.apply(action)      checks the action, performs it and runs to the next decision
    game.clone()            a cheap independent copy
    game.to_json() / Game.from_json(text)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import msgspec

from lithoform.mechanics.cast_permissions.rules import library_top, sees_library_top
from lithoform.play.errors import EngineError, IllegalActionError
from lithoform.play.observation import observe
from lithoform.play.serialize import dumps, loads_labelled
from lithoform.rules.continuous.characteristics import Chars, chars
from lithoform.rules.continuous.explain import explain
from lithoform.rules.execute import concede, execute
from lithoform.rules.game_end import draw_by_loop, loop_prefix, loop_signature, stop_unfinished
from lithoform.rules.legal import CONCEDE, compact_steps, legal_actions
from lithoform.rules.names import describe
from lithoform.rules.priority import pending
from lithoform.rules.setup import new_game, start_board
from lithoform.rules.stack.permissions import permissions
from lithoform.state.actions import Action, ActionError
from lithoform.state.decisions import Pending
from lithoform.state.log import render_all
from lithoform.state.logview import render_default
from lithoform.state.model import (
    HAND,
    LIBRARY,
    PUBLIC_ZONES,
    STACK,
    Event,
    GameState,
    Obj,
    StackAbility,
    zone_key,
)
from lithoform.state.rng import fresh_seed

# isort: split
# Every mechanic registers its handlers and hook functions once the rules core has loaded.
import lithoform.mechanics.all  # noqa: F401

# Actions already checked well formed (Action.check), by identity: an Action is frozen, its args a tuple of
# ints and words, so a checked one stays well formed (the engine's listings hand out the same objects again).
_CHECKED: dict[int, Action] = {}


class LegalActions:
    """The legal actions for the pending decision: iterate, count, or test membership."""

    __slots__ = ("_state", "_list", "_set")

    def __init__(self, state: GameState) -> None:
        self._state = state
        self._list: list[Action] | None = None
        self._set: set[Action] | None = None

    def _all(self) -> list[Action]:
        if self._list is None:
            self._list = list(legal_actions(self._state))
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def listed(self, action: object) -> bool:
        """Whether `action` is one of the listed actions (one step of a decision taken in steps)."""
        if self._set is None:
            listed = self._all()
            if len(listed) <= 32:
                return action in listed  # (a short list is scanned faster than it is hashed into a set)
            self._set = set(listed)
        return action in self._set

    def __contains__(self, action: object) -> bool:
        """Whether `apply` would take `action`: a listed action, or a whole answer to a decision taken one
        small choice at a time (`damage 4 2`, `order 2 1`; rules.legal.compact_steps), tried on a copy."""
        if self.listed(action):
            return True
        if not isinstance(action, Action) or compact_steps(self._state, action) is None:
            return False
        trial = Game(self._state.clone())
        try:
            trial.apply(action)
        except (IllegalActionError, EngineError):
            return False
        return True

    def __getitem__(self, index: int) -> Action:
        return self._all()[index]

    def __repr__(self) -> str:
        return f"<LegalActions ({len(self)}): {', '.join(str(a) for a in self._all()[:12])}>"


def _cap(name: str, cap: object) -> int | None:
    """A cap given to `Game`, checked: None or a whole number of at least 1 (bad input is a clear error). The
    caps are typed `object` because they are checked here: the compiled build (issue 13) would otherwise
    reject a float or a str with its own TypeError before this check could name the cap."""
    if cap is None:
        return None
    if type(cap) is not int or cap < 1:
        raise ValueError(f"{name} must be a whole number of at least 1, not {cap!r}")
    return cap


class Game:
    """A game of Magic between two players, always stopped at a decision."""

    __slots__ = ("state", "labels", "_legal", "seed", "max_actions", "max_turns", "actions", "_loop")

    def __init__(self, state: GameState, labels: Mapping[str, int] | None = None, seed: int | None = None,
                 max_actions: object = None, max_turns: object = None) -> None:
        """`seed`: the seed `new` shuffled with (secret: it rebuilds every hidden card), when known.
        `max_actions`, `max_turns`: optional caps; a game reaching one is stopped unfinished, with no
        winner (`is_over`, `winner` None, a 'game_stopped' event), so a loop only random agents would take
        ends. `actions` counts the actions applied through this object."""
        self.state = state
        self.labels: dict[str, int] = dict(labels or {})
        self._legal: LegalActions | None = None
        self.seed = seed
        self.max_actions = _cap("max_actions", max_actions)
        self.max_turns = _cap("max_turns", max_turns)
        self.actions = 0
        # the positions seen since the last decision with a real choice: by loop_prefix, each a list of
        # [its loop_signature (None until a position with the same prefix asks for it), the state then]
        self._loop: dict[tuple, list[list]] = {}

    # --- making games ------------------------------------------------------------------------------------

    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], seed: int | None = None, first_player: int | None = 0,
            mulligans: bool = False, max_actions: object = None, max_turns: object = None,
            auto_mana: bool = False, sideboards: Sequence[Sequence[str]] | None = None,
            commanders: Sequence[Sequence[str]] | None = None, variant: str = "commander") -> Game:
        """A new game from two decks (lists of card names), shuffled with `seed`; without one, a fresh secret
        seed of 128 bits (state/rng.py), kept in `game.seed`. `first_player=None`: the winner of a seeded
        coin flip chooses (103.1); `mulligans`: opening hands may be mulliganed (103.5). Both are then
        decisions like any other. `max_actions`, `max_turns`: optional caps (see `Game`). `auto_mana`: see
        `Game.auto_mana`. `sideboards`: each player's cards outside the game (400.11a: a wish or learn,
        701.48a, brings one in), lists of card names; none by default. `commanders`: a two-player Commander game
        (903): each player's commander names (one, or two partners), not in `decks`; they start in the command
        zone, with 40 life (903.6-903.7); `variant` "brawl": 25 life (903.12f), no 21-damage rule (903.12h)."""
        if seed is None:
            seed = fresh_seed()
        game = cls(new_game(decks, seed=seed, first_player=first_player, mulligans=mulligans,
                            sideboards=sideboards, commanders=commanders, variant=variant), seed=seed,
                   max_actions=max_actions, max_turns=max_turns)
        game.auto_mana = auto_mana
        return game

    @property
    def auto_mana(self) -> bool:
        """An option of the game (issue 13), off by default: when on, mana abilities are not offered one by
        one, at priority or while a cost is paid (601.2g-h, 605.3a); a cost is paid in one action, `autopay`,
        as the auto-payer chooses (only the mana abilities it leaves to the player, those with a sacrifice or
        life in their cost, are still offered). So random and search agents don't spend a quarter of their
        actions tapping lands. Saved with the game."""
        return self.state.auto_mana

    @auto_mana.setter
    def auto_mana(self, on: bool) -> None:
        if not isinstance(on, bool):
            raise ValueError(f"auto_mana must be True or False, not {on!r}")
        self.state.auto_mana = on
        self._legal = None

    @classmethod
    def from_board(cls, setup: Mapping[str, Any], seed: int = 0) -> Game:
        """A game set up as a scenario's `setup` describes it (see SCENARIO-FORMAT)."""
        state, labels = start_board(setup, seed)
        return cls(state, labels)

    # --- the state contract ----------------------------------------------------------------------------------

    @property
    def pending(self) -> Pending:
        return pending(self.state)

    def legal_actions(self) -> LegalActions:
        """The legal actions now (the view is reused until the next `apply`)."""
        if self._legal is None or self._legal._state is not self.state:
            self._legal = LegalActions(self.state)
        return self._legal

    def apply(self, action: Action | str, player: str | int | None = None) -> None:
        """Performs a legal action (or its text) and runs the game to the next decision. `player` ('P1',
        'P2' or an index) is who acts; left out, the player the game waits for. An action from anyone else
        is refused with only 'P2 is deciding', and an error tells the acting player nothing they can't see
        (issue 20): no other player's legal actions, the same words for a hidden object and a missing one."""
        acting = self._player_index(player)
        p = self.pending
        if acting is not None and p.kind != "game_over" and acting != p.player:
            if action == "concede" or action == CONCEDE:  # 104.3a: a player can concede at any time
                self._concede(acting)
                return
            raise IllegalActionError(f"P{p.player + 1} is deciding")
        try:
            if isinstance(action, str):
                action = Action.parse(action)
            elif type(action) is not Action or _CHECKED.get(id(action)) is not action:  # (immutable: checked once)
                action = Action.check(action)
                if len(_CHECKED) >= 4096:
                    _CHECKED.clear()
                _CHECKED[id(action)] = action
        except ActionError as e:
            raise IllegalActionError(str(e)) from None
        # Passing with priority and conceding are always legal (117.3d, 104.3a): no need to list the rest.
        quick = (action.kind == "pass" and not action.args and self.state.priority >= 0
                 and not self.state.game_over and p.kind == "priority") or (
            action.kind == "concede" and not action.args and not self.state.game_over)
        if not quick and not self.legal_actions().listed(action):
            steps = compact_steps(self.state, action)
            if steps is None:
                raise IllegalActionError(self._why_illegal(action))
            self._apply_steps(action, steps)
            return
        self._perform(action, lambda: execute(self.state, action))
        self._watch_for_a_mandatory_loop()
        if not self.state.game_over:
            if self.max_actions is not None and self.actions >= self.max_actions:
                stop_unfinished(self.state, f"{self.max_actions}-action")
            elif self.max_turns is not None and self.state.turn > self.max_turns:
                stop_unfinished(self.state, f"{self.max_turns}-turn")

    def _concede(self, player: int) -> None:
        """104.3a: `player` concedes, whoever the game is waiting for; they lose at once (104.3a)."""
        self._perform("a concession", lambda: concede(self.state, player))

    def _perform(self, what: str | Action, step: Callable[[], None]) -> None:
        """Carries out one legal action; an engine error restores the game exactly as it was. (`what` is
        only put into words for an error.)"""
        snapshot, token = self.state.snapshot(compact=True)  # (nothing holds the state's dicts here)
        self._legal = None
        try:
            step()
        except Exception as e:
            self.state.restore(snapshot)
            raise EngineError(f"internal error performing {what}: {e!r}; the game was restored") from e
        self.state.drop_snapshot(snapshot, token)
        self.actions += 1

    def _watch_for_a_mandatory_loop(self) -> None:
        """104.4b: a loop of mandatory actions is a draw. A decision with a real choice (anything but passing
        with a spell or ability on the stack, or conceding) ends the watch; a position repeated while
        every decision since had none is such a loop."""
        s = self.state
        if s.game_over:
            return
        if s.priority >= 0 and not s.zones[STACK] and s.question is None and not s.announcing and (
                s.combat is None or not s.combat.stage):  # (priority.pending's priority case, read directly)
            if self._loop:
                self._loop.clear()  # no loop goes through an empty stack (and nothing is listed here)
            return
        at_priority = self.pending.kind == "priority"
        if at_priority and not s.zones[STACK]:
            self._loop.clear()
            return
        choices = [a for a in self.legal_actions() if a.kind != "concede"]
        if not at_priority:
            if len(choices) != 1:
                self._loop.clear()
            return  # a decision with one answer (a sole legal target...) is no choice: the watch goes on
        if not all(a.kind == "pass" for a in choices):
            self._loop.clear()
            return
        prefix = loop_prefix(s)
        seen = self._loop.get(prefix)
        if seen is None:  # (the usual case: no signature to work out)
            self._loop[prefix] = [[None, s.clone()]]
            return
        position = loop_signature(s)
        for entry in seen:
            if entry[0] is None:
                entry[0] = loop_signature(entry[1])
                entry[1] = None
            if entry[0] == position:
                draw_by_loop(s)
                self._legal = None
                break
        seen.append([position, None])

    def _apply_steps(self, action: Action, steps: Iterator[Action]) -> None:
        """A whole answer to a decision taken one small choice at a time (rules.legal.compact_steps): each
        step in turn, all or nothing."""
        snapshot, count = self.state.clone(), self.actions
        try:
            for step in steps:
                self.apply(step)
        except IllegalActionError as e:
            self.state.restore(snapshot)
            self._legal, self.actions = None, count
            raise IllegalActionError(f"'{action}' is not legal now: {e}") from None
        except Exception:
            self.state.restore(snapshot)
            self._legal, self.actions = None, count
            raise

    def _player_index(self, player: str | int | None) -> int | None:
        """The index of the player `player` names ('P1', 'p2', 1...), None for None; a clear error otherwise."""
        if player is None:
            return None
        n = len(self.state.players)
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < n:
            return player
        if isinstance(player, str) and player.upper().startswith("P") and player[1:].isdigit():
            index = int(player[1:]) - 1
            if 0 <= index < n:
                return index
        raise IllegalActionError(f"unknown player {player!r}: the players are "
                                 + ", ".join(f"P{i + 1}" for i in range(n)))

    def clone(self) -> Game:
        game = Game(self.state.clone(), self.labels, self.seed, self.max_actions, self.max_turns)
        game.actions = self.actions
        return game

    def to_json(self) -> str:
        """The state, and the labels naming its objects, as JSON."""
        return dumps(self.state, self.labels)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        return cls(*loads_labelled(text))

    @property
    def is_over(self) -> bool:
        return self.state.game_over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    # --- reading the game ---------------------------------------------------------------------------------

    def log(self, verbose: bool = False) -> list[str]:
        """The game log as text: one line per game event, or with `verbose` one line per event record
        (every step, every payment). Both cite the rules each line follows."""
        events = self.state.events()
        board = self._board_objects(events)
        return render_all(events, self._lookup, board) if verbose else render_default(events, self._lookup, board)

    def _board_objects(self, events: list[Event]) -> dict[int, str]:
        """The objects a board was set up with in public zones (no event made them), by id."""
        made = {e.args.get("new") for e in events if e.kind == "zone_change"}
        made |= {e.args.get("obj") for e in events if e.kind in ("token", "copy", "emblem")}
        out = {}
        for objs in (self.state.lki, self.state.objects):
            for oid, obj in objs.items():
                if oid not in made and isinstance(obj, Obj) and obj.zone not in (LIBRARY, HAND):
                    out[oid] = obj.card
        return out

    def _lookup(self, oid: int) -> str | None:
        """The name of an object the log's events never named (one set up on the board)."""
        obj = self.state.known(oid)
        if obj is None:
            return None
        return obj.source_name + "'s ability" if isinstance(obj, StackAbility) else chars(self.state, oid).name

    def explain(self, obj: int | str) -> str:
        """Why an object has its characteristics: the continuous effects applied to it in layer order, with
        their sources and timestamps (613). `obj` is an id or a name (as `find` reads it)."""
        oid = obj if isinstance(obj, int) else self.find(obj)
        return "\n".join(explain(self.state, oid))

    def chars(self, oid: int) -> Chars:
        return chars(self.state, oid)

    def zone(self, zone: str, player: int = 0) -> tuple[int, ...]:
        return self.state.zones[zone_key(zone, player)]

    def find(self, name: str, zone: str | None = None, player: int | None = None) -> int:
        """The id of the one object named `name` (a label first), searching the battlefield, then the
        stack, hands, graveyards, exile and libraries. Raises KeyError if none or several match equally."""
        if name in self.labels:
            return self._follow_label(name)
        order = [zone] if zone else ["battlefield", "stack", "hand", "graveyard", "exile", "library", "command"]
        for z in order:
            found = []
            players = [player] if player is not None else range(len(self.state.players))
            keys = {zone_key(z, p) for p in players}
            for key in keys:
                for oid in self.state.zones[key]:
                    obj = self.state.objects[oid]
                    if player is not None and obj.controller != player and obj.owner != player:
                        continue
                    if self._name(obj) == name:
                        found.append(oid)
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                return sorted(found)[0]
        raise KeyError(f"no object named {name!r}" + (f" in {zone}" if zone else ""))

    def _name(self, obj: Obj | StackAbility) -> str:
        if isinstance(obj, StackAbility):
            return obj.source_name
        return chars(self.state, obj.id).name

    def _follow_label(self, label: str) -> int:
        """A label names the newest object of its card (400.7: a moved card is a new object): follow its
        zone changes through the log."""
        oid = self.labels[label]
        newer: dict[int, int] = {}
        for e in self.state.events():
            if e.kind == "zone_change":
                newer[e.args["old"]] = e.args["new"]
            elif e.kind == "renumber":  # a shuffled library's fresh ids (zones.shuffle)
                newer.update(e.args["ids"])
        seen = {oid}
        while oid in newer and newer[oid] and newer[oid] not in seen:
            oid = newer[oid]
            seen.add(oid)
        return oid

    def view(self, player: str | int, log_lines: int = 0) -> str:
        """What `player` ('P1', 'P2' or an index) may see, as JSON (play/observation.py): their hand, the
        public zones, the sizes of hidden ones, the decision as shown to them and, when they decide, their
        legal actions; `log_lines` recent lines of their redacted log. Everything sent to a player (a
        browser, an RL environment) goes through this export, never through `to_json`."""
        index = self._player_index(player)
        assert index is not None
        return msgspec.json.encode(observe(self, index, log_lines)).decode()

    def describe(self, ref: int) -> str:
        return describe(self.state, ref)

    def _why_illegal(self, action: Action) -> str:
        p = self.pending
        head = f"'{action}' is not legal now"
        if p.kind == "game_over":
            return f"{head}: the game is over"
        wait = f"the game waits for P{p.player + 1} to decide: {p.kind}" + (f" ({p.prompt})" if p.prompt else "")
        reason = _reason(self.state, action, p)
        legal = [str(a) for a in list(self.legal_actions())[:15]]
        return f"{head}: {reason + '; ' if reason else ''}{wait}. Legal: {', '.join(legal)}"


def visible_to(state: GameState, oid: int, viewer: int, p: Pending) -> bool:
    """Whether `viewer` may see object `oid` now (400.2): it is in a public zone or their own hand, it is a
    library top they may look at (401.5), or their pending decision offers it (a search, a look)."""
    obj = state.objects.get(oid)
    if obj is None:
        return False
    if obj.zone in PUBLIC_ZONES or (obj.zone == HAND and obj.owner == viewer):
        return True
    if p.player == viewer and oid in p.options:
        return True
    return obj.zone == LIBRARY and library_top(state, obj.owner) == oid and sees_library_top(state, viewer,
                                                                                             obj.owner)


def _reason(state: GameState, action: Action, p: Pending) -> str:
    if action.kind in ("cast", "play", "activate") and p.kind != "priority":
        return f"no one can {action.kind} during a {p.kind} decision"
    if action.kind in ("cast", "play", "activate") and action.args:
        oid = action.args[0]
        if not isinstance(oid, int) or not visible_to(state, oid, p.player, p):
            # one message for a missing object and a hidden one: an id must not be probed (issue 20)
            return f"there is no object #{oid} that P{p.player + 1} can see"
        obj = state.objects[oid]
        if action.kind in ("cast", "play") and obj.zone != "hand":
            permitted = any(perm.oid == oid and perm.land == (action.kind == "play")
                            for perm in permissions(state, p.player))
            if not permitted:
                return f"#{oid} is not in a hand, and no permission to {action.kind} it from its zone applies (601.3)"
            if action.kind == "play":  # (a permission applies: what is left is the land play's own rule)
                return "lands are played in your own main phase with an empty stack, once a turn (305.2)"
            return (f"a permission lets P{p.player + 1} cast #{oid} from its zone (601.3), but the timing is wrong "
                    "(307.1, 117.1a), there is no legal target (601.2c) or the cost can't be paid (601.2h)")
        if obj.controller != p.player and obj.owner != p.player:
            return f"#{oid} is not P{p.player + 1}'s"
        if action.kind == "play" and "Land" not in chars(state, oid).types:
            return f"#{oid} is not a land"
        if action.kind == "play":
            return "lands are played in your own main phase with an empty stack, once a turn (305.2)"
        if action.kind == "cast":
            return "wrong timing (307.1, 117.1a), no legal target (601.2c) or the cost can't be paid (601.2h)"
        return "the cost can't be paid, there is no legal target, or the timing is wrong (602.5)"
    return ""
