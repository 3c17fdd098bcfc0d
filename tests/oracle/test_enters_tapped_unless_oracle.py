"""The compiler's reading of lands that enter tapped unless something is so (mechanics/lands, 614.1c,
614.12): the condition is any 'you control ...' condition of the grammar, not one template per cycle."""

from __future__ import annotations

import dataclasses

import pytest

from lithoform.carddb import get_card
from lithoform.cards.tree import (
    ControlsAtLeast,
    ControlsAtMost,
    EntersTappedUnless,
    EntersTappedUnlessPayLife,
)
from lithoform.compiler.compiler import compile_face


def _abilities(text: str) -> tuple:  # type: ignore[type-arg]
    base = get_card("Glacial Fortress").faces[0]
    result = compile_face(dataclasses.replace(base, name="Test Land", text=text))
    assert result.ok, result.unparsed
    assert result.face is not None
    return result.face.abilities


def _unless(text: str) -> EntersTappedUnless:
    (ability,) = [a for a in _abilities(text) if isinstance(a, EntersTappedUnless)]
    return ability


def test_a_land_type_or_another_is_one_condition_of_either_subtype() -> None:
    cond = _unless("Test Land enters the battlefield tapped unless you control a Swamp or a Mountain.").condition
    assert isinstance(cond, ControlsAtLeast) and cond.count == 1
    assert cond.filter.subtypes == ("Swamp", "Mountain")


def test_card_types_join_the_same_way() -> None:
    cond = _unless("Test Land enters the battlefield tapped unless you control an artifact or an enchantment."
                   ).condition
    assert isinstance(cond, ControlsAtLeast) and cond.filter.types == ("Artifact", "Enchantment")


@pytest.mark.parametrize(("words", "kind", "count"), [
    ("two or fewer other lands", ControlsAtMost, 2),
    ("two or more other lands", ControlsAtLeast, 2),
    ("two or more basic lands", ControlsAtLeast, 2),
    ("a legendary creature", ControlsAtLeast, 1),
    ("three or fewer creatures", ControlsAtMost, 3),
])
def test_counted_conditions(words: str, kind: type, count: int) -> None:
    cond = _unless(f"Test Land enters the battlefield tapped unless you control {words}.").condition
    assert isinstance(cond, kind) and cond.count == count


def test_the_shockland_sentence_pair_is_one_ability() -> None:
    abilities = _abilities("As Test Land enters the battlefield, you may pay 2 life. If you don't, it enters "
                           "the battlefield tapped.")
    assert abilities == (EntersTappedUnlessPayLife(2, text=abilities[0].text),)


def test_descriptions_differing_in_more_than_one_way_stay_unparsed() -> None:
    base = get_card("Glacial Fortress").faces[0]
    result = compile_face(dataclasses.replace(
        base, name="Test Land",
        text="Test Land enters the battlefield tapped unless you control a Swamp or a green creature."))
    assert not result.ok
