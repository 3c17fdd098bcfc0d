"""Capture Sphere, compiled from its Oracle text and played.

Oracle text: Flash / Enchant creature / When Capture Sphere enters the battlefield, tap enchanted creature. /
Enchanted creature doesn't untap during its controller's untap step. (Capture Sphere has no rulings.)"""

from __future__ import annotations

from support import board, cast, lands, pass_both, pass_until

from lithoform import Game

SPHERE = "Capture Sphere"


def _sphere_on_bears(step: str = "main1") -> tuple[Game, int]:
    game = board({"battlefield": [lands("Island", 4)], "hand": [SPHERE]}, {"battlefield": ["Grizzly Bears"]},
                 step=step)
    bears = game.find("Grizzly Bears")
    cast(game, SPHERE, bears)
    pass_both(game)  # the Aura resolves and enters attached (303.4f)
    pass_both(game)  # its enters trigger resolves
    return game, bears


def test_flash_it_can_be_cast_in_the_opponents_turn() -> None:
    """702.8a: flash: cast any time its controller could cast an instant."""
    game = board({"battlefield": [lands("Island", 4)], "hand": [SPHERE]}, {"battlefield": ["Grizzly Bears"]},
                 active="P2", step="upkeep")
    game.apply("pass")  # P2 passes to P1
    cast(game, SPHERE, game.find("Grizzly Bears"))
    assert game.state.stack


def test_enters_taps_the_enchanted_creature() -> None:
    """'When Capture Sphere enters the battlefield, tap enchanted creature.'"""
    game, bears = _sphere_on_bears()
    sphere = game.find(SPHERE, zone="battlefield")
    assert game.state.objects[sphere].attached_to == bears
    assert game.state.objects[bears].tapped


def test_enchanted_creature_doesnt_untap_during_its_controllers_untap_step() -> None:
    """502.3: effects can keep permanents from untapping; this one lasts as long as the Aura is attached."""
    game, bears = _sphere_on_bears()
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's turn: its untap step has happened
    assert game.state.active == 1 and game.state.objects[bears].tapped
    pass_until(game, "upkeep", turn=game.state.turn + 2)  # P2's next turn too
    assert game.state.objects[bears].tapped
    assert any(e.kind == "doesnt_untap" and "502.3" in e.rules for e in game.state.events())


def test_other_permanents_of_that_player_untap() -> None:
    game = board({"battlefield": [lands("Island", 4)], "hand": [SPHERE]},
                 {"battlefield": ["Grizzly Bears", {"card": "Forest", "tapped": True}]})
    bears, forest = game.find("Grizzly Bears"), game.find("Forest")
    cast(game, SPHERE, bears)
    pass_both(game)
    pass_both(game)
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert not game.state.objects[forest].tapped and game.state.objects[bears].tapped


def test_once_the_aura_is_gone_the_creature_untaps_normally() -> None:
    """The static ability applies only while Capture Sphere is on the battlefield attached to it (611.3a)."""
    game = board({"battlefield": [lands("Island", 4), lands("Plains", 2)], "hand": [SPHERE, "Disenchant"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, SPHERE, bears)
    pass_both(game)
    pass_both(game)
    cast(game, "Disenchant", game.find(SPHERE, zone="battlefield"))
    pass_both(game)
    assert game.find(SPHERE, zone="graveyard")
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert not game.state.objects[bears].tapped
