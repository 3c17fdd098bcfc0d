"""The hand-written starter definitions match the real cards in the packaged card database: Oracle text,
mana cost, types, power and toughness. And each activated ability is marked a mana ability exactly when
CR 605.1a says it is one."""

from __future__ import annotations

import pytest

from lithoform.carddb import get_card
from lithoform.cards.tree import ActivatedAbility, AddMana, Sequence
from lithoform.catalog.registry import get_def, hand_written_cards

STARTER = hand_written_cards()


@pytest.mark.parametrize("name", STARTER)
def test_definition_has_the_cards_real_oracle_text_and_characteristics(name: str) -> None:
    record = get_card(name).faces[0]
    face = get_def(name).faces[0]
    assert face.text == record.text
    assert face.mana_cost == record.mana_cost
    assert set(face.types) == set(record.types)
    assert set(face.subtypes) == set(record.subtypes)
    assert set(face.supertypes) == set(record.supertypes)
    assert face.power == record.power
    assert face.toughness == record.toughness


def _adds_mana(effect: object) -> bool:
    if isinstance(effect, AddMana):
        return True
    return isinstance(effect, Sequence) and any(_adds_mana(e) for e in effect.effects)


@pytest.mark.parametrize("name", STARTER)
def test_cr_605_1a_mana_abilities_are_exactly_those_that_add_mana_without_targets(name: str) -> None:
    """605.1a: an activated ability is a mana ability if it could add mana to a player's mana pool when it
    resolves, doesn't require a target, and isn't a loyalty ability."""
    for ability in get_def(name).faces[0].abilities:
        if isinstance(ability, ActivatedAbility):
            expected = _adds_mana(ability.effect) and not ability.targets
            assert ability.mana == expected, ability.text


def test_starter_pool_is_the_one_the_core_issue_names() -> None:
    wanted = {
        "Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears", "Serra Angel", "Llanowar Elves",
        "Lightning Bolt", "Shock", "Counterspell", "Giant Growth", "Divination", "Mind Rot", "Duress",
        "Prodigal Pyromancer", "Elvish Visionary", "Monastery Swiftspear", "Burst Lightning", "Fireball",
        "Hornet Cannon", "Triskelion", "Blasting Station", "Bosh, Iron Golem", "Ketria Crystal", "Ashnod's Altar",
    }
    assert wanted <= set(STARTER)
