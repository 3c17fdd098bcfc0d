"""Alchemist's Gift, compiled from its Oracle text: 'Target creature gets +1/+1 and gains your choice of
deathtouch or lifelink until end of turn.' The choice is made as it resolves (608.2d)."""

from __future__ import annotations

import pytest
from support import board, cast, lands, pass_both, pt

GIFT = "Alchemist's Gift"


@pytest.mark.parametrize(("answer", "gained", "not_gained"), [(0, "deathtouch", "lifelink"),
                                                              (1, "lifelink", "deathtouch")])
def test_alchemists_gift_gives_the_boost_and_the_chosen_keyword(answer: int, gained: str, not_gained: str) -> None:
    game = board({"hand": [GIFT], "battlefield": [lands("Swamp", 1), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, GIFT, bears)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    assert "deathtouch" in game.pending.prompt and "lifelink" in game.pending.prompt
    game.apply(f"choose {answer}")
    assert pt(game, bears) == (3, 3)
    keywords = game.chars(bears).keywords
    assert gained in keywords and not_gained not in keywords
