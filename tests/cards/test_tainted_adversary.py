"""Tainted Adversary ({1}{B} 2/3 deathtouch): "When Tainted Adversary enters the battlefield, you may pay {2}{B}
any number of times. When you pay this cost one or more times, put that many +1/+1 counters on Tainted
Adversary, then create twice that many 2/2 black Zombie creature tokens with decayed." (603.12, 107.1)"""

from __future__ import annotations

from support import board, cast, counters, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Tainted Adversary")


def test_ruling_a_second_ability_triggers_after_paying() -> None:
    """Ruling: "After you pay the {2}{B} cost one or more times, a second ability triggers. Players may respond
    to the new ability at that point. As that ability resolves, Tainted Adversary gets its counters and the
    tokens are created." Paid twice: two counters and four Zombies."""
    game = board({"battlefield": [{"card": "Swamp", "count": 8}], "hand": ["Tainted Adversary"]})
    cast(game, "Tainted Adversary")
    pass_both(game)  # the creature resolves; its ability triggers
    pass_both(game)  # it resolves: how many times to pay
    assert game.pending.kind == "amount"
    game.apply("choose 2")
    while game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.stack, "the reflexive ability waits on the stack"
    adversary = game.find("Tainted Adversary")
    assert counters(game, adversary) == 0
    resolve_stack(game)
    assert counters(game, adversary) == 2
    assert zone_names(game, "battlefield", 0).count("Zombie Token") == 4
