"""Conch Horn and Sawtooth Loon: 'draw N cards, then put a card from your hand on top of / N cards from your hand
on the bottom of your library' (mechanics/library_look; 121.1, 401.4), compiled from the Oracle text and played.

Conch Horn: '{1}, {T}, Sacrifice Conch Horn: Draw two cards, then put a card from your hand on top of your
library.'"""

from __future__ import annotations

from support import activate, basics, board, names, pass_both, use_compiled, zone_names

use_compiled("Conch Horn", "Amass the Components", "Grizzly Bears", "Shock", "Llanowar Elves")


def test_conch_horn_draws_two_then_puts_one_back_on_top() -> None:
    """Conch Horn's ruling: 'You draw two cards, then put one back as part of the same effect. You can’t do
    anything in between.'"""
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Island=1), "Conch Horn"],
                  "library": ["Shock", "Llanowar Elves", "Island"]})
    activate(game, "Conch Horn")
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 3  # the two drawn are in the hand
    bears = next(o for o in game.pending.options if game.state.objects[o].card == "Grizzly Bears")
    game.apply(f"choose {bears}")
    assert zone_names(game, "library") == ["Grizzly Bears", "Island"]
    assert names(game, "hand") == ["Llanowar Elves", "Shock"]


def test_401_4_a_card_from_the_hand_on_the_bottom() -> None:
    """Amass the Components: 'Draw three cards, then put a card from your hand on the bottom of your library.'"""
    game = board({"hand": ["Amass the Components", "Shock"], "battlefield": basics(Island=4),
                  "library": ["Llanowar Elves", "Island", "Grizzly Bears", "Island"]})
    game.apply(f"cast {game.find('Amass the Components', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    shock = next(o for o in game.pending.options if game.state.objects[o].card == "Shock")
    game.apply(f"choose {shock}")
    assert zone_names(game, "library") == ["Island", "Shock"]
    assert names(game, "hand") == ["Grizzly Bears", "Island", "Llanowar Elves"]
