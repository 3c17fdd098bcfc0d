"""CR 702.56a replicate: 'Replicate [cost]' means 'As an additional cost to cast this spell, you may pay [cost]
any number of times' and 'When you cast this spell, if a replicate cost was paid for it, copy it for each time
its replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies.'
Paying it follows 601.2b and 601.2f-h; the copies are made by 707.10. Played with the compiled Pyromatics
({1}{R} instant, 'Replicate {1}{R}. Pyromatics deals 1 damage to any target.')."""

from __future__ import annotations

from support import basics, board, choose_targets, life, resolve_stack, use_compiled

PYRO = "Pyromatics"
use_compiled(PYRO)


def _cast(game, times: int, target: str) -> None:  # noqa: ANN001
    game.apply(f"cast {game.find(PYRO, zone='hand')}")
    for _ in range(times):
        game.apply("additional replicate")
    game.apply("additional none")
    game.apply(f"target {target}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_702_56a_paid_twice_makes_two_copies_with_new_targets() -> None:
    game = board({"hand": [PYRO], "battlefield": basics(Mountain=6)})
    _cast(game, 2, "P2")
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"])  # 601.2f: {1}{R} x 3
    assert len(game.state.stack) == 2  # the spell and its replicate trigger (601.2i)
    game.apply("pass")
    game.apply("pass")  # the trigger resolves: two copies (707.10), a new target for each (707.10c)
    choose_targets(game, "P1")
    choose_targets(game, "P2")
    resolve_stack(game)
    assert life(game, 0) == 19 and life(game, 1) == 18


def test_702_56a_not_paid_no_copy() -> None:
    game = board({"hand": [PYRO], "battlefield": basics(Mountain=6)})
    _cast(game, 0, "P2")
    assert len(game.state.stack) == 1  # 'if a replicate cost was paid for it': no trigger
    resolve_stack(game)
    assert life(game, 1) == 19
    assert sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].tapped) == 2


def test_702_56a_no_more_payments_than_the_player_could_pay_for() -> None:
    game = board({"hand": [PYRO], "battlefield": basics(Mountain=5)})
    game.apply(f"cast {game.find(PYRO, zone='hand')}")
    assert "additional replicate" in [str(a) for a in game.legal_actions()]  # {1}{R} x 2 = 4 of 5
    game.apply("additional replicate")
    assert "additional replicate" not in [str(a) for a in game.legal_actions()]  # a third {1}{R} can't be paid
