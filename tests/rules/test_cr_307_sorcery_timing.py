"""CR 307: sorceries. A sorcery is cast by a player with priority in a main phase of their own turn with an
empty stack (307.1); when it resolves it does what it says and goes to its owner's graveyard (307.2)."""

from __future__ import annotations

import pytest
from support import board, cast, castable, pass_both, zone_names

from lithoform import IllegalActionError
from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, Cost, DrawCards

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Sorcery Engine", (CardFace(
    "Test Sorcery Engine", ("Artifact",), "{2}",
    text="{T}: Draw a card. Activate only as a sorcery.",
    abilities=(ActivatedAbility(Cost(tap=True), DrawCards(1), sorcery_speed=True,
                                text="{T}: Draw a card. Activate only as a sorcery."),),
),)))

DIVINATION = {"battlefield": ["Island"] * 3, "hand": ["Divination"]}



@pytest.mark.parametrize("step", ["main1", "main2"])
def test_307_1_sorcery_in_own_main_phase_with_empty_stack(step):
    """307.1: 'A player who has priority may cast a sorcery card from their hand during a main phase of
    their turn when the stack is empty.'"""
    game = board(DIVINATION, step=step)
    assert castable(game, "Divination")


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "declare_attackers",
                                  "end_of_combat", "end"])
def test_307_1_no_sorcery_outside_a_main_phase(step):
    """307.1: only 'during a main phase'."""
    game = board(DIVINATION, step=step)
    assert not castable(game, "Divination")


def test_307_1_no_sorcery_while_the_stack_is_not_empty():
    """307.1: only 'when the stack is empty', even in the caster's own main phase."""
    game = board({"battlefield": ["Island"] * 3 + ["Mountain"], "hand": ["Divination", "Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    assert game.pending.player == 0
    assert not castable(game, "Divination")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"cast {game.find('Divination')}")
    assert game.to_json() == before


def test_307_1_no_sorcery_on_another_players_turn():
    """307.1: only during a main phase 'of their turn': P2 can't cast a sorcery in P1's main phase."""
    game = board(p2=DIVINATION)
    game.apply("pass")
    assert game.pending.player == 1
    assert not castable(game, "Divination")


def test_307_2_sorcery_resolves_then_goes_to_the_graveyard():
    """307.2: 'the actions stated in its rules text are followed. Then it's put into its owner's
    graveyard.'"""
    game = board({**DIVINATION, "library": ["Mountain", "Forest", "Swamp"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    assert sorted(zone_names(game, "hand")) == ["Forest", "Mountain"]
    assert zone_names(game, "graveyard") == ["Divination"]
    assert game.state.stack == ()


def test_307_5_only_as_a_sorcery_abilities_follow_sorcery_timing():
    """307.5 / 602.5d: 'Activate only as a sorcery' means the player must have priority, in their main
    phase, with an empty stack."""
    upkeep = board({"battlefield": ["Test Sorcery Engine"]}, step="upkeep")
    engine = upkeep.find("Test Sorcery Engine")
    assert f"activate {engine} 1" not in [str(a) for a in upkeep.legal_actions()]
    main = board({"battlefield": ["Test Sorcery Engine"]})
    engine = main.find("Test Sorcery Engine")
    assert f"activate {engine} 1" in [str(a) for a in main.legal_actions()]
