"""601.2d: "If the spell requires the player to divide or distribute an effect (such as damage or counters)
among one or more targets, the player announces the division. Each of these targets must receive at least one
of whatever is being divided." Damage 'divided as you choose among one or two targets / any number of target
creatures' (mechanics/divided_damage): no more targets than the amount, each given at least 1."""

from __future__ import annotations

from support import actions, battlefield_names, board, resolve_stack, use_compiled

use_compiled("Pyrotechnics", "Forked Bolt", "Spreading Flames")


def test_601_2d_any_number_of_targets_at_most_the_amount() -> None:
    """Pyrotechnics deals 4 damage divided among any number of targets: after four targets no fifth can be
    chosen (each must receive at least 1), and the division then gives 1 to each."""
    game = board({"hand": ["Pyrotechnics"], "battlefield": ["Mountain"] * 5},
                 {"battlefield": ["Llanowar Elves", "Birds of Paradise", "Fyndhorn Elves", "Elvish Mystic",
                                  "Grizzly Bears"]})
    game.apply(f"cast {game.find('Pyrotechnics')}")
    for name in ("Llanowar Elves", "Birds of Paradise", "Fyndhorn Elves", "Elvish Mystic"):
        game.apply(f"target {game.find(name)}")
    assert not any(a.startswith("target") for a in actions(game))
    game.apply("done")
    for _ in range(3):
        assert [a for a in actions(game) if a.startswith("divide")] == ["divide 1"]
        game.apply("divide 1")
    game.apply("autopay")
    resolve_stack(game)
    assert battlefield_names(game, 1) == ["Grizzly Bears"]


def test_601_2d_any_number_of_target_creatures_may_be_none() -> None:
    """'any number of target creatures' (115.1d): zero targets is a legal choice; the spell then divides
    nothing."""
    game = board({"hand": ["Spreading Flames"], "battlefield": ["Mountain"] * 7}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Spreading Flames')}")
    assert "done" in actions(game)


def test_601_2d_one_or_two_targets_needs_one() -> None:
    """Forked Bolt: 'one or two targets' needs at least one target: 'done' is offered only after it."""
    game = board({"hand": ["Forked Bolt"], "battlefield": ["Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Forked Bolt')}")
    assert "done" not in actions(game)
    game.apply("target P2")
    assert "done" in actions(game)
