"""Hidetsugu Consumes All // Vessel of the All-Consuming. The back face: 'Whenever Vessel of the All-Consuming deals
damage, put a +1/+1 counter on it.' and 'Whenever Vessel of the All-Consuming deals damage to a player, if it has
dealt 10 or more damage to that player this turn, they lose the game.' (603.4: an intervening 'if'; 120.1: the
damage it dealt this turn, counted per player; 'they': the player dealt the damage)."""

from __future__ import annotations

from support import board, cast, counters, order_if_asked, pass_both, pass_until, to_attackers

from lithoform.catalog.compiled import compiled
from lithoform.play.game import Game

HIDETSUGU = "Hidetsugu Consumes All // Vessel of the All-Consuming"


def _vessel_attacks(plus: int, hand: tuple[str, ...] = (), extra: tuple[str, ...] = ()) -> tuple[Game, int]:
    """P1's Vessel (back face up) with `plus` +1/+1 counters attacks P2, who has no creatures."""
    game = board({"battlefield": [{"card": HIDETSUGU, "face": 1, "counters": {"+1/+1": plus}}, *extra],
                  "hand": list(hand)})
    vessel = game.find("Vessel of the All-Consuming")
    return game, vessel


def _combat(game: Game, vessel: int) -> None:
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {vessel} P2")
    game.apply("done")
    for _ in range(20):
        if game.is_over or game.state.step in ("end_of_combat", "main2"):
            return
        order_if_asked(game)  # its two triggers at once (603.3b)
        pass_both(game)


def test_hidetsugu_compiles() -> None:
    assert compiled(HIDETSUGU).ok


def test_ten_damage_to_a_player_this_turn_makes_them_lose() -> None:
    """A 10/10 Vessel deals 10 combat damage to P2: the intervening 'if' holds, P2 loses the game (104.3e)."""
    game, vessel = _vessel_attacks(7)
    _combat(game, vessel)
    assert game.is_over and game.winner == 0


def test_nine_damage_isnt_enough_and_it_gets_a_counter() -> None:
    """A 9/9 Vessel deals 9: no loss; its first ability puts a +1/+1 counter on it (once for the damage event)."""
    game, vessel = _vessel_attacks(6)
    _combat(game, vessel)
    assert not game.is_over
    assert game.state.players[1].life == 11
    assert counters(game, vessel) == 7


def test_only_the_damage_it_dealt_counts() -> None:
    """'if it has dealt 10 or more damage to that player this turn': Lightning Bolt's 3 damage to P2 earlier in
    the turn is another source's, so 9 from the Vessel doesn't make P2 lose (120.1)."""
    game, vessel = _vessel_attacks(6, hand=("Lightning Bolt",), extra=("Mountain",))
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    _combat(game, vessel)
    assert not game.is_over
    assert game.state.players[1].life == 8


def test_damage_earlier_in_the_turn_adds_up() -> None:
    """Damage it dealt to that player before in the turn counts: Soul's Fire has the 6/6 Vessel deal 6 to P2 (no
    loss yet; it gets a counter), then the 7/7 Vessel's 7 combat damage makes 13 this turn: P2 (at 7 life) loses
    to the Vessel's ability, not to 0 life."""
    game, vessel = _vessel_attacks(3, hand=("Soul's Fire",), extra=("Mountain",) * 3)
    cast(game, "Soul's Fire", vessel, "P2")
    pass_both(game)
    pass_both(game)
    assert not game.is_over and game.state.players[1].life == 14 and counters(game, vessel) == 4
    _combat(game, vessel)
    assert game.is_over and game.winner == 0
    assert game.state.players[1].life == 7
