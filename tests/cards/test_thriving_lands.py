"""The Thriving lands (Thriving Bluff: 'Thriving Bluff enters the battlefield tapped. As Thriving Bluff enters the
battlefield, choose a color other than red. {T}: Add {R} or one mana of the chosen color.'): 614.12, 105.1,
605.3b, 607.2d."""

from __future__ import annotations

import msgspec
from support import board, use_compiled

from lithoform.cards.mana import parse_cost
from lithoform.rules.payment import activate_mana_ability, autopay_plan

use_compiled("Thriving Bluff", "Forest")

GREEN = 3  # the labels without red: white, blue, black, green


def _bluff(color: int):  # type: ignore[no-untyped-def]
    game = board({"hand": ["Thriving Bluff"]})
    game.apply(f"play {game.find('Thriving Bluff')}")
    assert game.pending.kind == "choose", game.pending
    assert game.pending.labels == ("white", "blue", "black", "green")  # 'a color other than red'
    game.apply(f"choose {color}")
    bluff = game.find("Thriving Bluff")
    assert game.state.objects[bluff].tapped  # 'enters the battlefield tapped'
    game.state.set_obj(msgspec.structs.replace(game.state.objects[bluff], tapped=False))
    return game, bluff


def _pool(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [m.type for m in game.state.players[0].pool]


def test_605_3b_it_adds_red() -> None:
    game, bluff = _bluff(GREEN)
    activate_mana_ability(game.state, 0, bluff, 1, "R", ())
    assert _pool(game) == ["R"]


def test_607_2d_or_one_mana_of_the_chosen_color() -> None:
    game, bluff = _bluff(GREEN)
    activate_mana_ability(game.state, 0, bluff, 1, "G", ())
    assert _pool(game) == ["G"] and game.state.objects[bluff].tapped


def test_605_3b_the_auto_payer_knows_both_colors() -> None:
    game, bluff = _bluff(GREEN)
    assert autopay_plan(game.state, 0, parse_cost("{G}")) is not None
    assert autopay_plan(game.state, 0, parse_cost("{R}")) is not None
    assert autopay_plan(game.state, 0, parse_cost("{U}")) is None
