"""Cards by any language's name: `cards import` indexes the printed names of MTGJSON's `foreignData`, and
`cards show` and deck lists find a card by them, case- and accent-insensitively, naming the language.

The fixture is a small AtomicCards-shaped file written by the tests (the bundled April 2022 data has no
foreignData)."""

from __future__ import annotations

import argparse
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import lithoform.carddb as carddb
from lithoform.carddb import AmbiguousCardError, UnknownCardError, find_card, get_card, import_cards
from lithoform.interfaces.cards_cli import add_cards_parser
from lithoform.play.decks import parse_deck


def _face(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "layout": "normal", "manaValue": 0.0, "type": "", "legalities": {}, "printings": [],
            "rulings": []} | fields


def _doc() -> dict[str, Any]:
    engine = _face(
        "Lithoform Engine", manaCost="{4}", manaValue=4.0, type="Legendary Artifact", types=["Artifact"],
        supertypes=["Legendary"], text="{2}, {T}: Copy target activated or triggered ability you control.",
        foreignData=[
            {"language": "Italian", "name": "Ordigno Litomorfico", "multiverseId": 1},
            {"language": "Spanish", "name": "Motor litomórfico"},
            {"language": "Japanese", "name": "石成エンジン"},
        ])
    split = {"layout": "split", "type": "Instant", "types": ["Instant"]}
    fire = _face("Fire // Ice", faceName="Fire", side="a", manaCost="{1}{R}", **split, foreignData=[
        {"language": "German", "name": "Feuer // Eis", "faceName": "Feuer"}])
    ice = _face("Fire // Ice", faceName="Ice", side="b", manaCost="{1}{U}", **split, foreignData=[
        {"language": "German", "name": "Feuer // Eis", "faceName": "Eis"}])
    return {"meta": {"date": "2030-01-01"}, "data": {
        "Lithoform Engine": [engine],
        "Fire // Ice": [fire, ice],
        "Grizzly Bears": [_face("Grizzly Bears", type="Creature — Bear", types=["Creature"], power="2",
                                toughness="2", foreignData=[{"language": "French", "name": "Ours grizzly"},
                                                            {"language": "Italian", "name": "Orsi Grizzly"}])],
        "Forest": [_face("Forest", type="Basic Land — Forest", types=["Land"], supertypes=["Basic"],
                         foreignData=[{"language": "Italian", "name": "Foresta"}])],
        # Two cards that print the same name in two languages: an ambiguous foreign name
        "Twin One": [_face("Twin One", foreignData=[{"language": "French", "name": "Jumeau"}])],
        "Twin Two": [_face("Twin Two", foreignData=[{"language": "Spanish", "name": "Jumeau"}])],
    }}


@pytest.fixture
def imported(tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(_doc(), ensure_ascii=False), encoding="utf-8")
    import_cards(path)
    return path


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="lithoform")
    add_cards_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


def test_an_italian_name_finds_the_card_and_says_italian(imported: Path) -> None:
    found = find_card("Ordigno Litomorfico")
    assert found.card.name == "Lithoform Engine"
    assert (found.language, found.printed) == ("Italian", "Ordigno Litomorfico")
    assert get_card("Ordigno Litomorfico").name == "Lithoform Engine"


def test_foreign_names_are_case_and_accent_insensitive(imported: Path) -> None:
    assert find_card("ordigno LITOMORFICO").language == "Italian"
    found = find_card("motor litomorfico")  # printed "litomórfico"
    assert (found.card.name, found.language, found.printed) == ("Lithoform Engine", "Spanish", "Motor litomórfico")
    assert find_card("石成エンジン").language == "Japanese"


def test_an_english_name_reports_no_language(imported: Path) -> None:
    found = find_card("lithoform engine")
    assert found.card.name == "Lithoform Engine" and found.language is None


def test_a_split_cards_foreign_half_and_whole_names(imported: Path) -> None:
    assert find_card("Feuer").card.name == "Fire // Ice"
    assert find_card("feuer // eis").language == "German"


def test_one_foreign_name_of_two_cards_is_ambiguous(imported: Path) -> None:
    with pytest.raises(AmbiguousCardError):
        find_card("Jumeau")


def test_an_unknown_foreign_name_is_suggested(imported: Path) -> None:
    with pytest.raises(UnknownCardError) as e:
        find_card("Ordigno Litomorfic")
    assert "Lithoform Engine" in str(e.value)


def test_the_bundled_data_has_no_foreign_names() -> None:
    """The packaged April 2022 database (no foreignData) finds English names only."""
    with pytest.raises(UnknownCardError):
        find_card("Ordigno Litomorfico")
    assert find_card("Lithoform Engine").language is None


def test_a_database_without_the_foreign_table_still_reads(imported: Path, tmp_path: Path) -> None:
    """A file imported before foreign names were indexed (no table) is read as having none."""
    old = tmp_path / "old.sqlite"
    src = sqlite3.connect(carddb.database().path)
    src.execute("VACUUM INTO ?", (str(old),))
    src.close()
    with sqlite3.connect(old) as conn:
        conn.execute("DROP TABLE foreign_names")
    other = carddb.CardDatabase(old)
    try:
        assert other.get("Lithoform Engine").name == "Lithoform Engine"
        with pytest.raises(UnknownCardError):
            other.get("Ordigno Litomorfico")
    finally:
        other.close()


def test_cards_show_names_the_language(imported: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("cards", "show", "Ordigno", "Litomorfico") == 0
    out = capsys.readouterr().out
    assert "'Ordigno Litomorfico' is the Italian name of Lithoform Engine" in out
    assert "Legendary Artifact  {4}" in out


def test_a_deck_list_in_italian(imported: Path) -> None:
    deck = parse_deck("4 Ordigno Litomorfico\n4 orsi grizzly\n52 Foresta\n")
    assert deck.main == ((4, "Lithoform Engine"), (4, "Grizzly Bears"), (52, "Forest"))
    assert ("orsi grizzly", "Grizzly Bears", "Italian") in deck.translated
    assert ("Ordigno Litomorfico", "Lithoform Engine", "Italian") in deck.translated
