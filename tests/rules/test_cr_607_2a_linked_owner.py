"""607.2a: 'the exiled card' in a linked ability is the object the first ability exiled; 'the exiled card's owner'
are the players who own those objects, and 'the mana value of the exiled card' is their total (Skyclave
Apparition). 111.2: the player who creates a token is its owner and controller; an X/X token's X is counted
as it is created (608.2h)."""

from __future__ import annotations

import dataclasses

from lithoform.carddb import get_card
from lithoform.cards.tree import CreateTokenFor, LinkedManaValue
from lithoform.compiler import compile_face
from lithoform.mechanics.linked_owner.nodes import LinkedOwners


def _compile(text: str):
    face = dataclasses.replace(get_card("Skyclave Apparition").faces[0], text=text)
    return compile_face(face, "Skyclave Apparition")


def test_607_2a_the_exiled_cards_owner_creates_a_token_of_the_exiled_cards_mana_value() -> None:
    c = _compile("When Skyclave Apparition enters the battlefield, exile target creature an opponent controls.\n"
                 "When Skyclave Apparition leaves the battlefield, the exiled card's owner creates an X/X blue "
                 "Illusion creature token, where X is the mana value of the exiled card.")
    assert c.ok, c.unparsed
    effect = c.face.abilities[1].effect
    assert isinstance(effect, CreateTokenFor) and effect.who == LinkedOwners()
    assert effect.token.power == effect.token.toughness == LinkedManaValue()


def test_607_2a_the_exiled_card_on_a_card_that_exiles_none_is_refused() -> None:
    c = _compile("When Skyclave Apparition leaves the battlefield, the exiled card's owner creates an X/X blue "
                 "Illusion creature token, where X is the mana value of the exiled card.")
    assert not c.ok
