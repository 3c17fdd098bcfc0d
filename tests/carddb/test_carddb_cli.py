"""The `cards show` / `cards import` subcommands, mounted on a throwaway parser."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from lithoform.carddb import get_card
from lithoform.interfaces.cards_cli import add_cards_parser


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="lithoform")
    add_cards_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


def test_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "Delver", "of", "Secrets") == 0
    out = capsys.readouterr().out
    assert "Delver of Secrets // Insectile Aberration  [transform]" in out
    assert "Creature \u2014 Human Wizard  {U}" in out and "3/2" in out
    assert "Rulings:" in out and "2011-09-22" in out


def test_show_unknown(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "Lightnin Bolt") == 1
    assert "did you mean: Lightning Bolt" in capsys.readouterr().err


def test_import(mtgjson_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "import", str(mtgjson_file)) == 0
    assert "imported 5 cards" in capsys.readouterr().out
    assert get_card("Hot").name == "Hot // Cold"
    bad = tmp_path / "bad.json"
    bad.write_text("[}", encoding="utf-8")
    assert run("cards", "import", str(bad)) == 2
    assert "unchanged" in capsys.readouterr().err
    assert get_card("Hot").name == "Hot // Cold"
