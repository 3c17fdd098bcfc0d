"""Thassa's Intervention, compiled from its Oracle text, in games.

Oracle text: Choose one — • Look at the top X cards of your library. Put up to two of them into your hand and the
rest on the bottom of your library in a random order. • Counter target spell unless its controller pays twice
{X}.

'Up to two of them' lets the player take none, one or two (608.2d); 'twice {X}' is {X}{X} with the announced X
(107.3, 118.12)."""

from __future__ import annotations

from support import P1, board, cast, hand_size, pass_both, use_compiled, zone_names

use_compiled("Thassa's Intervention", "Grizzly Bears")

INTERVENTION = "Thassa's Intervention"
LIBRARY = ["Opt", "Shock", "Duress", "Plains", "Swamp"]


def _look(x: int) -> object:
    game = board({"hand": [INTERVENTION], "battlefield": ["Island"] * 6, "library": LIBRARY})
    cast(game, INTERVENTION, mode=1, x=x)
    pass_both(game)
    return game


def test_608_2d_up_to_two_of_the_top_x_into_the_hand_the_rest_on_the_bottom() -> None:
    game = _look(3)
    assert game.pending.kind == "choose" and game.pending.min == 0 and game.pending.max == 2
    assert len(game.pending.options) == 3  # the top three cards
    game.apply(f"choose {game.pending.options[0]} {game.pending.options[2]}")
    while game.pending.kind != "priority":  # any order asked of the rest is answered with the first option
        game.apply(f"choose {game.pending.options[0]}")
    assert sorted(zone_names(game, "hand", P1)) == ["Duress", "Opt"]
    library = zone_names(game, "library", P1)
    assert library[:2] == ["Plains", "Swamp"] and library[2:] == ["Shock"]  # the rest went to the bottom


def test_608_2d_up_to_two_may_be_none() -> None:
    game = _look(2)
    before = hand_size(game, P1)
    game.apply("choose")
    assert hand_size(game, P1) == before
    assert zone_names(game, "library", P1)[:3] == ["Duress", "Plains", "Swamp"]
    assert sorted(zone_names(game, "library", P1)[3:]) == ["Opt", "Shock"]


def _counter_bears(x: int, forests: int) -> object:
    game = board({"hand": [INTERVENTION], "battlefield": ["Island"] * 6},
                 {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * forests}, active="P2")
    cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, INTERVENTION, game.find("Grizzly Bears"), mode=2, x=x)
    pass_both(game)
    return game


def test_118_12_twice_x_is_asked() -> None:
    """X = 2: the Bears' controller is asked for {4}; with four untapped Forests left, they pay it."""
    game = _counter_bears(2, forests=6)
    assert "{4}" in game.pending.prompt or "{2}{2}" in game.pending.prompt
    game.apply("yes")
    assert game.state.stack  # the Bears still wait to resolve
    assert not [o for o in game.zone("battlefield", 1)
                if game.chars(o).name == "Forest" and not game.state.objects[o].tapped]  # 2 for the Bears, 4 paid


def test_118_12_unable_to_pay_twice_x_the_spell_is_countered() -> None:
    """X = 2 with three Forests left: {4} can't be paid."""
    game = _counter_bears(2, forests=5)
    assert zone_names(game, "graveyard", 1) == ["Grizzly Bears"]
