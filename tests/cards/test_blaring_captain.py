"""Blaring Captain: "Partner with Blaring Recruiter (When this creature enters the battlefield, target player
may put Blaring Recruiter into their hand from their library, then shuffle.) / Whenever Blaring Captain
attacks, attacking Warriors get +1/+1 until end of turn." (702.124j)"""

from __future__ import annotations

from support import basics, board, cast, events, names, pass_both, use_compiled

use_compiled("Blaring Captain")


def test_ruling_the_target_player_searches_and_the_card_is_revealed() -> None:
    """Ruling (2018-06-08): "Note that the target player searches their library (which may be affected by
    effects such as that of Stranglehold) and that the card they find is revealed, even though these words
    aren't included in the ability's reminder text." The opponent, targeted, searches their own library,
    and the Recruiter they find is revealed."""
    game = board({"hand": ["Blaring Captain"], "battlefield": basics(Swamp=4)},
                 {"library": ["Island", "Blaring Recruiter"]})
    cast(game, "Blaring Captain")
    pass_both(game)
    game.apply("target -2")
    pass_both(game)
    assert game.state.question is not None and game.state.question.player == 1
    game.apply("yes")
    (found,) = game.state.question.options
    game.apply(f"choose {found}")
    assert names(game, "hand", 1) == ["Blaring Recruiter"]
    assert [e.args["cards"] for e in events(game, "reveal_cards")] == [["Blaring Recruiter"]]
