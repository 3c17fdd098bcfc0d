"""Shadow Slice ({4}{B} sorcery): 'Target opponent loses 3 life. / Cipher' (702.99a-c)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

from lithoform.mechanics.cipher.rules import _encoded
from lithoform.rules.zones import move

use_compiled("Shadow Slice")

SLICE = "Shadow Slice"


def test_ruling_countered_it_is_not_encoded() -> None:
    """Ruling (2013-04-15): "If the spell with cipher doesn't resolve, none of its effects will happen,
    including cipher. The card will go to its owner's graveyard and won't be encoded on a creature.\""""
    game = board({"hand": [SLICE], "battlefield": ["Grizzly Bears", {"card": "Swamp", "count": 5}]},
                 {"hand": ["Counterspell"], "battlefield": [{"card": "Island", "count": 2}]})
    cast(game, SLICE, "P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell')}", "P2")
    game.apply(f"target {game.find(SLICE, zone='stack')}")
    game.apply("autopay")
    pass_both(game)  # Counterspell resolves
    assert SLICE in zone_names(game, "graveyard")
    assert not list(_encoded(game.state))


def test_ruling_the_creature_leaves_the_card_stays_exiled() -> None:
    """Ruling (2013-04-15): "If the creature leaves the battlefield, the exiled card will no longer be encoded
    on any creature. It will stay exiled.\""""
    game = board({"hand": [SLICE], "battlefield": ["Grizzly Bears", {"card": "Swamp", "count": 5}]})
    cast(game, SLICE, "P2")
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert list(_encoded(game.state))
    move(game.state, game.find("Grizzly Bears"), "graveyard")
    assert not list(_encoded(game.state))
    assert SLICE in zone_names(game, "exile")
