"""CR 500-514: turn structure. Phases and steps in order (500.1), a step ends when all players pass with an
empty stack (500.2), untap (502), upkeep (503), draw (504), main phases (505), combat skipped without
attackers (508.8), end step (513), and turns alternating between players."""

from __future__ import annotations

import pytest
from support import board, cast, events_since, kinds, mark, pass_both, pass_until, random_play

ORDER = ["upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "end_of_combat", "main2",
         "end"]


def steps_with_priority(game, turns: int = 1) -> list[tuple[int, str]]:
    """(turn, step) each time a player first gets priority in a step, passing throughout."""
    seen: list[tuple[int, str]] = []
    start = game.state.turn
    while game.state.turn < start + turns:
        here = (game.state.turn, game.state.step)
        if not seen or seen[-1] != here:
            seen.append(here)
        game.apply("pass")
    return seen


def test_500_1_steps_proceed_in_order():
    """500.1: a turn's phases (beginning, precombat main, combat, postcombat main, ending) and their steps
    happen in order; 508.8: with no attackers, the declare blockers and combat damage steps are skipped."""
    game = board(step="upkeep")
    assert [step for _, step in steps_with_priority(game)] == ORDER


def test_500_1_every_step_of_the_turn_happens_in_order():
    """500.1: 'Each of these phases takes place every turn' — the log shows each step beginning in order,
    the untap and cleanup steps (where nobody gets priority) included."""
    game = board(step="end")
    pass_until(game, "upkeep", turn=5)
    steps = [e.args["step"] for e in game.state.events() if e.kind == "step" and e.args["turn"] == 4]
    assert steps == ["untap"] + ORDER + ["cleanup"]


def test_500_1_turns_alternate_between_players():
    """Turns alternate: after P1's turn 3, P2's turn 4 begins, then P1's turn 5."""
    game = board(step="end")
    pass_until(game, "upkeep", turn=4)
    assert game.state.active == 1
    pass_until(game, "upkeep", turn=5)
    assert game.state.active == 0


def test_500_2_step_does_not_end_until_all_players_pass():
    """500.2: 'A phase or step in which players receive priority ends when the stack is empty and all players
    pass in succession.' One pass only hands priority to the next player."""
    game = board(step="upkeep")
    game.apply("pass")
    assert game.state.step == "upkeep"
    assert game.pending.player == 1
    game.apply("pass")
    assert game.state.step == "draw"


def test_500_2_stack_becoming_empty_does_not_end_the_step():
    """500.2: 'Simply having the stack become empty doesn't cause such a phase or step to end'."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, step="upkeep")
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert not game.state.stack
    assert game.state.step == "upkeep"
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_502_3_active_player_untaps_their_permanents():
    """502.3: 'the active player ... untap[s] them all simultaneously'; the other player's stay tapped."""
    game = board({"battlefield": [{"card": "Mountain", "tapped": True, "label": "m1"}]},
                 {"battlefield": [{"card": "Island", "tapped": True}]}, step="end", active="P2", turn=4)
    pass_until(game, "upkeep", turn=5)
    assert not game.state.objects[game.find("Mountain")].tapped
    assert game.state.objects[game.find("Island")].tapped


def test_502_4_no_player_receives_priority_in_the_untap_step():
    """502.4: 'No player receives priority during the untap step'."""
    game = board(step="end")
    seen = steps_with_priority(game, turns=2)
    assert all(step != "untap" for _, step in seen)


def test_504_1_active_player_draws_the_top_card():
    """504.1: 'First, the active player draws a card.' (121.1: the top card of their library.)"""
    game = board({"library": ["Grizzly Bears", "Mountain", "Mountain"]}, step="upkeep")
    top = game.zone("library", 0)[0]
    assert game.chars(top).name == "Grizzly Bears"
    pass_both(game)
    assert game.state.step == "draw"
    assert [game.chars(i).name for i in game.zone("hand", 0)] == ["Grizzly Bears"]
    assert len(game.zone("library", 0)) == 2


def test_504_1_non_active_player_does_not_draw():
    """504.1 is a turn-based action of the active player only."""
    game = board(step="upkeep")
    pass_both(game)
    assert len(game.zone("hand", 1)) == 0


def test_504_2_draw_happens_before_priority():
    """504.1-504.2 and 117.3a: the draw is a turn-based action done as the step begins, before the active
    player gets priority."""
    game = board({"library": ["Grizzly Bears"]}, step="upkeep")
    start = mark(game)
    game.apply("pass")
    game.apply("pass")
    events = events_since(game, start)
    step_at = next(i for i, e in enumerate(events) if e.kind == "step" and e.args.get("step") == "draw")
    assert "draw" in kinds(events[step_at:])
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert len(game.zone("hand", 0)) == 1


def test_508_8_without_attackers_blockers_and_damage_steps_are_skipped():
    """508.8: 'If no creatures are declared as attackers ..., skip the declare blockers and combat damage
    steps.'"""
    game = board(step="declare_attackers")
    pass_both(game)
    assert game.state.step == "end_of_combat"


def test_513_1_active_player_gets_priority_in_the_end_step():
    """513.1: 'Once [the end step] begins, the active player gets priority.'"""
    game = board(step="main2")
    pass_both(game)
    assert game.state.step == "end"
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_505_1_two_main_phases_each_turn():
    """505.1: 'There are two main phases in a turn', separated by the combat phase."""
    game = board(step="upkeep")
    seen = [step for _, step in steps_with_priority(game)]
    assert seen.count("main1") == 1 and seen.count("main2") == 1
    assert seen.index("main1") < seen.index("beginning_of_combat") < seen.index("main2")


@pytest.mark.parametrize("seed", [4, 5])
def test_502_4_and_514_3_no_priority_in_untap_and_normally_none_in_cleanup(seed):
    """502.4: no priority in the untap step, ever; 514.3: in the cleanup step only when 514.3a applies (some
    state-based action or trigger happened there) — in random games, never in the untap step."""
    seen = set()
    for game in random_play(seed):
        if game.pending.kind == "priority":
            assert game.state.step != "untap"
            seen.add(game.state.step)
    assert {"upkeep", "draw", "main1", "main2", "end"} <= seen
