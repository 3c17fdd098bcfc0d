"""106.6: mana that may be spent only on some costs counts, when the listing asks whether a card could be cast
(117.1, 601.2), only for the cards it could pay for: Eldrazi Temple's '{T}: Add {C}{C}. Spend this mana only to
cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.' pays for Thought-Knot Seer, not for
Mind Stone, whether it is still a source or already in the pool."""

from __future__ import annotations

from support import board, castable

TEMPLE = "Eldrazi Temple"


def test_106_6_a_restricted_source_doesnt_make_another_spell_castable() -> None:
    """Eldrazi Temple alone: its {C}{C} can't be spent on Mind Stone ({2}), its other ability makes one {C}."""
    game = board({"hand": ["Mind Stone", "Thought-Knot Seer"], "battlefield": [TEMPLE]})
    assert not castable(game, "Mind Stone")


def test_106_6_the_restricted_source_pays_for_an_eldrazi() -> None:
    """Eldrazi Temple and two Wastes pay Thought-Knot Seer's {3}{C}: the Temple's {C}{C} may be spent on it."""
    game = board({"hand": ["Thought-Knot Seer", "Mind Stone"], "battlefield": [TEMPLE, "Wastes", "Wastes"]})
    assert castable(game, "Thought-Knot Seer")
    assert castable(game, "Mind Stone")  # (the Wastes pay {2})


def test_106_6_restricted_mana_in_the_pool() -> None:
    """With the Temple's {C}{C} already in the pool and one Wastes untapped, Thought-Knot Seer ({3}{C}) can't be
    paid (three mana) and Mind Stone ({2}) can't either (only the Wastes' {C} may be spent on it)."""
    game = board({"hand": ["Thought-Knot Seer", "Mind Stone"], "battlefield": [TEMPLE, "Wastes"]})
    game.apply(f"activate {game.find(TEMPLE)} 2")
    assert len(game.state.players[0].pool) == 2
    assert not castable(game, "Mind Stone")
    assert not castable(game, "Thought-Knot Seer")


def test_106_6_restricted_mana_in_the_pool_pays_for_what_it_may() -> None:
    """The Temple's {C}{C} in the pool and two Wastes: Thought-Knot Seer is offered."""
    game = board({"hand": ["Thought-Knot Seer"], "battlefield": [TEMPLE, "Wastes", "Wastes"]})
    game.apply(f"activate {game.find(TEMPLE)} 2")
    assert castable(game, "Thought-Knot Seer")
