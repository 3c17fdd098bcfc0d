"""CR 701.44a: to explore, the permanent's controller reveals the top card of their library. A land card goes
into their hand; otherwise they put a +1/+1 counter on the exploring permanent and may put the revealed card
into their graveyard. 701.44b: it explores even if some of that was impossible. Played with Merfolk
Branchwalker ("When Merfolk Branchwalker enters the battlefield, it explores.", a 2/1) and Wildgrowth Walker
("Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth Walker and you gain 3 life.")."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, pt, use_compiled

from lithoform import Game

use_compiled("Merfolk Branchwalker", "Wildgrowth Walker")

BRANCH = "Merfolk Branchwalker"


def _explore(library: list[str], more: tuple[str, ...] = ()) -> Game:
    game = board({"hand": [BRANCH], "battlefield": [*basics(Forest=2), *more], "library": library})
    cast(game, BRANCH)
    pass_both(game)  # the creature resolves
    pass_both(game)  # its enters trigger resolves: it explores
    return game


def test_701_44a_a_land_goes_into_the_hand_and_no_counter() -> None:
    game = _explore(["Island", "Shock"])
    assert names(game, "hand") == ["Island"]
    assert pt(game, game.find(BRANCH)) == (2, 1)


def test_701_44a_a_nonland_card_a_counter_and_it_may_go_to_the_graveyard() -> None:
    game = _explore(["Shock", "Island"])
    assert game.pending.kind == "may"
    game.apply("yes")
    assert pt(game, game.find(BRANCH)) == (3, 2)
    assert names(game, "graveyard") == ["Shock"]
    assert names(game, "hand") == []


def test_701_44a_or_stay_on_top() -> None:
    game = _explore(["Shock", "Island"])
    game.apply("no")
    assert game.chars(game.zone("library", 0)[0]).name == "Shock"


def test_701_44b_whenever_a_creature_you_control_explores() -> None:
    game = _explore(["Island"], ("Wildgrowth Walker",))
    pass_both(game)  # Wildgrowth Walker's trigger
    assert pt(game, game.find("Wildgrowth Walker")) == (2, 4)
    assert game.state.players[0].life == 23
