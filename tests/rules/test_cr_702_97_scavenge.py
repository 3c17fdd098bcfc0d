"""CR 702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a sorcery." Played
with Deadbridge Goliath (a 5/5, scavenge {4}{G}{G}) and Slitherhead (a 1/1, scavenge {0})."""

from __future__ import annotations

from support import activate, basics, board, can_activate, names, pass_both, pt, use_compiled

use_compiled("Deadbridge Goliath", "Slitherhead")


def test_702_97a_counters_equal_to_the_exiled_cards_power() -> None:
    game = board({"battlefield": [*basics(Forest=6), "Grizzly Bears"], "graveyard": ["Deadbridge Goliath"]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find("Deadbridge Goliath", zone="graveyard"), 1, bears)
    assert names(game, "exile") == ["Deadbridge Goliath"]  # 602.2b: exiled as the cost is paid
    pass_both(game)
    assert pt(game, bears) == (7, 7)


def test_702_97a_only_as_a_sorcery_and_from_the_graveyard() -> None:
    game = board({"battlefield": ["Grizzly Bears"], "graveyard": ["Slitherhead"]}, step="upkeep")
    assert not can_activate(game, game.find("Slitherhead", zone="graveyard"))
    game = board({"battlefield": ["Grizzly Bears", "Slitherhead"]})
    assert not can_activate(game, game.find("Slitherhead"))
