"""Frost Breath, compiled from its Oracle text and played.

Oracle text: Tap up to two target creatures. Those creatures don't untap during their controller's next
untap step."""

from __future__ import annotations

from support import board, cast, lands, pass_both, pass_until

from lithoform import Game


def _game(p2_battlefield: list) -> Game:
    return board({"battlefield": [lands("Island", 3)], "hand": ["Frost Breath"]}, {"battlefield": p2_battlefield})


def test_taps_two_creatures_that_dont_untap_during_the_next_untap_step_only() -> None:
    """502.3; the effect lasts until their controller's next untap step, and ends with it."""
    game = _game(["Grizzly Bears", "Hill Giant", "Forest"])
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    cast(game, "Frost Breath", bears, giant)
    pass_both(game)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's untap step: they stay tapped
    assert game.state.active == 1
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped
    assert not any(e.until == "next_untap" for e in game.state.effects)  # the effect is over
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P2's next untap step: they untap
    assert not game.state.objects[bears].tapped and not game.state.objects[giant].tapped


def test_up_to_two_targets_one_is_enough() -> None:
    game = _game(["Grizzly Bears"])
    bears = game.find("Grizzly Bears")
    cast(game, "Frost Breath", bears)  # one of 'up to two' targets: `cast` ends the choice (601.2c)
    pass_both(game)
    assert game.state.objects[bears].tapped


def test_a_tapped_creature_can_be_targeted_and_stays_tapped() -> None:
    """Ruling: "Frost Breath can target tapped creatures. If a targeted creature is already tapped when the
    spell resolves, that creature just remains tapped and doesn't untap during its controller's next untap
    step.\""""
    game = _game([{"card": "Grizzly Bears", "tapped": True}])
    bears = game.find("Grizzly Bears")
    cast(game, "Frost Breath", bears)  # one of 'up to two' targets: `cast` ends the choice (601.2c)
    pass_both(game)
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert game.state.objects[bears].tapped


def test_own_creature_stays_tapped_through_its_controllers_next_untap_step() -> None:
    """'their controller's next untap step': for the caster's own creature, the caster's next one."""
    game = board({"battlefield": [lands("Island", 3), "Grizzly Bears"], "hand": ["Frost Breath"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Frost Breath", bears)  # one of 'up to two' targets: `cast` ends the choice (601.2c)
    pass_both(game)
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's untap step changes nothing for it
    assert any(e.until == "next_untap" for e in game.state.effects)
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's untap step: stays tapped, effect ends
    assert game.state.active == 0 and game.state.objects[bears].tapped
    assert not any(e.until == "next_untap" for e in game.state.effects)
