"""Squadron Hawk has no official rulings; these tests check its Oracle text in a game.

Oracle text: "Flying / When Squadron Hawk enters the battlefield, you may search your library for up to three
cards named Squadron Hawk, reveal them, put them into your hand, then shuffle." (201.2: a card's name;
701.23a-b: a search for cards with a stated quality may find fewer)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, pass_both, use_compiled

use_compiled("Squadron Hawk")

HAWK = "Squadron Hawk"


def test_only_cards_named_squadron_hawk_may_be_found() -> None:
    game = board({"hand": [HAWK], "battlefield": basics(Plains=2),
                  "library": [HAWK, "Grizzly Bears", HAWK, "Plains", HAWK, HAWK]})
    cast(game, HAWK)
    pass_both(game)  # the Hawk resolves; its trigger goes on the stack
    pass_both(game)
    if game.pending.kind == "may":
        game.apply("yes")
    assert game.pending.kind == "choose"
    assert {game.state.objects[o].card for o in game.pending.options} == {HAWK}
    assert len(game.pending.options) == 4 and game.pending.max == 3 and game.pending.min == 0
    before = hand_size(game, 0)
    game.apply("choose " + " ".join(str(o) for o in game.pending.options[:3]))
    assert hand_size(game, 0) == before + 3
    assert [game.state.objects[o].card for o in game.zone("library", 0)].count(HAWK) == 1
