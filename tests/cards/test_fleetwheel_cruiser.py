"""Fleetwheel Cruiser, compiled from its Oracle text, in games.

Oracle text: Trample, haste. When Fleetwheel Cruiser enters the battlefield, it becomes an artifact creature until
end of turn. Crew 2.

Its own enters trigger makes it an artifact creature until end of turn (613.1d, 514.2), as crewing does (702.122a)."""

from __future__ import annotations

from support import P2, attack, board, cast, life, pass_until, resolve_stack, to_attackers, use_compiled

use_compiled("Fleetwheel Cruiser")


def test_enters_as_a_creature_this_turn_and_attacks_with_haste() -> None:
    """Ruling: "Each Vehicle is printed with a power and toughness, but it's not a creature. If it becomes a
    creature (most likely through its crew ability), it will have that power and toughness.\""""
    game = board({"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Fleetwheel Cruiser"]})
    cast(game, "Fleetwheel Cruiser")
    resolve_stack(game)
    resolve_stack(game)  # its enters trigger
    cruiser = game.find("Fleetwheel Cruiser")
    assert "Creature" in game.chars(cruiser).types
    assert (game.chars(cruiser).power, game.chars(cruiser).toughness) == (5, 3)
    before = life(game, P2)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, cruiser)  # 702.10: haste; 302.6 would stop it otherwise
    pass_until(game, "end")
    assert life(game, P2) == before - 5


def test_is_not_a_creature_next_turn() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Fleetwheel Cruiser"]})
    cast(game, "Fleetwheel Cruiser")
    resolve_stack(game)
    resolve_stack(game)
    pass_until(game, "upkeep", turn=4)
    assert "Creature" not in game.chars(game.find("Fleetwheel Cruiser")).types  # 514.2: until end of turn
