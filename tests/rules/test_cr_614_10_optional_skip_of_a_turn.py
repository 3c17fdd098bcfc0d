"""614.1b, 614.10: 'If you would begin your turn while ~ is tapped, you may skip that turn instead.' (Time Vault): an
optional replacement effect of a turn's beginning. The turn begins as a rules procedure that asks its player first;
a question of the untap step after it (502.3: 'You may choose not to untap ~', Amber Prison) is asked inside that same
procedure, on the same answers (state/procedure.run: a procedure run inside another runs inline)."""

from __future__ import annotations

from support import board, events

from lithoform import Game


def _to_p1_turn(game: Game) -> None:
    for _ in range(100):
        if game.pending.kind != "priority":
            return
        game.apply("pass")
    raise AssertionError("no decision came")


def _game() -> Game:
    return board({"battlefield": [{"card": "Time Vault", "tapped": True}, {"card": "Amber Prison", "tapped": True}]}, {},
                 active="P2",
                 step="main2")


def test_614_10_declined_skip_then_the_untap_steps_own_question() -> None:
    game = _game()
    vault, prison = game.find("Time Vault"), game.find("Amber Prison")
    _to_p1_turn(game)
    assert game.pending.kind == "choose" and game.pending.options == (vault,)  # the skip offer (614.10)
    game.apply("choose")  # no skip
    assert game.pending.kind == "choose" and game.pending.options == (prison,)  # 502.3: may leave it tapped
    game.apply(f"choose {prison}")
    assert game.state.active == 0 and game.state.step != "untap"
    assert game.state.objects[prison].tapped and game.state.objects[vault].tapped
    assert len(events(game, "turn")) == 1  # one turn began, once, though its procedure ran again per answer


def test_614_10_skipped_turn_asks_nothing_of_its_untap_step() -> None:
    game = _game()
    vault = game.find("Time Vault")
    turn = game.state.turn
    _to_p1_turn(game)
    game.apply(f"choose {vault}")
    assert game.state.active == 1 and game.state.turn == turn + 1  # P2's turn: no untap question for P1
    assert not game.state.objects[vault].tapped
    assert events(game, "skip_next")
