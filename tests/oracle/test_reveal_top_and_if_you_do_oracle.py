"""The compiler's reading of 'reveal the top card of your library' and the instructions after it (701.20a,
mechanics/reveal_top), and of 'If ..., you may X. If you do, Y.' (608.2c): general grammar, not templates."""

from __future__ import annotations

import dataclasses

from lithoform.carddb import get_card
from lithoform.cards.tree import (
    IfThen,
    LoseLife,
    MayThen,
    PutIntoGraveyard,
    RefMatches,
    ReturnToBattlefield,
    ReturnToHand,
    RevealedCard,
    RevealTopCard,
    Sequence,
)
from lithoform.compiler.compiler import compile_face


def _effect(text: str):
    base = get_card("Grizzly Bears").faces[0]
    result = compile_face(dataclasses.replace(base, name="Test Bear", text=text))
    assert result.ok, result.unparsed
    return result.face.abilities[-1].effect


def test_701_20a_if_its_a_kind_otherwise():
    effect = _effect("When Test Bear enters the battlefield, reveal the top card of your library. If it's an "
                     "artifact card, put it into your hand. Otherwise, put it into your graveyard.")
    assert isinstance(effect, Sequence) and effect.effects[0] == RevealTopCard()
    branch = effect.effects[1]
    assert isinstance(branch, IfThen) and branch.condition == RefMatches(RevealedCard(), branch.condition.filter)
    assert branch.then == ReturnToHand(RevealedCard()) and branch.otherwise == PutIntoGraveyard(RevealedCard())


def test_608_2c_if_you_do_after_a_conditional_offer():
    effect = _effect("When Test Bear enters the battlefield, reveal the top card of your library. If it's a "
                     "creature card, you may put it onto the battlefield. If you do, you lose 2 life.")
    branch = effect.effects[1]
    assert isinstance(branch, IfThen) and isinstance(branch.then, MayThen)
    assert branch.then.effect == ReturnToBattlefield(RevealedCard())
    assert branch.then.then == LoseLife(2, branch.then.then.who)


def test_a_delayed_instruction_about_the_revealed_card_is_refused():
    """603.7c: a delayed trigger would need its own name for the card; refused rather than dropped."""
    base = get_card("Grizzly Bears").faces[0]
    text = ("At the beginning of your upkeep, reveal the top card of your library. If it's a creature card, put "
            "it onto the battlefield. Sacrifice it at the beginning of the next end step.")
    assert not compile_face(dataclasses.replace(base, name="Test Bear", text=text)).ok
