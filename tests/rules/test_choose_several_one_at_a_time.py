"""A choice of several options (a library search for 'up to N' cards, a discard of several, scry, 514.1's
discard to hand size) is taken one option at a time (GUIDE principle 12; issue 18 item 3): `pick X` for each
option, `done` once at least `min` are picked. The options offered at a step are at most one per option and
a `done`, never every subset; the picks so far are kept in the question, so the game is plain data mid-choice;
the whole answer (`choose 4 7`) is still taken at once, all or nothing."""

from __future__ import annotations

import pytest
from support import board, pass_both, zone_names

from lithoform import Action, Game, IllegalActionError
from lithoform.rules.priority import set_life
from lithoform.state import procedure
from lithoform.state.model import Question

TWENTY = tuple(range(1, 21))


@procedure.procedure("test_choose_several")
def _choose_several(state) -> None:
    """Asks P1 to choose up to 10 of 20 numbers; their sum becomes P1's life total (to see the answer)."""
    picked = procedure.ask(Question(0, "choose", "choose up to 10 numbers", TWENTY, 0, 10,
                                    labels=tuple(str(n) for n in TWENTY), purpose="test"))
    set_life(state, 0, sum(picked))


def asking() -> Game:
    game = board()
    game.state.answers = ()
    assert not procedure.run(game.state, "test_choose_several")
    game._legal = None
    return game


def kinds(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind != "concede"]


def test_a_choice_of_up_to_10_of_20_offers_at_most_21_actions_at_each_step():
    """Every subset of up to 10 of 20 would be 616,666 answers; a step offers an unpicked option or done."""
    game = asking()
    p = game.pending
    assert (p.kind, p.min, p.max, p.purpose, p.labels[0]) == ("choose", 0, 10, "test", "1")
    for n in range(10):
        listed = kinds(game)
        assert len(listed) <= 21
        assert listed[-1] == "done" and len(listed) == 21 - n
        game.apply(f"pick {20 - n}")
        if n < 9:
            assert game.pending.picked == tuple(range(20, 19 - n, -1))
    assert game.pending.kind == "priority"  # the tenth pick is the most allowed: the choice is over
    assert game.state.players[0].life == sum(range(11, 21))


def test_done_is_offered_only_once_min_are_picked():
    """514.1: discarding 2 of 9 cards at cleanup: no `done` until two are picked, and the second ends it."""
    game = board({"hand": ["Mountain"] * 5 + ["Grizzly Bears"] * 4}, step="end")
    pass_both(game)
    p = game.pending
    assert (p.kind, p.min, p.max, p.purpose) == ("choose", 2, 2, "hand_size_discard")
    bears = [i for i in p.options if game.chars(i).name == "Grizzly Bears"]
    assert "done" not in kinds(game)
    game.apply(f"pick {bears[0]}")
    assert "done" not in kinds(game) and f"pick {bears[0]}" not in kinds(game)
    game.apply(f"pick {bears[1]}")
    assert zone_names(game, "graveyard") == ["Grizzly Bears", "Grizzly Bears"]


def test_the_picks_so_far_survive_clone_save_and_load():
    """Mid-choice the game is plain data: a clone and a JSON round trip go on to the same answer."""
    game = asking()
    for n in (3, 7, 11):
        game.apply(f"pick {n}")
    for other in (game.clone(), Game.from_json(game.to_json())):
        assert other.pending.picked == (3, 7, 11)
        assert kinds(other) == kinds(game)
        other.apply("done")
        assert other.state.players[0].life == 21
    game.apply("done")
    assert game.state.players[0].life == 21


def test_the_whole_answer_at_once_is_all_or_nothing():
    """`choose 2 5 9` stands for its picks and `done`; a repeated or unlisted option refuses the whole answer
    and leaves the game exactly as it was."""
    game = asking()
    before = game.to_json()
    for bad in ("choose 2 2", "choose 2 21", "choose " + " ".join(map(str, range(1, 12)))):
        assert bad not in [str(a) for a in game.legal_actions()]
        with pytest.raises(IllegalActionError):
            game.apply(bad)
        assert game.to_json() == before
    assert Action("choose", (9, 2, 5)) in game.legal_actions()  # in any order
    game.apply("choose 9 2 5")
    assert game.state.players[0].life == 16
    empty = asking()
    empty.apply("choose")  # none of them (min 0)
    assert empty.state.players[0].life == 0
