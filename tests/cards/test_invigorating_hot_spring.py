"""Invigorating Hot Spring, compiled from its Oracle text: 'Modified creatures you control have haste.
(Equipment, Auras you control, and counters are modifications.)' (700.9)"""

from __future__ import annotations

from support import board, use_compiled

from lithoform.rules.continuous.characteristics import chars

SPRING = "Invigorating Hot Spring"
use_compiled(SPRING)


def _haste(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    return "haste" in chars(game.state, game.find(name)).keywords


def test_ruling_an_aura_controlled_by_an_opponent_does_not_make_it_modified() -> None:
    """Ruling (2022-02-18): 'An Aura controlled by an opponent does not cause a creature you control to be
    modified.'"""
    game = board({"battlefield": [SPRING, {"card": "Grizzly Bears", "label": "bears"}]},
                 {"battlefield": [{"card": "Pacifism", "attached_to": "bears"}]})
    assert not _haste(game, "Grizzly Bears")
    mine = board({"battlefield": [SPRING, {"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Rancor", "attached_to": "bears"}]})
    assert _haste(mine, "Grizzly Bears")


def test_ruling_a_counter_of_any_kind_makes_it_modified() -> None:
    """Ruling (2022-02-18): 'A creature with a counter on it is considered modified no matter what kind of
    counter it is or which player put it on that creature.'"""
    game = board({"battlefield": [SPRING, {"card": "Grizzly Bears", "counters": {"-1/-1": 1}}]})
    assert _haste(game, "Grizzly Bears")


def test_ruling_equipped_whoever_controls_the_equipment() -> None:
    """Ruling (2022-02-18): 'A creature that is equipped is considered modified no matter who controls the
    Equipment that's attached to it.'"""
    game = board({"battlefield": [SPRING, {"card": "Grizzly Bears", "label": "bears"}]},
                 {"battlefield": [{"card": "Bonesplitter", "attached_to": "bears"}]})
    assert _haste(game, "Grizzly Bears")


def test_ruling_only_creatures_are_modified() -> None:
    """Ruling (2022-02-18): 'Only creatures can be modified.' The Spring's own counters don't give it haste."""
    game = board({"battlefield": [{"card": SPRING, "counters": {"+1/+1": 4}}]})
    assert "haste" not in chars(game.state, game.find(SPRING)).keywords
