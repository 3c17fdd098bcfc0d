"""`lithoform explain FILE [OBJECT ...]` on a scenario's final state (613: effects in layer order)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lithoform.interfaces.cli import main

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "humility_and_opalescence_613_7.yaml"


def test_explain_prints_each_layer_with_source_and_timestamp(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(SCENARIO), "Humility"]) == 0
    out = capsys.readouterr().out
    assert "is a 4/4 Creature Enchantment with no abilities" in out
    assert "layer 4 (type): Opalescence (timestamp" in out and "layer 7b (base P/T): Humility (timestamp" in out


def test_explain_an_unknown_object_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(SCENARIO), "Nobody"]) == 2
    assert "no object 'Nobody' to explain" in capsys.readouterr().err


def test_explain_a_file_that_is_not_a_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("{not json")
    assert main(["explain", str(bad)]) == 2
    assert "can't read a JSON game" in capsys.readouterr().err


def test_game_verbose_prints_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "--seed", "1", "--verbose"]) == 0
    verbose = capsys.readouterr().out
    assert main(["game", "--seed", "1"]) == 0
    default = capsys.readouterr().out
    assert "Untap step [502]" in verbose and "Untap step [502]" not in default
    assert len(verbose.splitlines()) > len(default.splitlines())
