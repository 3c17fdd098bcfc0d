"""CR 724.1: ending the turn ('End the turn.')."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import (
    CardDef,
    CardFace,
    DealDamage,
    EndTheTurn,
    Sequence,
    SpellAbility,
    Target,
    TargetSpec,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Last Word", (CardFace(
    "Test Last Word", ("Instant",), "{R}", text="Test Last Word deals 3 damage to target creature. End the turn.",
    spell=SpellAbility(Sequence((DealDamage(3, Target(0)), EndTheTurn())), (TargetSpec("creature"),)),
),)))


def _kinds(game, since: int = 0) -> list[str]:
    return [e.kind for e in game.state.events()[since:]]


def test_724_1b_every_object_on_the_stack_is_exiled_not_countered() -> None:
    """724.1b: exile every object on the stack, including the resolving one (and an ability simply ceases
    to exist); Discontinuity ruling: they aren't countered."""
    game = board({"battlefield": ["Mountain", "Mountain", "Island", "Prodigal Pyromancer"],
                  "hand": ["Lightning Bolt", "Test Last Word"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Lightning Bolt"), "P2")
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply("target P2")
    cast(game, game.find("Test Last Word"), bears)
    pass_both(game)
    assert game.find("Lightning Bolt", zone="exile") and game.find("Test Last Word", zone="exile")
    assert game.state.players[1].life == 20
    assert "countered" not in _kinds(game)
    assert any(e.kind == "end_the_turn" and "724.1" in e.rules for e in game.state.events())


def test_724_1c_state_based_actions_then_724_1d_straight_to_cleanup_and_724_1f_triggers() -> None:
    """724.1c: state-based actions are checked (the creature with lethal damage dies) and no triggered
    ability goes on the stack; 724.1d: the game skips to the cleanup step (no end step, 724.1e); 724.1f:
    the abilities that triggered go on the stack in the cleanup step, the active player gets priority, and
    another cleanup step follows."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Last Word"]}, {"battlefield": ["Doomed Traveler"]})
    turn = game.state.turn
    start = game.state.log_len
    cast(game, game.find("Test Last Word"), game.find("Doomed Traveler"))
    pass_both(game)
    assert game.find("Doomed Traveler", zone="graveyard")
    assert game.state.step == "cleanup" and game.state.turn == turn
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert len(game.state.stack) == 1  # Doomed Traveler's dies trigger, put on the stack in cleanup
    steps = [e.args["step"] for e in game.state.events()[start:] if e.kind == "step"]
    assert "end" not in steps and "main2" not in steps
    pass_both(game)  # the trigger resolves: P2 gets a Spirit token
    assert game.find("Spirit Token", zone="battlefield")
    pass_both(game)  # 514.3a: another cleanup step, then the next turn
    while game.state.turn == turn:
        game.apply("pass")
    assert game.state.active == 1


def test_724_1d_during_combat_creatures_are_removed_from_combat() -> None:
    """724.1d: if this happens during combat, all creatures are removed from combat (no combat damage)."""
    game = board({"battlefield": ["Mountain", "Hill Giant"], "hand": ["Test Last Word"]},
                 {"battlefield": ["Grizzly Bears"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Hill Giant')} P2")
    game.apply("done")
    cast(game, game.find("Test Last Word"), game.find("Grizzly Bears"))
    pass_both(game)
    assert game.state.combat is None and game.state.players[1].life == 20
    assert any(e.kind == "combat_ends" and "724.1d" in e.rules for e in game.state.events())
