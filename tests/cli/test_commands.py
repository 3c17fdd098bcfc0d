"""`lithoform game | simulate | replay | deck`, and the older commands still working."""

from __future__ import annotations

import pytest

from lithoform.interfaces.cli import main
from lithoform.interfaces.simulate import Match, game_seed, run, summarize, wilson
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck


def test_game_prints_a_rule_citing_log_and_the_result(capsys) -> None:
    assert main(["game", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "[103.1]" in out and "[508.1k]" in out  # the coin flip, attacks
    assert out.strip().splitlines()[-1].startswith("Result: P")


def test_game_save_then_replay_prints_the_same_log(tmp_path, capsys) -> None:
    path = tmp_path / "g.json"
    assert main(["game", "--seed", "4", "--agent-b", "random", "--save", str(path)]) == 0
    played = capsys.readouterr().out.splitlines()
    assert main(["replay", str(path)]) == 0
    replayed = capsys.readouterr().out.splitlines()
    log = [line for line in played if not line.startswith(("Result:", "Record saved"))]
    assert replayed[:-1] == log
    assert "the record matches the engine" in replayed[-1]


def test_replay_of_a_tampered_record_is_a_clear_error(tmp_path, capsys) -> None:
    path = tmp_path / "g.json"
    main(["game", "--seed", "2", "--quiet", "--save", str(path)])
    capsys.readouterr()
    text = path.read_text().replace('"format": "lithoform-record/2"', '"format": "lithoform-record/9"')
    path.write_text(text)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "unsupported format" in err and "Traceback" not in err


def test_simulate_prints_win_rates_with_wilson_intervals(tmp_path, capsys) -> None:
    assert main(["simulate", "red_burn", "green_white", "--games", "4", "--workers", "1", "--seed", "3",
                 "--no-progress", "--save", str(tmp_path / "runs")]) == 0
    out = capsys.readouterr().out
    assert "95% CI (Wilson)" in out and "Red Burn" in out and "average game length" in out
    saved = sorted((tmp_path / "runs").glob("*.json"))
    assert len(saved) == 4
    assert main(["replay", "--quiet", str(saved[0])]) == 0


def test_simulate_results_do_not_depend_on_the_number_of_workers() -> None:
    decks = [resolve_deck(n) for n in DEFAULT_DECKS]
    match = Match((tuple(decks[0].cards()), tuple(decks[1].cards())), (decks[0].name, decks[1].name),
                  ("heuristic", "random"))
    one = run(match, 4, seed=9, workers=1)
    two = run(match, 4, seed=9, workers=2)
    def key(r):
        return r.seed, r.winner, r.turns, r.actions

    assert [key(r) for r in one] == [key(r) for r in two]
    assert len({r.seed for r in one}) == 4  # per-game seeds differ


def test_game_seeds_derive_from_the_run_seed_and_index() -> None:
    assert game_seed(1, 0) == game_seed(1, 0)
    assert len({game_seed(s, i) for s in range(5) for i in range(50)}) == 250
    assert all(0 <= game_seed(s, 3) < 2**63 for s in (0, 1, -1, 2**70))


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95  # 0.8256 - 0.9448
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_summarize_counts_draws_and_lengths() -> None:
    from lithoform.interfaces.simulate import GameResult

    results = [GameResult(0, 1, 0, 10, 100, True, 0), GameResult(1, 2, 1, 12, 120, True, 0),
               GameResult(2, 3, None, 20, 200, False, 1)]
    s = summarize(results)
    assert s.wins == (1, 1) and s.draws == 1 and s.unfinished == 1
    assert s.avg_turns == 14 and s.first_player_wins == 1


def test_deck_command(tmp_path, capsys) -> None:
    assert main(["deck"]) == 0
    assert "red_burn" in capsys.readouterr().out
    assert main(["deck", "red_burn", "green_white"]) == 0
    bad = tmp_path / "bad.txt"
    bad.write_text("5 Lightning Bolt\n40 Mountain\n")
    assert main(["deck", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "45 cards" in err and "5 copies" in err
    assert main(["deck", "--format", "limited", str(bad)]) == 0


def test_an_unknown_deck_file_is_a_clear_error(tmp_path, capsys) -> None:
    bad = tmp_path / "typo.txt"
    bad.write_text("4 Lightnig Bolt\n56 Mountain\n")
    assert main(["game", "--deck-a", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "did you mean" in err and "Lightning Bolt" in err


@pytest.mark.parametrize("argv", [["rules", "100.2a"], ["cards", "show", "Lightning Bolt"]])
def test_older_commands_still_work(argv: list[str], capsys) -> None:
    assert main(argv) == 0
    assert capsys.readouterr().out


def test_python_dash_m_lithoform_runs_the_same_command_line() -> None:
    """`python -m lithoform rules 608.2h` answers as the `lithoform` script does (lithoform/__main__.py)."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "lithoform", "rules", "608.2h"], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert out.startswith("608.2h") and "last known information" in out
