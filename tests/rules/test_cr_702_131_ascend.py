"""CR 702.131 Ascend. 702.131a: on an instant or sorcery, a spell ability: "If you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest of the game."
702.131b: on a permanent, a static ability: "Any time you control ten or more permanents and you don't have
the city's blessing, you get the city's blessing for the rest of the game." 702.131c: the city's blessing is a
designation a player keeps for the rest of the game. Played with Storm Fleet Swashbuckler (double strike as
long as you have the city's blessing) and Secrets of the Golden City (draw two, or three with the blessing)."""

from __future__ import annotations

from support import basics, board, cast, events, hand_size, pass_both, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Storm Fleet Swashbuckler", "Secrets of the Golden City")

SWASH = "Storm Fleet Swashbuckler"


def _double_strike(game) -> bool:  # noqa: ANN001
    return "double strike" in chars(game.state, game.find(SWASH)).keywords


def test_702_131b_ten_permanents_with_an_ascend_permanent_give_the_blessing() -> None:
    game = board({"hand": ["Mountain"], "battlefield": [SWASH, *basics(Mountain=8)]})
    assert not game.state.players[0].city_blessing and not _double_strike(game)
    game.apply(f"play {game.find('Mountain', zone='hand')}")  # the tenth permanent
    assert game.state.players[0].city_blessing and _double_strike(game)
    assert events(game, "city_blessing")


def test_702_131b_ten_permanents_without_an_ascend_permanent_give_nothing() -> None:
    game = board({"hand": ["Mountain"], "battlefield": basics(Mountain=9)})
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert not game.state.players[0].city_blessing


def test_702_131a_a_spell_with_ascend_gives_the_blessing_as_it_resolves() -> None:
    game = board({"hand": ["Secrets of the Golden City"], "battlefield": basics(Island=10)})
    cast(game, "Secrets of the Golden City")
    assert not game.state.players[0].city_blessing  # not until it resolves
    pass_both(game)
    assert game.state.players[0].city_blessing and hand_size(game) == 3


def test_702_131a_with_fewer_than_ten_permanents_no_blessing() -> None:
    game = board({"hand": ["Secrets of the Golden City"], "battlefield": basics(Island=9)})
    cast(game, "Secrets of the Golden City")
    pass_both(game)
    assert not game.state.players[0].city_blessing and hand_size(game) == 2


def test_702_131c_the_blessing_stays_when_permanents_leave() -> None:
    """Once a player has it, losing permanents (and the Swashbuckler itself) doesn't take it away."""
    game = board({"hand": ["Mountain", "Secrets of the Golden City"],
                  "battlefield": [SWASH, *basics(Mountain=5, Island=3)]},
                 {"hand": ["Lightning Bolt"], "battlefield": basics(Mountain=1)})
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert game.state.players[0].city_blessing
    game.apply("pass")
    cast(game, "Lightning Bolt", game.find(SWASH))
    pass_both(game)  # the Swashbuckler dies: nine permanents, no ascend permanent
    cast(game, "Secrets of the Golden City")
    pass_both(game)
    assert game.state.players[0].city_blessing and hand_size(game) == 3
