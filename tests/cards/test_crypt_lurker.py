"""Crypt Lurker, compiled from its Oracle text: 'When Crypt Lurker enters the battlefield, you may sacrifice a
creature or discard a creature card. If you do, draw a card.' (608.2d: the choice is made as the ability
resolves; 'If you do' asks whether the chosen action happened.)"""

from __future__ import annotations

from support import board, cast, lands, names, pass_both

LURKER = "Crypt Lurker"


def _entered(hand: list[str], battlefield: list[str]):
    game = board({"hand": [LURKER, *hand], "battlefield": [lands("Swamp", 4), *battlefield],
                  "library": ["Island", "Forest"]})
    cast(game, LURKER)
    pass_both(game)  # the Lurker resolves; its trigger goes on the stack
    pass_both(game)  # the trigger resolves
    return game


def test_crypt_lurker_discarding_a_creature_card_draws() -> None:
    game = _entered(["Grizzly Bears", "Shock"], [])
    game.apply("yes")
    game.apply("choose 1")  # discard a creature card
    assert names(game, "graveyard") == ["Grizzly Bears"]
    assert names(game, "hand") == ["Island", "Shock"]


def test_crypt_lurker_sacrificing_a_creature_draws() -> None:
    game = _entered([], ["Grizzly Bears"])
    game.apply("yes")
    game.apply("choose 0")  # sacrifice a creature
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert names(game, "graveyard") == ["Grizzly Bears"]
    assert names(game, "hand") == ["Island"]


def test_crypt_lurker_with_no_creature_card_to_discard_does_not_draw() -> None:
    game = _entered(["Shock"], [])
    game.apply("yes")
    game.apply("choose 1")
    assert names(game, "hand") == ["Shock"] and names(game, "graveyard") == []


def test_crypt_lurker_declined_does_nothing() -> None:
    game = _entered(["Grizzly Bears"], [])
    game.apply("no")
    assert names(game, "hand") == ["Grizzly Bears"]
