"""Mogg Flunkies, compiled from its Oracle text: 'Mogg Flunkies can't attack or block alone.' (506.5)"""

from __future__ import annotations

from support import actions, board, to_attackers


def test_ruling_two_flunkies_can_attack_together() -> None:
    """Ruling (2018-03-16): 'If you control more than one Mogg Flunkies, they can attack or block together,
    even if no other creatures attack or block.'"""
    game = board({"battlefield": [{"card": "Mogg Flunkies", "sick": False, "count": 2}]},
                 step="beginning_of_combat")
    to_attackers(game)
    for oid in [o for o in game.zone("battlefield") if game.chars(o).name == "Mogg Flunkies"]:
        game.apply(f"attack {oid} P2")
    assert "done" in actions(game)


def test_ruling_attacks_if_able_means_attacking_with_another_creature_too() -> None:
    """Ruling (2018-03-16): 'If an effect says that Mogg Flunkies attacks or blocks if able and you control
    another creature able to attack or block, you must attack or block with Mogg Flunkies and that
    creature.' (Here Furor of the Bitten: 'Enchanted creature gets +2/+2 and attacks each combat if able.')"""
    game = board({"battlefield": [{"card": "Mogg Flunkies", "sick": False}, {"card": "Grizzly Bears", "sick": False},
                                  {"card": "Furor of the Bitten", "attached_to": "Mogg Flunkies"}]},
                 step="beginning_of_combat")
    flunkies = game.find("Mogg Flunkies")
    to_attackers(game)
    assert "done" not in actions(game)  # no attack disobeys the requirement
    game.apply(f"attack {flunkies} P2")
    assert "done" not in actions(game)  # alone disobeys the restriction
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" in actions(game)


def test_a_lone_flunkies_with_a_requirement_may_stay_home() -> None:
    """508.1d: with no other creature able to attack, the requirement can't be obeyed without disobeying the
    restriction, so declaring no attackers is legal."""
    game = board({"battlefield": [{"card": "Mogg Flunkies", "sick": False},
                                  {"card": "Furor of the Bitten", "attached_to": "Mogg Flunkies"}]},
                 step="beginning_of_combat")
    to_attackers(game)
    assert "done" in actions(game)
