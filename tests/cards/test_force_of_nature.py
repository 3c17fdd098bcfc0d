"""Force of Nature and Hasran Ogress (compiled from their Oracle text): '~ deals 8 damage to you unless you pay
{G}{G}{G}{G}.' (118.12: the controller chooses whether to pay as the ability resolves; 120.3)"""

from __future__ import annotations

from support import attack, board, pass_both, pass_until, to_attackers

from lithoform import Game

FORESTS = {"card": "Forest", "count": 4}


def _upkeep_trigger(pay_lands: int) -> Game:
    game = board({"battlefield": ["Force of Nature", {"card": "Forest", "count": pay_lands}]}, step="end",
                 active="P2")
    pass_until(game, "upkeep", turn=4)
    assert game.state.stack, "it triggers at the beginning of its controller's upkeep"
    pass_both(game)
    return game


def test_not_paying_deals_eight_damage_to_you() -> None:
    """118.12: the controller doesn't pay: Force of Nature deals 8 damage to them."""
    game = _upkeep_trigger(4)
    assert game.pending.kind == "may", game.pending
    game.apply("no")
    assert game.state.players[0].life == 12
    assert any(e.kind == "damage" for e in game.state.events())


def test_paying_prevents_the_damage() -> None:
    """118.12: the controller pays {G}{G}{G}{G}: no damage."""
    game = _upkeep_trigger(4)
    game.apply("yes")
    assert game.state.players[0].life == 20


def test_who_cant_pay_takes_the_damage() -> None:
    """118.12: with only three Forests the cost can't be paid, so the damage is dealt."""
    game = _upkeep_trigger(3)
    if game.pending.kind == "may":
        game.apply("yes")
    assert game.state.players[0].life == 12


def test_hasran_ogress_either_damage_or_pay() -> None:
    """Hasran Ogress's ruling: "You either take damage or pay the 2 mana during resolution." """
    for pay, life in ((False, 17), (True, 20)):
        game = board({"battlefield": ["Hasran Ogress", {"card": "Swamp", "count": 2}]},
                     step="beginning_of_combat")
        to_attackers(game)
        attack(game, game.find("Hasran Ogress"))
        pass_both(game)
        assert game.pending.kind == "may", game.pending
        game.apply("yes" if pay else "no")
        assert game.state.players[0].life == life
