"""Fixtures for the card database tests: an isolated environment and tiny source files."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import lithoform.carddb as carddb


@pytest.fixture(autouse=True)
def isolated_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """No user-imported database or env override leaks in; each test starts with closed caches."""
    monkeypatch.delenv(carddb.paths.ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "xdg"))
    carddb.reset_cache()
    yield tmp_path / "xdg" / "lithoform" / "cards.sqlite"
    carddb.reset_cache()


def _face(name: str, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": name,
        "layout": "normal",
        "manaValue": 0.0,
        "colors": [],
        "colorIdentity": [],
        "type": "",
        "supertypes": [],
        "types": [],
        "subtypes": [],
        "legalities": {},
        "printings": [],
        "rulings": [],
        "scryfallOracleId": "00000000-0000-0000-0000-000000000000",  # ignored field
    }
    return base | fields


def _mtgjson_doc() -> dict[str, Any]:
    """A five-card AtomicCards file: normal, split, transform, Un-card and Alchemy."""
    legal = {"modern": "Legal", "vintage": "Legal", "standard": "Not Legal"}
    split = {"layout": "split", "manaValue": 4.0, "colors": ["U", "R"], "colorIdentity": ["R", "U"]}
    return {
        "meta": {"date": "2030-01-01", "version": "9.9.9"},
        "data": {
            "Spark Test": [
                _face(
                    "Spark Test",
                    manaCost="{R}",
                    manaValue=1.0,
                    colors=["R"],
                    colorIdentity=["R"],
                    type="Instant",
                    types=["Instant"],
                    text="Spark Test deals 2 damage to any target.",
                    legalities=legal,
                    printings=["TST", "ABC"],
                    rulings=[{"date": "2030-01-01", "text": "It can target a planeswalker."}],
                )
            ],
            "Hot // Cold": [
                _face(
                    "Hot // Cold",
                    faceName="Hot",
                    side="a",
                    manaCost="{1}{R}",
                    type="Instant",
                    types=["Instant"],
                    text="Hot deals 2 damage to any target.",
                    printings=["TST"],
                    **split,
                ),
                _face(
                    "Hot // Cold",
                    faceName="Cold",
                    side="b",
                    manaCost="{1}{U}",
                    type="Instant",
                    types=["Instant"],
                    text="Tap target permanent.",
                    printings=["TST"],
                    **split,
                ),
            ],
            "Night Watcher // Day Stalker": [
                _face(
                    "Night Watcher // Day Stalker",
                    faceName="Night Watcher",
                    side="a",
                    layout="transform",
                    manaCost="{G}",
                    manaValue=1.0,
                    type="Creature \u2014 Human Scout",
                    types=["Creature"],
                    subtypes=["Human", "Scout"],
                    power="1",
                    toughness="1",
                    keywords=["Transform"],
                ),
                _face(
                    "Night Watcher // Day Stalker",
                    faceName="Day Stalker",
                    side="b",
                    layout="transform",
                    manaValue=1.0,
                    colorIndicator=["G"],
                    type="Creature \u2014 Wolf",
                    types=["Creature"],
                    subtypes=["Wolf"],
                    power="3",
                    toughness="3",
                    text="Trample",
                    keywords=["Trample"],
                ),
            ],
            "Silly Goose": [
                _face(
                    "Silly Goose",
                    isFunny=True,
                    type="Creature \u2014 Bird",
                    power="1",
                    toughness="1",
                    types=["Creature"],
                    subtypes=["Bird"],
                )
            ],
            "A-Spark Test": [
                _face(
                    "A-Spark Test",
                    manaCost="{R}",
                    manaValue=1.0,
                    type="Instant",
                    types=["Instant"],
                    text="A-Spark Test deals 3 damage to any target.",
                )
            ],
        },
    }


def _scryfall_doc() -> list[dict[str, Any]]:
    """Oracle-cards objects: a normal card, a modal DFC, a token (skipped) and an Un-card."""
    return [
        {
            "object": "card",
            "name": "Brand New Bolt",
            "layout": "normal",
            "mana_cost": "{R}",
            "cmc": 1.0,
            "colors": ["R"],
            "color_identity": ["R"],
            "type_line": "Instant",
            "oracle_text": "Brand New Bolt deals 3 damage to any target.",
            "keywords": [],
            "legalities": {"modern": "legal", "legacy": "banned", "standard": "not_legal"},
            "set": "new",
            "set_type": "expansion",
            "prices": {"usd": "0.10"},
        },
        {
            "object": "card",
            "name": "Sea Gate // Sea Gate Harbor",
            "layout": "modal_dfc",
            "cmc": 3.0,
            "color_identity": ["U"],
            "keywords": ["Flying"],
            "legalities": {"modern": "legal"},
            "set": "new",
            "card_faces": [
                {
                    "name": "Sea Gate",
                    "mana_cost": "{2}{U}",
                    "type_line": "Legendary Creature \u2014 Merfolk",
                    "oracle_text": "Flying",
                    "colors": ["U"],
                    "power": "2",
                    "toughness": "2",
                },
                {
                    "name": "Sea Gate Harbor",
                    "mana_cost": "",
                    "type_line": "Land",
                    "oracle_text": "{T}: Add {U}.",
                    "colors": [],
                },
            ],
        },
        {"object": "card", "name": "Goblin", "layout": "token", "type_line": "Token Creature \u2014 Goblin"},
        {
            "object": "card",
            "name": "Squirrel Party",
            "layout": "normal",
            "type_line": "Sorcery",
            "oracle_text": "Everyone cheers.",
            "set": "unf",
            "set_type": "funny",
            "legalities": {"vintage": "not_legal"},
        },
    ]


@pytest.fixture
def mtgjson_doc() -> dict[str, Any]:
    return _mtgjson_doc()


@pytest.fixture
def scryfall_doc() -> list[dict[str, Any]]:
    return _scryfall_doc()


@pytest.fixture
def mtgjson_file(tmp_path: Path, mtgjson_doc: dict[str, Any]) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(mtgjson_doc), encoding="utf-8")
    return path


@pytest.fixture
def scryfall_file(tmp_path: Path, scryfall_doc: list[dict[str, Any]]) -> Path:
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(scryfall_doc), encoding="utf-8")
    return path
