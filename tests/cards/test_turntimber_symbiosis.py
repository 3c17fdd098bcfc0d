"""Turntimber Symbiosis: 'Look at the top seven cards of your library. You may put a creature card from among them
onto the battlefield. If that card has mana value 3 or less, it enters with three additional +1/+1 counters on it.
Put the rest on the bottom of your library in a random order.' (401.4; 614.1c: the card enters with the counters;
202.3: the card's mana value; mechanics/library_look)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, resolve_stack

from lithoform import Game

SYMBIOSIS = "Turntimber Symbiosis"
TOP = ["Grizzly Bears", "Craw Wurm", "Walking Ballista", "Island", "Island", "Island", "Island", "Forest"]


def _put(name: str) -> Game:
    game = board({"hand": [SYMBIOSIS], "battlefield": basics(Forest=7), "library": TOP})
    cast(game, SYMBIOSIS)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending
    chosen = [o for o in game.pending.options if o in game.state.objects and game.chars(o).name == name]
    game.apply(f"choose {chosen[0]}")
    resolve_stack(game)
    return game


def test_a_creature_of_mana_value_3_or_less_enters_with_three_more_counters() -> None:
    game = _put("Grizzly Bears")
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].counter("+1/+1") == 3
    assert (game.chars(bears).power, game.chars(bears).toughness) == (5, 5)


def test_a_bigger_creature_enters_with_none() -> None:
    game = _put("Craw Wurm")  # mana value 6
    wurm = game.find("Craw Wurm", zone="battlefield")
    assert game.state.objects[wurm].counter("+1/+1") == 0


def test_additional_counters_add_to_those_it_enters_with() -> None:
    """614.1c: 'additional': Walking Ballista (X is 0 off the stack, 107.3f) enters with its X counters, none,
    and three more: a 3/3 that lives."""
    game = _put("Walking Ballista")
    ballista = game.find("Walking Ballista", zone="battlefield")
    assert game.state.objects[ballista].counter("+1/+1") == 3


def test_the_rest_go_to_the_bottom() -> None:
    game = _put("Grizzly Bears")
    library = [game.state.objects[o].card for o in game.zone("library", 0)]
    assert library[0] == "Forest"  # the eighth card is now on top
    assert sorted(library[1:]) == sorted(["Craw Wurm", "Walking Ballista"] + ["Island"] * 4)
