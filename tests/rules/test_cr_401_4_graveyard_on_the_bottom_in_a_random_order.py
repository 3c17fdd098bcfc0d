"""401.4: cards put on the bottom of a library in a random order ('up to one target player puts all the cards
from their graveyard on the bottom of their library in a random order', Endurance; mechanics/
graveyard_to_bottom). The library is hidden (401.2): the cards get new ids there, so no earlier id tells
where one went, and the order comes from the game's generator."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Endurance")


def _endure(seed: int):
    game = board({"hand": ["Endurance"], "battlefield": ["Forest"] * 3},
                 {"graveyard": ["Lightning Bolt", "Grizzly Bears", "Giant Growth", "Shock"]}, seed=seed)
    before = set(game.zone("graveyard", 1))
    game.apply(f"cast {game.find('Endurance')}")
    if game.pending.kind == "alternative":
        game.apply("alternative none")
    game.apply("autopay")
    pass_both(game)
    game.apply("target P2")
    resolve_stack(game)
    return game, before


def test_cr_401_2_the_cards_are_new_hidden_objects_in_the_library() -> None:
    game, before = _endure(0)
    assert not before & set(game.zone("library", 1))
    assert sorted(zone_names(game, "library", 1)[-4:]) == ["Giant Growth", "Grizzly Bears", "Lightning Bolt", "Shock"]


def test_cr_401_4_a_random_order() -> None:
    orders = {tuple(zone_names(_endure(seed)[0], "library", 1)[-4:]) for seed in range(6)}
    assert len(orders) > 1
