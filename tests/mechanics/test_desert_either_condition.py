"""'if you control a Desert or there is a Desert card in your graveyard' (mechanics/board_conditions): either
part, as a triggered ability's condition (603.4) and as an activation condition (602.5b)."""

from __future__ import annotations

from support import basics, board, can_activate, cast, pass_both, resolve_stack, use_compiled

use_compiled("Desert's Hold", "Wall of Forgotten Pharaohs", "Desert")

_HOLD = {"hand": ["Desert's Hold"]}


def _hold_game(battlefield: list, graveyard: list):  # type: ignore[no-untyped-def]
    game = board({**_HOLD, "battlefield": [*basics(Plains=3), *battlefield], "graveyard": graveyard},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Desert's Hold", game.find("Grizzly Bears"))
    pass_both(game)
    resolve_stack(game)
    return game


def test_603_4_a_desert_card_in_your_graveyard_is_enough() -> None:
    """603.4: the intervening 'if' holds through its second part (no Desert controlled, one in the graveyard)."""
    assert _hold_game([], ["Desert"]).state.players[0].life == 23


def test_603_4_neither_part_holds() -> None:
    """603.4: neither a Desert controlled nor one in the graveyard: the ability doesn't trigger, no life."""
    assert _hold_game([], ["Grizzly Bears"]).state.players[0].life == 20


def test_desert_ruling_both_parts_give_no_extra_bonus() -> None:
    """Ruling (Desert's Hold, 2017-07-14): "If an ability checks whether you control a Desert or there is a
    Desert card in your graveyard, having more than one doesn't matter. Controlling one is the same as
    controlling five. There is also no extra bonus for both controlling one and having one in your graveyard.\""""
    assert _hold_game(["Desert"], ["Desert", "Desert"]).state.players[0].life == 23


def test_602_5b_wall_of_forgotten_pharaohs_activates_only_with_a_desert() -> None:
    """602.5b: 'Activate only if you control a Desert or there is a Desert card in your graveyard.'"""
    without = board({"battlefield": ["Wall of Forgotten Pharaohs"]})
    assert not can_activate(without, without.find("Wall of Forgotten Pharaohs"))
    in_yard = board({"battlefield": ["Wall of Forgotten Pharaohs"], "graveyard": ["Desert"]})
    assert can_activate(in_yard, in_yard.find("Wall of Forgotten Pharaohs"))
    controlled = board({"battlefield": ["Wall of Forgotten Pharaohs", "Desert"]})
    assert can_activate(controlled, controlled.find("Wall of Forgotten Pharaohs"))
