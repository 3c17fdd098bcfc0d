"""Agonizing Remorse: 'Target opponent reveals their hand. You choose a nonland card from it or a card from their
graveyard. Exile that card. You lose 1 life.' (701.20a: reveal; 406.3: exile; one card from either zone)."""

from __future__ import annotations

from support import P1, P2, board, names

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _cast(hand: list[str], graveyard: list[str]) -> Game:
    game = board({"hand": ["Agonizing Remorse"], "battlefield": ["Swamp", "Swamp"]},
                 {"hand": hand, "graveyard": graveyard})
    game.apply(f"cast {game.find('Agonizing Remorse', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    return game


def _options(game: Game) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.pending.options)


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Agonizing Remorse")).ok


def test_a_nonland_card_from_the_hand_or_any_card_from_the_graveyard() -> None:
    """Ruling: "If you choose a card from their graveyard, it may be a land card." A land in the hand can't be
    chosen; one in the graveyard can."""
    game = _cast(["Opt", "Island"], ["Forest", "Shock"])
    assert game.pending.kind == "choose"
    assert _options(game) == ["Forest", "Opt", "Shock"]
    game.apply(f"choose {game.find('Forest', zone='graveyard')}")
    assert names(game, "exile", P2) == ["Forest"]
    assert sorted(names(game, "hand", P2)) == ["Island", "Opt"]
    assert game.state.players[P1].life == 19


def test_a_card_must_be_chosen_if_able() -> None:
    """Ruling: "You must choose a card to exile if able. If there are no nonland cards in the opponent's hand, you
    must exile a card from their graveyard, and vice versa." """
    game = _cast(["Island"], ["Shock"])
    assert game.pending.kind == "choose" and game.pending.min == 1
    assert _options(game) == ["Shock"]
    game.apply(f"choose {game.pending.options[0]}")
    assert names(game, "exile", P2) == ["Shock"]


def test_with_nothing_to_choose_you_just_lose_1_life() -> None:
    """Ruling: "If there are no nonland cards in their hand and no cards in their graveyard, then you just lose 1
    life." """
    game = _cast(["Island"], [])
    assert game.pending.kind == "priority" and not game.state.stack
    assert names(game, "exile", P2) == []
    assert game.state.players[P1].life == 19
