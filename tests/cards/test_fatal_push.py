"""Fatal Push, compiled from its Oracle text: 'Destroy target creature if it has mana value 2 or less. /
Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left the
battlefield this turn.' (608.2c, 207.2c)"""

from __future__ import annotations

from support import board, cast, pass_both


def test_ruling_any_creature_can_be_targeted_mana_value_is_checked_on_resolution() -> None:
    """Ruling (2020-08-07): 'Fatal Push can target any creature, even one with mana value 5 or greater. The
    creature's mana value is checked only as Fatal Push resolves.'"""
    game = board({"battlefield": ["Swamp"], "hand": ["Fatal Push"]}, {"battlefield": ["Colossal Dreadmaw"]})
    dreadmaw = game.find("Colossal Dreadmaw")
    cast(game, game.find("Fatal Push"), dreadmaw)  # a legal target
    pass_both(game)
    assert dreadmaw in game.zone("battlefield") and game.find("Fatal Push", zone="graveyard")


def test_ruling_tokens_that_leave_satisfy_revolt() -> None:
    """Ruling (2020-08-07): 'Tokens that leave the battlefield will satisfy a revolt ability.'"""
    game = board({"battlefield": ["Swamp", "Mountain", {"card": "Memnite", "token": True}],
                  "hand": ["Fatal Push", "Shock"]}, {"battlefield": ["Centaur Courser"]})
    cast(game, game.find("Shock"), game.find("Memnite"))
    pass_both(game)
    courser = game.find("Centaur Courser")
    cast(game, game.find("Fatal Push"), courser)
    pass_both(game)
    assert courser not in game.zone("battlefield")
