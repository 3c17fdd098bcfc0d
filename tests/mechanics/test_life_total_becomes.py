"""119.5: 'If an effect sets a player's life total to a specific number, the player gains or loses the necessary
amount of life to end up with the new total.' (mechanics/life_total_becomes: Vraska, Relic Seeker; Magister
Sphinx; Repay in Kind; Blessed Wind.) The rulings quoted are the cards' own."""

from __future__ import annotations

from support import activate, board, cast, counters, events, resolve_stack, use_compiled

use_compiled("Vraska, Relic Seeker", "Magister Sphinx", "Repay in Kind", "Blessed Wind", "Skullcrack")


def test_vraska_ruling_the_player_loses_the_appropriate_amount_of_life() -> None:
    """Vraska, Relic Seeker: "For a player's life total to become 1, what actually happens is that the player
    loses the appropriate amount of life ... if the targeted player's life total is 4 when this ability
    resolves, that player loses 3 life." Her −10 on P2 at 4: a loss of 3 life, no damage."""
    game = board({"battlefield": [{"card": "Vraska, Relic Seeker", "counters": {"loyalty": 10}}]}, {"life": 4})
    activate(game, "Vraska, Relic Seeker", 3, "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 1
    assert [e.args["amount"] for e in events(game, "life") if e.args["player"] == 1] == [-3]
    assert not events(game, "damage")


def test_magister_sphinx_ruling_a_lower_life_total_gains_the_difference() -> None:
    """Magister Sphinx: "if the targeted player's life total is 4 when this ability resolves, it will cause that
    player to gain 6 life". It is a life gain (119.10): Ajani's Pridemate ('whenever you gain life') triggers."""
    game = board({"life": 4, "battlefield": ["Ajani's Pridemate", {"card": "Plains", "count": 3},
                                            {"card": "Island", "count": 2}, {"card": "Swamp", "count": 2}],
                  "hand": ["Magister Sphinx"]})
    cast(game, "Magister Sphinx")
    game.apply("pass")
    game.apply("pass")  # the Sphinx resolves; its enters trigger is put on the stack, targeting
    game.apply("target P1")
    resolve_stack(game)
    assert game.state.players[0].life == 10
    assert counters(game, game.find("Ajani's Pridemate")) == 1


def test_repay_in_kind_ruling_each_player_loses_down_to_the_lowest() -> None:
    """Repay in Kind: "if the lowest life total in the game is 5 and another player has 12 life, Repay in Kind
    will cause that player to lose 7 life." The lowest total is read once, as the spell resolves."""
    game = board({"life": 12, "battlefield": [{"card": "Swamp", "count": 7}], "hand": ["Repay in Kind"]},
                 {"life": 5})
    cast(game, "Repay in Kind")
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [5, 5]


def test_119_7_a_player_who_cant_gain_life_stays_at_their_total() -> None:
    """119.7: a player who can't gain life can't have a life total set higher: after Skullcrack ('Players can't
    gain life this turn'), Blessed Wind on P1 at 3 leaves P1 at 3."""
    game = board({"life": 3, "battlefield": [{"card": "Plains", "count": 9}, {"card": "Mountain", "count": 2}],
                  "hand": ["Skullcrack", "Blessed Wind"]})
    cast(game, "Skullcrack", "P2")
    resolve_stack(game)
    cast(game, "Blessed Wind", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 3


def test_blessed_wind_sets_a_players_life_to_20() -> None:
    game = board({"life": 3, "battlefield": [{"card": "Plains", "count": 9}], "hand": ["Blessed Wind"]})
    cast(game, "Blessed Wind", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 20
