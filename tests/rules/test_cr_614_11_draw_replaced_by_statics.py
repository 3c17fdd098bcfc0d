"""CR 614.11, 121.4: static abilities that replace their controller's draws, compiled from Oracle text: 'If you
would draw a card while your library has no cards in it, you win the game instead.' (Laboratory Maniac), 'If you
would draw a card, you may skip that draw instead.' (Obstinate Familiar), '..., you may put a study counter on ~
instead.' (Pursuit of Knowledge)."""

from __future__ import annotations

from support import board, cast, hand_size, pass_both, use_compiled

use_compiled("Laboratory Maniac", "Obstinate Familiar", "Pursuit of Knowledge", "Divination")


def _divination(p1: dict) -> object:
    game = board({"battlefield": ["Island", "Island", "Island", *p1.pop("battlefield")], "hand": ["Divination"],
                  **p1})
    cast(game, "Divination")
    pass_both(game)
    return game


def test_121_4_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library() -> None:
    """The first draw takes the last card; the second, from an empty library, is replaced: P1 wins."""
    game = _divination({"battlefield": ["Laboratory Maniac"], "library": ["Plains"]})
    assert game.state.players[1].lost and not game.state.players[0].lost


def test_laboratory_maniac_leaves_draws_from_a_library_alone() -> None:
    game = _divination({"battlefield": ["Laboratory Maniac"], "library": ["Plains", "Plains", "Plains"]})
    assert not game.state.players[1].lost and hand_size(game) == 2


def test_614_11_you_may_skip_that_draw() -> None:
    """Obstinate Familiar: P1 skips the first draw and takes the second."""
    game = _divination({"battlefield": ["Obstinate Familiar"]})
    answers = []
    while (q := game.state.question) is not None and q.player == 0 and "614.11" in q.prompt:
        answers.append(q)
        game.apply("choose 1" if len(answers) == 1 else "choose")
    assert len(answers) == 2 and hand_size(game) == 1


def test_pursuit_of_knowledge_puts_a_study_counter_instead() -> None:
    game = _divination({"battlefield": ["Pursuit of Knowledge"]})
    while (q := game.state.question) is not None and "614.11" in q.prompt:
        game.apply("choose 1")
    assert game.state.objects[game.find("Pursuit of Knowledge")].counter("study") == 2 and hand_size(game) == 0
