"""City of Brass, compiled from its Oracle text: 'Whenever City of Brass becomes tapped, it deals 1 damage to
you.' (603.2, 701.26a; mechanics/tapped_triggers)"""

from __future__ import annotations

from support import board, cast, pass_both

CITY = "City of Brass"


def test_ruling_tapped_while_casting_the_trigger_resolves_first() -> None:
    """Ruling: 'If you tap City of Brass while you are casting a spell or activating an ability, its ability
    will trigger and wait. When you finish casting that spell or activating that ability, City of Brass's
    triggered ability is put on the stack on top of it. City of Brass's ability will resolve first.'"""
    game = board({"battlefield": [CITY], "hand": ["Shock"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Shock", game.find("Grizzly Bears"))
    assert len(game.state.stack) == 2
    top = game.state.objects[game.state.stack[-1]]
    assert getattr(top, "source_name", "") == CITY
    pass_both(game)
    assert game.state.players[0].life == 19
    assert game.find("Grizzly Bears") in game.state.zones["battlefield"]  # the Shock hasn't resolved yet


def test_ruling_it_triggers_however_it_becomes_tapped() -> None:
    """Ruling: 'The first ability triggers no matter how the land becomes tapped.' Tapped for mana alone."""
    game = board({"battlefield": [CITY]})
    game.apply(f"activate {game.find(CITY)} 1 mana:R")
    assert len(game.state.stack) == 1
    pass_both(game)
    assert game.state.players[0].life == 19
