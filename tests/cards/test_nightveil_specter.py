"""Nightveil Specter, compiled from its Oracle text: 'Whenever Nightveil Specter deals combat damage to a player,
that player exiles the top card of their library. You may play lands and cast spells from among cards exiled with
Nightveil Specter.' (701.13a, 601.3, 305.1, 607.2a; mechanics/exile_to_play)"""

from __future__ import annotations

from support import board, names, pass_both, pass_until, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Nightveil Specter")


def _hit(top: list[str], extra: list | None = None) -> Game:
    """P1's Specter hits P2, whose library's top cards are `top`; back in P1's second main phase."""
    game = board({"battlefield": ["Nightveil Specter", {"card": "Mountain", "count": 2}] + (extra or [])},
                 {"library": top + ["Plains"] * 5}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Nightveil Specter')} P2")
    game.apply("done")
    pass_until(game, "main2")
    resolve_stack(game)
    return game


def _acts(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_a_spell_exiled_with_it_can_be_cast_paying_its_costs() -> None:
    """Ruling (2013-01-24): 'Playing a card exiled with Nightveil Specter follows all the normal rules for playing
    that card. You must pay its costs, and you must follow all timing restrictions, for example.'"""
    game = _hit(["Lightning Bolt"])
    assert "Lightning Bolt" in names(game, "exile", player=1)
    bolt = game.find("Lightning Bolt", zone="exile")
    cast = next(a for a in _acts(game) if a.startswith(f"cast {bolt}"))
    game.apply(cast)
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 20 - 2 - 3
    assert "Lightning Bolt" in names(game, "graveyard", player=1)  # its owner's graveyard


def test_a_land_exiled_with_it_can_be_played_as_the_land_of_the_turn() -> None:
    game = _hit(["Forest"])
    forest = game.find("Forest", zone="exile")
    assert f"play {forest}" in _acts(game)
    game.apply(f"play {forest}")
    assert game.find("Forest", player=0) == game.find("Forest")  # under P1's control
    assert game.state.players[0].lands_played == 1


def test_cards_exiled_otherwise_are_not_playable() -> None:
    """Ruling (2013-01-24): the ability 'applies to cards exiled with that specific Nightveil Specter'."""
    game = board({"battlefield": ["Nightveil Specter", {"card": "Mountain", "count": 2}],
                  "exile": ["Lightning Bolt"]})
    bolt = game.find("Lightning Bolt", zone="exile")
    assert not any(a.startswith(f"cast {bolt}") for a in _acts(game))
