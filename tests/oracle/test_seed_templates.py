"""The seed cards' templates (oracle/seeds.py): Leyline Tyrant, Panharmonicon and Soul Foundry compile to
the trees of their hand-written definitions; a variant the engine can't play as written stays unparsed."""

from __future__ import annotations

import dataclasses

import pytest

from lithoform.carddb import get_card
from lithoform.cards.tree import (
    ActivatedAbility,
    CreateTokenCopy,
    DealDamage,
    ExileFromHand,
    Filter,
    Linked,
    LinkedManaValue,
    PayAnyAmount,
    TargetSpec,
    TriggeredAbility,
    XValue,
)
from lithoform.catalog.registry import get_def
from lithoform.compiler import compile_card
from lithoform.compiler.compiler import compile_face


@pytest.mark.parametrize("name", ["Leyline Tyrant", "Panharmonicon", "Soul Foundry"])
def test_compiled_tree_is_the_hand_written_one(name: str) -> None:
    result = compile_card(get_card(name))
    assert result.ok, [str(u) for u in result.unparsed]
    assert result.card == get_def(name)


def test_603_12_the_reflexive_ability_has_the_target_the_dies_ability_has_none() -> None:
    """Ruling: "Leyline Tyrant's last ability goes on the stack without a target. ... If you do, a second
    ability triggers and you pick one target to be dealt that much damage.\""""
    card = compile_card(get_card("Leyline Tyrant")).card
    assert card is not None
    dies = card.faces[0].abilities[-1]
    assert isinstance(dies, TriggeredAbility) and dies.targets == ()
    assert isinstance(dies.effect, PayAnyAmount) and dies.effect.mana_type == "R"
    reflexive = dies.effect.then
    assert reflexive.trigger.event == "reflexive" and reflexive.targets == (TargetSpec("any"),)
    assert reflexive.effect == DealDamage(XValue(), reflexive.effect.to)  # 'that much': the amount paid
    assert reflexive.text == "When you do, it deals that much damage to any target."


def test_607_2a_imprint_and_the_linked_copy_107_3c_x_is_defined_by_the_text() -> None:
    card = compile_card(get_card("Soul Foundry")).card
    assert card is not None
    imprint, copy = card.faces[0].abilities
    assert imprint.keyword == "Imprint"
    assert imprint.effect == ExileFromHand(imprint.effect.who, Filter(types=("Creature",)), reveal=False,
                                           optional=True)
    assert isinstance(copy, ActivatedAbility) and copy.effect == CreateTokenCopy(Linked())
    assert copy.cost.mana == "{X}" and copy.cost.tap and copy.cost.x_is == LinkedManaValue()


def _face(text: str, types: tuple[str, ...] = ("Artifact",)):  # type: ignore[no-untyped-def]
    base = get_card("Soul Foundry").faces[0]
    return dataclasses.replace(base, name="Seed Template Test", text=text, types=types, keywords=())


@pytest.mark.parametrize("text", [
    # X defined by the text, but the cost has no {X} / the ability is triggered (107.3c: only an {X} cost)
    "When Seed Template Test enters the battlefield, you may exile a creature card from your hand.\n"
    "{2}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.",
    "When Seed Template Test enters the battlefield, you may exile a creature card from your hand.\n"
    "At the beginning of your upkeep, create a token that's a copy of the exiled card. X is the mana value "
    "of that card.",
    # 'the exiled card' when no ability of the card exiles one
    "{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.",
    # paying any amount of generic or two-color mana
    "When Seed Template Test dies, you may pay any amount of {2}. When you do, it deals that much damage "
    "to any target.",
    # a reflexive ability after the resolving ability's own target
    "When Seed Template Test enters the battlefield, tap target creature. You may pay any amount of {R}. "
    "When you do, it deals that much damage to any target.",
    # keeping mana that isn't of one color
    "You don't lose unspent colorless mana as steps and phases end.",
    # an additional trigger for abilities of permanents other players control
    "If an artifact entering the battlefield causes a triggered ability of a permanent an opponent controls "
    "to trigger, that ability triggers an additional time.",
    # exiling several cards from the hand
    "When Seed Template Test enters the battlefield, you may exile two creature cards from your hand.",
])
def test_variants_the_engine_cant_play_as_written_stay_unparsed(text: str) -> None:
    result = compile_face(_face(text))
    assert not result.ok and result.unparsed
