"""Muxus, Goblin Grandee, compiled from its Oracle text and played.

Oracle text: When Muxus, Goblin Grandee enters the battlefield, reveal the top six cards of your library. Put all
Goblin creature cards with mana value 5 or less from among them onto the battlefield and the rest on the bottom
of your library in a random order. / Whenever Muxus attacks, it gets +1/+1 until end of turn for each other
Goblin you control. (701.20a: every fitting card, no choice)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Muxus, Goblin Grandee")
MUXUS = "Muxus, Goblin Grandee"
TOP = ["Goblin Guide", "Hill Giant", "Mogg Fanatic", "Lightning Bolt", "Siege-Gang Commander", MUXUS, "Island"]


def test_every_goblin_creature_card_of_mana_value_5_or_less_enters_the_rest_go_to_the_bottom() -> None:
    game = board({"hand": [MUXUS], "battlefield": basics(Mountain=6), "library": TOP})
    cast(game, MUXUS)
    pass_both(game)  # Muxus resolves; its enters trigger goes on the stack
    pass_both(game)  # the trigger resolves
    while game.pending.kind == "choose":  # Siege-Gang Commander's own enters trigger, if it asks
        game.apply(f"choose {game.pending.options[0]}")
    battlefield = names(game, "battlefield")
    assert {"Goblin Guide", "Mogg Fanatic", "Siege-Gang Commander"} <= set(battlefield)
    assert battlefield.count(MUXUS) == 1  # the one in the library has mana value 6: it stays revealed, goes down
    library = [game.state.objects[o].card for o in game.zone("library", 0)]
    assert library[0] == "Island"  # the seventh card is on top now
    assert sorted(library[1:]) == sorted(["Hill Giant", "Lightning Bolt", MUXUS])
