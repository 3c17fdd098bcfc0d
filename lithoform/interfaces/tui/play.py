"""A person against an agent in the terminal (`lithoform play`): the board rendered with rich, numbered
choices from the legal actions, typed answers read from an input stream (so tests can drive it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from rich.console import Console

from lithoform.interfaces.replay import FORMAT, GameRecord, new_game, record_sideboards
from lithoform.interfaces.tui.render import board, choices
from lithoform.play.agents.base import Agent, seen_by
from lithoform.play.auto_pass import only_pass_or_mana
from lithoform.play.game import Game
from lithoform.play.observation import Observation, observe, visible_log
from lithoform.state.actions import PASS, Action, ActionError

HELP = """\
Answer with the number of a choice, or type an action's text (the grey column), e.g. `cast 12`.
  Enter      pass priority (when passing is legal)
  board      show the board again         log     show more of the game log
  help       this text                    quit    concede the game and stop
  seed       show the game's seed (it reveals every hidden card: it is shown when the game ends)
Priority you have no use for (nothing to do but pass or tap mana) is passed for you unless the game
was started with --full-control."""

CONCEDE = Action("concede")


class TerminalGame:
    """Runs a game in which `human` (0 or 1) answers through `inp` and the agent plays the other seat."""

    def __init__(self, game: Game, human: int, agent: Agent, inp: TextIO, out: TextIO,
                 deck_names: Sequence[str] = ("", ""), auto_pass: bool = True,
                 width: int | None = None) -> None:
        self.game = game
        self.human = human
        self.agent = agent
        self.inp = inp
        self.console = Console(file=out, width=width, highlight=False, soft_wrap=False)
        self.deck_names = tuple(deck_names)
        self.auto_pass = auto_pass
        self.actions: list[str] = []
        self._seen_log = 0
        self.seed: int | None = None  # shown only when the game ends or when asked for (issue 20)
        self.sideboards: tuple[tuple[str, ...], ...] = ()  # the cards outside the game at the start (400.11a)
        self.commanders: tuple[tuple[str, ...], ...] = ()  # a Commander game's commanders (903.3)
        self.variant = ""  # "commander" or "brawl" with commanders (903.12)

    def run(self) -> Game:
        game = self.game
        while not game.is_over:
            player = game.pending.player
            if player != self.human:
                self._apply(self.agent.choose(seen_by(self.agent, game, player)))
                continue
            legal = list(game.legal_actions())
            if self.auto_pass and only_pass_or_mana(game, legal):
                self._apply(PASS)
                continue
            new_events = game.state.log_len - self._seen_log
            seen = observe(game, self.human, log_lines=max(8, min(40, new_events)))
            self._seen_log = game.state.log_len
            shown = _order(seen, legal)
            self.console.print(board(seen, self.deck_names))
            self.console.print(choices(seen, shown))
            action = self._ask(seen, shown)
            self._apply(action if action is not None else CONCEDE)
        self._finish()
        return game

    def record(self, seed: int, decks: Sequence[Sequence[str]], agent_name: str) -> GameRecord:
        agents = ["human", agent_name] if self.human == 0 else [agent_name, "human"]
        return GameRecord(FORMAT, seed, tuple(tuple(d) for d in decks), tuple(self.actions), None, True,
                          self.deck_names, tuple(agents), self.game.is_over,
                          self.game.winner if self.game.is_over else None, self.game.state.turn,
                          sideboards=self.sideboards, commanders=self.commanders, variant=self.variant)

    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        self.actions.append(str(action))

    def _ask(self, seen: Observation, shown: list[Action]) -> Action | None:
        """Reads answers until one is a legal action; None at the end of the input or on `quit`."""
        while True:
            self.console.print("> ", end="")
            line = self.inp.readline()
            if not line:
                self.console.print("\n(end of input: conceding)")
                return None
            text = line.strip()
            if not text:
                if PASS in shown:
                    return PASS
                self.console.print("Passing is not possible now: choose one of the numbers.")
                continue
            word = text.lower()
            if word in ("help", "?", "h"):
                self.console.print(HELP, markup=False)
            elif word in ("quit", "exit", "q"):
                return None
            elif word == "board":
                self.console.print(board(seen, self.deck_names))
                self.console.print(choices(seen, shown))
            elif word == "seed":
                self.console.print(self._seed_text(), markup=False)
            elif word == "log":
                self.console.print("\n".join(visible_log(self.game.state, self.human, 60)), markup=False)
            elif text.isdigit():
                n = int(text)
                if 1 <= n <= len(shown):
                    return shown[n - 1]
                self.console.print(f"No choice {n}: choose 1 to {len(shown)}.")
            else:
                try:
                    action = Action.parse(text)
                except ActionError as e:
                    self.console.print(f"Not understood: {e}. Type 'help' for help.", markup=False)
                    continue
                if action in shown:
                    return action
                self.console.print(f"'{action}' is not legal now. Choose one of the numbers.", markup=False)

    def _finish(self) -> None:
        game = self.game
        for line in visible_log(game.state, self.human, max(8, min(40, game.state.log_len - self._seen_log))):
            self.console.print(line, markup=False)
        w = game.winner
        if w is None:
            self.console.print("[bold]The game is a draw (104.4a).[/bold]")
        elif w == self.human:
            self.console.print(f"[bold green]You win! (P{w + 1})[/bold green]")
        else:
            self.console.print(f"[bold red]P{w + 1} wins.[/bold red]")
        if self.seed is not None:
            self.console.print(self._seed_text(), markup=False)

    def _seed_text(self) -> str:
        if self.seed is None:
            return "This game's seed is not known."
        return f"Game seed {self.seed} (replay it with `lithoform play --seed {self.seed}`)."


def _order(seen: Observation, legal: list[Action]) -> list[Action]:
    """Choices as shown: the meaningful ones first, mana abilities after them, conceding last."""
    def rank(a: Action) -> int:
        if a.kind == "concede":
            return 3
        if a.kind == "activate":
            card = seen.card(int(a.args[0]))
            n = int(a.args[1])
            activated = getattr(card, "activated", ())
            if 0 < n <= len(activated) and activated[n - 1].mana:
                return 2
        return 1 if a.kind != "cancel" else 2
    return sorted(legal, key=rank)


def play_terminal(decks: Sequence[Sequence[str]], agent: Agent, seed: int, inp: TextIO, out: TextIO,
                  deck_names: Sequence[str] = ("", ""), human: int = 0, auto_pass: bool = True,
                  width: int | None = None, sideboards: Sequence[Sequence[str]] = (),
                  commanders: Sequence[Sequence[str]] = (), variant: str = "") -> TerminalGame:
    """A new game (seeded coin flip and mulligans, 103.1, 103.5) played through the given streams; `sideboards`:
    the cards outside the game (400.11a); `commanders`, `variant`: a Commander game's (903)."""
    side = record_sideboards(sideboards)
    leaders = tuple(tuple(c) for c in commanders)
    variant = (variant or "commander") if leaders else ""
    start = GameRecord(FORMAT, seed, tuple(tuple(d) for d in decks), (), sideboards=side, commanders=leaders,
                       variant=variant)
    session = TerminalGame(new_game(start), human, agent, inp, out, deck_names, auto_pass, width)
    session.sideboards = side
    session.commanders, session.variant = leaders, variant
    session.seed = seed
    session.run()
    return session


__all__ = ["HELP", "TerminalGame", "play_terminal"]
