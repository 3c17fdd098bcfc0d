"""CR 305: lands. A land is played from the hand in its owner's main phase with an empty stack, as a
special action that doesn't use the stack (305.1, 116.2a), once per turn (305.2), never on another player's
turn (305.3), and a land is never cast (305.1, 305.9)."""

from __future__ import annotations

import pytest
from support import actions, board, cast, events_since, kinds, mark, pass_until, random_play

from lithoform import IllegalActionError


def test_305_1_play_a_land_in_the_main_phase():
    """305.1: 'A player who has priority may play a land card from their hand during a main phase of their
    turn when the stack is empty.' The land goes onto the battlefield under that player's control."""
    game = board({"hand": ["Forest"]})
    forest = game.find("Forest")
    game.apply(f"play {forest}")
    new = game.find("Forest", zone="battlefield")
    assert game.state.objects[new].controller == 0
    assert game.zone("hand", 0) == ()
    assert game.state.players[0].lands_played == 1


def test_305_1_playing_a_land_does_not_use_the_stack():
    """305.1: 'Playing a land is a special action; it doesn't use the stack ... players can't respond to
    it'. The stack stays empty and the player keeps priority (116.2a, 117.3c)."""
    game = board({"hand": ["Forest"]})
    start = mark(game)
    game.apply(f"play {game.find('Forest')}")
    assert game.state.stack == ()
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert "cast" not in kinds(events_since(game, start))


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "end_of_combat", "end"])
def test_305_1_no_land_play_outside_a_main_phase(step):
    """305.1: a land is played only 'during a main phase of their turn'."""
    game = board({"hand": ["Forest"]}, step=step)
    assert f"play {game.find('Forest')}" not in actions(game)


def test_305_1_no_land_play_with_a_nonempty_stack():
    """305.1: '... when the stack is empty.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Forest", "Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    assert game.pending.player == 0
    assert f"play {game.find('Forest')}" not in actions(game)


def test_305_1_main2_allows_a_land_play():
    """305.1: either main phase will do (505.1: the postcombat main phase is a main phase)."""
    game = board({"hand": ["Forest"]}, step="main2")
    assert f"play {game.find('Forest')}" in actions(game)


def test_305_2_only_one_land_per_turn():
    """305.2 / 305.2b: 'A player can normally play one land during their turn'; a second play is illegal and
    changes nothing."""
    game = board({"hand": ["Forest", "Mountain"]})
    game.apply(f"play {game.find('Forest')}")
    mountain = game.find("Mountain")
    assert f"play {mountain}" not in actions(game)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"play {mountain}")
    assert game.to_json() == before


def test_305_2_the_count_starts_over_each_turn():
    """305.2: one land 'during their turn': on the player's next turn they may play a land again."""
    game = board({"hand": ["Forest", "Mountain"]})
    game.apply(f"play {game.find('Forest')}")
    pass_until(game, "main1", turn=5)
    assert game.state.players[0].lands_played == 0
    assert f"play {game.find('Mountain', zone='hand')}" in actions(game)


def test_305_3_no_land_play_on_another_players_turn():
    """305.3: 'A player can't play a land, for any reason, if it isn't their turn.'"""
    game = board(p2={"hand": ["Island"]})
    game.apply("pass")
    assert game.pending.player == 1
    assert f"play {game.find('Island')}" not in actions(game)


def test_305_9_a_land_is_never_cast():
    """305.1 / 305.9: a land is played, never cast as a spell: 'cast' on a land card is illegal."""
    game = board({"hand": ["Forest"]})
    forest = game.find("Forest")
    assert f"cast {forest}" not in actions(game)
    with pytest.raises(IllegalActionError):
        game.apply(f"cast {forest}")


def test_305_6_basic_land_taps_for_its_color():
    """305.6: a land with a basic land type has '{T}: Add [mana symbol]' — {G} for a Forest."""
    game = board({"battlefield": ["Forest"]})
    forest = game.find("Forest")
    game.apply(f"activate {forest} 1")
    assert [m.type for m in game.state.players[0].pool] == ["G"]
    assert game.state.objects[forest].tapped


@pytest.mark.parametrize("seed", [8, 9])
def test_305_2_never_more_than_one_land_a_turn(seed):
    """305.2: in random games a player never plays more lands in a turn than they may (one), and only on
    their own turn (305.3)."""
    for game in random_play(seed):
        for p in game.state.players:
            assert p.lands_played <= 1
            if p.index != game.state.active:
                assert p.lands_played == 0
