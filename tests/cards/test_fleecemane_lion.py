"""Fleecemane Lion, compiled from its Oracle text: '{3}{G}{W}: Monstrosity 1. As long as Fleecemane Lion is
monstrous, it has hexproof and indestructible.' (701.37)"""

from __future__ import annotations

from support import activate, board, cast, pass_both

_MANA = ["Forest", "Forest", "Plains", "Plains", "Plains"]


def _make_monstrous(game) -> int:
    lion = game.find("Fleecemane Lion")
    activate(game, lion)
    pass_both(game)
    return lion


def test_ruling_already_monstrous_when_it_resolves_nothing_happens() -> None:
    """Ruling (2013-09-15): 'Once a creature becomes monstrous, it can't become monstrous again. If the
    creature is already monstrous when the monstrosity ability resolves, nothing happens.' Both activations
    are on the stack before either resolves: the second does nothing."""
    game = board({"battlefield": ["Fleecemane Lion", *_MANA, *_MANA]})
    lion = game.find("Fleecemane Lion")
    activate(game, lion)
    activate(game, lion)
    pass_both(game)
    pass_both(game)
    assert game.state.objects[lion].counter("+1/+1") == 1


def test_ruling_monstrous_is_a_designation_not_an_ability() -> None:
    """Ruling (2013-09-15): 'Monstrous isn't an ability that a creature has. It's just something true about
    that creature.' The designation is kept apart from the characteristics (701.37b); the monstrous Lion
    has hexproof."""
    from lithoform.mechanics.monstrosity.rules import is_monstrous

    game = board({"battlefield": ["Fleecemane Lion", *_MANA]})
    lion = _make_monstrous(game)
    assert is_monstrous(game.state, lion) and "monstrous" not in game.chars(lion).keywords
    assert "hexproof" in game.chars(lion).keywords


def test_ruling_no_trigger_if_it_left_before_the_ability_resolves() -> None:
    """Ruling (2013-09-15): 'An ability that triggers when a creature becomes monstrous won't trigger if that
    creature isn't on the battlefield when its monstrosity ability resolves.' (Here: no counters, no
    designation for a Lion that died in response.)"""
    game = board({"battlefield": ["Fleecemane Lion", *_MANA]}, {"battlefield": ["Mountain", "Mountain"],
                                                              "hand": ["Lightning Bolt"]})
    lion = game.find("Fleecemane Lion")
    activate(game, lion)
    game.apply("pass")
    cast(game, "Lightning Bolt", lion)
    pass_both(game)  # Bolt resolves: the 3/3 Lion dies
    pass_both(game)  # the monstrosity ability resolves with no permanent
    assert not any(e.kind == "monstrous" for e in game.state.events())
