"""Gryff Rider: "Flying. Training (Whenever this creature attacks with another creature with greater power, put a
+1/+1 counter on this creature.)" (702.149)"""

from __future__ import annotations

from support import attack, board, cast, resolve_stack, to_attackers, use_compiled

RIDER = "Gryff Rider"
use_compiled(RIDER)


def test_ruling_reducing_the_other_creatures_power_doesnt_stop_it() -> None:
    """Ruling: "Once a creature's training ability has triggered, destroying the other attacking creature or
    reducing its power won't stop the creature with training from getting a +1/+1 counter." """
    game = board({"battlefield": [RIDER, "Hill Giant", "Mountain"], "hand": ["Lightning Bolt"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(RIDER), game.find("Hill Giant"))
    assert game.state.stack  # training triggered
    cast(game, "Lightning Bolt", game.find("Hill Giant"))  # in response, the Giant dies
    resolve_stack(game)
    assert game.state.objects[game.find(RIDER)].counter("+1/+1") == 1
