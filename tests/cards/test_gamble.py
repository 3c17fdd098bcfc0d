"""Gamble ({R} sorcery): 'Search your library for a card, put that card into your hand, discard a card at random,
then shuffle.' (701.23a search; 701.9b a random discard, picked by the game's seeded generator)"""

from __future__ import annotations

from support import basics, board, cast, events, hand_size, pass_both, use_compiled, zone_names

use_compiled("Gamble", "Grizzly Bears", "Lightning Bolt")


def test_701_23a_the_found_card_goes_to_the_hand_then_one_card_is_discarded() -> None:
    game = board({"battlefield": basics(Mountain=1), "hand": ["Gamble", "Grizzly Bears", "Grizzly Bears"],
                  "library": ["Lightning Bolt", "Mountain", "Mountain"]})
    cast(game, "Gamble")
    pass_both(game)
    game.apply(f"choose {game.find('Lightning Bolt', zone='library')}")
    assert hand_size(game, 0) == 2  # two Bears and the Bolt, one of them discarded
    graveyard = zone_names(game, "graveyard")
    assert "Gamble" in graveyard and len(graveyard) == 2
    assert events(game, "shuffle")


def test_ruling_the_found_card_may_be_the_one_discarded() -> None:
    """Ruling (2018-12-07): 'You might end up discarding the card you searched for.' With an empty hand besides
    Gamble, the found card is the only one to discard."""
    game = board({"battlefield": basics(Mountain=1), "hand": ["Gamble"], "library": ["Lightning Bolt", "Mountain"]})
    cast(game, "Gamble")
    pass_both(game)
    game.apply(f"choose {game.find('Lightning Bolt', zone='library')}")
    assert hand_size(game, 0) == 0
    assert "Lightning Bolt" in zone_names(game, "graveyard")
