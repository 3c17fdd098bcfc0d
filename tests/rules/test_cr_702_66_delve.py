"""CR 702.66 delve: “For each generic mana in this spell's total cost, you may exile a card from your
graveyard rather than pay that mana.” (702.66a); it isn't an additional or alternative cost and applies
only after the total cost is determined (702.66b). Played with compiled cards: Treasure Cruise ({7}{U},
Delve, draw three cards), Gurmag Angler ({6}{B} 5/5, Delve)."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Treasure Cruise", "Gurmag Angler")

GRAVE = ["Grizzly Bears", "Forest", "Island", "Mountain", "Plains", "Swamp", "Shock", "Giant Growth"]


def _cruise(game) -> int:
    game.apply(f"cast {game.find('Treasure Cruise')}")
    assert game.pending.kind == "pay"
    return game.state.announcing


def test_702_66a_cards_exiled_from_the_graveyard_pay_generic_mana() -> None:
    """702.66a: seven cards exiled pay {7}; one Island pays {U}; the spell is cast and draws three."""
    game = board({"hand": ["Treasure Cruise"], "graveyard": GRAVE[:7], "battlefield": ["Island"]})
    assert any(a.kind == "cast" for a in game.legal_actions())
    _cruise(game)
    for _ in range(7):
        delves = [a for a in game.legal_actions() if a.kind == "delve"]
        game.apply(delves[0])
    assert not game.state.zones["graveyard:0"] and len(game.state.zones["exile"]) == 7
    assert not [a for a in game.legal_actions() if a.kind == "delve"]  # nothing generic is left to pay
    assert game.pending.prompt == "pay {U}"
    game.apply("autopay")
    hand = len(game.state.zones["hand:0"])
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == hand + 3


def test_702_66a_delve_never_pays_colored_mana() -> None:
    """702.66a: only generic mana. Eight cards in the graveyard and no Island: {U} can't be paid, so the
    spell isn't offered."""
    game = board({"hand": ["Treasure Cruise"], "graveyard": GRAVE, "battlefield": ["Forest"]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_702_66a_not_castable_without_enough_cards_and_mana() -> None:
    """Three cards and two lands pay five of {7}{U}'s eight mana: the spell isn't offered."""
    game = board({"hand": ["Treasure Cruise"], "graveyard": GRAVE[:3], "battlefield": ["Island", "Island"]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_702_66b_mana_pays_the_rest_and_the_mana_value_is_unchanged() -> None:
    """702.66b: delve is neither an additional nor an alternative cost: Gurmag Angler with four cards
    exiled and three lands tapped is a 5/5 with mana value 7."""
    game = board({"hand": ["Gurmag Angler"], "graveyard": GRAVE[:4],
                  "battlefield": ["Swamp", "Swamp", "Swamp"]})
    game.apply(f"cast {game.find('Gurmag Angler')}")
    for _ in range(4):
        game.apply([a for a in game.legal_actions() if a.kind == "delve"][0])
    assert game.pending.prompt == "pay {2}{B}"
    game.apply("autopay")
    pass_both(game)
    angler = game.find("Gurmag Angler", zone="battlefield")
    assert game.chars(angler).mana_value == 7 and game.chars(angler).power == 5


def test_702_66a_a_card_not_in_your_graveyard_cant_be_exiled() -> None:
    """702.66a: 'from your graveyard': the opponent's graveyard pays nothing."""
    game = board({"hand": ["Treasure Cruise"], "battlefield": ["Island"]}, {"graveyard": GRAVE})
    assert not any(a.kind == "cast" for a in game.legal_actions())
