"""CR 701.39a: "Bolster N" means "Choose a creature you control with the least toughness or tied for least
toughness among creatures you control. Put N +1/+1 counters on that creature." Played with Honor's Reward
("You gain 4 life. Bolster 2.")."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Honor's Reward")


def test_701_39a_the_creature_with_the_least_toughness_gets_the_counters() -> None:
    game = board({"hand": ["Honor's Reward"], "battlefield": [*basics(Plains=3), "Hill Giant", "Grizzly Bears"]},
                 {"battlefield": ["Ornithopter"]})
    cast(game, "Honor's Reward")
    pass_both(game)
    assert pt(game, game.find("Grizzly Bears")) == (4, 4)
    assert pt(game, game.find("Hill Giant")) == (3, 3)
    assert pt(game, game.find("Ornithopter")) == (0, 2)  # 'among creatures you control'


def test_701_39a_tied_for_least_toughness_its_controller_chooses() -> None:
    game = board({"hand": ["Honor's Reward"], "battlefield": [*basics(Plains=3), "Grizzly Bears", "Ornithopter"]})
    cast(game, "Honor's Reward")
    pass_both(game)
    bears, thopter = game.find("Grizzly Bears"), game.find("Ornithopter")
    assert game.pending.kind == "choose"
    assert set(game.pending.options) == {bears, thopter}
    game.apply(f"choose {thopter}")
    assert pt(game, thopter) == (2, 4)
    assert pt(game, bears) == (2, 2)


def test_701_39a_with_no_creature_nothing_is_bolstered() -> None:
    game = board({"hand": ["Honor's Reward"], "battlefield": basics(Plains=3)})
    cast(game, "Honor's Reward")
    pass_both(game)
    assert game.state.players[0].life == 24
    assert not game.state.stack
