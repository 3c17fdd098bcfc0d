"""Simic Fluxmage: "Evolve ... / {1}{U}, {T}: Move a +1/+1 counter from Simic Fluxmage onto target
creature." (122.5)"""

from __future__ import annotations

from support import activate, basics, board, cast, counters, pass_both, use_compiled

use_compiled("Simic Fluxmage", "Cloudfin Raptor")


def _board():  # noqa: ANN202
    return board({"hand": ["Unsummon"],
                  "battlefield": [*basics(Island=3), {"card": "Simic Fluxmage", "counters": {"+1/+1": 2}},
                                  "Cloudfin Raptor"]})


def test_ruling_an_illegal_target_removes_no_counter() -> None:
    """Ruling (2013-01-24): "If the creature is an illegal target when Simic Fluxmage's ability tries to
    resolve, it won't resolve and none of its effects will happen. No counters will be removed from Simic
    Fluxmage.\""""
    game = _board()
    flux, raptor = game.find("Simic Fluxmage"), game.find("Cloudfin Raptor")
    activate(game, flux, 1, raptor)
    cast(game, "Unsummon", raptor)
    pass_both(game)  # Unsummon resolves: the Raptor leaves
    pass_both(game)  # the ability has no legal target (608.2b)
    assert counters(game, flux) == 2


def test_ruling_a_moved_counter_is_put_on_the_second_creature() -> None:
    """Ruling (2013-01-24): "To move a counter from one creature to another, the counter is removed from the
    first creature and placed on the second. Any abilities that care about a counter being placed on the
    second creature will apply.\""""
    game = _board()
    flux, raptor = game.find("Simic Fluxmage"), game.find("Cloudfin Raptor")
    activate(game, flux, 1, raptor)
    pass_both(game)
    assert counters(game, flux) == 1 and counters(game, raptor) == 1
    assert any(e.kind == "counters_added" and e.args.get("obj") == raptor for e in game.state.log)
