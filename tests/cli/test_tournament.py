"""`lithoform tournament`: a round-robin with seats mirrored, the same results on every back end, save and
resume after a real Ctrl-C, the report's numbers, and bad input refused before any game."""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lithoform.interfaces.cli import main
from lithoform.interfaces.tournament import (
    Tournament,
    load_tournament,
    open_save_dir,
    play_batch,
    run,
    run_ray,
    table,
    write_csv,
)
from lithoform.play.decks import bundled_decks

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "lithoform.interfaces.cli", *args]


def _three(tmp_path: Path) -> Tournament:
    third = tmp_path / "burn_two.txt"
    shutil.copy(bundled_decks()["red_burn"], third)
    return load_tournament(["red_burn", "green_white", str(third)], games=2, seed=7)


def test_round_robin_plays_every_pair_with_seats_mirrored(tmp_path) -> None:
    t = _three(tmp_path)
    assert t.ids() == [(0, 1, 0), (0, 1, 1), (0, 2, 0), (0, 2, 1), (1, 2, 0), (1, 2, 1)]
    assert t.seats((0, 1, 0)) == (0, 1) and t.seats((0, 1, 1)) == (1, 0)
    assert t.names == ("Red Burn #1", "Green-White Creatures", "Red Burn #3")


def test_same_results_on_one_and_two_processes_any_batch_and_on_ray(tmp_path) -> None:
    """Identity across back ends and worker counts for one run seed, with a local Ray (2 CPUs)."""
    ray = pytest.importorskip("ray")
    t = _three(tmp_path)
    one = run(t, workers=1, batch=1)
    two = run(t, workers=2, batch=4)
    assert one == two and len(one) == 6
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = {r.id: r for finished in run_ray(t, t.ids(), batch=2, keep_records=False) for r, _ in finished}
        assert on_ray == one
        assert table(t, on_ray.values()) == table(t, one.values())

        # A worker lost in the middle of a batch: Ray resubmits it; every game is counted once.
        marker = tmp_path / "crashed-once"

        def crash_once(t_: Tournament, batch: tuple, keep: bool) -> list:
            if batch[0] == (0, 2, 0) and not marker.exists():
                marker.write_text("x")
                os._exit(1)  # the worker process dies
            return play_batch(t_, batch, keep)

        task = ray.remote(max_retries=3)(crash_once)
        ref = ray.put(t)
        got = [r for b in ray.get([task.remote(ref, (gid,), False) for gid in t.ids()]) for r, _ in b]
        assert marker.exists()
        assert sorted(r.id for r in got) == t.ids()
        assert {r.id: r for r in got} == one
    finally:
        ray.shutdown()


def test_resume_after_sigint_plays_only_the_missing_games_and_gets_the_full_totals(tmp_path) -> None:
    save = tmp_path / "runs"
    args = ("tournament", "red_burn", "green_white", "--games", "8", "--workers", "1", "--batch", "1",
            "--seed", "5", "--no-progress", "--save", str(save), "--csv", str(tmp_path / "t.csv"))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(_cli(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 120
        while len(list(save.glob("game-*.result"))) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    first = int(err.split("Interrupted: ")[1].split(" of 8")[0])
    assert 2 <= first < 8 and len(list(save.glob("game-*.result"))) == first
    assert not list(save.glob(".*.part"))

    again = subprocess.run(_cli(*args), capture_output=True, text=True, env=env, timeout=300)
    assert again.returncode == 0, again.stderr
    assert f"Resumed: {first} of 8 games were already done" in again.stderr
    assert len(list(save.glob("game-*.result"))) == 8 and len(list(save.glob("game-*.json"))) == 8
    rows = list(csv.DictReader((tmp_path / "t.csv").open()))
    assert [int(r["games"]) for r in rows] == [8, 8, 8, 8]
    # the same totals as one uninterrupted run of the same seed
    t = load_tournament(["red_burn", "green_white"], games=8, seed=5)
    fresh = table(t, run(t, workers=2, batch=4).values())
    assert [(r["deck"], r["opponent"], int(r["wins"]), int(r["losses"])) for r in rows] == \
        [(c.deck, c.opponent, c.wins, c.losses) for c in fresh]


def test_report_numbers_match_the_csv_table(tmp_path) -> None:
    pytest.importorskip("plotly")
    from lithoform.interfaces.tournament_report import write_report

    t = load_tournament(["red_burn", "green_white"], games=4, seed=2)
    results = run(t, workers=1, batch=2)
    rows = table(t, results.values())
    write_csv(rows, tmp_path / "t.csv")
    write_report(t, rows, list(results.values()), tmp_path / "r.html")
    page = (tmp_path / "r.html").read_text()
    assert "<script" in page and "src=\"http" not in page  # self-contained: plotly.js inline
    figures = page.split("<table id='figures'>")[1].split("</table>")[0]
    html_rows = [re.findall(r"<td>(.*?)</td>", tr) for tr in figures.split("<tr>")[2:]]
    csv_rows = [list(r.values()) for r in csv.DictReader((tmp_path / "t.csv").open())]
    assert html_rows == csv_rows
    for c in rows:  # every matrix cell's rate and interval is in the heat map's text
        if c.opponent != "(all)":
            text = f"{c.rate:.1%}<br>({c.low:.1%}–{c.high:.1%})<br>n={c.games}"
            assert json.dumps(text).replace("<", "\\u003c").replace(">", "\\u003e") in page
    assert "Game length (turns)" in page


def test_unknown_deck_and_unplayable_cards_are_named_and_nothing_runs(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("56 Mountain\n4 Shahrazad\n")
    save = tmp_path / "runs"
    assert main(["tournament", "red_burn", "no_such_deck", str(bad), "--games", "2", "--save", str(save)]) == 2
    err = capsys.readouterr().err
    assert "no_such_deck: no such deck file" in err
    assert "'Shahrazad' is a real card but the engine can't play it yet" in err
    assert not save.exists()


def test_one_deck_or_a_bad_count_is_refused(capsys) -> None:
    assert main(["tournament", "red_burn", "--games", "2"]) == 2
    assert "at least two decks" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="--games must be 1 to"):
        main(["tournament", "red_burn", "green_white", "--games", "0"])


def test_save_dir_of_another_tournament_is_refused(tmp_path) -> None:
    from lithoform.interfaces.save_path import SavePathError

    t = load_tournament(["red_burn", "green_white"], games=2, seed=1)
    open_save_dir(str(tmp_path / "s"), t)
    other = load_tournament(["red_burn", "green_white"], games=2, seed=2)
    with pytest.raises(SavePathError, match="holds another tournament"):
        open_save_dir(str(tmp_path / "s"), other)



def test_tournament_report_paths_are_checked_before_any_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A --csv or --html path that can't be written is a one-line error before the first game, not a
    traceback at the end of the run."""
    for option in ("--csv", "--html"):
        bad = tmp_path / "no-such-folder" / "out.file"
        code = main(["tournament", "red_burn", "green_white", "--games", "2", option, str(bad), "--no-progress"])
        err = capsys.readouterr().err
        assert code == 2
        assert f"{option} {bad}: the folder" in err and "does not exist" in err
        assert len(err.strip().splitlines()) == 1
