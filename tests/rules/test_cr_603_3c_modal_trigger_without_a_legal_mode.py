"""CR 603.3c: 'If a triggered ability is modal, its controller announces the mode choice when putting the
ability on the stack. If one of the modes would be illegal (due to an inability to choose legal targets,
for example), that mode can't be chosen. If no mode is chosen, the ability is removed from the stack.'

Found by benchmarks/oracle_pool.py (seed 117): Retreat to Valakut's landfall trigger with no creature on the
battlefield asked for a mode and offered none, so the game could not go on."""

from __future__ import annotations

from support import board, events_since, kinds, mark

from lithoform.state.model import STACK


def test_603_3c_modal_trigger_with_no_legal_mode_is_removed_from_the_stack():
    # Retreat to Valakut: 'Landfall — Whenever a land enters the battlefield under your control, choose one
    # — • Target creature gets +2/+0 until end of turn. • Target creature can't block this turn.'
    game = board({"battlefield": ["Retreat to Valakut"], "hand": ["Mountain"]})
    start = mark(game)
    game.apply(f"play {game.find('Mountain')}")
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert game.state.zones[STACK] == ()
    assert "trigger_removed" in kinds(events_since(game, start))


def test_603_3c_modal_trigger_offers_only_modes_it_can_choose_and_stays_with_one():
    """With a creature on the battlefield both modes have a legal target: the trigger asks for a mode."""
    game = board({"battlefield": ["Retreat to Valakut", "Grizzly Bears"], "hand": ["Mountain"]})
    game.apply(f"play {game.find('Mountain')}")
    assert game.pending.kind == "mode"
    assert {str(a) for a in game.legal_actions() if a.kind == "mode"} == {"mode 1", "mode 2"}
