"""The real-deck corpus (tests/decks/real): well-known tournament lists from Standard of several eras, Pioneer,
Historic, Modern, Pauper, Legacy and Vintage. Every card of every list should load (100.2a construction rules hold too), and
neighbouring decks play a seeded game with no engine error.

Lists that don't load yet are strict xfails naming the refused cards, so a test flips to XPASS (a failure)
the day its last card loads: then delete its line from NOT_YET. `scripts/deck_corpus_report.py --cards`
gives the compiler's refused phrase for each card; `--xfail-table` prints this table for the current engine.
Until a deck loads, its playable part (refused cards replaced by a basic land) is played instead."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from lithoform.carddb import find_card
from lithoform.interfaces.simulate import Match, play_one
from lithoform.play.decks import check_deck, deck_refusals, load_deck, playable_part

FOLDER = Path(__file__).parent / "real"
ROOT = Path(__file__).resolve().parents[2]
DECKS = sorted(FOLDER.glob("*.txt"))
FORMATS = ("standard", "pioneer", "modern", "pauper", "legacy", "vintage", "historic")

# Vintage's restricted list as of April 2022 (the card data's date): a Vintage deck has at most one copy of
# each, main deck and sideboard together. The deck checks know no formats, so the corpus test checks it.
VINTAGE_RESTRICTED = frozenset({
    "Ancestral Recall", "Balance", "Black Lotus", "Brainstorm", "Chalice of the Void", "Channel",
    "Demonic Consultation", "Demonic Tutor", "Dig Through Time", "Flash", "Gitaxian Probe",
    "Golgari Grave-Troll", "Golos, Tireless Pilgrim", "Gush", "Imperial Seal", "Karn, the Great Creator",
    "Library of Alexandria", "Lion's Eye Diamond", "Lodestone Golem", "Lotus Petal", "Lurrus of the Dream-Den",
    "Mana Crypt", "Mana Vault", "Memory Jar", "Mental Misstep", "Merchant Scroll", "Mind's Desire",
    "Monastery Mentor", "Mox Emerald", "Mox Jet", "Mox Pearl", "Mox Ruby", "Mox Sapphire", "Mystic Forge",
    "Mystical Tutor", "Narset, Parter of Veils", "Necropotence", "Ponder", "Sol Ring", "Strip Mine",
    "Time Vault", "Time Walk", "Timetwister", "Tinker", "Tolarian Academy", "Treasure Cruise", "Trinisphere",
    "Vampiric Tutor", "Wheel of Fortune", "Windfall", "Yawgmoth's Will",
})

# deck file stem: the cards the engine refused when the table was last written
NOT_YET: dict[str, str] = {
    "modern-2017-grand-prix-ad-nauseam":
        "Gemstone Caverns, Lightning Storm",
    "modern-2017-grand-prix-lantern-control":
        "Pyxis of Pandemonium",
    "modern-2018-grand-prix-mardu-pyromancer":
        "Ashiok, Nightmare Weaver",
    "pioneer-2022-pioneer-challenge-azorius-control":
        "March of Otherworldly Light",
    "standard-2017-grand-prix-temur-aetherworks-marvel":
        "Emrakul, the Promised End",
    "standard-2022-standard-challenge-boros-aggro":
        "Showdown of the Skalds",
    "standard-2022-standard-challenge-selesnya-midrange":
        "Yasharn, Implacable Earth",
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


def test_vintage_decks_have_one_copy_of_each_restricted_card() -> None:
    vintage = [d for d in DECKS if d.stem.startswith("vintage-")]
    assert vintage
    for d in vintage:
        deck = load_deck(d, check_cards=False)
        counts: dict[str, int] = {}
        for count, name in deck.main + deck.sideboard:
            real = find_card(name).card.name
            counts[real] = counts.get(real, 0) + count
        over = {n: c for n, c in counts.items() if n in VINTAGE_RESTRICTED and c > 1}
        assert not over, f"{d.name}: more than one copy of restricted cards {over}"


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


def test_readme_real_deck_table_is_the_one_the_report_writes() -> None:
    """README's table of the corpus is written by `scripts/deck_corpus_report.py --readme-table`: a list added,
    or one that starts loading, shows there once the table is written again."""
    spec = importlib.util.spec_from_file_location("deck_corpus_report", ROOT / "scripts" / "deck_corpus_report.py")
    assert spec and spec.loader
    report_module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(report_module)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("<!-- real-deck table: begin -->", 1)[1].split("<!-- real-deck table: end -->", 1)[0]
    report = {d.stem: deck_refusals(d) for d in DECKS}
    expected = report_module.readme_table(DECKS, report)
    assert [line.strip() for line in shown.strip().splitlines()] == [line.strip() for line in expected.splitlines()], (
        "README's real-deck table is stale: write it again with scripts/deck_corpus_report.py --readme-table")
