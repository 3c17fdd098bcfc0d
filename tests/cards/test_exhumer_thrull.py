"""Exhumer Thrull: 'Haunt / When Exhumer Thrull enters or the creature it haunts dies, return target creature
card from your graveyard to your hand.' (702.55a-c)"""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Exhumer Thrull")

THRULL = "Exhumer Thrull"


def test_ruling_the_haunted_creature_you_own_can_be_returned() -> None:
    """Ruling (2006-02-01): "If you own the creature Exhumer Thrull was haunting, that creature will generally
    be a legal target for the haunt trigger to return to your hand.\""""
    game = board({"hand": ["Lightning Bolt", "Lightning Bolt"],
                  "battlefield": [THRULL, "Grizzly Bears", {"card": "Mountain", "count": 2}]})
    cast(game, game.zone("hand", 0)[0], game.find(THRULL))
    pass_both(game)  # the Thrull dies; its haunt ability targets the Bears
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert THRULL in zone_names(game, "exile")
    cast(game, game.find("Lightning Bolt", zone="hand"), game.find("Grizzly Bears"))
    pass_both(game)  # the Bears die: the Thrull's ability triggers in exile and targets them in the graveyard
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears', zone='graveyard')}")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "hand")
