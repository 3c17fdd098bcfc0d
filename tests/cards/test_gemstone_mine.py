"""Gemstone Mine: 'Gemstone Mine enters the battlefield with three mining counters on it. / {T}, Remove a mining
counter from Gemstone Mine: Add one mana of any color. If there are no mining counters on Gemstone Mine,
sacrifice it.' A mana ability whose cost removes a counter (602.2b, 605.3a, 118.3) and whose instructions after
the mana are carried out at once (605.3b; cards/mana_abilities.py, mechanics/mana_extras)."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Gemstone Mine")


def _counters(game: Game, oid: int) -> int:
    return dict(game.state.objects[oid].counters).get("mining", 0)


def test_gemstone_mine_enters_with_three_counters_and_taps_for_any_color() -> None:
    game = board({"hand": ["Gemstone Mine"]})
    game.apply(f"play {game.find('Gemstone Mine', zone='hand')}")
    mine = game.find("Gemstone Mine")
    assert _counters(game, mine) == 3
    game.apply(f"activate {mine} 1 mana:B")
    assert _counters(game, mine) == 2 and "Gemstone Mine" in names(game, "battlefield")
    assert [m.type for m in game.state.players[0].pool] == ["B"]


def test_gemstone_mine_is_sacrificed_when_its_last_counter_is_removed() -> None:
    game = board({"battlefield": [{"card": "Gemstone Mine", "counters": {"mining": 1}}]})
    mine = game.find("Gemstone Mine")
    game.apply(f"activate {mine} 1 mana:R")
    assert "Gemstone Mine" not in names(game, "battlefield")
    assert "Gemstone Mine" in names(game, "graveyard")
    assert [m.type for m in game.state.players[0].pool] == ["R"]  # the mana was made first (605.3b)


def test_gemstone_mine_with_no_counter_left_cant_be_activated() -> None:
    """118.3: a cost can't be paid without the counter to remove."""
    game = board({"battlefield": ["Gemstone Mine"]})
    mine = game.find("Gemstone Mine")
    assert f"activate {mine} 1" not in [str(a) for a in game.legal_actions()]


def test_gemstone_mine_pays_for_a_spell_when_activated_by_its_player() -> None:
    game = board({"battlefield": [{"card": "Gemstone Mine", "counters": {"mining": 2}}], "hand": ["Lightning Bolt"]})
    game.apply(f"activate {game.find('Gemstone Mine')} 1 mana:R")
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert game.state.players[1].life == 17
