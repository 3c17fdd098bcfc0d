"""CR 603.2, 601.2c, 115.1: 'Whenever ~ attacks or becomes the target of a spell, create a Treasure token.'
(Goldspan Dragon; mechanics/trigger_events): two trigger events of one ability; 'of a spell' excludes
abilities."""

from __future__ import annotations

from support import activate, attack, board, cast, pass_both, to_attackers

DRAGON = "Goldspan Dragon"


def _treasures(game) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Treasure")


def test_603_2_becoming_the_target_of_a_spell_triggers() -> None:
    game = board({"battlefield": [DRAGON, "Forest"], "hand": ["Giant Growth"]})
    cast(game, "Giant Growth", game.find(DRAGON))
    assert len(game.state.stack) == 2  # the trigger is above the spell (603.3)
    pass_both(game)
    assert _treasures(game) == 1


def test_603_2_the_target_of_an_ability_does_not_trigger() -> None:
    game = board({"battlefield": [DRAGON, "Prodigal Sorcerer"]}, )
    activate(game, "Prodigal Sorcerer", 1, game.find(DRAGON))
    assert len(game.state.stack) == 1


def test_603_2_attacking_triggers() -> None:
    game = board({"battlefield": [DRAGON]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(DRAGON))
    pass_both(game)
    assert _treasures(game) == 1


def test_ruling_a_spell_targeting_it_twice_triggers_once() -> None:
    """Ruling (2021-02-05): 'If a spell targets Goldspan Dragon more than once, the triggered ability will
    trigger only once.' Seeds of Strength's three 'target creature' may all be the Dragon: one Treasure."""
    game = board({"battlefield": [DRAGON, "Forest", "Plains"], "hand": ["Seeds of Strength"]})
    dragon = game.find(DRAGON)
    cast(game, "Seeds of Strength", dragon, dragon, dragon)
    assert len(game.state.stack) == 2
    pass_both(game)
    assert _treasures(game) == 1
