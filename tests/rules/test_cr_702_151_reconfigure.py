"""CR 702.151: reconfigure. 'Reconfigure [cost]' is two activated abilities, attaching the permanent to
another target creature you control and unattaching it, both only as a sorcery (702.151a); attached to a
creature, it isn't a creature (702.151b); 301.5c: an Equipment creature can equip only with reconfigure."""

from __future__ import annotations

from support import board, legal, pass_both, pass_until

from lithoform.play.game import Game

BLADES = "Lizard Blades"  # {1}{R} 1/1 Equipment Lizard, double strike; 'Equipped creature has double strike.'


def _attach(game: Game, blades: int, to: int) -> None:
    game.apply(f"activate {blades} 1")
    game.apply(f"target {to}")
    game.apply("autopay")
    pass_both(game)


def test_702_151a_b_attached_it_is_no_longer_a_creature() -> None:
    """702.151a-b: attached to another creature of its controller it stops being a creature (and loses its
    creature types, the rulings), and grants what it says."""
    game = board({"battlefield": [BLADES, "Grizzly Bears"] + ["Mountain"] * 2})
    blades, bears = game.find(BLADES), game.find("Grizzly Bears")
    _attach(game, blades, bears)
    c = game.chars(blades)
    assert game.state.objects[blades].attached_to == bears
    assert "Creature" not in c.types and "Lizard" not in c.subtypes and "Equipment" in c.subtypes
    assert "double strike" in game.chars(bears).keywords


def test_702_151a_unattach_only_while_attached_and_it_is_a_creature_again() -> None:
    """702.151a: 'Activate only if this permanent is attached to a creature'; 701.3d: unattached, it stays
    on the battlefield, a creature again."""
    game = board({"battlefield": [BLADES, "Grizzly Bears"] + ["Mountain"] * 4})
    blades, bears = game.find(BLADES), game.find("Grizzly Bears")
    assert not legal(game, f"activate {blades} 2")
    _attach(game, blades, bears)
    assert legal(game, f"activate {blades} 2")
    game.apply(f"activate {blades} 2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[blades].attached_to == 0 and "Creature" in game.chars(blades).types
    assert "double strike" not in game.chars(bears).keywords


def test_702_151a_only_as_a_sorcery_and_only_to_another_creature_you_control() -> None:
    """702.151a: sorcery speed (307.1); 'another target creature you control' (not itself, not the
    opponent's)."""
    game = board({"battlefield": [BLADES] + ["Mountain"] * 2}, {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"activate {game.find(BLADES)} 1")
    game = board({"battlefield": [BLADES, "Grizzly Bears"] + ["Mountain"] * 2}, step="upkeep")
    assert not legal(game, f"activate {game.find(BLADES)} 1")
    pass_until(game, "main1")
    assert legal(game, f"activate {game.find(BLADES)} 1")
