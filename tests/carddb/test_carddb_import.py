"""Building and importing databases from tiny MTGJSON- and Scryfall-shaped files."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import lithoform.carddb as carddb
from lithoform.carddb import CardDatabase, CardDataError, build_database, get_card, import_cards
from lithoform.carddb.sources import read_source


def test_import_mtgjson_goes_to_the_user_data_dir_and_is_used(mtgjson_file: Path, isolated_db: Path) -> None:
    assert get_card("Lightning Bolt")  # packaged database in use
    report = import_cards(mtgjson_file)
    assert report.path == isolated_db and report.cards == 5 and report.kind == "mtgjson"
    assert carddb.active_db_path() == isolated_db
    card = get_card("spark test")
    assert card.front.text == "Spark Test deals 2 damage to any target."
    assert card.printings == ("ABC", "TST")
    assert card.legalities == (("modern", "Legal"), ("vintage", "Legal"))
    assert [(r.date, r.text) for r in card.rulings] == [("2030-01-01", "It can target a planeswalker.")]
    with pytest.raises(KeyError):
        get_card("Lightning Bolt")


def test_imported_multiface_and_flags(mtgjson_file: Path) -> None:
    import_cards(mtgjson_file)
    hot = get_card("Cold")
    assert hot.name == "Hot // Cold" and [f.name for f in hot.faces] == ["Hot", "Cold"]
    assert hot.faces[1].mana_value == 4.0 and hot.faces[1].colors == ("U", "R")
    dfc = get_card("Day Stalker")
    assert dfc.faces[1].color_indicator == ("G",) and dfc.faces[1].mana_cost is None
    assert get_card("Silly Goose").playable is False
    assert get_card("A-Spark Test").playable is False


def test_env_var_overrides_destination_and_lookup(
    mtgjson_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, isolated_db: Path
) -> None:
    target = tmp_path / "custom" / "cards.db"
    monkeypatch.setenv("LITHOFORM_CARDS_DB", str(target))
    assert import_cards(mtgjson_file).path == target
    assert not isolated_db.exists()
    assert carddb.database().path == target
    assert get_card("Hot").name == "Hot // Cold"


def test_missing_env_database_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITHOFORM_CARDS_DB", str(tmp_path / "nope.sqlite"))
    carddb.reset_cache()
    with pytest.raises(CardDataError, match="does not exist"):
        get_card("Lightning Bolt")


def test_import_scryfall(scryfall_file: Path) -> None:
    report = import_cards(scryfall_file)
    assert report.kind == "scryfall" and report.cards == 3  # the token is skipped
    bolt = get_card("Brand New Bolt")
    assert bolt.front.mana_cost == "{R}" and bolt.front.types == ("Instant",)
    assert bolt.legalities == (("legacy", "Banned"), ("modern", "Legal"))
    assert bolt.printings == ("NEW",) and bolt.rulings == ()
    mdfc = get_card("sea gate harbor")
    assert mdfc.layout == "modal_dfc"
    front, back = mdfc.faces
    assert (front.side, back.side) == ("a", "b")
    assert front.supertypes == ("Legendary",) and front.subtypes == ("Merfolk",) and front.power == "2"
    assert front.keywords == ("Flying",) and back.keywords == ()
    assert back.mana_cost is None and back.types == ("Land",) and back.text == "{T}: Add {U}."
    assert get_card("Squirrel Party").playable is False
    with pytest.raises(KeyError):
        get_card("Goblin")


def test_scryfall_api_list_object(tmp_path: Path, scryfall_doc: list[dict[str, Any]]) -> None:
    path = tmp_path / "list.json"
    path.write_text(json.dumps({"object": "list", "data": scryfall_doc}), encoding="utf-8")
    assert import_cards(path).kind == "scryfall"


def test_compressed_input(tmp_path: Path, mtgjson_doc: dict[str, Any]) -> None:
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(mtgjson_doc).encode()))
    assert import_cards(path).cards == 5


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{not json", "not valid JSON"),
        (b'"a string"', "top level"),
        (b'{"meta": {}}', 'no "data" key'),
        (b'{"data": 3}', '"data" must be'),
        (b'{"data": {}}', "no cards"),
        (b'{"data": {"X": []}}', "'X' has no faces"),
        (b'{"data": {"X": [{"layout": "normal"}]}}', "card 'X'.*missing required field `name`"),
        (b'{"data": {"X": [{"name": "X", "manaValue": "two"}]}}', "card 'X'.*manaValue"),
        (b'[{"name": "Ok"}, {"layout": "normal"}]', "card #1.*missing required field `name`"),
        (b"\x1f\x8bnot really gzip", "corrupt compressed"),
    ],
)
def test_malformed_import_raises_and_keeps_the_database(
    tmp_path: Path, mtgjson_file: Path, isolated_db: Path, content: bytes, message: str
) -> None:
    import_cards(mtgjson_file)
    before = isolated_db.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    with pytest.raises(CardDataError, match=message):
        import_cards(bad)
    assert isolated_db.read_bytes() == before
    assert get_card("Spark Test").name == "Spark Test"
    assert [p.name for p in isolated_db.parent.iterdir()] == ["cards.sqlite"]  # no temp files left


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="cannot read"):
        import_cards(tmp_path / "missing.json")


def test_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "junk.sqlite"
    path.write_bytes(b"definitely not sqlite" * 100)
    with pytest.raises(CardDataError, match="not a lithoform card database"):
        CardDatabase(path)


def test_build_is_deterministic(mtgjson_file: Path, tmp_path: Path) -> None:
    first, second = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    build_database(mtgjson_file, first)
    copy = shutil.copy(mtgjson_file, tmp_path / "elsewhere.json")
    build_database(copy, second)
    assert first.read_bytes() == second.read_bytes()


def test_database_round_trips_every_record(mtgjson_file: Path, scryfall_file: Path, tmp_path: Path) -> None:
    for source in (mtgjson_file, scryfall_file):
        out = tmp_path / f"{source.stem}.sqlite"
        build_database(source, out)
        db = CardDatabase(out)
        try:
            for record in read_source(source).cards:
                assert db.get(record.name) == record
        finally:
            db.close()


def test_older_mtgjson_converted_mana_cost(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(
        json.dumps({"data": {"Old": [{"name": "Old", "convertedManaCost": 2.0}]}}), encoding="utf-8"
    )
    (card,) = read_source(path).cards
    assert card.front.mana_value == 2.0


def test_database_of_another_format_version_is_reported(mtgjson_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "old.sqlite"
    build_database(mtgjson_file, out)
    with sqlite3.connect(out) as conn:
        conn.execute("UPDATE meta SET value = '0' WHERE key = 'format'")
    conn.close()
    with pytest.raises(CardDataError, match="re-import"):
        CardDatabase(out)
