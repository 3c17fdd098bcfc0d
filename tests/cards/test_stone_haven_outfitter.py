"""Stone Haven Outfitter ({1}{W}, 2/2): 'Equipped creatures you control get +1/+1. Whenever an equipped creature you
control dies, draw a card.' ('an equipped creature': one with an Equipment attached as it died, 301.5, 603.10a)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, resolve_stack, triggers, use_compiled

use_compiled("Stone Haven Outfitter", "Bonesplitter", "Grizzly Bears", "Murder")


def test_603_10a_an_equipped_creature_dying_draws_a_card() -> None:
    game = board({"battlefield": ["Stone Haven Outfitter", {"card": "Grizzly Bears", "label": "b"},
                                  {"card": "Bonesplitter", "attached_to": "b"}, *basics(Swamp=3)], "hand": ["Murder"]})
    before = hand_size(game, 0) - 1
    cast(game, "Murder", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Stone Haven Outfitter") == 1
    assert hand_size(game, 0) == before + 1


def test_603_2_an_unequipped_creature_dying_triggers_nothing() -> None:
    game = board({"battlefield": ["Stone Haven Outfitter", "Grizzly Bears", "Bonesplitter", *basics(Swamp=3)],
                  "hand": ["Murder"]})
    cast(game, "Murder", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Stone Haven Outfitter") == 0
