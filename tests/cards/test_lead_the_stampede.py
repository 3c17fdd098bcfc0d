"""Lead the Stampede, compiled from its Oracle text and played.

Oracle text: Look at the top five cards of your library. You may reveal any number of creature cards from among
them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.
(401.4, 701.20a)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Lead the Stampede")
STAMPEDE = "Lead the Stampede"
TOP = ["Grizzly Bears", "Forest", "Llanowar Elves", "Lightning Bolt", "Hill Giant", "Island"]


def _cast(game: Game) -> None:
    cast(game, STAMPEDE)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending


def _finish_ordering(game: Game) -> None:
    while game.pending.kind == "choose":  # the order of the rest on the bottom (401.4)
        game.apply(f"choose {game.pending.options[0]}")


def test_any_number_of_the_creature_cards_go_to_the_hand_the_rest_to_the_bottom() -> None:
    game = board({"hand": [STAMPEDE], "battlefield": basics(Forest=3), "library": TOP})
    _cast(game)
    offered = {game.state.objects[o].card for o in game.pending.options}
    assert offered == {"Grizzly Bears", "Llanowar Elves", "Hill Giant"}  # creature cards only
    bears, elves = game.find("Grizzly Bears", zone="library"), game.find("Llanowar Elves", zone="library")
    game.apply(f"choose {bears} {elves}")
    _finish_ordering(game)
    assert {"Grizzly Bears", "Llanowar Elves"} <= set(names(game, "hand"))
    library = [game.state.objects[o].card for o in game.zone("library", 0)]
    assert library[0] == "Island"  # the sixth card is now on top
    assert set(library[1:]) == {"Forest", "Lightning Bolt", "Hill Giant"}


def test_revealing_none_is_allowed() -> None:
    game = board({"hand": [STAMPEDE], "battlefield": basics(Forest=3), "library": TOP})
    _cast(game)
    game.apply("choose")
    _finish_ordering(game)
    assert [game.state.objects[o].card for o in game.zone("library", 0)][0] == "Island"
    assert "Grizzly Bears" not in names(game, "hand")
