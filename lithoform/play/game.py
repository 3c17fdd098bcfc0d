"""The public game object: a small API over the rules functions (GUIDE: python-chess, OpenSpiel).

    game.pending            who must decide what now
    game.legal_actions()    a lazy view of the legal actions (in, len, iteration)
    game.apply(action)      checks the action, performs it and runs to the next decision
    game.clone()            a cheap independent copy
    game.to_json() / Game.from_json(text)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from lithoform.play.serialize import dumps, loads
from lithoform.rules.continuous.characteristics import Chars, chars
from lithoform.rules.execute import execute
from lithoform.rules.legal import legal_actions
from lithoform.rules.names import describe
from lithoform.rules.priority import pending
from lithoform.rules.setup import new_game, start_board
from lithoform.state.actions import Action, ActionError
from lithoform.state.decisions import Pending
from lithoform.state.log import render_all
from lithoform.state.model import GameState, Obj, StackAbility, zone_key

# isort: split
# Every mechanic registers its handlers and hook functions once the rules core has loaded.
import lithoform.mechanics.all  # noqa: F401


class IllegalActionError(ValueError):
    """An action that is not legal now. The game is left exactly as it was."""


class EngineError(RuntimeError):
    """An internal error while performing a legal action; the game was restored to before the action."""


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

    def __contains__(self, action: object) -> bool:
        if self._set is None:
            self._set = set(self._all())
        return action in self._set

    def __getitem__(self, index: int) -> Action:
        return self._all()[index]

    def __repr__(self) -> str:
        return f"<LegalActions ({len(self)}): {', '.join(str(a) for a in self._all()[:12])}>"


class Game:
    """A game of Magic between two players, always stopped at a decision."""

    __slots__ = ("state", "labels", "_legal")

    def __init__(self, state: GameState, labels: Mapping[str, int] | None = None) -> None:
        self.state = state
        self.labels: dict[str, int] = dict(labels or {})
        self._legal: LegalActions | None = None

    # --- making games ------------------------------------------------------------------------------------

    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], seed: int = 0, first_player: int | None = 0,
            mulligans: bool = False) -> Game:
        """A new game from two decks (lists of card names), shuffled with `seed`. `first_player=None`: the
        winner of a seeded coin flip chooses (103.1); `mulligans`: opening hands may be mulliganed (103.5).
        Both are then decisions like any other."""
        return cls(new_game(decks, seed=seed, first_player=first_player, mulligans=mulligans))

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

    def apply(self, action: Action | str) -> None:
        """Performs a legal action (or its text) and runs the game to the next decision."""
        try:
            action = Action.parse(action) if isinstance(action, str) else Action.check(action)
        except ActionError as e:
            raise IllegalActionError(str(e)) from None
        # Passing with priority and conceding are always legal (117.3d, 104.3a): no need to list the rest.
        quick = (action.kind == "pass" and not action.args and self.state.priority >= 0
                 and not self.state.game_over and self.pending.kind == "priority") or (
            action.kind == "concede" and not action.args and not self.state.game_over)
        if not quick and action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))
        snapshot = self.state.clone()
        self._legal = None
        try:
            execute(self.state, action)
        except Exception as e:
            self.state.restore(snapshot)
            raise EngineError(f"internal error performing {action}: {e!r}; the game was restored") from e

    def clone(self) -> Game:
        return Game(self.state.clone(), self.labels)

    def to_json(self) -> str:
        return dumps(self.state)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        return cls(loads(text))

    @property
    def is_over(self) -> bool:
        return self.state.game_over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    # --- reading the game ---------------------------------------------------------------------------------

    def log(self) -> list[str]:
        return render_all(self.state.events())

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
        newer = {e.args["old"]: e.args["new"] for e in self.state.events() if e.kind == "zone_change"}
        while oid in newer and newer[oid]:
            oid = newer[oid]
        return oid

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


def _reason(state: GameState, action: Action, p: Pending) -> str:
    if action.kind in ("cast", "play", "activate") and p.kind != "priority":
        return f"no one can {action.kind} during a {p.kind} decision"
    if action.kind in ("cast", "play", "activate") and action.args:
        oid = action.args[0]
        if not isinstance(oid, int) or oid not in state.objects:
            return f"there is no object #{oid}"
        obj = state.objects[oid]
        if action.kind in ("cast", "play") and obj.zone != "hand":
            return f"#{oid} is not in a hand, and no permission to {action.kind} it from its zone applies (601.3)"
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
