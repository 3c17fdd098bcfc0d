"""Chaos Warp: "The owner of target permanent shuffles it into their library, then reveals the top card of their
library. If it's a permanent card, they put it onto the battlefield." Oblation: "The owner of target nonland
permanent shuffles it into their library, then draws two cards." (108.3, 701.24a, 701.20a, 110.2a)"""

from __future__ import annotations

from support import basics, board, cast, events, hand_size, names, pass_both, use_compiled

use_compiled("Chaos Warp", "Oblation")


def test_chaos_warp_a_permanent_card_revealed_enters_under_its_owner_s_control() -> None:
    """The owner shuffles, reveals the top card; a permanent card goes onto the battlefield under their control."""
    game = board({"hand": ["Chaos Warp"], "battlefield": basics(Mountain=3)},
                 {"battlefield": ["Hill Giant"], "library": ["Forest"] * 5})
    cast(game, "Chaos Warp", game.find("Hill Giant"))
    pass_both(game)
    theirs = sorted(game.state.objects[o].card for o in game.state.zones["battlefield"]
                    if game.state.objects[o].controller == 1)
    assert len(theirs) == 1 and theirs[0] in ("Forest", "Hill Giant")
    assert len(game.state.zones["library:1"]) == 5
    (reveal,) = events(game, "reveal_cards")
    assert reveal.args["player"] == 1 and reveal.args["cards"] == theirs


def test_chaos_warp_rulings_a_token_and_a_card_that_isnt_a_permanent_card() -> None:
    """Rulings (2011-09-22): "If a token is shuffled into a player's library this way, that player shuffles before
    revealing the top card of that library." and "If the revealed card is not a permanent card, it remains on top
    of that library." """
    game = board({"hand": ["Chaos Warp"], "battlefield": basics(Mountain=3)},
                 {"battlefield": [{"card": "Grizzly Bears", "token": True}], "library": ["Shock"] * 4})
    top = game.state.zones["library:1"]
    cast(game, "Chaos Warp", game.find("Grizzly Bears"))
    pass_both(game)
    assert [o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1] == []
    # the token was shuffled in (the top card revealed may be the token itself), then ceased to exist (704.5d)
    assert names(game, "library", 1) == ["Shock"] * 4 and game.state.zones["library:1"] != top  # shuffled
    assert len(events(game, "reveal_cards")) == 1 and all(not game.state.objects[o].token
                                                         for o in game.state.zones["library:1"])


def test_oblation_the_owner_draws_two_cards() -> None:
    game = board({"hand": ["Oblation"], "battlefield": basics(Plains=3)},
                 {"battlefield": ["Hill Giant"], "library": ["Forest"] * 5})
    cast(game, "Oblation", game.find("Hill Giant"))
    pass_both(game)
    assert hand_size(game, 1) == 2 and hand_size(game, 0) == 0
    assert len(game.state.zones["library:1"]) == 4
