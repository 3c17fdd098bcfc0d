"""Brass Herald, compiled from its Oracle text and played.

Oracle text: As Brass Herald enters the battlefield, choose a creature type. / When Brass Herald enters the
battlefield, reveal the top four cards of your library. Put all creature cards of the chosen type revealed this
way into your hand and the rest on the bottom of your library in any order. / Creatures of the chosen type get
+1/+1. (614.12, 607.2d, 701.20a)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Brass Herald")
HERALD = "Brass Herald"


def test_the_creature_cards_of_the_chosen_type_go_to_the_hand() -> None:
    game = board({"hand": [HERALD], "battlefield": basics(Mountain=6),
                  "library": ["Goblin Guide", "Grizzly Bears", "Mogg Fanatic", "Forest", "Island"]})
    cast(game, HERALD)
    pass_both(game)
    assert game.pending.kind == "choose" and "Goblin" in game.pending.labels  # 614.12: as it enters
    game.apply(f"choose {game.pending.options[game.pending.labels.index('Goblin')]}")
    pass_both(game)  # the enters trigger resolves
    while game.pending.kind == "choose":  # the order of the rest on the bottom (401.4)
        game.apply(f"choose {game.pending.options[0]}")
    assert set(names(game, "hand")) == {"Goblin Guide", "Mogg Fanatic"}
    library = [game.state.objects[o].card for o in game.zone("library", 0)]
    assert library[0] == "Island" and set(library[1:]) == {"Grizzly Bears", "Forest"}
