"""Deadlock Trap ({3} artifact): "{T}, Pay {E}: Tap target creature or planeswalker. Its activated abilities can't be
activated this turn." (602.5, 611.2a; mechanics/activation_bans). Rulings quoted from the card database."""

from __future__ import annotations

import msgspec
from support import activate, board, can_activate, pass_until, resolve_stack, use_compiled

TRAP = "Deadlock Trap"
use_compiled(TRAP)


def _untap(game, oid: int) -> None:
    game.state.objects[oid] = msgspec.structs.replace(game.state.objects[oid], tapped=False)
    game.state.version += 1


def _trapped_dragon():
    game = board({"battlefield": [TRAP]}, {"battlefield": ["Shivan Dragon", {"card": "Mountain", "count": 3}]})
    _untap(game, game.find(TRAP))  # (it entered tapped on an earlier turn)
    game.state.set_player_counter(0, "energy", 2)
    dragon = game.find("Shivan Dragon")
    activate(game, TRAP, 1, dragon)
    resolve_stack(game)
    return game, dragon


def test_it_taps_the_target_and_bans_its_activated_abilities_this_turn() -> None:
    """The Dragon is tapped and its '{R}: +1/+0' can't be activated at P2's next priority; one {E} was paid."""
    game, dragon = _trapped_dragon()
    assert game.state.objects[dragon].tapped
    assert game.state.player_counter(0, "energy") == 1
    game.apply("pass")  # 117.4: P2 gets priority
    assert game.pending.player == 1 and not can_activate(game, dragon)


def test_ruling_if_the_creature_becomes_untapped_its_abilities_still_cant_be_activated() -> None:
    """Ruling: "If the tapped creature somehow becomes untapped, it can attack and block as normal, but its
    abilities still can't be activated this turn." (the ban doesn't depend on the creature staying tapped)"""
    game, dragon = _trapped_dragon()
    _untap(game, dragon)
    game.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, dragon)


def test_the_ban_ends_with_the_turn() -> None:
    """611.2a, 514.2: 'this turn': on P2's turn the Dragon's ability can be activated again."""
    game, dragon = _trapped_dragon()
    pass_until(game, "main1", turn=4)
    assert game.state.active == 1 and can_activate(game, dragon)
