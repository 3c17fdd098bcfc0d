"""Desecration Demon, compiled from its Oracle text (mechanics/any_player_may: 'any opponent may'), and its
rulings in games.

Oracle text: Flying / At the beginning of each combat, any opponent may sacrifice a creature. If a player
does, tap Desecration Demon and put a +1/+1 counter on it."""

from __future__ import annotations

from support import board, counters, pass_until, use_compiled

DEMON = "Desecration Demon"
use_compiled(DEMON)


def _to_combat(p2: list[str]):  # noqa: ANN202
    game = board({"battlefield": [DEMON]}, {"battlefield": p2})
    pass_until(game, "beginning_of_combat")
    game.apply("pass")
    game.apply("pass")  # the trigger resolves: each opponent in turn order is asked
    return game


def test_an_opponent_sacrifices_a_creature_the_demon_is_tapped_and_grows() -> None:
    """102.2: only P2 (P1's opponent) is asked; P2 sacrifices a Grizzly Bears."""
    game = _to_combat(["Grizzly Bears"])
    assert game.pending.player == 1
    game.apply("yes")
    while game.pending.kind != "priority":
        game.apply(next(iter(game.legal_actions())))
    demon = game.find(DEMON)
    assert game.state.objects[demon].tapped and counters(game, demon) == 1
    assert "Grizzly Bears" not in [game.chars(o).name for o in game.zone("battlefield")]


def test_at_most_one_counter_however_many_were_sacrificed() -> None:
    """Ruling (2017-03-14): "Each opponent in turn order may choose to sacrifice a creature, even if an
    opponent already chose to sacrifice a creature that combat. Desecration Demon will have a maximum of one
    +1/+1 counter put on it each combat, no matter how many creatures were sacrificed." And when no one does,
    it stays untapped."""
    game = _to_combat(["Grizzly Bears"])
    game.apply("no")
    demon = game.find(DEMON)
    assert not game.state.objects[demon].tapped and counters(game, demon) == 0
