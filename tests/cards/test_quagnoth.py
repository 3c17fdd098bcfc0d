"""Quagnoth (compiled from its Oracle text): 'When a spell or ability an opponent controls causes you to discard
Quagnoth, return it to your hand.' (701.9a, 608.2, 603.2)"""

from __future__ import annotations

from support import board, names, resolve_stack


def _discarded_by(target: str, quagnoth_owner: int):
    hands = [["Mind Rot"], []]
    hands[quagnoth_owner] += ["Quagnoth", "Hill Giant"]
    game = board({"battlefield": ["Swamp"] * 3, "hand": hands[0]}, {"hand": hands[1]})
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply(f"target {target}")
    if game.pending.kind == "choose":  # P1 discards two of their three cards
        game.apply(f"choose {game.find('Quagnoth', zone='hand')} {game.find('Hill Giant', zone='hand')}")
    game.apply("autopay")
    resolve_stack(game)
    return game


def test_discarded_by_an_opponents_spell_it_returns_to_hand() -> None:
    """Ruling: "If Quagnoth is discarded normally (it moves from your hand to your graveyard), its last ability
    triggers from your graveyard." It returns to its owner's hand from there."""
    game = _discarded_by("P2", 1)
    assert names(game, "hand", 1) == ["Quagnoth"]
    assert names(game, "graveyard", 1) == ["Hill Giant"]


def test_discarded_by_its_owners_own_spell_it_stays() -> None:
    """Only a spell or ability an opponent controls: its owner's own Mind Rot doesn't trigger it."""
    game = _discarded_by("P1", 0)
    assert "Quagnoth" in names(game, "graveyard", 0)
