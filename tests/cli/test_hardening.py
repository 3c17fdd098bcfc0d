"""Issue 18: Ctrl-C stops `simulate` and keeps its results; bad `--save` paths and unusable files are a
one-line error before any work; commands that find nothing exit non-zero."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from lithoform.interfaces.cli import main
from lithoform.interfaces.replay import load_record


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "lithoform.interfaces.cli", *args]


@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigint_stops_simulate_promptly_prints_finished_games_and_keeps_saved_records(tmp_path, workers) -> None:
    """A real SIGINT to a real `lithoform simulate` run: it stops within seconds (not after the 500 queued
    games), prints the table of the games that finished, exits 130, and every record it wrote replays."""
    runs = tmp_path / "runs"
    proc = subprocess.Popen(_cli("simulate", "red_burn", "green_white", "--games", "500", "--workers", workers,
                                 "--seed", "1", "--no-progress", "--save", str(runs)),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    try:
        deadline = time.monotonic() + 120
        while len(list(runs.glob("game-*.json"))) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(list(runs.glob("game-*.json"))) >= 2, "no game finished in two minutes"
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        stopped_in = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert stopped_in < 15
    assert "Traceback" not in err
    finished = int(err.split("Interrupted: ")[1].split(" of 500")[0])
    assert 2 <= finished < 500
    assert f"{finished} games, seed 1" in out and "95% CI (Wilson)" in out
    records = sorted(runs.glob("game-*.json"))
    assert f"{len(records)} game records saved" in out
    assert len(records) == finished and not list(runs.glob(".*.part"))
    assert all(load_record(r).finished is not None for r in records)


def test_save_to_an_existing_file_is_refused_before_the_game(tmp_path, capsys) -> None:
    path = tmp_path / "g.json"
    path.write_text("keep me")
    assert main(["game", "--seed", "1", "--quiet", "--save", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "the file exists" in err and len(err.splitlines()) == 1
    assert path.read_text() == "keep me"


def test_save_into_a_missing_or_unwritable_folder_is_refused_before_the_game(tmp_path, capsys,
                                                                           monkeypatch) -> None:
    assert main(["game", "--quiet", "--save", str(tmp_path / "no" / "such" / "g.json")]) == 2
    assert "does not exist" in capsys.readouterr().err
    a_file = tmp_path / "f"
    a_file.write_text("")
    assert main(["game", "--quiet", "--save", str(a_file / "g.json")]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err
    # Unwritable: as root every folder is writable, so the permission check itself is stubbed.
    monkeypatch.setattr("lithoform.interfaces.save_path.os.access", lambda path, mode: False)
    assert main(["game", "--quiet", "--save", str(tmp_path / "g.json")]) == 2
    out, err = capsys.readouterr()
    assert "not writable" in err and len(err.strip().splitlines()) == 1 and "Result" not in out


def test_simulate_save_to_a_file_or_a_folder_of_records_is_refused_before_any_game(tmp_path, capsys) -> None:
    a_file = tmp_path / "x.json"
    a_file.write_text("{}")
    argv = ["simulate", "red_burn", "green_white", "-n", "1", "-w", "1", "--no-progress", "--save"]
    assert main([*argv, str(a_file)]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err
    full = tmp_path / "full"
    full.mkdir()
    (full / "game-00000.json").write_text("{}")
    assert main([*argv, str(full)]) == 2
    err = capsys.readouterr()
    assert "already holds game records" in err.err and "games, seed" not in err.out


@pytest.mark.parametrize("content", [bytes(range(256)) * 4, ("[" * 50_000 + "]" * 50_000).encode(),
                                     ("a: " + "[" * 50_000).encode()])
def test_a_binary_or_deeply_nested_scenario_is_a_one_line_malformed_error(tmp_path, capsys, content) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(content)
    assert main(["scenario", "run", str(path)]) == 2
    out = capsys.readouterr().out
    assert "malformed" in out and "Traceback" not in out


def test_an_empty_scenario_folder_exits_non_zero(tmp_path, capsys) -> None:
    assert main(["scenario", "run", str(tmp_path)]) == 2
    assert "no scenario files" in capsys.readouterr().err


def test_a_scenario_count_beyond_the_limit_is_a_clear_error_not_a_hang(tmp_path, capsys) -> None:
    path = tmp_path / "count.yaml"
    path.write_text("format: lithoform-scenario/1\nname: too many\nsetup:\n  P1:\n"
                    "    battlefield: [{card: Forest, count: 100000000}]\n"
                    "expect:\n  - {zone: P1.hand, contains: []}\n")
    started = time.monotonic()
    assert main(["scenario", "run", str(path)]) == 2
    assert "count: 100000000 is out of range (1 to 1000)" in capsys.readouterr().out
    assert time.monotonic() - started < 10


def test_cards_coverage_of_an_unknown_set_exits_non_zero(capsys) -> None:
    assert main(["cards", "coverage", "--set", "ZZZZ"]) == 1
    assert "no playable cards in set 'ZZZZ'" in capsys.readouterr().err


@pytest.mark.parametrize("content", [b"\x00\xff" * 100, b"[" * 100_000, b'{"format": "lithoform-record/1"'])
def test_a_binary_deeply_nested_or_cut_record_is_a_one_line_error(tmp_path, capsys, content) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("lithoform replay:") and "Traceback" not in err

