"""611.3a: a static ability's effect on the object it's attached to, 'as long as it's a Vampire' ('Otherwise, it gets
-2/-2'), applies to that object only while it is of that kind, read as the layers apply; 'as long as enchanted
permanent is a land, it has "{T}: Add two mana of any one color."' grants a land its mana ability (613.1f)."""

from __future__ import annotations

import dataclasses

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.compiler import compile_face


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_611_3a_as_long_as_its_a_kind_only_of_the_attached_object() -> None:
    c = _compile("Gift of Fangs", "Enchant creature\nCreatures you control get +1/+1 as long as it's a Vampire.")
    assert not c.ok


def test_611_3a_gift_of_fangs_on_a_creature_that_isnt_a_vampire() -> None:
    """Otherwise (not a Vampire): -2/-2, and not +2/+2."""
    passes("""
        format: lithoform-scenario/1
        name: Gift of Fangs on a non-Vampire
        rules: [611.3a, 613.1d, 613.4c]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Swamp, count: 2}, {card: Mountain, count: 2}, Centaur Courser]
            hand: [Gift of Fangs]
        script:
          - {P1: cast, card: Gift of Fangs, targets: [Centaur Courser]}
          - resolve: all
        expect:
          - {object: Centaur Courser, power: 1, toughness: 1}
    """)


def test_611_3a_natures_embrace_gives_an_enchanted_land_its_mana_ability() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Nature's Embrace on a land
        rules: [611.3a, 613.1f, 605.1a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 3}, {card: Plains, label: Land}]
            hand: [Nature's Embrace]
        script:
          - {P1: cast, card: Nature's Embrace, targets: [Land]}
          - resolve: all
        expect:
          - {object: Land, abilities: ["{T}: Add two mana of any one color."]}
    """)
