"""`lithoform play`: the terminal game driven through its input and output streams, and through a
pseudo-terminal as a person would use it."""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
import time

from lithoform.interfaces.replay import loads, replay
from lithoform.interfaces.tui import play_terminal
from lithoform.interfaces.tui.play import HELP
from lithoform.play.agents import HeuristicAgent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck

DECKS = [resolve_deck(n) for n in DEFAULT_DECKS]
NAMES = tuple(d.name for d in DECKS)


def play(lines: list[str], seed: int = 3, **kw: object):
    out = io.StringIO()
    session = play_terminal([d.cards() for d in DECKS], HeuristicAgent(seed), seed, io.StringIO(
        "".join(line + "\n" for line in lines)), out, NAMES, width=120, **kw)
    return session, out.getvalue()


def test_the_board_and_numbered_choices_are_shown() -> None:
    session, text = play(["quit"])
    assert "P1 (you) — Red Burn" in text and "P2 (opponent) — Green-White Creatures" in text
    assert "Your hand" in text and "life 20" in text and "library" in text
    assert " 1  " in text or "\n1  " in text  # numbered choices
    assert session.game.is_over and session.game.winner == 1  # quitting concedes (104.3a)
    assert "P2 wins" in text


def test_help_bad_input_and_out_of_range_numbers() -> None:
    _, text = play(["help", "frobnicate", "999", "pass", "board", "log", "quit"])
    assert HELP.splitlines()[0] in text
    assert "Not understood" in text
    assert "No choice 999" in text
    assert "is not legal now" in text or "Passing" in text or "(you)" in text


def test_a_whole_game_by_numbers_ends_and_its_record_replays() -> None:
    session, text = play(["1"] * 400)
    game = session.game
    assert game.is_over
    record = session.record(3, [d.cards() for d in DECKS], "heuristic")
    assert replay(loads(_dump(record))).log() == game.log()


def test_end_of_input_concedes() -> None:
    session, text = play([])
    assert "end of input" in text and session.game.winner == 1


def test_typed_action_text_is_accepted() -> None:
    session, text = play(["concede"])
    assert session.game.is_over and session.actions[-1] == "concede"


def test_full_control_asks_at_every_priority() -> None:
    quick, _ = play(["no", "", "", "", "quit"])  # keep the hand, then Enter passes while it can
    full, _ = play(["no", "", "", "", "quit"], auto_pass=False)
    # With full control each Enter answers one priority; otherwise empty priorities pass by themselves.
    assert quick.actions.count("pass") > full.actions.count("pass") >= 3


def _dump(record) -> str:
    from lithoform.interfaces.replay import dumps

    return dumps(record)


def test_in_a_pseudo_terminal(tmp_path) -> None:
    """A person's view: `lithoform play` in a pty, with colour; typing `quit` ends it."""
    save = tmp_path / "game.json"
    master, slave = pty.openpty()
    env = dict(os.environ, COLUMNS="120", LINES="50", TERM="xterm-256color")
    env.pop("NO_COLOR", None)
    argv = [sys.executable, "-m", "lithoform.interfaces.cli", "play", "--seed", "5", "--save", str(save)]
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    output = b""
    sent = False
    deadline = time.monotonic() + 30
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                output += chunk
            if not sent and b"> " in output:
                os.write(master, b"quit\n")
                sent = True
            if proc.poll() is not None and not ready:
                break
    finally:
        proc.kill() if proc.poll() is None else None
        proc.wait(timeout=10)
        os.close(master)
    text = output.decode(errors="replace")
    assert sent, text[-2000:]
    assert "Your hand" in text and "\x1b[" in text  # rendered with rich, in colour
    assert "P2 wins" in text
    assert proc.returncode == 0
    assert loads(save.read_text()).actions[-1] == "concede"
