"""CR 701.41a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other target
creatures." "Support N" on an instant or sorcery spell means "Put a +1/+1 counter on each of up to N target
creatures." Played with Joraga Auxiliary ("{4}{G}{W}: Support 2.") and Shoulder to Shoulder ("Support 2. Draw
a card.")."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Joraga Auxiliary", "Shoulder to Shoulder")

AUX = "Joraga Auxiliary"


def test_701_41a_on_a_permanent_other_target_creatures() -> None:
    game = board({"battlefield": [*basics(Forest=3, Plains=3), AUX, "Grizzly Bears"]})
    aux, bears = game.find(AUX), game.find("Grizzly Bears")
    game.apply(f"activate {aux} 1")
    assert game.pending.kind == "target"
    assert aux not in game.pending.options  # 'other'
    assert bears in game.pending.options


def test_701_41a_up_to_n_counters_on_a_permanent() -> None:
    game = board({"battlefield": [*basics(Forest=3, Plains=3), AUX, "Grizzly Bears"]})
    aux, bears = game.find(AUX), game.find("Grizzly Bears")
    game.apply(f"activate {aux} 1")
    game.apply(f"target {bears}")
    game.apply("done")
    while game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert pt(game, bears) == (3, 3)
    assert pt(game, aux) == (2, 3)


def test_701_41a_on_a_spell_any_target_creatures() -> None:
    game = board({"hand": ["Shoulder to Shoulder"], "battlefield": [*basics(Plains=3), "Grizzly Bears"]},
                 {"battlefield": ["Ornithopter"]})
    bears, thopter = game.find("Grizzly Bears"), game.find("Ornithopter")
    cast(game, "Shoulder to Shoulder", bears, thopter)
    pass_both(game)
    assert pt(game, bears) == (3, 3)
    assert pt(game, thopter) == (1, 3)
