"""Oust: "Put target creature into its owner's library second from the top. Its controller gains 3 life."
(401.4; 608.2h: 'its controller' from the creature's last known information)"""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, use_compiled

use_compiled("Oust")


def test_ruling_directly_under_the_top_card_and_its_controller_gains_three() -> None:
    """Rulings (2010-06-15): "If the targeted creature's owner has one or more cards in their library, that
    creature is put into that library directly under the top card." / "Note that the creature's controller,
    not its owner, is the one who gains life." """
    game = board({"hand": ["Oust"], "battlefield": basics(Plains=1)}, {"battlefield": ["Grizzly Bears"]})
    top = game.zone("library", 1)[0]
    cast(game, "Oust", game.find("Grizzly Bears"))
    pass_both(game)
    library = game.zone("library", 1)
    assert library[0] == top and game.state.objects[library[1]].card == "Grizzly Bears"
    assert life(game, 1) == 23 and life(game, 0) == 20


def test_ruling_an_empty_library_takes_it_as_the_only_card() -> None:
    """Ruling (2010-06-15): "If the targeted creature's owner has no cards left in their library, that
    creature is put into that library as the only card there." """
    game = board({"hand": ["Oust"], "battlefield": basics(Plains=1)},
                 {"battlefield": ["Grizzly Bears"], "library": []})
    cast(game, "Oust", game.find("Grizzly Bears"))
    pass_both(game)
    assert [game.state.objects[o].card for o in game.zone("library", 1)] == ["Grizzly Bears"]
