"""Block triggers (509.1i, 509.2a: abilities that trigger on blocking trigger once blockers are declared)
and 'whenever you sacrifice a permanent' (701.21a), a leaves-the-battlefield ability that looks back in
time (603.10a): the sacrificed permanent's own ability triggers too."""

from __future__ import annotations

from support import activate, board, resolve_stack, to_blockers, triggers

from lithoform.rules.continuous.characteristics import chars


def test_509_2a_snarespinner_triggers_only_when_blocking_a_flyer():
    """Snarespinner: 'Whenever Snarespinner blocks a creature with flying, Snarespinner gets +2/+0 until end
    of turn.'"""
    game = to_blockers(["Serra Angel"], ["Snarespinner"], ["Serra Angel"])
    game.apply(f"block {game.find('Snarespinner')} {game.find('Serra Angel')}")
    game.apply("done")
    assert triggers(game, "Snarespinner") == 1
    while game.state.stack or game.state.waiting:
        game.apply("pass")
    assert chars(game.state, game.find("Snarespinner")).power == 3


def test_509_2a_snarespinner_blocking_a_ground_creature_does_not_trigger():
    game = to_blockers(["Grizzly Bears"], ["Snarespinner"], ["Grizzly Bears"])
    game.apply(f"block {game.find('Snarespinner')} {game.find('Grizzly Bears')}")
    game.apply("done")
    assert triggers(game, "Snarespinner") == 0


def test_509_2a_elder_gargaroth_triggers_when_it_blocks():
    """Elder Gargaroth: 'Whenever Elder Gargaroth attacks or blocks, choose one — ...'"""
    game = to_blockers(["Grizzly Bears"], ["Elder Gargaroth"], ["Grizzly Bears"])
    game.apply(f"block {game.find('Elder Gargaroth')} {game.find('Grizzly Bears')}")
    game.apply("done")
    assert triggers(game, "Elder Gargaroth") == 1


def test_603_10a_havoc_jester_triggers_on_each_sacrifice_including_itself():
    """Havoc Jester: 'Whenever you sacrifice a permanent, Havoc Jester deals 1 damage to any target.'
    Sacrificing Havoc Jester itself triggers it (603.10a: it looks back in time)."""
    game = board({"battlefield": ["Havoc Jester", "Blasting Station"]})
    activate(game, game.find("Blasting Station"), 1, "P2")
    game.apply(f"sacrifice {game.find('Havoc Jester')}")
    assert triggers(game, "Havoc Jester") == 1
    assert game.pending.kind == "target"  # 603.3d: its target is chosen as it goes on the stack
    game.apply("target P2")
    resolve_stack(game)
    assert game.state.players[1].life == 18


def test_509_3d_gloom_sower_triggers_once_for_each_blocker():
    """Gloom Sower: 'Whenever Gloom Sower becomes blocked by a creature, that creature's controller loses 2
    life and you gain 2 life.' 509.3d: once for each creature that blocks it."""
    game = to_blockers(["Gloom Sower"], ["Grizzly Bears", "Llanowar Elves"], ["Gloom Sower"])
    game.apply(f"block {game.find('Grizzly Bears')} {game.find('Gloom Sower')}")
    game.apply(f"block {game.find('Llanowar Elves')} {game.find('Gloom Sower')}")
    game.apply("done")
    assert triggers(game, "Gloom Sower") == 2
    while game.state.stack or game.state.waiting or game.pending.kind == "order":
        if game.pending.kind == "order":
            game.apply("order 1 2")
        else:
            game.apply("pass")
    assert game.state.players[1].life == 16
    assert game.state.players[0].life == 24
