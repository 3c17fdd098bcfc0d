"""Heliod's Intervention, compiled from its Oracle text and played: 'twice X' (107.3), a modal spell with X
targets (601.2c).

Oracle text: Choose one — / • Destroy X target artifacts and/or enchantments. / • Target player gains twice X
life."""

from __future__ import annotations

from support import basics, board, cast, events, life, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

HELIOD = "Heliod's Intervention"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(HELIOD)).ok


def test_ruling_twice_x_is_one_life_gain_of_twice_x() -> None:
    """Ruling (2020-01-24): "The second mode of Heliod's Intervention causes the player to gain one amount of life
    equal to twice X. It doesn't cause the player to gain X life then gain X life again." (X = 3: one gain of 6.)"""
    game = board({"battlefield": basics(Plains=5), "hand": [HELIOD]})
    cast(game, HELIOD, "P1", mode=2, x=3)
    resolve_stack(game)
    assert life(game, 0) == 26
    gains = [e for e in events(game, "life") if e.args.get("player") == 0]
    assert [e.args["amount"] for e in gains] == [6]


def test_first_mode_destroys_x_target_artifacts_and_enchantments() -> None:
    game = board({"battlefield": basics(Plains=4), "hand": [HELIOD]},
                 {"battlefield": ["Sol Ring", "Glorious Anthem"]})
    cast(game, HELIOD, game.find("Sol Ring"), game.find("Glorious Anthem"), mode=1, x=2)
    resolve_stack(game)
    assert game.find("Sol Ring", zone="graveyard") and game.find("Glorious Anthem", zone="graveyard")
