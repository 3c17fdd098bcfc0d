"""Storm Fleet Swashbuckler: "Ascend (If you control ten or more permanents, you get the city's blessing for the
rest of the game.) / Storm Fleet Swashbuckler has double strike as long as you have the city's blessing."
(702.131b-c)"""

from __future__ import annotations

from support import basics, board, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Storm Fleet Swashbuckler")


def test_ruling_a_tenth_land_played_gives_the_blessing_with_no_chance_to_respond() -> None:
    """Ruling (2018-01-19): "Ascend on a permanent isn't a triggered ability and doesn't use the stack. Players
    can respond to a spell that will give you your tenth permanent, but they can't respond to getting the city's
    blessing once you control that tenth permanent. This means that if your tenth permanent is a land you play,
    players can't respond before you get the city's blessing.\""""
    game = board({"hand": ["Mountain"], "battlefield": ["Storm Fleet Swashbuckler", *basics(Mountain=8)]})
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert not game.state.stack and game.pending.kind == "priority" and game.pending.player == 0
    assert game.state.players[0].city_blessing
    assert "double strike" in chars(game.state, game.find("Storm Fleet Swashbuckler")).keywords


def test_ruling_tokens_and_lands_are_permanents_the_opponents_are_not_counted() -> None:
    """Ruling (2018-01-19): "A permanent is any object on the battlefield, including tokens and lands." Only the
    player's own count: nine of theirs and the opponent's many give nothing."""
    game = board({"battlefield": ["Storm Fleet Swashbuckler", *basics(Mountain=8)]},
                 {"battlefield": basics(Forest=12)})
    assert not game.state.players[0].city_blessing
    game.apply("pass")
    assert not game.state.players[0].city_blessing
