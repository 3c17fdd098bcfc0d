"""Deadbridge Goliath: "Scavenge {4}{G}{G} ({4}{G}{G}, Exile this card from your graveyard: Put a number of
+1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)" (702.97a)"""

from __future__ import annotations

from support import activate, basics, board, pass_both, pt, use_compiled

use_compiled("Deadbridge Goliath")


def test_ruling_the_card_is_exiled_as_the_cost_the_ability_resolves_anyway() -> None:
    """Ruling (2013-04-15): "Exiling the creature card with scavenge is part of the cost of activating the
    scavenge ability. Once the ability is activated and the cost is paid, it's too late to stop the ability
    from being activated by trying to remove the creature card from the graveyard." The card is in exile
    while the ability waits; it resolves with the card's power, 5."""
    game = board({"battlefield": [*basics(Forest=6), "Grizzly Bears"], "graveyard": ["Deadbridge Goliath"]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find("Deadbridge Goliath", zone="graveyard"), 1, bears)
    assert game.state.stack and not game.zone("graveyard", 0)
    pass_both(game)
    assert pt(game, bears) == (7, 7)
