"""Game records: a whole game as its seed, its decks and the texts of its actions, replayed exactly.

A record is JSON, read with a typed decoder (never eval, exec or pickle):

    {"format": "lithoform-record/2", "seed": 7, "first_player": null, "mulligans": true,
     "decks": [["Mountain", ...], ["Forest", ...]], "deck_names": ["Red Burn", "Green-White"],
     "agents": ["heuristic", "human"], "actions": ["choose P1", "no", "no", "play 130", ...],
     "finished": true, "winner": 0, "turns": 11}

The actions do not depend on the agents that chose them: replaying needs only the engine. A record that
does not match what the engine does (an action illegal at its point, a tampered seed, deck or result, an
unknown format version) is a ReplayError naming the action index where they part.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

import msgspec

from lithoform.play.agents.base import Agent, seen_by
from lithoform.play.game import EngineError, Game
from lithoform.state.actions import Action, ActionError

FORMAT = "lithoform-record/2"
MAX_ACTIONS = 20_000  # a safety net: heuristic games take a few hundred


class ReplayError(ValueError):
    """A game record that can't be replayed as written."""


MAX_RECORD_BYTES = 64 * 1024 * 1024  # a 20,000-action game's record is under 1 MB
MAX_RECORD_ACTIONS = 1_000_000


class GameRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    format: str
    seed: int
    decks: tuple[tuple[str, ...], ...]
    actions: tuple[str, ...]
    first_player: int | None = None
    mulligans: bool = True
    deck_names: tuple[str, ...] = ()
    agents: tuple[str, ...] = ()
    finished: bool = True
    winner: int | None = None
    turns: int = 0
    sideboards: tuple[tuple[str, ...], ...] = ()  # the players' cards outside the game (400.11a)
    commanders: tuple[tuple[str, ...], ...] = ()  # a Commander game's commanders, apart from the decks (903.6)
    variant: str = ""  # "commander" or "brawl" with commanders (903, 903.12)


def record_sideboards(sideboards: Sequence[Sequence[str]]) -> tuple[tuple[str, ...], ...]:
    """The players' cards outside the game (400.11a) as a record keeps them: none at all when every sideboard is
    empty, so a record without them reads as before."""
    return tuple(tuple(s) for s in sideboards) if any(sideboards) else ()


def new_game(record: GameRecord) -> Game:
    """The game at its start (103): libraries shuffled with the record's seed."""
    return Game.new([list(d) for d in record.decks], seed=record.seed, first_player=record.first_player,
                    mulligans=record.mulligans,
                    sideboards=[list(s) for s in record.sideboards] if record.sideboards else None,
                    commanders=[list(c) for c in record.commanders] if record.commanders else None,
                    variant=record.variant or "commander")


def play_game(decks: Sequence[Sequence[str]], agents: Sequence[Agent], seed: int,
              deck_names: Sequence[str] = (), agent_names: Sequence[str] = (),
              max_actions: int = MAX_ACTIONS, on_action: Callable[[Game, Action], None] | None = None,
              sideboards: Sequence[Sequence[str]] = (), commanders: Sequence[Sequence[str]] = (),
              variant: str = "") -> tuple[Game, GameRecord]:
    """Plays a game between agents, each given only its player's Observation (a searching agent: the game,
    which it determinizes from its player's view, agents/mcts.py); returns the finished game
    and its record. The coin flip (103.1) and mulligans (103.5) are decisions like any other. `sideboards`:
    the players' cards outside the game (400.11a), if any; `commanders` and `variant`: a Commander game's (903)."""
    record = GameRecord(FORMAT, seed, tuple(tuple(d) for d in decks), (), None, True, tuple(deck_names),
                        tuple(agent_names),
                        sideboards=record_sideboards(sideboards), commanders=tuple(tuple(c) for c in commanders),
                        variant=(variant or "commander") if commanders else "")
    game = new_game(record)
    actions: list[str] = []
    while not game.is_over and len(actions) < max_actions:
        player = game.pending.player
        action = agents[player].choose(seen_by(agents[player], game, player))
        game.apply(action)
        actions.append(str(action))
        if on_action is not None:
            on_action(game, action)
    done = msgspec.structs.replace(record, actions=tuple(actions), finished=game.is_over,
                                   winner=game.winner if game.is_over else None, turns=game.state.turn)
    return game, done


# --- saving and loading -------------------------------------------------------------------------------------


def dumps(record: GameRecord) -> str:
    return msgspec.json.format(msgspec.json.encode(record), indent=1).decode() + "\n"


def save_record(record: GameRecord, path: str | Path) -> None:
    Path(path).write_text(dumps(record), encoding="utf-8")


def loads(text: str | bytes, source: str = "record") -> GameRecord:
    """Parses and type-checks a record; the format version is checked first."""
    if len(text) > MAX_RECORD_BYTES:
        raise ReplayError(f"{source}: {len(text)} bytes; a record has at most {MAX_RECORD_BYTES}")
    try:
        raw = msgspec.json.decode(text)
    except msgspec.DecodeError as e:
        raise ReplayError(f"{source}: not valid JSON: {e}") from None
    except RecursionError:
        raise ReplayError(f"{source}: JSON nested too deeply to be a game record") from None
    if not isinstance(raw, dict):
        raise ReplayError(f"{source}: a game record is a JSON object")
    if raw.get("format") != FORMAT:
        raise ReplayError(f"{source}: unsupported format {raw.get('format')!r}; this version reads "
                          f"{FORMAT!r}")
    try:
        record = msgspec.convert(raw, GameRecord)
    except msgspec.ValidationError as e:
        raise ReplayError(f"{source}: malformed record: {e}") from None
    if len(record.decks) != 2:
        raise ReplayError(f"{source}: a record has two decks, not {len(record.decks)}")
    if len(record.actions) > MAX_RECORD_ACTIONS:
        raise ReplayError(f"{source}: {len(record.actions)} actions; a record has at most {MAX_RECORD_ACTIONS}")
    return record


def load_record(path: str | Path) -> GameRecord:
    p = Path(path)
    try:
        if p.stat().st_size > MAX_RECORD_BYTES:
            raise ReplayError(f"{p}: {p.stat().st_size} bytes; a record has at most {MAX_RECORD_BYTES}")
        data = p.read_bytes()
    except OSError as e:
        raise ReplayError(f"{p}: can't read the record: {e}") from None
    return loads(data, str(p))


# --- replaying ----------------------------------------------------------------------------------------------


def replay(record: GameRecord) -> Game:
    """Re-runs the record's actions from its seed and checks that the game ends as it says."""
    try:
        game = new_game(record)
    except (KeyError, ValueError) as e:
        raise ReplayError(f"the record's decks can't start a game: {e}") from None
    for index, text in enumerate(record.actions):
        where = f"action {index} ({text!r})"
        if game.is_over:
            raise ReplayError(f"{where}: the game was already over after action {index - 1}")
        try:
            action = Action.parse(text)
        except ActionError as e:
            raise ReplayError(f"{where}: not an action: {e}") from None
        if action not in game.legal_actions():
            p = game.pending
            raise ReplayError(f"{where} is not legal at its point in the game (turn {game.state.turn}, "
                              f"{game.state.step}; P{p.player + 1} to decide: {p.kind}); the record does not "
                              f"match the engine (a changed seed, deck or action?)")
        try:
            game.apply(action)
        except EngineError as e:
            raise ReplayError(f"{where}: the engine failed: {e}") from None
    _check_end(record, game)
    return game


def _check_end(record: GameRecord, game: Game) -> None:
    n = len(record.actions)
    if record.finished != game.is_over:
        said = "finished" if record.finished else "unfinished"
        raise ReplayError(f"after action {n - 1}: the record says the game was {said}, the replay says "
                          f"{'finished' if game.is_over else 'unfinished'}")
    if record.winner != game.winner:
        raise ReplayError(f"after action {n - 1}: the record's winner is {_who(record.winner)}, the replay's "
                          f"is {_who(game.winner)}")
    if record.turns and record.turns != game.state.turn:
        raise ReplayError(f"after action {n - 1}: the record says turn {record.turns}, the replay ends on "
                          f"turn {game.state.turn}")


def _who(winner: int | None) -> str:
    return "nobody (a draw)" if winner is None else f"P{winner + 1}"


# --- the command line: `lithoform replay FILE` --------------------------------------------------------------


def add_replay_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("replay", help="re-run a saved game record exactly and print its log")
    p.add_argument("file", metavar="FILE", help="a game record saved by `play --save`, `game --save` or "
                                                "`simulate --save`")
    p.add_argument("--quiet", "-q", action="store_true", help="check the record, print only the result")
    p.add_argument("--verbose", "-v", action="store_true", help="print every event record: each step, payment "
                                                                 "and zone change on its own line")
    p.set_defaults(func=_replay_command)


def _replay_command(args: argparse.Namespace) -> int:
    record = load_record(args.file)
    game = replay(record)
    if not args.quiet:
        for line in game.log(verbose=args.verbose):
            print(line)
    names = record.deck_names or ("", "")
    result = "a draw" if game.winner is None else f"P{game.winner + 1} wins"
    if not game.is_over:
        result = "unfinished"
    who = ", ".join(f"P{i + 1}: {n}" for i, n in enumerate(names) if n)
    print(f"Replayed {len(record.actions)} actions (seed {record.seed}{'; ' + who if who else ''}): {result} "
          f"on turn {game.state.turn}; the record matches the engine.")
    return 0
