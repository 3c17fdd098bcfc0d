"""Lukka, Coppercoat Outcast's '[−2]: Exile target creature you control, then reveal cards from the top of your
library until you reveal a creature card with higher mana value. Put that card onto the battlefield and the rest
on the bottom of your library in a random order.' (701.20a, 608.2c, 608.2h: the exiled creature's last known mana
value; mechanics/library_look). The card's +1 (a cast permission granted to cards in exile) is still refused, so
the ability is played on a test-only card with only this line (and its −7: mechanics/each_deals_damage)."""

from __future__ import annotations

from dataclasses import replace

from support import activate, board, events, life, registered, resolve_stack

from lithoform.carddb import get_card
from lithoform.cards.tree import CardDef, EachDealsDamage, EachOpponent
from lithoform.compiler import compile_card

LUKKA = "Lukka's One Ability (test)"

LINE = ("[−2]: Exile target creature you control, then reveal cards from the top of your library until you reveal a "
        "creature card with higher mana value. Put that card onto the battlefield and the rest on the bottom of your "
        "library in a random order.")


def test_701_20a_the_first_creature_card_with_higher_mana_value_enters() -> None:
    """Grizzly Bears (mana value 2) exiled: Savannah Lions (1) and a Forest are revealed and go to the bottom; Hill
    Giant (4) is put onto the battlefield."""
    with registered([lukka_line(LINE)]):
        game = board({"battlefield": [{"card": LUKKA, "counters": {"loyalty": 5}}, "Grizzly Bears"],
                      "library": ["Savannah Lions", "Forest", "Hill Giant", "Island", "Island"]})
        bears = game.find("Grizzly Bears")
        activate(game, LUKKA, 1, bears)
        resolve_stack(game)
        on_battlefield = [game.state.objects[o].card for o in game.state.battlefield]
        assert "Hill Giant" in on_battlefield and "Grizzly Bears" not in on_battlefield
        assert [game.state.objects[o].card for o in game.zone("exile")] == ["Grizzly Bears"]
        library = [game.state.objects[o].card for o in game.zone("library")]
        assert library[:2] == ["Island", "Island"] and sorted(library[2:]) == ["Forest", "Savannah Lions"]


def lukka_line(line: str) -> CardDef:
    """Lukka, Coppercoat Outcast with only one of its loyalty abilities, as a test-only card named LUKKA."""
    record = get_card("Lukka, Coppercoat Outcast")
    face = record.faces[0]
    assert line in face.text.split("\n")
    result = compile_card(replace(record, name=LUKKA, faces=(replace(face, name=LUKKA, text=line),)))
    assert result.ok and result.card is not None
    return result.card


def test_lukka_minus_seven_each_creature_you_control_deals_its_power_to_each_opponent() -> None:
    """Lukka, Coppercoat Outcast's '[−7]: Each creature you control deals damage equal to its power to each
    opponent.' (its +1 and −2 are still refused: a granted cast permission and a reveal until a card with higher
    mana value, so the card is compiled here with only this line). Each creature is a source: the lifelinked
    Nighthawk's 2 gain its controller 2 (702.15b)."""
    card = lukka_line("[−7]: Each creature you control deals damage equal to its power to each opponent.")
    (node,) = [a.effect for a in card.faces[0].abilities]
    assert isinstance(node, EachDealsDamage) and node.to == EachOpponent() and node.equal_to == "power"
    with registered([card]):
        game = board({"battlefield": [{"card": LUKKA, "counters": {"loyalty": 7}}, "Craw Wurm",
                                      "Vampire Nighthawk"]},
                     {"battlefield": ["Grizzly Bears"]})
        activate(game, LUKKA, 1)
        resolve_stack(game)
        assert life(game, 1) == 20 - 6 - 2 and life(game, 0) == 22
        assert sorted(e.args["card"] for e in events(game, "damage")) == ["Craw Wurm", "Vampire Nighthawk"]
