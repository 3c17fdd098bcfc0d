"""CR 702.21a: ward means "Whenever this permanent becomes the target of a spell or ability an opponent controls,
counter that spell or ability unless that player pays [cost]."  A copy of a spell is a spell (707.10); what it
targets - kept or chosen anew (707.10c) - has become the target of that spell, as a target changed by Deflection
has (its ruling: "This will trigger any effects which trigger on being targeted").  Owlin Shieldmage: 'Ward—Pay 3
life.'"""

from __future__ import annotations

from support import board, cast, pass_both

TWINCAST = "Twincast"


def _bolt_copied_at_the_shieldmage(life: int):
    game = board({"battlefield": ["Mountain", "Island", "Island"], "hand": ["Lightning Bolt", TWINCAST],
                  "life": life},
                 {"battlefield": ["Owlin Shieldmage"]})
    mage = game.find("Owlin Shieldmage")
    cast(game, "Lightning Bolt", "P2")
    cast(game, TWINCAST, game.find("Lightning Bolt", zone="stack"))
    pass_both(game)  # Twincast resolves: the copy's new target is asked
    assert game.pending.kind == "new_targets"
    game.apply(f"choose {mage}")
    return game, mage


def test_702_21a_a_copys_new_target_with_ward_triggers_ward() -> None:
    game, mage = _bolt_copied_at_the_shieldmage(life=20)
    pass_both(game)  # the ward trigger resolves: pay 3 life?
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("no")
    pass_both(game)
    assert game.state.objects[mage].damage == 0
    assert game.state.players[1].life == 17  # the original Bolt still resolves


def test_702_21a_paid_the_copy_resolves() -> None:
    game, _mage = _bolt_copied_at_the_shieldmage(life=20)
    pass_both(game)
    game.apply("yes")
    assert game.state.players[0].life == 17
    pass_both(game)
    assert "Owlin Shieldmage" in [game.chars(o).name for o in game.zone("graveyard", 1)]  # a 3/3 dealt 3
