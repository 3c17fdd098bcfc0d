"""Ragavan, Nimble Pilferer ({R} 2/1): "Whenever Ragavan, Nimble Pilferer deals combat damage to a player,
create a Treasure token and exile the top card of that player's library. Until end of turn, you may cast that
card. / Dash {1}{R}" Its rulings, quoted from the card database (406.2, 601.3)."""

from __future__ import annotations

from support import (
    attack,
    board,
    cast_actions,
    pass_until,
    resolve_stack,
    to_attackers,
    tokens,
    use_compiled,
    zone_names,
)

RAGAVAN = "Ragavan, Nimble Pilferer"
use_compiled(RAGAVAN)


def _connect(library: list[str]):
    game = board({"battlefield": [RAGAVAN, "Mountain", "Mountain"]}, {"library": library}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(RAGAVAN))
    pass_until(game, "combat_damage")
    resolve_stack(game)
    return game


def test_ruling_timing_and_costs_apply_and_a_land_cant_be_played() -> None:
    """Ruling: "You must still follow all timing restrictions and pay all costs when casting the exiled card.
    If you exile a land card, you can't play that card." The exiled Grizzly Bears can be cast only in the main
    phase, for its mana cost; an exiled Forest gives nothing to play."""
    game = _connect(["Grizzly Bears", "Forest"])
    bears = game.find("Grizzly Bears")
    assert "Grizzly Bears" in zone_names(game, "exile", 1)
    assert len(tokens(game, 0)) == 1  # the Treasure
    assert not any(a.startswith(f"cast {bears}") for a in cast_actions(game))  # combat: a creature spell waits
    pass_until(game, "main2")
    assert any(a.startswith(f"cast {bears}") for a in cast_actions(game))
    game.apply(f"cast {bears} exile_cast")
    (treasure,) = tokens(game, 0)
    game.apply(f"activate {treasure} 1 mana:G")  # the Treasure pays {G}, a Mountain {1}
    game.apply(f"activate {game.find('Mountain')} 1")
    game.apply("pay")
    resolve_stack(game)
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].controller == 0 and game.state.objects[bears].owner == 1


def test_ruling_a_land_exiled_cant_be_played() -> None:
    """Ruling: "If you exile a land card, you can't play that card.\""""
    game = _connect(["Forest", "Grizzly Bears"])
    forest = game.find("Forest", zone="exile")
    pass_until(game, "main2")
    assert not any(str(a).split()[:2] == ["play", str(forest)] for a in game.legal_actions())


def test_ruling_a_treasure_even_with_no_card_to_exile() -> None:
    """Ruling: "You'll create a Treasure token even if that player has no cards left in their library to
    exile.\""""
    game = _connect([])
    assert len(tokens(game, 0)) == 1
    assert zone_names(game, "exile", 1) == []
