"""Massacre Girl: "When Massacre Girl enters the battlefield, each other creature gets -1/-1 until end of turn.
Whenever a creature dies this turn, each creature other than Massacre Girl gets -1/-1 until end of turn." The
second sentence is a delayed triggered ability (603.7a) that lasts the turn. Death Frenzy: "All creatures get
-2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.\""""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, order_if_asked, pt, use_compiled

use_compiled("Massacre Girl", "Death Frenzy")


def _resolve(game) -> None:
    for _ in range(80):
        order_if_asked(game)
        if not game.state.stack and game.pending.kind == "priority":
            return
        game.apply("pass")


def test_ruling_simultaneous_deaths_trigger_it_that_many_times_and_the_chain_goes_on() -> None:
    """Ruling: "If more than one creature dies at once, Massacre Girl's delayed triggered ability triggers that
    many times." The two Elves die to the enters ability (two triggers: Hill Giant 0/0, Craw Wurm 3/1), the
    Giant's death triggers it again (the Wurm 2/0): every other creature dies; Massacre Girl stays 4/4."""
    game = board({"hand": ["Massacre Girl"], "battlefield": basics(Swamp=5)},
                 {"battlefield": ["Llanowar Elves", "Llanowar Elves", "Hill Giant", "Craw Wurm"]})
    cast(game, "Massacre Girl")
    _resolve(game)
    assert battlefield_names(game, 1) == []
    assert pt(game, game.find("Massacre Girl")) == (4, 4)


def test_ruling_creatures_dying_before_it_exists_dont_trigger_it() -> None:
    """Ruling: "A creature with 0 toughness doesn't die immediately ... any creatures whose toughness becomes 0 as
    Massacre Girl's enters-the-battlefield ability resolves will remain on the battlefield until just after the
    delayed triggered ability has been created." One Elf dies after the delayed ability exists: one trigger, and
    the 3/3 Hill Giant ends at 1/1."""
    game = board({"hand": ["Massacre Girl"], "battlefield": basics(Swamp=5)},
                 {"battlefield": ["Llanowar Elves", "Hill Giant"]})
    cast(game, "Massacre Girl")
    _resolve(game)
    assert battlefield_names(game, 1) == ["Hill Giant"]
    assert pt(game, game.find("Hill Giant")) == (1, 1)


def test_death_frenzy_gains_1_life_for_each_creature_that_dies_this_turn() -> None:
    game = board({"hand": ["Death Frenzy"], "battlefield": [*basics(Swamp=5), "Llanowar Elves"]},
                 {"battlefield": ["Grizzly Bears", "Craw Wurm"]})
    cast(game, "Death Frenzy")
    _resolve(game)
    assert battlefield_names(game) == ["Craw Wurm", *["Swamp"] * 5]
    assert game.state.players[0].life == 22
