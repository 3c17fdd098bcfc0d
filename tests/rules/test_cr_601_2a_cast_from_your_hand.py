"""'if you cast it from your hand' (601.2a: a spell is cast from the zone it was in; 603.4: an intervening
'if' is checked as the ability triggers and as it resolves; 614.1c: '~ enters with ... if ...'). A permanent
keeps the zone its spell was cast from; one put onto the battlefield another way was never cast."""

from __future__ import annotations

from support import board, cast, counters, pass_both, use_compiled
from support.reading import battlefield_names

use_compiled("Myojin of Night's Reach", "Reiver Demon", "Grizzly Bears", "Zombify")


def test_614_1c_myojin_cast_from_hand_enters_with_a_divinity_counter() -> None:
    game = board({"hand": ["Myojin of Night's Reach"], "battlefield": ["Swamp"] * 8})
    cast(game, "Myojin of Night's Reach")
    pass_both(game)
    myojin = game.find("Myojin of Night's Reach")
    assert counters(game, myojin, "divinity") == 1


def test_601_2a_a_myojin_put_onto_the_battlefield_wasnt_cast() -> None:
    """Zombify returns it from the graveyard: it isn't cast, so it gets no counter."""
    game = board({"hand": ["Zombify"], "graveyard": ["Myojin of Night's Reach"], "battlefield": ["Swamp"] * 4})
    cast(game, "Zombify", game.find("Myojin of Night's Reach", zone="graveyard"))
    pass_both(game)
    myojin = game.find("Myojin of Night's Reach")
    assert counters(game, myojin, "divinity") == 0


def test_603_4_reiver_demon_cast_from_hand_destroys_nonblack_creatures() -> None:
    """Reiver Demon: "When Reiver Demon enters the battlefield, if you cast it from your hand, destroy all
    nonartifact, nonblack creatures. They can't be regenerated." """
    game = board({"hand": ["Reiver Demon"], "battlefield": ["Swamp"] * 8}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Reiver Demon")
    pass_both(game)  # the Demon resolves; its trigger goes on the stack
    pass_both(game)
    assert "Grizzly Bears" not in battlefield_names(game, 1) and "Reiver Demon" in battlefield_names(game, 0)


def test_603_4_reiver_demon_returned_from_the_graveyard_doesnt_trigger() -> None:
    game = board({"hand": ["Zombify"], "graveyard": ["Reiver Demon"], "battlefield": ["Swamp"] * 4},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Zombify", game.find("Reiver Demon", zone="graveyard"))
    pass_both(game)
    assert not game.state.stack and "Grizzly Bears" in battlefield_names(game, 1)
