"""Yawgmoth's Will, compiled from its Oracle text: 'Until end of turn, you may play lands and cast spells from your
graveyard. If a card would be put into your graveyard from anywhere this turn, exile that card instead.'
(601.3, 305.1, 611.2a, 614.1a; mechanics/graveyard_play and exile_instead_of_graveyard). Gaea's Will and Magus of
the Will share the text."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Yawgmoth's Will", "Magus of the Will")


def _acts(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _resolved_will() -> Game:
    game = board({"battlefield": [{"card": "Swamp", "count": 4}], "hand": ["Yawgmoth's Will"],
                  "graveyard": ["Dark Ritual", "Swamp", "Grizzly Bears"]})
    cast(game, "Yawgmoth's Will")
    pass_both(game)
    return game


def test_it_exiles_itself_after_resolving() -> None:
    """Ruling (2004-10-04): 'It will exile itself since it goes to the graveyard after its effect starts.'"""
    game = _resolved_will()
    assert "Yawgmoth's Will" in names(game, "exile")
    assert "Yawgmoth's Will" not in names(game, "graveyard")


def test_lands_and_spells_in_your_graveyard_can_be_played_this_turn() -> None:
    """601.3, 305.1: the land card is played (one of the turn's land plays), the other cards are cast."""
    game = _resolved_will()
    swamp = game.find("Swamp", zone="graveyard")
    ritual = game.find("Dark Ritual", zone="graveyard")
    acts = _acts(game)
    assert f"play {swamp}" in acts
    assert any(a.startswith(f"cast {ritual}") for a in acts)
    game.apply(f"play {swamp}")
    assert names(game, "battlefield").count("Swamp") == 5
    assert game.state.players[0].lands_played == 1


def test_a_spell_cast_from_the_graveyard_is_exiled_instead_of_going_back() -> None:
    """614.1a: 'If a card would be put into your graveyard from anywhere this turn, exile that card instead.'"""
    game = _resolved_will()
    ritual = game.find("Dark Ritual", zone="graveyard")
    game.apply(next(a for a in _acts(game) if a.startswith(f"cast {ritual}")))
    game.apply("autopay")
    pass_both(game)
    assert "Dark Ritual" in names(game, "exile")
    assert "Dark Ritual" not in names(game, "graveyard")


def test_the_permission_and_the_replacement_end_with_the_turn() -> None:
    """611.2a, 514.2: in the next turn, the graveyard is only a graveyard again."""
    game = _resolved_will()
    ritual = game.find("Dark Ritual", zone="graveyard")
    turn = game.state.turn + 1
    for _ in range(40):
        if game.state.turn == turn and game.pending.kind == "priority" and game.pending.player == 0:
            break
        game.apply("pass")
    assert game.state.turn == turn
    assert not any(a.startswith(f"cast {ritual}") for a in _acts(game))


def test_only_its_controllers_graveyard() -> None:
    """The opponent's cards still go to their graveyard, and they can't cast from it."""
    game = board({"battlefield": [{"card": "Swamp", "count": 3}, {"card": "Mountain", "count": 1}],
                  "hand": ["Yawgmoth's Will", "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"], "graveyard": ["Dark Ritual"]})
    cast(game, "Yawgmoth's Will")
    pass_both(game)
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    pass_both(game)
    assert "Grizzly Bears" in names(game, "graveyard", player=1)
    assert "Lightning Bolt" in names(game, "exile")


def test_magus_of_the_will_gives_the_same_turn() -> None:
    game = board({"battlefield": ["Magus of the Will", {"card": "Swamp", "count": 4}],
                  "graveyard": ["Dark Ritual"]})
    magus = game.find("Magus of the Will")
    game.apply(next(a for a in _acts(game) if a.startswith(f"activate {magus}")))
    if game.pending.kind != "priority":
        game.apply("autopay")
    pass_both(game)
    assert "Magus of the Will" in names(game, "exile")  # exiled as its cost
    ritual = game.find("Dark Ritual", zone="graveyard")
    assert any(a.startswith(f"cast {ritual}") for a in _acts(game))
