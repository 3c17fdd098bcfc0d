"""Crush of Tentacles (compiled from its Oracle text), played through the engine.

Oracle text: Surge {3}{U}{U} / Return all nonland permanents to their owners' hands. If this spell's surge
cost was paid, create an 8/8 blue Octopus creature token."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Crush of Tentacles")


def _crush(pay_surge: bool):
    game = board({"hand": ["Shock", "Crush of Tentacles"],
                  "battlefield": [{"card": "Island", "count": 6}, "Mountain", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    game.apply(f"cast {game.find('Crush of Tentacles')}")
    game.apply("alternative surge" if pay_surge else "alternative none")
    game.apply("autopay")
    resolve_stack(game)
    return game


def test_ruling_the_octopus_arrives_after_the_bounce() -> None:
    """Ruling: "All other nonland permanents will already be in their owners' hands by the time the Octopus
    token is created." The Bears are in hand, the Octopus stays."""
    game = _crush(pay_surge=True)
    assert game.find("Grizzly Bears", zone="hand")
    octopus = game.find("Octopus Token", zone="battlefield")
    assert (game.chars(octopus).power, game.chars(octopus).toughness) == (8, 8)


def test_ruling_surge_only_if_it_was_paid() -> None:
    """Ruling: "Other cards, like Reckless Bushwhacker, have additional abilities or effects if you paid the
    surge cost to cast the spell." Cast for its mana cost, no Octopus."""
    game = _crush(pay_surge=False)
    assert "Octopus Token" not in [game.chars(o).name for o in game.zone("battlefield", 0)]
