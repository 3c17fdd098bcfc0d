"""400.7, 603.10a: 'Return all land cards from your graveyard to the battlefield' moves every matching card at the
same time, each becoming a new object; 406.2: 'Exile all cards from all graveyards' moves every card of every
graveyard to exile."""

from __future__ import annotations

import dataclasses

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.cards.tree import ReturnToBattlefield, ReturnToHand
from lithoform.compiler import compile_card, compile_face
from lithoform.mechanics.exile_instead_of_graveyard.nodes import ExileFromAllGraveyards
from lithoform.mechanics.exile_to_play.nodes import CardsInYourGraveyard


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_400_7_return_all_cards_from_your_graveyard_compiles_to_one_move() -> None:
    effect = compile_card(get_card("Splendid Reclamation")).card.faces[0].spell.effect
    assert isinstance(effect, ReturnToBattlefield) and effect.tapped
    assert isinstance(effect.what, CardsInYourGraveyard) and effect.what.filter.types == ("Land",)
    hand = _compile("Splendid Reclamation", "Return all creature cards from your graveyard to your hand.")
    assert hand.ok and isinstance(hand.face.spell.effect, ReturnToHand)


def test_400_7_it_after_returning_all_cards_is_refused() -> None:
    c = _compile("Splendid Reclamation", "Return all creature cards from your graveyard to the battlefield. "
                                         "Put a +1/+1 counter on it.")
    assert not c.ok


def test_406_2_exile_all_cards_from_all_graveyards() -> None:
    lantern = compile_card(get_card("Lantern of the Lost"))
    assert lantern.ok
    effect = lantern.card.faces[0].abilities[1].effect
    assert isinstance(effect.effects[0], ExileFromAllGraveyards)


def test_400_7_honor_the_fallen_counts_the_creature_cards_exiled_from_all_graveyards() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Honor the Fallen
        rules: [406.2, 608.2c]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Plains, count: 2}]
            hand: [Honor the Fallen]
            graveyard: [Grizzly Bears, Island]
          P2:
            graveyard: [Raging Goblin, Centaur Courser]
        script:
          - {P1: cast, card: Honor the Fallen}
          - resolve: all
        expect:
          - {life: {P1: 23}}
          - {zone: P1.graveyard, contains: [Island, Honor the Fallen]}
          - {zone: P2.exile, contains: [Raging Goblin, Centaur Courser]}
    """)
