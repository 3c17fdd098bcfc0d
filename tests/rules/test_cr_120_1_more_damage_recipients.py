"""CR 120.1, 115.1, 508.1b: more recipients of damage, played with the compiled cards: '... and 1 damage to
itself' (Reckless Embermage: the source), 'to each of two targets' (Furious Reprisal) and 'to the player or
planeswalker that creature is attacking' (Raid Bombardment)."""

from __future__ import annotations

from support import attack, board, life, pass_both, resolve_stack, to_attackers, use_compiled

use_compiled("Reckless Embermage", "Furious Reprisal", "Raid Bombardment")


def test_120_1_and_damage_to_itself_is_dealt_to_the_source() -> None:
    game = board({"battlefield": ["Reckless Embermage", "Mountain", "Mountain"]})
    mage = game.find("Reckless Embermage")
    game.apply(f"activate {mage} 1")
    game.apply("target P2")
    if game.pending.kind != "priority":
        game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 19
    assert game.state.objects[mage].damage == 1


def test_ruling_each_of_two_targets_cant_be_the_same_one_twice() -> None:
    """Furious Reprisal ruling (2016-09-20): 'You can't target the same permanent or player twice to have one
    recipient be dealt 4 damage.' Two targets are chosen, each is dealt 2."""
    game = board({"hand": ["Furious Reprisal"], "battlefield": ["Mountain"] * 4},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Furious Reprisal')}")
    p = game.pending
    assert p.kind == "target" and (p.min, p.max) == (2, 2)
    game.apply("target P2")  # (one at a time: P2 is no longer offered for the second)
    assert game.pending.kind == "target" and -2 not in game.pending.options
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 18
    assert "Grizzly Bears" not in [game.chars(o).name for o in game.zone("battlefield")]


def test_508_1b_the_player_that_creature_is_attacking() -> None:
    game = board({"battlefield": ["Raid Bombardment", "Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert life(game, 1) == 19
