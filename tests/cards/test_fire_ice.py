"""Fire // Ice: Fire ({1}{R} instant): "Fire deals 2 damage divided as you choose among one or two targets." /
Ice ({1}{U} instant): "Tap target permanent. Draw a card." Its rulings, quoted from the card database (601.2d:
the division is announced as the spell is cast, at least 1 to each target)."""

from __future__ import annotations

from support import actions, board, cast, life, resolve_stack, use_compiled, zone_names

FIRE_ICE = "Fire // Ice"
use_compiled(FIRE_ICE)


def _game():
    return board({"hand": [FIRE_ICE, "Unsummon"], "battlefield": ["Mountain", "Mountain", "Island"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Birds of Paradise"]})


def test_ruling_two_damage_to_one_target_or_one_to_each_of_two() -> None:
    """Ruling: "You divide the damage as you cast Fire, not as it resolves. Each target must be assigned at
    least 1 damage. In other words, as you cast Fire, you choose whether to have it deal 2 damage to a single
    target, or deal 1 damage to each of two targets." A third target can't be chosen; the division of two
    targets offers only 1 for the first."""
    game = _game()
    game.apply(f"cast {game.find(FIRE_ICE)} 0")
    game.apply(f"target {game.find('Birds of Paradise')}")
    game.apply(f"target {game.find('Llanowar Elves')}")
    # 'one or two targets': after the second, the division is asked at once
    assert [a for a in actions(game) if a.startswith("divide")] == ["divide 1"]
    game.apply("divide 1")
    game.apply("autopay")
    resolve_stack(game)
    assert {"Birds of Paradise", "Llanowar Elves"} <= set(zone_names(game, "graveyard", 1))


def test_ruling_the_remaining_target_is_dealt_1_damage_not_2() -> None:
    """Ruling: "If Fire targets two creatures and one becomes an illegal target, the remaining target is dealt
    1 damage, not 2." Fire divides 1 to the Bears and 1 to P2; the Bears are returned in response: P2 takes 1."""
    game = _game()
    cast(game, FIRE_ICE, game.find("Grizzly Bears"), "P2", face=0, divide=(1,))
    cast(game, "Unsummon", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert life(game, 1) == 19
    assert "Llanowar Elves" in zone_names(game, "battlefield", 1)
