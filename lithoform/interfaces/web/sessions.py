"""What the web server keeps: games being played, records being replayed, scenarios being stepped through.

Nothing here knows about HTTP. Every view handed out is built from a player's Observation
(play/observation.py, through `views.player_view`), never from the raw state: the seed, the libraries and
the other player's hand stay on the server (400.2). Each session lives behind an unguessable id
(`secrets.token_urlsafe`), which is the only thing that lets a browser reach it.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from lithoform.interfaces.replay import FORMAT, GameRecord, ReplayError, loads, new_game, record_sideboards
from lithoform.interfaces.scenario.model import parse
from lithoform.interfaces.scenario.runner import Report, Runner
from lithoform.interfaces.scenario.source import ScenarioError
from lithoform.interfaces.web.views import LogCache, player_view
from lithoform.play.agents import AGENTS, make_agent
from lithoform.play.agents.base import Agent
from lithoform.play.auto_pass import only_pass_or_mana
from lithoform.play.decks import DeckError, bundled_decks, check_deck, load_deck
from lithoform.play.game import EngineError, Game, IllegalActionError
from lithoform.state.actions import PASS, Action, ActionError
from lithoform.state.rng import derived_seed, fresh_seed

MAX_ACTIONS = 20_000  # a game stopped unfinished after this many actions (a loop only agents would take)
AGENT_STEPS = 5_000  # actions the agents (and auto-passing) may take in answer to one human action
REPLAY_CHECKPOINT = 25  # a replay keeps a copy of the game every this many actions, to step backwards fast
MAX_SESSIONS = 500  # past this the least recently used session is dropped (a game holds under 1 MB)
MAX_UPLOAD = 8 * 1024 * 1024  # bytes of an uploaded record or scenario


class WebError(ValueError):
    """A request that can't be carried out; `status` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def seat(player: object, players: int = 2) -> int:
    """A seat from what a client sent ('P1', 'p2', 0, 1); a WebError otherwise."""
    if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < players:
        return player
    if isinstance(player, str) and player[:1] in "pP" and player[1:].isdigit():
        index = int(player[1:]) - 1
        if 0 <= index < players:
            return index
    raise WebError(f"unknown player {player!r}: the players are P1 and P2")


def bundled_deck(name: object):
    """A bundled deck by name. A client names one of the shipped decks, never a file on the server."""
    decks = bundled_decks()
    if not isinstance(name, str) or name not in decks:
        raise WebError(f"unknown deck {name!r}; the decks are: {', '.join(sorted(decks))}")
    deck = load_deck(decks[name])
    try:
        check_deck(deck)
    except DeckError as e:
        raise WebError(str(e)) from None
    return deck


# --- a game being played ------------------------------------------------------------------------------------


class GameSession:
    """A game in play. In `agent` mode the browser plays `human` and an agent the other seat; in `hotseat`
    mode one browser plays both seats. Priority with nothing to do but pass or make mana, and an empty stack,
    is passed for a human unless `full_control` (a spell on the stack is always shown before it resolves)."""

    kind = "game"

    def __init__(self, game: Game, mode: str = "agent", agent: str = "heuristic", human: int = 0,
                 full_control: bool = False, seed: int | None = None, decks: Sequence[Sequence[str]] = (),
                 deck_names: Sequence[str] = (), sideboards: Sequence[Sequence[str]] = ()) -> None:
        if mode not in ("agent", "hotseat"):
            raise WebError(f"unknown mode {mode!r}: 'agent' or 'hotseat'")
        if mode == "agent" and agent not in AGENTS:
            raise WebError(f"unknown agent {agent!r}; the agents are {', '.join(sorted(AGENTS))}")
        self.game = game
        self.mode = mode
        self.agent_name = agent if mode == "agent" else ""
        self.human = human
        self.full_control = full_control
        self.seed = seed  # secret: it rebuilds every hidden card; only the finished game's record holds it
        self.decks = tuple(tuple(d) for d in decks)
        self.deck_names = tuple(deck_names)
        # the cards outside the game at the start (400.11a), for the record
        self.sideboards = record_sideboards(sideboards)
        self.agent: Agent | None = None
        if mode == "agent":
            self.agent = make_agent(agent, derived_seed(seed if seed is not None else fresh_seed(), "agent:web"))
        self.actions: list[str] = []
        self.lock = threading.Lock()
        self.version = 0  # counts changes, so a client can tell a new view from an old one
        self.logs = (LogCache(), LogCache())  # each seat's log lines already rendered
        with self.lock:
            self._run_others()

    @property
    def humans(self) -> tuple[int, ...]:
        return (0, 1) if self.mode == "hotseat" else (self.human,)

    def check_viewer(self, player: object) -> int:
        """The seat a client may look from: in agent mode only the human's (the agent's hand is hidden)."""
        index = seat(player)
        if index not in self.humans:
            raise WebError(f"P{index + 1} is the agent's seat: its view is not yours to see", 403)
        return index

    def act(self, text: object, player: object) -> None:
        """Applies a client's action for `player`, then lets the agent and auto-passing run to the next
        decision a human must make. An illegal or malformed action raises WebError; the game is unchanged."""
        index = self.check_viewer(player)
        if not isinstance(text, str) or not text.strip():
            raise WebError("an action is a non-empty string, e.g. 'pass' or 'cast 12'")
        if len(text) > 4096:
            raise WebError("an action's text has at most 4096 characters")
        with self.lock:
            game = self.game
            if game.is_over and text.strip() != "concede":
                raise WebError("the game is over")
            try:
                action = Action.parse(text)
            except ActionError as e:
                raise WebError(f"not an action: {e}") from None
            try:
                game.apply(action, player=index)
            except IllegalActionError as e:
                raise WebError(str(e)) from None
            except EngineError as e:
                raise WebError(str(e), 500) from None
            self.actions.append(str(action))
            self._run_others()

    def _run_others(self) -> None:
        """The agent's decisions, and the passes of humans with nothing to do, up to a human's decision."""
        game = self.game
        for _ in range(AGENT_STEPS):
            if game.is_over:
                break
            p = game.pending
            if p.player in self.humans:
                if self.full_control or not _nothing_to_do(game):
                    break
                action = PASS
            else:
                assert self.agent is not None
                # An agent given the game reads only the deciding player's view of it (agents.base): the
                # random agent its legal actions, the others the player's Observation.
                action = self.agent.choose(game)
            try:
                game.apply(action)
            except (IllegalActionError, EngineError) as e:  # the game is as it was before that action
                self.version += 1
                raise WebError(f"the {'agent' if p.player not in self.humans else 'auto-pass'} failed: {e}",
                               500) from None
            self.actions.append(str(action))
        self.version += 1

    def view(self, player: object) -> dict[str, Any]:
        index = self.check_viewer(player)
        with self.lock:
            data = player_view(self.game, index, cache=self.logs[index])
            deciding = self.game.pending.player
            data["session"] = {
                "kind": "game", "mode": self.mode, "agent": self.agent_name, "humans": list(self.humans),
                "version": self.version, "deck_names": list(self.deck_names), "actions": len(self.actions),
                "deciding": deciding if not self.game.is_over else None,
            }
            return data

    def record(self) -> GameRecord:
        """The game's record (replay.GameRecord). It holds the seed, which reveals every hidden card: it is
        given only once the game is over."""
        with self.lock:
            if not self.game.is_over:
                raise WebError("the record (which holds the seed) is given only when the game is over", 403)
            if self.seed is None:
                raise WebError("this game was not started from a seed and decks: it has no record", 404)
            agents = ["human", "human"] if self.mode == "hotseat" else (
                ["human", self.agent_name] if self.human == 0 else [self.agent_name, "human"])
            # A game stopped at the action cap is unfinished: replayed without the cap, it would go on.
            stopped = any(e.kind == "game_stopped" for e in self.game.state.events())
            return GameRecord(FORMAT, self.seed, self.decks, tuple(self.actions), None, True, self.deck_names,
                              tuple(agents), not stopped, None if stopped else self.game.winner,
                              self.game.state.turn, sideboards=self.sideboards)


def _nothing_to_do(game: Game) -> bool:
    """Priority over an empty stack with nothing to do but pass or make mana (605.3a, 117.3d): a spell on
    the stack is always shown before it resolves."""
    return not game.state.zones["stack"] and only_pass_or_mana(game, game.legal_actions())


def new_game_session(options: dict[str, Any]) -> GameSession:
    """A new game from a client's options: mode, agent, deck_a, deck_b, seed, full_control, seat."""
    if not isinstance(options, dict):
        raise WebError("the game's options are a JSON object")
    known = {"mode", "agent", "deck_a", "deck_b", "seed", "full_control", "seat"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise WebError(f"unknown option(s) {', '.join(map(repr, unknown))}; the options are {', '.join(sorted(known))}")
    names = list(bundled_decks())
    default_a = "red_burn" if "red_burn" in names else names[0]
    default_b = "green_white" if "green_white" in names else names[-1]
    deck_a = bundled_deck(options.get("deck_a", default_a))
    deck_b = bundled_deck(options.get("deck_b", default_b))
    seed = options.get("seed")
    if seed is None or seed == "":
        seed = fresh_seed()
    elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**128:
        raise WebError("seed: a whole number from 0 to 2**128 - 1, or left out for a fresh secret one")
    full = options.get("full_control", False)
    if not isinstance(full, bool):
        raise WebError("full_control: true or false")
    human = seat(options.get("seat", "P1"))
    decks = [deck_a.cards(), deck_b.cards()]
    sideboards = [deck_a.sideboard_cards(), deck_b.sideboard_cards()]  # 400.11a
    game = Game.new(decks, seed=seed, first_player=None, mulligans=True, max_actions=MAX_ACTIONS,
                    sideboards=sideboards)
    return GameSession(game, str(options.get("mode", "agent")), str(options.get("agent", "heuristic")), human,
                       full, seed, decks, (deck_a.name, deck_b.name), sideboards)


# --- a record replayed step by step ------------------------------------------------------------------------


class ReplaySession:
    """A saved game record, replayed: the game after any number of its actions, seen from either seat (the
    record holds the seed, so nothing in it is hidden from whoever holds the record)."""

    kind = "replay"

    def __init__(self, text: str | bytes) -> None:
        if len(text) > MAX_UPLOAD:
            raise WebError(f"a record has at most {MAX_UPLOAD} bytes")
        try:
            record = loads(text, "the record")
        except ReplayError as e:
            raise WebError(str(e)) from None
        self.record = record
        self.lock = threading.Lock()
        try:
            game = new_game(record)
        except (KeyError, ValueError) as e:
            raise WebError(f"the record's decks can't start a game: {e}") from None
        self.actions: list[Action] = []
        self.checkpoints: list[Game] = [game.clone()]
        for index, text_ in enumerate(record.actions):
            where = f"action {index} ({text_!r})"
            try:
                action = Action.parse(text_)
            except ActionError as e:
                raise WebError(f"{where}: not an action: {e}") from None
            if game.is_over or action not in game.legal_actions():
                raise WebError(f"{where} is not legal at its point in the game: the record does not match "
                               f"the engine")
            try:
                game.apply(action)
            except (IllegalActionError, EngineError) as e:
                raise WebError(f"{where}: {e}") from None
            self.actions.append(action)
            if (index + 1) % REPLAY_CHECKPOINT == 0:
                self.checkpoints.append(game.clone())
        self.final = game

    @property
    def steps(self) -> int:
        return len(self.actions)

    def game_at(self, step: int) -> Game:
        """The game after `step` actions (0: before the first)."""
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= self.steps:
            raise WebError(f"step: a whole number from 0 to {self.steps}")
        base = step // REPLAY_CHECKPOINT
        game = self.checkpoints[base].clone()
        for action in self.actions[base * REPLAY_CHECKPOINT: step]:
            game.apply(action)
        return game

    def view(self, step: int, player: object) -> dict[str, Any]:
        index = seat(player)
        with self.lock:
            game = self.game_at(step)
        data = player_view(game, index, with_choices=False)
        r = self.record
        data["session"] = {
            "kind": "replay", "step": step, "steps": self.steps, "deck_names": list(r.deck_names),
            "agents": list(r.agents),
            "next_action": str(self.actions[step]) if step < self.steps else None,
            "deciding": game.pending.player if not game.is_over else None,
        }
        return data


# --- a scenario stepped through ------------------------------------------------------------------------------


@dataclass
class ScenarioStep:
    line: int
    text: str
    game: Game
    results: list[dict[str, Any]] = field(default_factory=list)


class _RecordingRunner(Runner):
    """The scenario runner, keeping a copy of the game after each step of the script, and the results each
    step added (an `expect: illegal`, a `can`, a `check`)."""

    def __init__(self, scenario, report: Report) -> None:
        super().__init__(scenario, report)
        self.snapshots: list[ScenarioStep] = [ScenarioStep(scenario.setup_line, "(setup)", self.game.clone())]
        self._seen = 0

    def _step(self, i: int, step) -> None:
        try:
            super()._step(i, step)
        finally:
            self._snap(step.line, step.text)

    def _snap(self, line: int, text: str) -> None:
        new = self.report.results[self._seen:]
        self._seen = len(self.report.results)
        self.snapshots.append(ScenarioStep(line, text, self.game.clone(),
                                           [_result(r) for r in new]))


def _result(r: Any) -> dict[str, Any]:
    return {"line": r.line, "text": r.text, "passed": r.passed, "detail": r.detail}


class ScenarioSession:
    """A scenario file (SCENARIO-FORMAT) run by the scenario runner, one snapshot per step of its script,
    and the `expect:` section checked at the end."""

    kind = "scenario"

    def __init__(self, text: str | bytes) -> None:
        if len(text) > MAX_UPLOAD:
            raise WebError(f"a scenario has at most {MAX_UPLOAD} bytes")
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as e:
                raise WebError(f"not UTF-8 text (byte {e.start}): a binary file?") from None
        report = Report("<upload>")
        try:
            scenario = parse(text)
            report.name, report.rules = scenario.name, scenario.rules
            runner = _RecordingRunner(scenario, report)
            runner.run()
        except ScenarioError as e:
            raise WebError(f"the scenario is malformed: {e}") from None
        except RecursionError:
            raise WebError("the scenario is nested too deeply") from None
        steps = runner.snapshots
        final = report.results[runner._seen:]
        steps.append(ScenarioStep(0, "(expect)", runner.game.clone(), [_result(r) for r in final]))
        self.report = report
        self.steps = steps
        self.lock = threading.Lock()

    def view(self, step: int, player: object) -> dict[str, Any]:
        index = seat(player)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(self.steps):
            raise WebError(f"step: a whole number from 0 to {len(self.steps) - 1}")
        with self.lock:
            game = self.steps[step].game.clone()
        data = player_view(game, index, with_choices=False)
        results = [r for s in self.steps[: step + 1] for r in s.results]
        data["session"] = {
            "kind": "scenario", "step": step, "steps": len(self.steps) - 1, "name": self.report.name,
            "rules": list(self.report.rules),
            "script": [{"line": s.line, "text": s.text, "results": s.results} for s in self.steps],
            "results": results, "passed": sum(r["passed"] for r in results),
            "failed": sum(not r["passed"] for r in results),
            "deciding": game.pending.player if not game.is_over else None,
        }
        return data


# --- the store ------------------------------------------------------------------------------------------------


Session = GameSession | ReplaySession | ScenarioSession


class Store:
    """The sessions by id. An id is 24 random URL-safe characters (144 bits): knowing it is the only way
    in. Past `limit` sessions the least recently used is dropped."""

    def __init__(self, limit: int = MAX_SESSIONS, clock: Callable[[], float] = time.monotonic) -> None:
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._lock = threading.Lock()
        self.limit = limit
        self.clock = clock

    def add(self, session: Session) -> str:
        sid = secrets.token_urlsafe(18)
        with self._lock:
            self._sessions[sid] = session
            while len(self._sessions) > self.limit:
                self._sessions.popitem(last=False)
        return sid

    def get(self, sid: str, kind: str) -> Any:
        with self._lock:
            session = self._sessions.get(sid)
            if session is None or session.kind != kind:
                raise WebError(f"no such {kind} (it may have expired)", 404)
            self._sessions.move_to_end(sid)
            return session

    def __len__(self) -> int:
        return len(self._sessions)
