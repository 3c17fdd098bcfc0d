"""CR 702.98a: "Unleash" means "You may have this permanent enter with an additional +1/+1 counter on it" and
"This permanent can't block as long as it has a +1/+1 counter on it." Played with Rakdos Cackler (a 1/1)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Rakdos Cackler")

CACKLER = "Rakdos Cackler"


def _cast(yes: bool):  # type: ignore[no-untyped-def]
    game = board({"hand": [CACKLER], "battlefield": basics(Swamp=1)})
    cast(game, CACKLER)
    pass_both(game)
    assert game.pending.kind == "may", game.pending  # asked as it enters (614.1c)
    game.apply("yes" if yes else "no")
    return game


def test_702_98a_unleashed_a_counter_and_it_cant_block() -> None:
    game = _cast(True)
    cackler = game.find(CACKLER)
    assert pt(game, cackler) == (2, 2)
    assert "can't block" in chars(game.state, cackler).keywords


def test_702_98a_not_unleashed_no_counter_and_it_can_block() -> None:
    game = _cast(False)
    cackler = game.find(CACKLER)
    assert pt(game, cackler) == (1, 1)
    assert "can't block" not in chars(game.state, cackler).keywords
