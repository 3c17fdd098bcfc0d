"""CR 120.1 / 500.1: conditions on the damage dealt this turn (mechanics/damage_totals): 'if an opponent was dealt
3 or more damage this turn' (Lightning Phoenix: one opponent's total of this turn's damage events, any sources),
'if it has dealt 10 or more damage to that player this turn' (Vessel of the All-Consuming: tests/cards)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform.catalog.compiled import compiled
from lithoform.play.game import Game

PHOENIX = "Lightning Phoenix"


def _phoenix_end_step(spells: tuple[str, ...]) -> Game:
    """P1 casts `spells` at P2, then reaches its end step with Lightning Phoenix in its graveyard and a Mountain
    untapped: 'At the beginning of your end step, if an opponent was dealt 3 or more damage this turn, you may pay
    {R}. If you do, return Lightning Phoenix from your graveyard to the battlefield.'"""
    game = board({"graveyard": [PHOENIX], "battlefield": ["Mountain"] * (len(spells) + 1), "hand": list(spells)})
    for spell in spells:
        cast(game, game.find(spell, zone="hand"), "P2")
        pass_both(game)
    pass_until(game, "end")
    return game


def test_lightning_phoenix_compiles() -> None:
    assert compiled(PHOENIX).ok


def test_120_1_three_damage_to_an_opponent_this_turn() -> None:
    """Lightning Bolt's 3 damage to P2: the intervening 'if' holds (603.4); paying {R} returns the Phoenix."""
    game = _phoenix_end_step(("Lightning Bolt",))
    assert game.state.stack  # the trigger
    pass_both(game)
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert PHOENIX in [game.chars(o).name for o in game.zone("battlefield")]


def test_120_1_damage_events_add_up() -> None:
    """Two Shocks (2 + 2 damage to P2) make 4 this turn: the damage of several events is summed."""
    game = _phoenix_end_step(("Shock", "Shock"))
    assert game.state.stack


def test_120_1_less_than_three_damage_doesnt_trigger() -> None:
    """One Shock: 2 damage this turn; the ability doesn't trigger (603.4)."""
    game = _phoenix_end_step(("Shock",))
    assert not game.state.stack
    assert game.find(PHOENIX, zone="graveyard")
