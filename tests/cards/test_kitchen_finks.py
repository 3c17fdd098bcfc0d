"""Kitchen Finks, compiled from its Oracle text: 'When Kitchen Finks enters the battlefield, you gain 2
life. / Persist' (702.79)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack


def _kill(game, creature: int) -> None:
    cast(game, game.find("Murder"), creature)
    pass_both(game)
    resolve_stack(game)


def test_ruling_last_known_information_decides_whether_it_had_a_counter() -> None:
    """Ruling (2013-06-07): 'The persist ability triggers when the permanent is put into a graveyard. Its
    last known information (that is, how the creature last existed on the battlefield) is used to determine
    whether it had a -1/-1 counter on it.'"""
    game = board({"battlefield": [{"card": "Kitchen Finks", "counters": {"-1/-1": 1}}] + ["Swamp"] * 3,
                  "hand": ["Murder"]})
    _kill(game, game.find("Kitchen Finks"))
    assert game.find("Kitchen Finks", zone="graveyard")


def test_ruling_a_token_with_persist_ceases_to_exist_and_cant_return() -> None:
    """Ruling (2013-06-07): 'If a token with no -1/-1 counters on it has persist, the ability will trigger
    when the token is put into the graveyard. However, the token will cease to exist and can’t return to
    the battlefield.'"""
    game = board({"battlefield": [{"card": "Kitchen Finks", "token": True}] + ["Swamp"] * 3, "hand": ["Murder"]})
    _kill(game, game.find("Kitchen Finks"))
    assert not [o for o in game.zone("battlefield") if game.chars(o).name == "Kitchen Finks"]
