"""Jadelight Ranger: "When Jadelight Ranger enters the battlefield, it explores, then it explores again."
(701.44a)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, pt, use_compiled

use_compiled("Jadelight Ranger")

RANGER = "Jadelight Ranger"


def test_ruling_a_card_left_on_top_is_revealed_again() -> None:
    """Ruling (2018-01-19): "If you reveal a nonland card the first time Jadelight Ranger explores and leave
    it on top of your library, you'll reveal the same card the second time it explores." Two counters,
    the Shock stays on top."""
    game = board({"hand": [RANGER], "battlefield": basics(Forest=3), "library": ["Shock", "Island"]})
    cast(game, RANGER)
    pass_both(game)
    pass_both(game)
    game.apply("no")
    game.apply("no")
    reveals = [e for e in game.state.events() if e.kind == "reveal_cards"]
    assert len(reveals) == 2
    assert pt(game, game.find(RANGER)) == (4, 3)
    assert game.chars(game.zone("library", 0)[0]).name == "Shock"


def test_ruling_no_card_revealed_still_a_counter() -> None:
    """Ruling (2018-01-19): "If no card is revealed, most likely because that player's library is empty,
    the exploring creature receives a +1/+1 counter.\""""
    game = board({"hand": [RANGER], "battlefield": basics(Forest=3), "library": ["Island"]})
    cast(game, RANGER)
    pass_both(game)
    pass_both(game)
    assert names(game, "hand") == ["Island"]  # first: a land; then the library is empty
    assert pt(game, game.find(RANGER)) == (3, 2)
