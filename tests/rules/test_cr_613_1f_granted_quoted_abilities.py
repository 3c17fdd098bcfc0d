"""CR 113.1a and 613.1f: a static ability can grant an object an ability written in quotation marks (layer
6). 'All Slivers have "..."' grants it to every Sliver on the battlefield, whoever controls it; 'Creatures you
control have "..."' to the controller's creatures, determined continuously (611.3a); 'this permanent' in the
quote is the object that has the ability."""

from __future__ import annotations

from support import board, can_activate

from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, TriggeredAbility
from lithoform.rules.continuous.characteristics import chars

TEST_CARDS: list[CardDef] = [CardDef("Test Sliver", (CardFace(
    "Test Sliver", ("Creature",), "{G}", subtypes=("Sliver",), power=1, toughness=1),))]


def _activated(game, oid: int) -> list[ActivatedAbility]:
    return [a for a in chars(game.state, oid).abilities if isinstance(a, ActivatedAbility)]


def test_613_1f_all_slivers_have_the_quoted_ability_whoever_controls_them():
    """Basal Sliver: 'All Slivers have "Sacrifice this permanent: Add {B}{B}."' (an opponent's Sliver too;
    a creature that isn't a Sliver doesn't)."""
    game = board({"battlefield": ["Basal Sliver", "Grizzly Bears"]}, {"battlefield": ["Test Sliver"]})
    assert len(_activated(game, game.find("Basal Sliver"))) == 1
    assert len(_activated(game, game.find("Test Sliver"))) == 1
    assert _activated(game, game.find("Grizzly Bears")) == []


def test_613_1f_this_permanent_in_the_granted_ability_is_the_object_that_has_it():
    """Basal Sliver's granted ability sacrifices the Sliver that has it, and its mana goes to that Sliver's
    controller (605.3)."""
    game = board({"battlefield": ["Basal Sliver", "Test Sliver"]})
    sliver = game.find("Test Sliver")
    game.apply(f"activate {sliver} 1")
    assert [m.type for m in game.state.players[0].pool] == ["B", "B"], game.state.players[0].pool
    assert sliver not in game.zone("battlefield")
    assert game.find("Basal Sliver") in game.zone("battlefield")


def test_613_1f_creatures_you_control_have_a_mana_ability_and_a_new_creature_gets_it():
    """Cryptolith Rite: 'Creatures you control have "{T}: Add one mana of any color."' (611.3a: a creature
    that comes under your control later has it too; an opponent's creature doesn't)."""
    game = board({"battlefield": ["Cryptolith Rite", "Grizzly Bears"]}, {"battlefield": ["Llanowar Elves"]})
    assert len(_activated(game, game.find("Grizzly Bears"))) == 1
    assert len(_activated(game, game.find("Llanowar Elves"))) == 1  # only its own '{T}: Add {G}.'
    game = board({"battlefield": ["Cryptolith Rite", {"card": "Grizzly Bears", "sick": False}]})
    assert can_activate(game, game.find("Grizzly Bears"))


def test_613_1f_granted_ability_is_lost_when_the_source_leaves():
    """611.3a: without Basal Sliver on the battlefield, no Sliver has the ability."""
    game = board({"battlefield": ["Test Sliver"]}, {"battlefield": ["Grizzly Bears"]})
    assert _activated(game, game.find("Test Sliver")) == []


def test_613_1f_threshold_grants_a_quoted_ability_naming_the_card_itself():
    """Centaur Chieftain: 'Threshold — As long as seven or more cards are in your graveyard, Centaur Chieftain
    has "When Centaur Chieftain enters the battlefield, ..."': the card's name in the quote is the object
    that has the ability, the Chieftain itself (113.1a)."""
    game = board({"battlefield": ["Centaur Chieftain"], "graveyard": ["Forest"] * 7})
    assert any(isinstance(a, TriggeredAbility) for a in chars(game.state, game.find("Centaur Chieftain")).abilities)
    game = board({"battlefield": ["Centaur Chieftain"], "graveyard": ["Forest"] * 6})
    assert not any(isinstance(a, TriggeredAbility)
                   for a in chars(game.state, game.find("Centaur Chieftain")).abilities)



def test_613_1f_equipped_creature_gets_ward_as_a_granted_triggered_ability():
    """Armguard Familiar: 'Equipped creature gets +2/+1 and has ward {2}.' (702.21a: ward is a triggered
    ability; granted in layer 6 with the P/T change in 7c)."""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Armguard Familiar", "attached_to": "Grizzly Bears"}]})
    bears = chars(game.state, game.find("Grizzly Bears"))
    assert (bears.power, bears.toughness) == (4, 3)
    assert any(isinstance(a, TriggeredAbility) for a in bears.abilities)
