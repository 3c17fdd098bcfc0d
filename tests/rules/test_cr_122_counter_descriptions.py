"""CR 122.1 in descriptions: 'a creature with a +1/+1 counter on it' as a target requirement (115.1) and as
the set of objects a static ability affects, determined continuously (611.3a)."""

from __future__ import annotations

from support import activate, board, resolve_stack

from lithoform.rules.continuous.characteristics import chars


def test_115_1_tempered_veteran_targets_only_creatures_with_a_counter():
    """Tempered Veteran: '{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.'"""
    game = board({"battlefield": ["Tempered Veteran", "Plains", "Grizzly Bears",
                                  {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}]})
    activate(game, game.find("Tempered Veteran"), 1, pay=False)
    assert game.pending.kind == "target"
    assert set(game.pending.options) == {game.find("Llanowar Elves")}


def test_611_3a_pridemalkin_gives_trample_only_to_creatures_with_counters():
    """Pridemalkin: 'Each creature you control with a +1/+1 counter on it has trample.'"""
    game = board({"battlefield": ["Pridemalkin", "Grizzly Bears", {"card": "Llanowar Elves",
                                                                    "counters": {"+1/+1": 1}}]},
                 {"battlefield": [{"card": "Serra Angel", "counters": {"+1/+1": 1}}]})
    assert "trample" in chars(game.state, game.find("Llanowar Elves")).keywords
    assert "trample" not in chars(game.state, game.find("Grizzly Bears")).keywords
    assert "trample" not in chars(game.state, game.find("Serra Angel")).keywords


def test_611_3a_pridemalkin_its_own_enters_trigger_grants_trample():
    """Pridemalkin's enters trigger puts a counter on a creature, which then has trample."""
    game = board({"battlefield": ["Forest", "Forest", "Forest", "Grizzly Bears"], "hand": ["Pridemalkin"]})
    game.apply(f"cast {game.find('Pridemalkin')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "target"
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert "trample" in chars(game.state, game.find("Grizzly Bears")).keywords
