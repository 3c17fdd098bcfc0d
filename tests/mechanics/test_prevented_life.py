"""615.5: 'Some prevention effects also include an additional effect, which may refer to the amount of damage
that's been prevented ... the rest of the effect takes place immediately afterward.' (mechanics/prevented_life:
Reverse Damage, Hallow.) The rulings quoted are the cards' own."""

from __future__ import annotations

from support import board, cast, events, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Reverse Damage", "Hallow", "Lightning Bolt")


def _p2_bolts_p1(p1_hand: list[str], p1_lands: list[dict]) -> Game:
    game = board({"life": 10, "battlefield": p1_lands, "hand": p1_hand},
                 {"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                 active="P2")
    cast(game, "Lightning Bolt", "P1")
    game.apply("pass")  # P2 passes priority: P1 may respond
    return game


def test_hallow_gains_the_life_of_the_prevented_damage() -> None:
    """Hallow: 'Prevent all damage target spell would deal this turn. You gain life equal to the damage
    prevented this way.' P1 at 10, Bolted, responds with Hallow on the Bolt: no damage, P1 goes to 13."""
    game = _p2_bolts_p1(["Hallow"], [{"card": "Plains", "count": 1}])
    bolt = game.state.stack[-1]
    cast(game, "Hallow", bolt)
    resolve_stack(game)
    assert game.state.players[0].life == 13
    assert not [e for e in events(game, "damage")]
    assert [e.args["amount"] for e in events(game, "prevented")] == [3]


def test_reverse_damage_ruling_only_the_first_damage_of_the_source() -> None:
    """Reverse Damage: the next time the chosen source would deal damage to you this turn, prevent it and gain
    that much life; its ruling: "It only affects damage dealt by the source one time." P1 at 10 chooses the
    Bolt: P1 goes to 13. A second Bolt (another source) then deals its 3 damage: P1 at 10."""
    game = _p2_bolts_p1(["Reverse Damage"], [{"card": "Plains", "count": 3}])
    bolt = game.state.stack[-1]
    cast(game, "Reverse Damage")
    game.apply("pass")
    game.apply("pass")  # Reverse Damage resolves: P1 chooses a source
    game.apply(f"choose {bolt}")
    resolve_stack(game)
    assert game.state.players[0].life == 13
    cast(game, "Lightning Bolt", "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 10
