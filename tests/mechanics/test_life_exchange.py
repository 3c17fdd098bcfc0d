"""701.12c: exchanging life totals; 701.10d: doubling a life total (mechanics/life_exchange: Magus of the Mirror,
Beacon of Immortality). The rulings quoted are the cards' own."""

from __future__ import annotations

from support import activate, board, cast, events, pass_until, resolve_stack, use_compiled

use_compiled("Magus of the Mirror", "Beacon of Immortality", "Skullcrack")


def test_magus_of_the_mirror_ruling_each_player_gains_or_loses_the_difference() -> None:
    """Magus of the Mirror: "each player gains or loses the amount of life necessary to equal the other player's
    previous life total. For example, if player A has 5 life and player B has 3 life before the exchange, player
    A will lose 2 life and player B will gain 2 life." P1 at 3, P2 at 5: in P1's upkeep, P1 goes to 5, P2 to 3."""
    game = board({"life": 3, "battlefield": ["Magus of the Mirror"]}, {"life": 5}, active="P2", step="end", turn=2)
    pass_until(game, "upkeep", turn=3)
    activate(game, "Magus of the Mirror", 1, "P2")
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [5, 3]
    assert sorted(e.args["amount"] for e in events(game, "life")) == [-2, 2]


def test_701_12a_no_exchange_when_a_player_cant_gain_life() -> None:
    """119.7, 701.12a: "A player who can't gain life can't be given a higher life total this way" and if the
    entire exchange can't be completed, no part of it occurs. After Skullcrack ('players can't gain life this
    turn'), P1 at 3 and P2 at 5 keep their totals."""
    game = board({"life": 3, "battlefield": ["Magus of the Mirror", {"card": "Mountain", "count": 4}],
                  "hand": ["Skullcrack"]}, {"life": 5}, active="P2", step="end", turn=2)
    pass_until(game, "upkeep", turn=3)
    cast(game, "Skullcrack", "P2")
    resolve_stack(game)
    activate(game, "Magus of the Mirror", 1, "P2")
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [3, 2]  # Skullcrack's 3 damage to P2; no exchange


def test_beacon_of_immortality_doubles_a_life_total_as_a_gain() -> None:
    """Beacon of Immortality: 'Double target player's life total.' (ruling: it "counts as life gain"). P1 at 7
    goes to 14, a gain of 7."""
    game = board({"life": 7, "battlefield": [{"card": "Plains", "count": 6}], "hand": ["Beacon of Immortality"]})
    cast(game, "Beacon of Immortality", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 14
    assert [e.args["amount"] for e in events(game, "life")] == [7]
