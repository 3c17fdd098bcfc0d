"""`lithoform simulate`: a game that raises is reported with its seed and its record, and the other games'
results still print (issue 18)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from lithoform.interfaces.cli import main
from lithoform.interfaces.replay import loads, new_game
from lithoform.play.agents import AGENTS, RandomAgent


class Crashy(RandomAgent):
    """A random agent that raises at its 30th decision in games whose agent seed is even."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.crashes = seed % 2 == 0
        self.n = 0

    def choose(self, seen):  # type: ignore[no-untyped-def]
        self.n += 1
        if self.crashes and self.n == 30:
            raise RuntimeError("the agent broke")
        return super().choose(seen)


@pytest.fixture
def crashy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(AGENTS, "crashy", Crashy)


def test_an_errored_game_is_reported_and_the_others_still_print(crashy, tmp_path, capsys) -> None:
    code = main(["simulate", "red_burn", "green_white", "--games", "6", "--workers", "1", "--seed", "3",
                 "--agent-a", "crashy", "--agent-b", "random", "--no-progress", "--save", str(tmp_path)])
    out = capsys.readouterr().out
    errored = [line for line in out.splitlines() if "stopped with an error after" in line]
    assert code == 1
    assert 0 < len(errored) < 6, out
    assert "95% CI (Wilson)" in out and f"{6 - len(errored)} games, seed 3" in out
    assert all("RuntimeError: the agent broke" in line and "(seed " in line for line in errored)
    # the errored game's record replays up to the error: 29 of the agent's decisions and the opponent's
    path = errored[0].split("its record: ")[1].split(" ")[0]
    record = loads(Path(path).read_text(encoding="utf-8"))
    assert not record.finished and record.actions
    game = new_game(record)
    for action in record.actions:
        game.apply(action)
    assert not game.is_over


def test_without_save_the_errored_record_goes_to_a_temporary_file(crashy, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    main(["simulate", "red_burn", "green_white", "--games", "3", "--workers", "1", "--seed", "3",
          "--agent-a", "crashy", "--no-progress"])
    out = capsys.readouterr().out
    errored = [line for line in out.splitlines() if "stopped with an error after" in line]
    assert errored
    path = errored[0].split("its record: ")[1].split(" ")[0]
    assert path.startswith(str(tmp_path)) and loads(Path(path).read_text(encoding="utf-8")).actions
