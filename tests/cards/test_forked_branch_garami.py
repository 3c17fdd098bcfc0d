"""Forked-Branch Garami: "Soulshift 4, soulshift 4" (702.46a-b: each instance triggers separately)"""

from __future__ import annotations

from support import basics, board, cast, names, order_if_asked, use_compiled

use_compiled("Forked-Branch Garami", "Thief of Hope", "Kami of Empty Graves")

GARAMI = "Forked-Branch Garami"


def test_ruling_both_soulshift_abilities_trigger_each_returning_one_spirit() -> None:
    """Ruling (2005-02-01): "Forked-Branch Garami is special in that it has two soulshift abilities. When it
    is put into a graveyard from the battlefield, both soulshift abilities trigger." and "Each soulshift
    ability can return one Spirit." Murder kills it: two triggers, two Spirits back to hand."""
    game = board({"hand": ["Murder"], "battlefield": [*basics(Swamp=3), GARAMI],
                  "graveyard": ["Thief of Hope", "Kami of Empty Graves"]})
    cast(game, "Murder", game.find(GARAMI))
    game.apply("pass")
    game.apply("pass")
    chosen: list[int] = []
    for _ in range(20):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            break
        if p.kind == "order":
            order_if_asked(game)
        elif p.kind == "target":  # a different Spirit for each ability
            pick = next(o for o in p.options if o not in chosen)
            chosen.append(pick)
            game.apply(f"target {pick}")
        elif p.kind == "may":
            game.apply("yes")
        else:
            game.apply("pass")
    assert names(game, "hand") == ["Kami of Empty Graves", "Thief of Hope"]
