"""The Shoals' alternative cost (118.9, 601.2b, 601.2h): 'You may exile a green card with mana value X from your
hand rather than pay this spell's mana cost.' (Nourishing Shoal; Blazing and Sickening Shoal too). X is announced
before the costs are paid, so only a card of that mana value can be exiled."""

from __future__ import annotations

from support import board, legal, names, resolve_stack, use_compiled

use_compiled("Nourishing Shoal", "Sickening Shoal")


def _shoal(hand: list[str]):
    game = board({"hand": ["Nourishing Shoal", *hand]})
    game.apply(f"cast {game.find('Nourishing Shoal')}")
    game.apply("alternative exile")
    return game


def test_exiling_a_green_card_of_mana_value_x_pays_it_and_x_is_that_value() -> None:
    """Ruling: "If a spell has {X} in its mana cost, include the value chosen for that X when determining the
    converted mana cost of that spell, even if it was cast for an alternative cost and no mana was spent on X."
    X=4 with Thragtusk (mana value 5) and Tarmogoyf (2) in hand: neither can pay; X=5: Thragtusk is exiled, no
    mana is spent, and the player gains 5 life."""
    game = _shoal(["Thragtusk", "Tarmogoyf", "Shivan Dragon"])
    game.apply("x 5")
    assert not legal(game, f"exile {game.find('Tarmogoyf')}")
    assert not legal(game, f"exile {game.find('Shivan Dragon')}")  # mana value 6, and red, not green
    game.apply(f"exile {game.find('Thragtusk')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    spell = game.state.stack[-1]
    assert game.state.objects[spell].choices.x == 5
    resolve_stack(game)
    assert game.state.players[0].life == 25
    assert "Thragtusk" in names(game, "exile", 0) and "Tarmogoyf" in names(game, "hand", 0)


def test_a_card_with_x_in_its_cost_in_hand_has_mana_value_0() -> None:
    """Ruling: "If a card in a player's hand has {X} in its mana cost, X is considered to be 0." Green Sun's
    Zenith ({X}{G}, mana value 1 in hand) pays for X=1, and not for X=0."""
    game = _shoal(["Green Sun's Zenith"])
    game.apply("x 0")
    assert not legal(game, f"exile {game.find('Green Sun' + chr(39) + 's Zenith')}")


def test_x_1_exiles_green_suns_zenith() -> None:
    game = _shoal(["Green Sun's Zenith"])
    game.apply("x 1")
    game.apply(f"exile {game.find('Green Sun' + chr(39) + 's Zenith')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[0].life == 21
