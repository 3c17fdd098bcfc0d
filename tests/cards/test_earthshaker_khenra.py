"""Earthshaker Khenra (compiled from its Oracle text): 'When Earthshaker Khenra enters the battlefield, target
creature with power less than or equal to Earthshaker Khenra's power can't block this turn.' The description
'with power less than or equal to [amount]' (208.1) is compared with the amount whenever it is checked: as the
target is chosen (601.2c, 603.3d) and as the ability resolves (608.2b)."""

from __future__ import annotations

from support import board, cast, legal, resolve_stack, use_compiled

use_compiled("Earthshaker Khenra")


def _enter_khenra():  # type: ignore[no-untyped-def]
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Earthshaker Khenra"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    cast(game, "Earthshaker Khenra")
    game.apply("pass")
    game.apply("pass")  # both pass: Khenra resolves and its trigger waits for its target (603.3d)
    return game


def test_208_1_only_a_creature_with_power_at_most_khenras_can_be_targeted() -> None:
    """Ruling: "The target creature's power is checked when you target it with Earthshaker Khenra's ability":
    the 2-power Grizzly Bears is a legal target for the 2-power Khenra, the 3-power Hill Giant isn't."""
    game = _enter_khenra()
    assert game.pending.kind == "target"
    assert legal(game, f"target {game.find('Grizzly Bears')}")
    assert not legal(game, f"target {game.find('Hill Giant')}")


def test_the_target_cant_block_this_turn() -> None:
    """The target can't block this turn (509.1a): it is given "can't block" until end of turn (514.2)."""
    game = _enter_khenra()
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    resolve_stack(game)
    assert "can't block" in game.chars(bears).keywords
    assert "can't block" not in game.chars(game.find("Hill Giant")).keywords
