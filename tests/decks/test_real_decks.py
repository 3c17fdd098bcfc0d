"""The real-deck corpus (tests/decks/real): well-known tournament lists from Standard of several eras, Pioneer,
Modern, Pauper and Legacy. Every card of every list should load (100.2a construction rules hold too), and
neighbouring decks play a seeded game with no engine error.

Lists that don't load yet are strict xfails naming the refused cards, so a test flips to XPASS (a failure)
the day its last card loads: then delete its line from NOT_YET. `scripts/deck_corpus_report.py --cards`
gives the compiler's refused phrase for each card; `--xfail-table` prints this table for the current engine.
Until a deck loads, its playable part (refused cards replaced by a basic land) is played instead."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lithoform.carddb import find_card
from lithoform.interfaces.simulate import Match, play_one
from lithoform.play.decks import check_deck, load_deck, playable_part

FOLDER = Path(__file__).parent / "real"
DECKS = sorted(FOLDER.glob("*.txt"))
FORMATS = ("standard", "pioneer", "modern", "pauper", "legacy")

# deck file stem: the cards the engine refused when the table was last written
NOT_YET: dict[str, str] = {
    "pauper-2020-pauper-challenge-elves":
        "Birchlore Rangers, Lead the Stampede, Winding Way",
    "pauper-2021-pauper-challenge-flicker-tron":
        "Ghostly Flicker, Mystical Teachings, Prohibit",
    "standard-2008-worlds-faeries":
        "Puppeteer Clique, Vendilion Clique",
    "standard-2009-worlds-jund":
        "Master of the Wild Hunt, Thought Hemorrhage",
    "standard-2012-pro-tour-dark-ascension-delver":
        "Geist of Saint Traft, Runechanter's Pike, Snapcaster Mage",
    "standard-2014-pro-tour-born-of-the-gods-esper-control":
        "Blood Baron of Vizkopa, Jace, Architect of Thought",
    "standard-2014-pro-tour-theros-mono-black-devotion":
        "Desecration Demon, Devour Flesh, Erebos's Emissary, Nightveil Specter",
    "standard-2017-pro-tour-aether-revolt-mardu-vehicles":
        "Archangel Avacyn // Avacyn, the Purifier, Chandra, Torch of Defiance, Heart of Kiran, Release the Gremlins, Scrapheap Scrounger, Spire of Industry, Veteran Motorist",
}


def _param(stem: str, *others: str) -> tuple[str, ...] | object:
    refused = [f"{s}: {NOT_YET[s]}" for s in (stem, *others) if s in NOT_YET]
    args = (stem, *others)
    if refused:
        return pytest.param(*args, marks=pytest.mark.xfail(strict=True, reason="refused: " + "; ".join(refused)))
    return args if len(args) > 1 else args[0]  # a single parameter is the value itself, not a 1-tuple


def _pairs() -> list[tuple[str, str]]:
    """Each deck against the next one in the folder (the last against the first)."""
    stems = [d.stem for d in DECKS]
    return [(stems[i], stems[(i + 1) % len(stems)]) for i in range(len(stems))]


def test_corpus_has_at_least_24_lists_from_four_formats_named_for_their_event() -> None:
    assert len(DECKS) >= 24
    formats = {d.stem.split("-")[0] for d in DECKS}
    assert formats <= set(FORMATS) and len(formats) >= 4
    standard_2021_22 = [d for d in DECKS if re.match(r"standard-202[12]-", d.stem)]
    assert len(standard_2021_22) >= 4
    for d in DECKS:
        assert re.match(r"[a-z]+-(19|20)\d\d-[a-z0-9-]+$", d.stem), d.stem
        first = d.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# ") and re.search(r"(19|20)\d\d", first), f"{d.name}: no event/year line"


def test_not_yet_table_names_only_decks_in_the_corpus() -> None:
    assert set(NOT_YET) <= {d.stem for d in DECKS}


@pytest.mark.parametrize("stem", [_param(d.stem) for d in DECKS])
def test_real_deck_loads_and_is_a_legal_constructed_deck(stem: str) -> None:
    """Every card loads (the engine defines it) and the list keeps the construction rules (100.2a)."""
    deck = load_deck(FOLDER / f"{stem}.txt")
    check_deck(deck, "constructed")
    assert deck.size >= 60


def test_real_deck_names_are_all_real_cards() -> None:
    """Even the lists that don't load name only cards of the card database (no typos hide as refusals)."""
    for d in DECKS:
        for _, name in load_deck(d, check_cards=False).main:
            find_card(name)


def _names(stem: str) -> list[str]:
    return [find_card(n).card.name for n in load_deck(FOLDER / f"{stem}.txt", check_cards=False).cards()]


def _play(a: list[str], b: list[str], stems: tuple[str, str], seed: int) -> None:
    result = play_one(Match((tuple(a), tuple(b)), stems, max_actions=20_000), seed, 0)
    assert result.error == "", f"{stems}, seed {seed}: {result.error}"
    assert result.finished, f"{stems}, seed {seed}: not finished after {result.actions} actions"


@pytest.mark.parametrize(("first", "second"), [_param(a, b) for a, b in _pairs()])
def test_real_decks_play_a_seeded_game(first: str, second: str) -> None:
    a, b = load_deck(FOLDER / f"{first}.txt"), load_deck(FOLDER / f"{second}.txt")
    _play(a.cards(), b.cards(), (first, second), seed=1)


@pytest.mark.parametrize(("first", "second"), _pairs())
def test_playable_part_of_real_decks_plays_a_seeded_game(first: str, second: str) -> None:
    """The cards that load today, with the refused ones replaced by a basic land, play without an engine
    error: the real cards are exercised before their whole decks load."""
    a, _ = playable_part(_names(first))
    b, _ = playable_part(_names(second))
    _play(a, b, (first, second), seed=1)
