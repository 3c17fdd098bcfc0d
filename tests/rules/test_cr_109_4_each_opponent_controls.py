"""CR 109.4 + 102.3: 'each creature each opponent controls' (Aku Djinn) describes the creatures controlled by any
opponent of the ability's controller (compiler/effects.lark's lookahead terminal keeps 'target creatures each
get ...' reading 'each' as the verb phrase's)."""

from __future__ import annotations

from support import board, counters, pass_until, resolve_stack, use_compiled

use_compiled("Aku Djinn")


def test_109_4_aku_djinn_puts_counters_on_the_opponents_creatures_only() -> None:
    game = board({"battlefield": ["Aku Djinn", "Llanowar Elves"]}, {"battlefield": ["Grizzly Bears"]},
                 active="P2", turn=2, step="end")
    pass_until(game, "upkeep", turn=3)
    resolve_stack(game)
    assert counters(game, game.find("Grizzly Bears")) == 1
    assert counters(game, game.find("Llanowar Elves")) == 0
    assert counters(game, game.find("Aku Djinn")) == 0
