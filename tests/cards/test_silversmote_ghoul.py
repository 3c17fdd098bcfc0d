"""Silversmote Ghoul, compiled from its Oracle text: 'At the beginning of your end step, if you gained 3 or
more life this turn, return Silversmote Ghoul from your graveyard to the battlefield tapped. / {1}{B},
Sacrifice Silversmote Ghoul: Draw a card.' The first ability functions in the graveyard (113.6m)."""

from __future__ import annotations

from support import board, cast, lands, pass_until, resolve_stack

GHOUL = "Silversmote Ghoul"


def _game(gain: bool):
    game = board({"hand": ["Revitalize"] if gain else [], "graveyard": [GHOUL],
                  "battlefield": [lands("Plains", 2)]})
    if gain:
        cast(game, "Revitalize")  # 'You gain 3 life. Draw a card.'
        resolve_stack(game)
    pass_until(game, "end")
    resolve_stack(game)
    return game


def test_silversmote_ghoul_returns_tapped_from_the_graveyard_after_gaining_three_life() -> None:
    game = _game(gain=True)
    ghoul = game.find(GHOUL, zone="battlefield")
    assert game.state.objects[ghoul].tapped


def test_silversmote_ghoul_stays_without_the_life_gain() -> None:
    game = _game(gain=False)
    assert game.find(GHOUL, zone="graveyard")


def test_silversmote_ghoul_on_the_battlefield_does_not_trigger() -> None:
    """113.6m: the ability moves the Ghoul out of the graveyard, so it functions only there."""
    game = board({"hand": ["Revitalize"], "battlefield": [GHOUL, lands("Plains", 2)]})
    cast(game, "Revitalize")
    resolve_stack(game)
    pass_until(game, "end")
    assert not [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == GHOUL]
