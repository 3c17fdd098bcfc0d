"""Lizard Blades, compiled from its Oracle text (reconfigure, 702.151), and its rulings in games.

Oracle text: Double strike / Equipped creature has double strike. / Reconfigure {2}"""

from __future__ import annotations

from support import board, legal, pass_both

BLADES = "Lizard Blades"


def _attach(game, to: int) -> int:
    blades = game.find(BLADES)
    game.apply(f"activate {blades} 1")
    game.apply(f"target {to}")
    game.apply("autopay")
    pass_both(game)
    return blades


def test_reconfigure_represents_two_activated_abilities() -> None:
    """Ruling (2022-02-18): "Reconfigure represents two activated abilities. Reconfigure [cost] means "[Cost]:
    Attach this permanent to another target creature you control. Activate only as a sorcery," and "[Cost]:
    Unattach this permanent. Activate only if this permanent is attached to a creature and only as a
    sorcery."\""""
    game = board({"battlefield": [BLADES, "Grizzly Bears"] + ["Mountain"] * 4})
    blades = game.find(BLADES)
    assert [a.text for a in game.chars(blades).activated] == ["Reconfigure {2}", "Reconfigure {2}"]
    assert legal(game, f"activate {blades} 1") and not legal(game, f"activate {blades} 2")
    _attach(game, game.find("Grizzly Bears"))
    assert legal(game, f"activate {blades} 2")


def test_attached_it_stops_being_a_creature_and_loses_its_creature_types() -> None:
    """Ruling (2022-02-18): "Attaching an Equipment with reconfigure to a creature causes that Equipment to
    stop being a creature until it becomes unattached. It also loses any creature subtypes it had.\""""
    game = board({"battlefield": [BLADES, "Grizzly Bears"] + ["Mountain"] * 2})
    blades = _attach(game, game.find("Grizzly Bears"))
    c = game.chars(blades)
    assert "Creature" not in c.types and c.subtypes == frozenset({"Equipment"})


def test_becoming_attached_doesnt_untap_it() -> None:
    """Ruling (2022-02-18): "if an Equipment is tapped, its reconfigure abilities may still be activated and it
    may still become attached to creatures. Becoming attached doesn't untap it.\""""
    game = board({"battlefield": [{"card": BLADES, "tapped": True}, "Grizzly Bears"] + ["Mountain"] * 2})
    blades = _attach(game, game.find("Grizzly Bears"))
    assert game.state.objects[blades].tapped and game.state.objects[blades].attached_to
