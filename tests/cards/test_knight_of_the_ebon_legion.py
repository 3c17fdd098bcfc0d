"""Knight of the Ebon Legion: 'At the beginning of your end step, if a player lost 4 or more life this turn, put a
+1/+1 counter on Knight of the Ebon Legion. (Damage causes loss of life.)' (119.3: a player's life lost this turn;
120.3a: damage dealt to a player causes that much loss of life; 119.4: paying life is losing it; 603.4: an
intervening 'if' clause)."""

from __future__ import annotations

from support import P1, board, cast, counters, pass_until, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _game(hand: list[str]) -> Game:
    return board({"hand": hand, "battlefield": ["Knight of the Ebon Legion", "Mountain", "Mountain"]})


def _at_end_step(game: Game) -> int:
    pass_until(game, "end")
    resolve_stack(game)
    return counters(game, game.find("Knight of the Ebon Legion"))


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Knight of the Ebon Legion")).ok


def test_a_player_who_lost_2_life_twice_lost_4_life() -> None:
    """Ruling: "A player doesn't need to have lost 4 life all at once. If a player loses 2 life twice during a
    turn, that player lost 4 life during that turn, and Knight of the Ebon Legion receives a +1/+1 counter." """
    game = _game(["Shock", "Shock"])
    cast(game, "Shock", "P2")
    resolve_stack(game)
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert _at_end_step(game) == 1


def test_3_life_lost_isnt_enough() -> None:
    """Oracle: 'if a player lost 4 or more life this turn': a Lightning Bolt's 3 puts no counter (603.4)."""
    game = _game(["Lightning Bolt"])
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert _at_end_step(game) == 0


def test_it_doesnt_matter_which_player_nor_how_many_lost_life() -> None:
    """Ruling: "It doesn't matter how many players lost 4 or more life, only whether anyone did." The Knight's
    controller losing 4 life (two Shocks at themself) counts too (119.3)."""
    game = _game(["Shock", "Shock"])
    cast(game, "Shock", "P1")
    resolve_stack(game)
    cast(game, "Shock", "P1")
    resolve_stack(game)
    assert game.state.players[P1].life == 16
    assert _at_end_step(game) == 1


def test_life_gained_doesnt_offset_life_lost() -> None:
    """Ruling: "It doesn't matter whether a player has 4 or less life than they started the turn with. If a player
    lost 4 life but also gained 6 life, that player still lost 4 life." Two Shocks at the Knight's controller, then
    Chaplain's Blessing: 21 life, and 4 lost this turn (119.3)."""
    game = board({"hand": ["Shock", "Shock", "Chaplain's Blessing"],
                  "battlefield": ["Knight of the Ebon Legion", "Mountain", "Mountain", "Plains"]})
    cast(game, "Shock", "P1")
    resolve_stack(game)
    cast(game, "Shock", "P1")
    resolve_stack(game)
    cast(game, "Chaplain's Blessing")
    resolve_stack(game)
    assert game.state.players[P1].life == 21
    assert _at_end_step(game) == 1
