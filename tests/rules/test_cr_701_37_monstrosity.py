"""CR 701.37: monstrosity. 'Monstrosity N' means 'If this permanent isn't monstrous, put N +1/+1 counters on
it and it becomes monstrous' (701.37a); monstrous is a designation kept until the permanent leaves the
battlefield (701.37b); 'When ~ becomes monstrous' triggers then, and 'as long as ~ is monstrous' applies."""

from __future__ import annotations

from support import activate, board, pass_both

from lithoform import Game

_LION_MANA = ["Forest", "Forest", "Plains", "Plains", "Plains"]


def _monstrosity(game: Game, name: str) -> int:
    oid = game.find(name)
    activate(game, oid)
    pass_both(game)
    return oid


def test_701_37a_counters_and_the_designation_and_then_hexproof_and_indestructible() -> None:
    """Fleecemane Lion: '{3}{G}{W}: Monstrosity 1. As long as Fleecemane Lion is monstrous, it has hexproof
    and indestructible.'"""
    game = board({"battlefield": ["Fleecemane Lion", *_LION_MANA]})
    lion = game.find("Fleecemane Lion")
    assert "hexproof" not in game.chars(lion).keywords
    _monstrosity(game, "Fleecemane Lion")
    assert game.state.objects[lion].counter("+1/+1") == 1
    assert {"hexproof", "indestructible"} <= game.chars(lion).keywords


def test_701_37a_a_monstrous_permanent_doesnt_become_monstrous_again() -> None:
    game = board({"battlefield": ["Fleecemane Lion", *_LION_MANA, *_LION_MANA]})
    lion = _monstrosity(game, "Fleecemane Lion")
    _monstrosity(game, "Fleecemane Lion")
    assert game.state.objects[lion].counter("+1/+1") == 1
    assert sum(1 for e in game.state.events() if e.kind == "monstrous") == 1


def test_701_37b_a_permanent_that_leaves_and_returns_isnt_monstrous() -> None:
    """400.7: the returned permanent is a new object, with no designation."""
    from lithoform.mechanics.monstrosity.rules import is_monstrous

    game = board({"battlefield": ["Fleecemane Lion", *_LION_MANA]})
    lion = _monstrosity(game, "Fleecemane Lion")
    assert is_monstrous(game.state, lion)
    from lithoform.rules.zones import move

    move(game.state, lion, "hand")
    game.state.characteristics_changed()
    new = game.find("Fleecemane Lion", zone="hand")
    assert not is_monstrous(game.state, new)


def test_701_37a_when_it_becomes_monstrous_its_trigger_resolves() -> None:
    """Keepsake Gorgon: 'When Keepsake Gorgon becomes monstrous, destroy target non-Gorgon creature an
    opponent controls.'"""
    game = board({"battlefield": ["Keepsake Gorgon"] + ["Swamp"] * 7}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    _monstrosity(game, "Keepsake Gorgon")
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    pass_both(game)
    assert bears not in game.zone("battlefield")
