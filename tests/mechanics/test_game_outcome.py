"""104.2b: 'An effect may state that a player wins the game.' 104.3e: 'An effect may state that a player loses the
game.' And the effects that say a player can't lose or can't win (mechanics/game_outcome: Felidar Sovereign,
Platinum Angel, Abyssal Persecutor, Angel's Grace). The rulings quoted are the cards' own."""

from __future__ import annotations

from support import board, cast, events, pass_until, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Felidar Sovereign", "Platinum Angel", "Abyssal Persecutor", "Angel's Grace", "Lightning Bolt",
             "Doom Blade", "Test of Endurance", "Worship", "Sustaining Spirit", "Ali from Cairo",
             "Sign in Blood", "Grizzly Bears", "Tranquility")


def _resolve(game: Game) -> None:
    """Passes until the stack is empty or the game is over."""
    for _ in range(50):
        if game.is_over or (not game.state.stack and game.pending.kind == "priority"):
            return
        game.apply("pass")


def test_felidar_sovereign_wins_the_game_at_40_life() -> None:
    """104.2b: 'At the beginning of your upkeep, if you have 40 or more life, you win the game.' P1 at 40 wins in
    their upkeep; P2 loses (104.2a: P1 is the last player standing)."""
    game = board({"life": 40, "battlefield": ["Felidar Sovereign"]}, active="P2", step="end", turn=2)
    pass_until(game, "upkeep", turn=3)
    _resolve(game)
    assert game.is_over and game.state.winner == 0
    assert game.state.players[1].lost and not game.state.players[0].lost


def test_felidar_sovereign_ruling_no_trigger_below_40() -> None:
    """Felidar Sovereign: "checks to see if you have 40 or more life as your upkeep begins. If you don't, the
    ability won't trigger at all." P1 at 39 goes on playing."""
    game = board({"life": 39, "battlefield": ["Felidar Sovereign"]}, active="P2", step="end", turn=2)
    pass_until(game, "draw", turn=3)
    assert not game.is_over


def test_platinum_angel_ruling_you_keep_playing_at_0_or_less_life() -> None:
    """Platinum Angel: "It doesn't matter whether you have 0 or less life ... You keep playing." P1 at 3 bolts
    themself to 0 and stays in the game; once the Angel is destroyed, the state-based action makes P1 lose
    (704.5a)."""
    game = board({"life": 3, "battlefield": ["Platinum Angel", {"card": "Mountain", "count": 1},
                                            {"card": "Swamp", "count": 2}], "hand": ["Lightning Bolt", "Doom Blade"]})
    cast(game, "Lightning Bolt", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 0
    assert not game.is_over and not game.state.players[0].lost
    cast(game, "Doom Blade", game.find("Platinum Angel"))
    _resolve(game)
    assert game.is_over and game.state.winner == 1


def test_platinum_angel_ruling_a_concession_still_loses() -> None:
    """Platinum Angel: "You can concede a game while Platinum Angel on the battlefield." (104.3a)."""
    game = board({"life": 0, "battlefield": ["Platinum Angel"]})
    game.apply("concede", player="P1")
    assert game.is_over and game.state.winner == 1


def test_platinum_angel_your_opponents_cant_win() -> None:
    """104.2b with Platinum Angel: P2's Test of Endurance ('if you have 50 or more life, you win the game')
    does nothing while P1 controls the Angel; P1 stays in the game."""
    game = board({"battlefield": ["Platinum Angel"]},
                 {"life": 50, "battlefield": ["Test of Endurance"]}, active="P1", step="end", turn=3)
    pass_until(game, "draw", turn=4)
    assert not game.is_over and not game.state.players[0].lost
    assert [e.args["player"] for e in events(game, "win_prevented")] == [1]


def test_abyssal_persecutor_your_opponents_cant_lose() -> None:
    """'You can't win the game and your opponents can't lose the game.' P2 at 0 life stays in the game while
    P1 controls Abyssal Persecutor (704.5a doesn't make them lose)."""
    game = board({"battlefield": ["Abyssal Persecutor", {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 0
    assert not game.is_over and not game.state.players[1].lost


def test_angels_grace_lasts_this_turn_only() -> None:
    """Angel's Grace: 'You can't lose the game this turn and your opponents can't win the game this turn.' and
    (its ruling) "Angel's Grace doesn't stop loss of life from effects that say that you lose life." P1 at 2
    bolts themself (the life total stops at 1), then Sign in Blood takes P1 to -1: P1 stays in the game this
    turn; in the cleanup step the effect ends (514.2) and the state-based action makes P1 lose (514.3a, 704.5a)."""
    game = board({"life": 2, "battlefield": [{"card": "Mountain", "count": 1}, {"card": "Plains", "count": 1},
                                            {"card": "Swamp", "count": 2}],
                  "hand": ["Angel's Grace", "Lightning Bolt", "Sign in Blood"]})
    cast(game, "Angel's Grace")
    resolve_stack(game)
    cast(game, "Lightning Bolt", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 1
    cast(game, "Sign in Blood", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == -1 and not game.is_over
    for _ in range(60):
        if game.is_over:
            break
        game.apply("pass") if game.pending.kind == "priority" else game.apply(game.legal_actions()[0])
    assert game.is_over and game.state.winner == 1 and (game.state.turn, game.state.step) == (3, "cleanup")


def test_worship_ruling_it_reduces_your_life_total_to_1_not_the_damage() -> None:
    """Worship: "It reduces your life total to 1, not the damage to 1." P1 at 3 with a creature takes a Lightning
    Bolt: the damage event is 3, the life total becomes 1."""
    game = board({"life": 3, "battlefield": ["Worship", "Grizzly Bears"]},
                 {"battlefield": [{"card": "Mountain", "count": 1}], "hand": ["Lightning Bolt"]}, active="P2")
    cast(game, "Lightning Bolt", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 1
    assert [e.args["amount"] for e in events(game, "damage")] == [3]


def test_worship_needs_a_creature() -> None:
    """Worship: 'If you control a creature, ...': without one, the Bolt takes P1 from 3 to 0 and P1 loses."""
    game = board({"life": 3, "battlefield": ["Worship"]},
                 {"battlefield": [{"card": "Mountain", "count": 1}], "hand": ["Lightning Bolt"]}, active="P2")
    cast(game, "Lightning Bolt", "P1")
    _resolve(game)
    assert game.is_over and game.state.winner == 1


def test_sustaining_spirit_ruling_no_effect_at_zero_or_less_life() -> None:
    """Sustaining Spirit: "Does not affect damage if you are already at zero or negative life. You still take it
    all." With Platinum Angel keeping P1 in the game at 0, a Bolt takes P1 to -3."""
    game = board({"life": 0, "battlefield": ["Sustaining Spirit", "Platinum Angel"]},
                 {"battlefield": [{"card": "Mountain", "count": 1}], "hand": ["Lightning Bolt"]}, active="P2")
    cast(game, "Lightning Bolt", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == -3


def test_ali_from_cairo_ruling_life_loss_is_not_damage() -> None:
    """Ali from Cairo: "This effect does not apply to effects which reduce your life without doing damage." P1 at
    2: P2's Sign in Blood makes P1 lose 2 life: P1 goes to 0 and loses."""
    game = board({"life": 2, "battlefield": ["Ali from Cairo"]},
                 {"battlefield": [{"card": "Swamp", "count": 2}], "hand": ["Sign in Blood"]}, active="P2")
    cast(game, "Sign in Blood", "P1")
    _resolve(game)
    assert game.is_over and game.state.winner == 1


def test_119_4b_a_player_kept_in_the_game_at_negative_life_can_still_cast_spells() -> None:
    """119.4b: 'Players can always pay 0 life, no matter what their ... life total is': P1 at -5 life, kept in the
    game by Platinum Angel, casts Lightning Bolt (a cost with no life in it) at P2, who loses (704.5a)."""
    game = board({"life": -5, "battlefield": ["Platinum Angel", {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, "Lightning Bolt", "P2")
    _resolve(game)
    assert game.is_over and game.state.winner == 0


def test_lichs_mastery_ruling_your_opponents_can_still_win() -> None:
    """Lich's Mastery: 'You can't lose the game.' and its ruling "While you can't lose the game, your opponents can
    still win the game if an effect says so." P1 at 0 life stays in the game (104.3e); P2's Test of Endurance ('if
    you have 50 or more life, you win the game') still wins (104.2b)."""
    use_compiled("Lich's Mastery")
    game = board({"life": 0, "battlefield": ["Lich's Mastery"]},
                 {"life": 50, "battlefield": ["Test of Endurance"]}, active="P1", step="end", turn=3)
    assert not game.is_over
    for _ in range(60):
        if game.is_over:
            break
        game.apply("pass") if game.pending.kind == "priority" else game.apply(game.legal_actions()[0])
    assert game.is_over and game.state.winner == 1 and game.state.turn == 4


def test_lichs_mastery_ruling_it_leaves_and_you_lose() -> None:
    """Lich's Mastery: 'When Lich's Mastery leaves the battlefield, you lose the game.' (104.3e): destroyed by
    Tranquility (it has hexproof), it leaves; its trigger makes P1, no longer kept in the game by it, lose."""
    use_compiled("Lich's Mastery")
    game = board({"battlefield": ["Lich's Mastery"]},
                 {"battlefield": [{"card": "Forest", "count": 3}], "hand": ["Tranquility"]}, active="P2")
    cast(game, "Tranquility")
    _resolve(game)
    assert game.is_over and game.state.winner == 1
