"""CR 602: activating activated abilities. The ability is created on the stack as an object of its own
(602.2a), its targets and costs are handled as for a spell (602.2b), only its controller may activate it
(602.2), and restrictions apply (602.5a summoning sickness, 602.5d sorcery timing). Once activated it exists
independently of its source (113.7a)."""

from __future__ import annotations

import pytest
from support import actions, activate, board, cast, life, pass_both

from lithoform import IllegalActionError
from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    Cost,
    CounterObject,
    DealDamage,
    Static,
    Target,
    TargetSpec,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Hasty Pinger", (CardFace(
    "Test Hasty Pinger", ("Creature",), "{1}{R}", subtypes=("Goblin",), power="1", toughness="1",
    keywords=("Haste",), text="Haste\n{T}: Test Hasty Pinger deals 1 damage to any target.",
    abilities=(Static("Haste", text="Haste"),
               ActivatedAbility(Cost(tap=True), DealDamage(1, Target(0)), targets=(TargetSpec("any"),),
                                text="{T}: Test Hasty Pinger deals 1 damage to any target.")),
),)))


TEST_CARDS.append(CardDef("Test Spell Snare", (CardFace(
    "Test Spell Snare", ("Artifact",), "{2}", text="{T}: Counter target spell.",
    abilities=(ActivatedAbility(Cost(tap=True), CounterObject(Target(0)), targets=(TargetSpec("spell"),),
                                text="{T}: Counter target spell."),),
),)))


def test_602_2a_the_ability_is_a_new_object_on_the_stack():
    """602.2a: 'That ability is created on the stack as an object that's not a card. It becomes the topmost
    object on the stack ... Its controller is the player who activated the ability.' 113.7: its source is
    the object whose ability was activated."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    pyro = game.find("Prodigal Pyromancer")
    ability = activate(game, pyro, 1, "P2")
    item = game.state.objects[ability]
    assert game.state.stack[-1] == ability and ability != pyro
    assert item.kind == "activated"
    assert item.source == pyro
    assert item.controller == 0
    assert game.state.objects[pyro].zone == "battlefield"


def test_117_3c_the_activating_player_receives_priority_afterward():
    """117.3c: 'If a player has priority when they ... activate an ability ..., that player receives priority
    afterward.'"""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_602_2b_targets_are_chosen_as_the_ability_is_activated():
    """602.2b / 601.2c: the activating player announces the ability's targets before it is on the stack for
    good; 115.1c."""
    game = board({"battlefield": ["Prodigal Pyromancer"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    assert game.pending.kind == "target" and game.pending.player == 0
    assert set(game.pending.options) >= {bears, -1, -2}
    game.apply(f"target {bears}")
    ability = game.state.stack[-1]
    assert game.state.objects[ability].choices.targets == ((bears,),)


def test_602_2b_activation_cost_with_mana_is_paid_like_a_spell():
    """602.2b: 'An activated ability's analog to a spell's mana cost ... is its activation cost': Hornet
    Cannon asks for {3} after its announcement, and its mana abilities may be activated to pay it."""
    game = board({"battlefield": ["Hornet Cannon"] + ["Mountain"] * 3})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    assert game.pending.kind == "pay"
    game.apply("autopay")
    assert game.state.objects[game.state.stack[-1]].kind == "activated"
    assert all(game.state.objects[m].tapped for m in game.zone("battlefield", 0))


def test_602_2_only_the_controller_may_activate():
    """602.2: 'Only an object's controller ... can activate its activated ability'. P2 with priority can't
    activate P1's Prodigal Pyromancer."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    game.apply("pass")
    assert game.pending.player == 1
    pyro = game.find("Prodigal Pyromancer")
    assert f"activate {pyro} 1" not in actions(game)
    with pytest.raises(IllegalActionError):
        game.apply(f"activate {pyro} 1")


def test_117_1b_abilities_are_activated_at_instant_speed():
    """117.1b: 'A player may activate an activated ability any time they have priority' — in the upkeep, or
    in response to a spell."""
    game = board({"battlefield": ["Prodigal Pyromancer", "Mountain"], "hand": ["Lightning Bolt"]},
                 step="upkeep")
    pyro = game.find("Prodigal Pyromancer")
    assert f"activate {pyro} 1" in actions(game)
    cast(game, game.find("Lightning Bolt"), "P2")
    assert f"activate {pyro} 1" in actions(game)


def test_602_5a_summoning_sick_creature_cannot_use_a_tap_ability():
    """602.5a / 302.6: 'A creature's activated ability with the tap symbol ... can't be activated unless the
    creature has been under its controller's control since the start of their most recent turn.'"""
    game = board({"battlefield": [{"card": "Prodigal Pyromancer", "sick": True}]})
    assert f"activate {game.find('Prodigal Pyromancer')} 1" not in actions(game)


def test_602_5a_haste_ignores_summoning_sickness():
    """602.5a / 702.10c: 'Ignore this rule for creatures with haste'."""
    game = board({"battlefield": [{"card": "Test Hasty Pinger", "sick": True}]})
    assert f"activate {game.find('Test Hasty Pinger')} 1" in actions(game)


def test_602_5a_noncreature_tap_ability_is_not_summoning_sick():
    """602.5a / 302.6 apply to creatures only: a Hornet Cannon that just arrived may use its {T} ability."""
    game = board({"battlefield": [{"card": "Hornet Cannon", "sick": True}] + ["Mountain"] * 3})
    assert f"activate {game.find('Hornet Cannon')} 1" in actions(game)


def test_113_7a_ability_resolves_after_its_source_is_gone():
    """113.7a: 'Once activated ..., an ability exists on the stack independently of its source. Destruction
    or removal of the source after that time won't affect the ability.' The Pyromancer is Shocked in
    response; its ability still deals 1 damage."""
    game = board({"battlefield": ["Prodigal Pyromancer"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    pyro = game.find("Prodigal Pyromancer")
    activate(game, pyro, 1, "P2")
    game.apply("pass")
    cast(game, game.find("Shock"), pyro)
    pass_both(game)
    assert game.state.objects.get(pyro) is None
    assert game.chars(pyro).name == "Prodigal Pyromancer"
    pass_both(game)
    assert life(game, 1) == 19


def test_602_2_cancelled_activation_is_reversed():
    """602.2 / 733.1: if the activation is abandoned, 'the game returns to the moment before that ability
    started to be activated' — nothing is tapped and the saved game is unchanged."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    before = game.to_json()
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply("cancel")
    assert game.to_json() == before


def test_602_2b_an_ability_without_a_legal_target_cannot_be_activated():
    """602.2b / 601.2c: an ability that requires a target can't be activated when there is none: 'Counter
    target spell' with an empty stack."""
    game = board({"battlefield": ["Test Spell Snare"]})
    assert f"activate {game.find('Test Spell Snare')} 1" not in actions(game)


def test_602_2b_an_ability_with_a_legal_target_can_be_activated():
    """602.2b / 601.2c: with a spell on the stack, 'Counter target spell' has a target, and the ability
    counters it (701.6a)."""
    game = board({"battlefield": ["Test Spell Snare", "Mountain"], "hand": ["Lightning Bolt"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    activate(game, game.find("Test Spell Snare"), 1, bolt)
    pass_both(game)
    assert life(game, 1) == 20
    assert [game.chars(i).name for i in game.zone("graveyard", 0)] == ["Lightning Bolt"]
