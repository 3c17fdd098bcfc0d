"""603.2c: an ability that triggers on 'one or more' objects of an event triggers once for that event. With 'This
ability triggers only once each turn.' that is the same as triggering on the first such object each turn, which is
how these compile (discards 701.9a, permanents entering, sacrifices 701.21a, counters put 122.6); without the
limit they are refused, and 'it' can't name the group."""

from __future__ import annotations

import dataclasses

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.cards.tree import TriggersOnceEachTurn
from lithoform.compiler import compile_card, compile_face


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_603_2c_one_or_more_with_the_once_each_turn_limit_compiles_to_the_first_each_turn() -> None:
    for name, event in (("Dying to Serve", "discards"), ("Welcoming Vampire", "enters"),
                        ("Blood Hypnotist", "sacrifice"), ("Cloaked Cadet", "counters_put")):
        card = compile_card(get_card(name))
        assert card.ok, (name, card.unparsed)
        triggered = [a for f in card.card.faces for a in f.abilities if getattr(a, "trigger", None) is not None
                     and a.trigger.event == event]
        assert len(triggered) == 1, name
        assert triggered[0].condition == TriggersOnceEachTurn() and not triggered[0].trigger.batch, name


def test_603_2c_welcoming_vampire_reads_the_power_of_the_creatures_entering() -> None:
    (ability,) = [a for a in compile_card(get_card("Welcoming Vampire")).card.faces[0].abilities
                  if getattr(a, "trigger", None) is not None]
    f = ability.trigger.filter
    assert f.power_at_most == 2 and f.other and f.controller == "you" and "Creature" in f.types


def test_603_2c_one_or_more_without_the_limit_is_refused() -> None:
    c = _compile("Dying to Serve", "Whenever you discard one or more cards, create a tapped 2/2 black Zombie "
                                   "creature token.")
    assert not c.ok and "603.2c" in c.unparsed[0].reason


def test_603_2c_it_after_one_or_more_permanents_entering_is_refused() -> None:
    c = _compile("Welcoming Vampire", "Whenever one or more other creatures enter the battlefield under your "
                                      "control, put a +1/+1 counter on it. This ability triggers only once each turn.")
    assert not c.ok


def test_603_2c_dying_to_serve_two_cards_discarded_at_once_make_one_zombie() -> None:
    passes("""
        format: lithoform-scenario/1
        name: two cards discarded by one Mind Rot
        rules: [603.2c, 701.9a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Dying to Serve, {card: Swamp, count: 3}]
            hand: [Mind Rot, Island, Plains]
        script:
          - {P1: cast, card: Mind Rot, targets: [P1]}
          - resolve: all
        expect:
          - {zone: P1.battlefield, count: {Zombie Token: 1}}
          - {zone: P1.graveyard, contains: [Island, Plains, Mind Rot]}
    """)

