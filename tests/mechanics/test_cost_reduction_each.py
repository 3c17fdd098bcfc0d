"""'This spell costs {2} less to cast for each creature card in your graveyard.' (The Cauldron of Eternity), '...
costs {G} less to cast for each green creature you control.' (Khalni Hydra): a reduction of more than {1}, or of
colored mana, counted (601.2f, 118.7a-c; mechanics/cost_reductions)."""

from __future__ import annotations

from support import basics, battlefield_names, board, castable, use_compiled

use_compiled("Khalni Hydra", "The Cauldron of Eternity")


def test_118_7c_colored_reduction_for_each() -> None:
    """Khalni Hydra ({G}x8) with two green creatures costs {G}x6: six Forests cast it, five don't."""
    for forests, ok in ((6, True), (5, False)):
        game = board({"hand": ["Khalni Hydra"], "battlefield": ["Grizzly Bears", "Grizzly Bears",
                                                                  *basics(Forest=forests)]})
        assert castable(game, "Khalni Hydra") == ok, forests


def test_118_7c_only_green_creatures_count() -> None:
    """A nongreen creature reduces nothing: Walking Corpse and one green creature leave {G}x7."""
    game = board({"hand": ["Khalni Hydra"], "battlefield": ["Grizzly Bears", "Walking Corpse", *basics(Forest=6)]})
    assert not castable(game, "Khalni Hydra")


def test_118_7a_two_generic_for_each_card() -> None:
    """The Cauldron of Eternity ({10}{B}{B}) with four creature cards in the graveyard costs {2}{B}{B}."""
    cards = ["Grizzly Bears", "Walking Corpse", "Llanowar Elves", "Grizzly Bears"]
    game = board({"hand": ["The Cauldron of Eternity"], "graveyard": cards, "battlefield": basics(Swamp=4)})
    assert castable(game, "The Cauldron of Eternity")
    game.apply(f"cast {game.find('The Cauldron of Eternity', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert "The Cauldron of Eternity" in battlefield_names(game, 0)
    game = board({"hand": ["The Cauldron of Eternity"], "graveyard": cards[:3], "battlefield": basics(Swamp=4)})
    assert not castable(game, "The Cauldron of Eternity")
