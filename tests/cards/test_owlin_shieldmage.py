"""Owlin Shieldmage, compiled from its Oracle text: 'Flying. Ward—Pay 3 life.' (702.21a)"""

from __future__ import annotations

from support import board, pass_both


def test_ruling_one_spell_targeting_two_ward_permanents_must_pay_for_each() -> None:
    """Ruling (2021-04-16): 'If a player casts a spell that targets multiple permanents their opponent
    controls with ward, each of those ward abilities will trigger. If that player doesn't pay for all of
    them, the spell will be countered.' Two Shieldmages, one spell targeting both: pay for the first ward
    trigger, decline the second: the spell is countered, the 3 life stays paid."""
    game = board({"battlefield": ["Mountain"] * 3, "hand": ["Arc Lightning"]},
                 {"battlefield": ["Owlin Shieldmage", "Owlin Shieldmage"]})
    first, second = sorted(o for o in game.zone("battlefield") if game.chars(o).name == "Owlin Shieldmage")
    game.apply(f"cast {game.find('Arc Lightning')}")
    game.apply(f"target {first}")
    game.apply(f"target {second}")
    if game.pending.kind == "target":
        game.apply("done")
    game.apply("divide 1")
    game.apply("autopay")
    if game.pending.kind == "order":
        game.apply(f"order {' '.join(str(o) for o in game.pending.options)}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("no")
    assert game.state.players[0].life == 17
    assert not game.state.stack
    assert game.state.objects[first].damage == 0 and game.state.objects[second].damage == 0
