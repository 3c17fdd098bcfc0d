"""Gaddock Teeg: "Noncreature spells with mana value 4 or greater can't be cast. / Noncreature spells with {X} in
their mana costs can't be cast." (101.2, 601.3: a ban on every player; 107.3: {X} in the mana cost; 709.3a: a
split card's half is judged as that half.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import actions, board, castable, use_compiled

use_compiled("Gaddock Teeg", "Boom // Bust", "Fire // Ice", "Harmonize", "Blaze", "Hill Giant", "Endless One")

LANDS = [{"card": "Mountain", "count": 6}, {"card": "Forest", "count": 2}, "Island"]


def _game(hand: list[str], teeg_side: str = "P2"):
    mine = {"battlefield": list(LANDS), "hand": hand}
    other = {"battlefield": ["Gaddock Teeg", "Plains"]}  # a land for Boom to target
    return board(mine, other) if teeg_side == "P2" else board({**mine, "battlefield": [*LANDS, "Gaddock Teeg"]})


def test_noncreature_spells_with_mana_value_4_or_greater_cant_be_cast_by_anyone() -> None:
    """101.2: 'can't be cast' binds every player, the Teeg's controller as well as an opponent; creature spells
    with mana value 4 or more and smaller noncreature spells still can be."""
    for side in ("P2", "P1"):
        game = _game(["Harmonize", "Hill Giant", "Fire // Ice"], side)
        assert not castable(game, "Harmonize")
        assert castable(game, "Hill Giant")


def test_spells_with_x_in_their_mana_costs_cant_be_cast_unless_creatures() -> None:
    """107.3: Blaze ({X}{R}) has {X} in its mana cost whatever X would be; Endless One ({X}) is a creature."""
    game = _game(["Blaze", "Endless One"])
    assert not castable(game, "Blaze")
    assert castable(game, "Endless One")


def test_without_the_teeg_they_can_be_cast() -> None:
    game = board({"battlefield": list(LANDS), "hand": ["Harmonize", "Blaze"]})
    assert castable(game, "Harmonize") and castable(game, "Blaze")


def test_ruling_a_split_cards_small_half_may_be_cast() -> None:
    """Ruling (2007-10-01): "If one half of a split card has a converted mana cost of 3 or less and doesn't have
    an {X} in its mana cost, Gaddock Teeg lets you cast that half." Boom ({1}{R}) may be cast, Bust ({5}{R})
    can't; Fire // Ice's halves are each mana value 2, though the card's combined mana value is 4 (709.4b)."""
    game = _game(["Boom // Bust", "Fire // Ice"])
    listed = actions(game)
    boom = game.find("Boom // Bust")
    assert f"cast {boom} 0" in listed
    assert f"cast {boom} 1" not in listed
    fire = game.find("Fire // Ice")
    assert f"cast {fire} 0" in listed and f"cast {fire} 1" in listed


def test_ruling_alternative_costs_dont_change_mana_value() -> None:
    """Ruling (2018-12-07): "A spell's converted mana cost is determined only by its mana cost. Alternative costs
    (including casting a spell "without paying its mana cost"), additional costs, and cost reductions don't
    affect a spell's converted mana cost." Harmonize stays mana value 4 however little would be paid: the ban
    reads the card's mana value (202.3), never the cost to pay, so it can't be cast at all."""
    game = _game(["Harmonize"])
    assert not any(a.startswith(f"cast {game.find('Harmonize')}") for a in actions(game))
