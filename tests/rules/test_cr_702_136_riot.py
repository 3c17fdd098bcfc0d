"""CR 702.136a: "Riot" means "You may have this permanent enter with an additional +1/+1 counter on it. If
you don't, it gains haste." Played with Zhur-Taa Goblin (a 2/2 with riot)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Zhur-Taa Goblin")

GOBLIN = "Zhur-Taa Goblin"


def _cast(option: int):  # type: ignore[no-untyped-def]
    game = board({"hand": [GOBLIN], "battlefield": basics(Mountain=1, Forest=1)})
    cast(game, GOBLIN)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending
    game.apply(f"choose {option}")
    return game


def test_702_136a_a_counter() -> None:
    game = _cast(0)
    goblin = game.find(GOBLIN)
    assert pt(game, goblin) == (3, 3)
    assert "haste" not in chars(game.state, goblin).keywords


def test_702_136a_or_haste() -> None:
    game = _cast(1)
    goblin = game.find(GOBLIN)
    assert pt(game, goblin) == (2, 2)
    assert "haste" in chars(game.state, goblin).keywords
