"""Conflagrate: 'Conflagrate deals X damage divided as you choose among any number of targets. / Flashback—{R}{R},
Discard X cards.' (702.34a: a flashback cost with a part other than mana, 107.3a: the X of 'discard X cards' is
announced, 601.2b; mechanics/cast_permissions)."""

from __future__ import annotations

from support import board, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Conflagrate")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_conflagrate_flashback_discards_x_cards_and_divides_x_damage() -> None:
    """Rulings: 'You divide the damage as you cast Conflagrate'; flashback exiles it afterwards."""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "graveyard": ["Conflagrate"],
                  "hand": ["Island", "Island", "Forest"]}, {"battlefield": ["Grizzly Bears"]})
    conflagrate = game.find("Conflagrate", zone="graveyard")
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {conflagrate} flashback")
    assert game.pending.kind == "x"
    game.apply("x 3")
    game.apply(f"target {bears}")
    game.apply("target P2")
    if game.pending.kind == "target":
        game.apply("done")
    assert game.pending.kind == "divide"
    game.apply("divide 2 1")
    for _ in range(3):  # discard X = 3 cards as the cost (601.2h)
        assert game.pending.kind == "discard"
        game.apply(_actions(game)[0])
    game.apply("autopay")  # {R}{R}: no mana for X (the flashback cost replaces the mana cost)
    pass_both(game)
    assert names(game, "hand") == []
    assert "Conflagrate" in names(game, "exile")
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    assert game.state.players[1].life == 19


def test_conflagrate_flashback_x_is_at_most_the_cards_in_hand() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "graveyard": ["Conflagrate"],
                  "hand": ["Island"]})
    game.apply(f"cast {game.find('Conflagrate', zone='graveyard')} flashback")
    assert "x 1" in _actions(game) and "x 2" not in _actions(game)
