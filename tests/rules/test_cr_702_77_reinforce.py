"""CR 702.77a reinforce: 'Reinforce N—[cost]' means '[Cost], Discard this card: Put N +1/+1 counters on target
creature.' It is activated only from the hand. Played with the compiled Hunting Triad (Reinforce 3—{3}{G}) and
Wren's Run Hydra (Reinforce X—{X}{G}{G}: X counters for the X announced, 107.3a); no official rulings."""

from __future__ import annotations

from support import activate, basics, board, counters, pass_both, use_compiled

TRIAD = "Hunting Triad"
HYDRA = "Wren's Run Hydra"
use_compiled(TRIAD, HYDRA)


def test_702_77a_discard_from_hand_puts_n_counters() -> None:
    game = board({"hand": [TRIAD], "battlefield": [*basics(Forest=4), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find(TRIAD, zone="hand"), 1, bears)
    assert TRIAD in [game.state.objects[o].card for o in game.state.zone("graveyard", 0)]  # discarded as a cost
    pass_both(game)
    assert counters(game, bears) == 3


def test_702_77a_reinforce_x_puts_x_counters() -> None:
    game = board({"hand": [HYDRA], "battlefield": [*basics(Forest=5), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find(HYDRA, zone='hand')} 1")
    while game.pending.kind != "priority":
        kind = game.pending.kind
        game.apply({"x": "x 3", "target": f"target {bears}", "pay": "autopay"}[kind])
    pass_both(game)
    assert counters(game, bears) == 3


def test_702_77a_not_from_the_battlefield() -> None:
    game = board({"battlefield": [*basics(Forest=6), HYDRA, "Grizzly Bears"]})
    hydra = game.find(HYDRA)
    assert not [a for a in game.legal_actions() if a.kind == "activate" and str(hydra) == str(a.args[0])]
