"""701.26a, 608.2d: '[player] taps an untapped artifact, creature, or land they control for each ...' (Tangle
Wire): the player chooses among their own untapped permanents of those types only (mechanics/player_taps)."""

from __future__ import annotations

from support import P2, board, pass_both, pass_until, use_compiled

use_compiled("Tangle Wire", "Grizzly Bears", "Glorious Anthem", "Island")


def test_cr_701_26a_only_their_own_untapped_permanents_of_the_types_named() -> None:
    game = board({"battlefield": [{"card": "Tangle Wire", "counters": {"fade": 1}}, "Grizzly Bears"]},
                 {"battlefield": ["Glorious Anthem", "Grizzly Bears", "Island", "Island"]},
                 step="end")
    pass_until(game, "upkeep", turn=4)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == P2
    offered = {(game.state.objects[o].card, game.state.objects[o].controller) for o in game.pending.options}
    assert offered == {("Grizzly Bears", P2), ("Island", P2)}  # not the enchantment, not P1's
    assert len(game.pending.options) == 3
