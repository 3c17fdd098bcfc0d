"""Mystical Dispute ({2}{U} instant): "This spell costs {2} less to cast if it targets a blue spell. Counter
target spell unless its controller pays {3}." 601.2f: the total cost is determined after the targets are
chosen (601.2c)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

use_compiled("Mystical Dispute")


def _dispute(game, target: int) -> None:
    game.apply("pass")  # P1 passes with their spell on the stack; P2 may respond
    cast(game, "Mystical Dispute", target)


def test_it_costs_u_against_a_blue_spell() -> None:
    """With one Island, P2 can cast it targeting P1's blue Opt: its cost is {U} (601.2f, 118.7)."""
    game = board({"battlefield": ["Island"], "hand": ["Opt"]},
                 {"battlefield": ["Island"], "hand": ["Mystical Dispute"]})
    opt = cast(game, "Opt")
    _dispute(game, opt)
    assert len(game.state.stack) == 2
    assert all(o.tapped for o in game.state.objects.values()
               if getattr(o, "card", "") == "Island" and o.controller == 1)


def test_it_costs_full_price_against_a_nonblue_spell() -> None:
    """Against a red Shock the reduction doesn't apply: one Island can't pay {2}{U}, and three can."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]},
                 {"battlefield": [{"card": "Island", "count": 3}], "hand": ["Mystical Dispute"]})
    shock = cast(game, "Shock", "P2")
    _dispute(game, shock)
    assert len(game.state.stack) == 2
    assert all(o.tapped for o in game.state.objects.values()
               if getattr(o, "card", "") == "Island" and o.controller == 1)
    pass_both(game)  # the Dispute resolves: P1 can't pay {3}, the Shock is countered
    assert "Shock" in zone_names(game, "graveyard", 0)


def test_a_nonblue_target_chosen_with_too_little_mana_can_be_cancelled() -> None:
    """With a blue and a red spell on the stack and one Island, casting is offered (a blue target would make it
    {U}); choosing the red Shock makes the total cost {2}{U} (601.2f), which can't be paid: the player cancels
    and the game is as before (601.2, 728.1)."""
    game = board({"battlefield": ["Island", "Mountain"], "hand": ["Opt", "Shock"]},
                 {"battlefield": ["Island"], "hand": ["Mystical Dispute"]})
    cast(game, "Opt")
    shock = cast(game, "Shock", "P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Mystical Dispute', zone='hand')}")
    game.apply(f"target {shock}")
    assert "autopay" not in [str(a) for a in game.legal_actions()]
    game.apply("cancel")
    assert game.pending.kind == "priority" and len(game.state.stack) == 2
    assert "Mystical Dispute" in zone_names(game, "hand", 1)
