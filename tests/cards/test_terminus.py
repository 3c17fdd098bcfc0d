"""Terminus ({4}{W}{W} sorcery): 'Put all creatures on the bottom of their owners' libraries. / Miracle {W}'
(702.94a; 401.4: each owner arranges the cards put on the bottom of their library at the same time)."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled, zone_names

from lithoform.play.observation import observe

TERMINUS = "Terminus"

use_compiled(TERMINUS, "Think Twice", "Hallowed Burial")


def test_ruling_each_player_orders_the_creatures_they_own() -> None:
    """Ruling (2017-03-14): "Each player chooses the order that creatures they own are put onto the bottom of
    their library. This order isn't revealed to other players." P1 puts the Elves above the Bears; P2 orders
    their two creatures."""
    game = board({"library": ["Plains"], "hand": [TERMINUS],
                  "battlefield": [{"card": "Plains", "count": 6}, "Grizzly Bears", "Llanowar Elves"]},
                 {"library": ["Island"], "battlefield": ["Savannah Lions", "Hill Giant"]})
    game.apply(f"cast {game.find(TERMINUS)}")
    game.apply("autopay")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0 and "401.4" in game.pending.prompt
    game.apply(f"choose {game.find('Llanowar Elves')}")  # the first goes above the other
    assert game.pending.player == 1
    game.apply(f"choose {game.find('Hill Giant')}")
    resolve_stack(game)
    assert zone_names(game, "library", 0) == ["Plains", "Llanowar Elves", "Grizzly Bears"]
    assert zone_names(game, "library", 1) == ["Island", "Hill Giant", "Savannah Lions"]
    assert not [i for i in game.state.battlefield if "Creature" in game.chars(i).types]


def test_ruling_cast_for_its_miracle_cost_in_an_opponents_turn() -> None:
    """Ruling (2018-07-13): "You can reveal and cast a card with miracle on any turn, not just your own, if it's
    the first card you've drawn that turn." and "Ignore any timing rules based on the card's type." Drawn with
    Think Twice in P2's turn, the sorcery is cast for {W}; creatures go to their owners' libraries, P2's
    single creature with no choice."""
    game = board({"library": [TERMINUS, "Plains"], "hand": ["Think Twice"],
                  "battlefield": [{"card": "Island", "count": 2}, "Plains"]},
                 {"library": ["Island"], "battlefield": ["Savannah Lions"]}, active="P2")
    game.apply("pass", "P2")
    game.apply(f"cast {game.find('Think Twice')}", "P1")
    game.apply("autopay")
    pass_both(game)
    game.apply("yes")  # reveal it
    pass_both(game)
    game.apply("yes")
    assert game.pending.prompt == "pay {W}"
    game.apply("autopay")
    resolve_stack(game)
    assert zone_names(game, "library", 1) == ["Island", "Savannah Lions"]
    assert TERMINUS in zone_names(game, "graveyard")


def test_hallowed_burial_the_same_sentence() -> None:
    """Hallowed Burial ({3}{W}{W} sorcery), 'Put all creatures on the bottom of their owners' libraries.': a
    single creature per owner goes without a choice."""
    game = board({"hand": ["Hallowed Burial"], "battlefield": [{"card": "Plains", "count": 5}, "Grizzly Bears"]},
                 {"library": ["Island"], "battlefield": ["Savannah Lions"]})
    game.apply(f"cast {game.find('Hallowed Burial')}")
    game.apply("autopay")
    resolve_stack(game)
    assert zone_names(game, "library", 1) == ["Island", "Savannah Lions"]
    assert zone_names(game, "library", 0)[-1] == "Grizzly Bears"


def _terminus_choosing(first: str) -> list[str]:
    """P1 casts Terminus and puts `first` above their other creature; the lines P2's view of the log has."""
    game = board({"library": ["Plains"], "hand": [TERMINUS],
                  "battlefield": [{"card": "Plains", "count": 6}, "Grizzly Bears", "Llanowar Elves"]},
                 {"library": ["Island"]})
    game.apply(f"cast {game.find(TERMINUS)}")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {game.find(first)}")
    resolve_stack(game)
    assert zone_names(game, "library", 0)[1] == first
    return [line for line in observe(game, 1, log_lines=10).log if "moves from battlefield to library" in line]


def test_ruling_the_order_isnt_revealed_to_other_players() -> None:
    """Ruling (2017-03-14): "This order isn't revealed to other players." The opponent's log reads the same
    whichever order P1 chose."""
    assert _terminus_choosing("Llanowar Elves") == _terminus_choosing("Grizzly Bears")
