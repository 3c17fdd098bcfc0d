"""CR 117: timing and priority. Who may act (117.1), who receives priority when (117.3), what happens when
all players pass in succession (117.4), and state-based actions and triggers before priority (117.5)."""

from __future__ import annotations

import pytest
from support import board, cast, life, pass_both

from lithoform import IllegalActionError


def test_117_1_only_the_player_with_priority_may_cast():
    """117.1: 'The player with priority may cast spells, activate abilities, and take special actions.'
    P2 can't cast an instant while P1 holds priority."""
    game = board(p2={"battlefield": ["Mountain"], "hand": ["Shock"]})
    shock = game.find("Shock")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"cast {shock}")
    assert game.to_json() == before


def test_117_1a_instant_any_time_with_priority():
    """117.1a: 'A player may cast an instant spell any time they have priority', even in the other player's
    upkeep with a spell on the stack."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, step="upkeep")
    cast(game, game.find("Lightning Bolt"), "P2")
    game.apply("pass")
    assert game.pending.player == 1
    assert f"cast {game.find('Shock')}" in [str(a) for a in game.legal_actions()]


def test_117_1a_noninstant_only_in_own_main_phase_with_empty_stack():
    """117.1a: 'A player may cast a noninstant spell during their main phase any time they have priority and
    the stack is empty.' A creature spell can't be cast in the upkeep."""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]}, step="upkeep")
    bears = game.find("Grizzly Bears")
    assert f"cast {bears}" not in [str(a) for a in game.legal_actions()]
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    game.apply("pass")
    assert game.state.step == "main1"
    assert f"cast {bears}" in [str(a) for a in game.legal_actions()]


def test_117_3a_active_player_receives_priority_at_the_beginning_of_a_step():
    """117.3a: 'The active player receives priority at the beginning of most steps and phases'."""
    game = board(active="P2", turn=4, step="upkeep")
    assert game.pending.kind == "priority" and game.pending.player == 1
    pass_both(game)
    assert game.state.step == "draw" and game.pending.player == 1


def test_117_3b_active_player_receives_priority_after_resolution():
    """117.3b: 'The active player receives priority after a spell or ability (other than a mana ability)
    resolves', even when the non-active player cast it."""
    game = board(p2={"battlefield": ["Mountain"], "hand": ["Shock"]}, step="upkeep")
    game.apply("pass")
    cast(game, game.find("Shock"), "P1")
    assert game.pending.player == 1
    game.apply("pass")
    game.apply("pass")
    assert not game.state.stack
    assert life(game, 0) == 18
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_117_3c_caster_receives_priority_after_casting():
    """117.3c: 'If a player has priority when they cast a spell, ... that player receives priority
    afterward.'"""
    game = board(p2={"battlefield": ["Mountain"], "hand": ["Shock"]}, step="upkeep")
    game.apply("pass")
    cast(game, game.find("Shock"), "P1")
    assert game.state.stack
    assert game.pending.kind == "priority" and game.pending.player == 1


def test_117_3d_passing_gives_priority_to_the_next_player():
    """117.3d: 'If a player has priority and chooses not to take any actions, that player passes. ... Then
    the next player in turn order receives priority.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    game.apply("pass")
    assert game.pending.kind == "priority" and game.pending.player == 1
    assert game.state.stack, "one pass does not resolve anything"


def test_117_4_all_pass_resolves_only_the_top_object():
    """117.4: 'If all players pass in succession ..., the spell or ability on top of the stack resolves'
    (only that one; players get priority again before the next)."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    cast(game, game.find("Shock"), "P2")
    pass_both(game)
    assert game.state.stack == (bolt,)
    assert life(game, 1) == 18
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_117_4_all_pass_with_empty_stack_ends_the_step():
    """117.4: '... or, if the stack is empty, the phase or step ends.'"""
    game = board(step="main1")
    pass_both(game)
    assert game.state.step == "beginning_of_combat"


def test_117_4_taking_an_action_between_passes_breaks_the_succession():
    """117.4: all players pass in succession means 'all players pass without taking any actions in between
    passing'; 117.3c: a player who activates an ability (a mana ability too) receives priority afterward.
    P1 passes, P2 taps an Island for mana and passes: P1 gets priority again, the step does not end."""
    game = board(p2={"battlefield": ["Island"]})
    game.apply("pass")
    game.apply(f"activate {game.find('Island')} 1")
    game.apply("pass")
    assert game.state.step == "main1"
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_117_5_state_based_actions_happen_before_priority():
    """117.5: 'Each time a player would get priority, the game first performs all applicable state-based
    actions'. Bolted Bears are in the graveyard when P1 next gets priority."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Lightning Bolt"), game.find("Grizzly Bears"))
    pass_both(game)
    assert game.pending.kind == "priority"
    assert [game.chars(i).name for i in game.zone("graveyard", 1)] == ["Grizzly Bears"]


def test_117_5_triggered_abilities_go_on_the_stack_before_priority():
    """117.5 / 117.2a: 'Each time a player would receive priority, each ability that has triggered but hasn't
    yet been put on the stack is put on the stack.'"""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    assert game.pending.kind == "priority"
    top = game.state.objects[game.state.stack[-1]]
    assert top.kind == "triggered" and top.source_name == "Elvish Visionary"


def test_117_7_a_spell_cast_in_response_resolves_first():
    """117.7: 'The new spell or ability will resolve first.' Giant Growth in response to Lightning Bolt saves
    the Bears."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Lightning Bolt"), bears)
    game.apply("pass")
    cast(game, game.find("Giant Growth"), bears)
    pass_both(game)
    assert game.chars(bears).toughness == 5
    pass_both(game)
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].damage == 3


def test_117_2e_no_player_has_priority_while_a_spell_resolves():
    """117.2e: players may make choices while a spell resolves, but 'no player has priority'. During Mind
    Rot's discard choice nobody may pass or cast."""
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]},
                 {"hand": ["Grizzly Bears", "Shock", "Forest"]})
    cast(game, game.find("Mind Rot"), "P2")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1
    assert {a.kind for a in game.legal_actions()} <= {"choose", "pick", "done", "concede"}
