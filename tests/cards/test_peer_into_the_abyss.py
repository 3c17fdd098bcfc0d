"""Peer into the Abyss, compiled from its Oracle text: 'Target player draws cards equal to half the number of
cards in their library and loses half their life. Round up each time.' (107.1a)"""

from __future__ import annotations

from support import board, cast, lands, life, pass_both

PEER = "Peer into the Abyss"


def test_peer_into_the_abyss_rounds_up_the_loss_and_the_draw() -> None:
    """Ruling: "The life lost is rounded up, not the remaining life total. For example, if the target player
    has 7 life, they lose 4 life and end up with 3. Similarly, the number of cards drawn is rounded up, not the
    number of cards remaining in the library." """
    game = board({"hand": [PEER], "battlefield": [lands("Swamp", 7)]},
                 {"life": 7, "library": ["Island"] * 5, "hand": []})
    cast(game, PEER, "P2")
    pass_both(game)
    assert life(game, 1) == 3
    assert len(game.zone("hand", 1)) == 3 and len(game.zone("library", 1)) == 2


def test_peer_into_the_abyss_on_yourself() -> None:
    game = board({"hand": [PEER], "battlefield": [lands("Swamp", 7)], "library": ["Island"] * 4})
    cast(game, PEER, "P1")
    pass_both(game)
    assert life(game, 0) == 10
    assert len(game.zone("hand", 0)) == 2 and len(game.zone("library", 0)) == 2
