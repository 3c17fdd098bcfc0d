"""CR 611.3a, 613.4c: sentences after an Aura's or Equipment's P/T change about the same creature: 'Equipped
creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in their graveyard.'
(Mind Carver), 'Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.' (Relic Axe), 'Equipped
creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red, it has
trample.' (Tenza, Godo's Maul). Layer 7c changes add up, so 'instead' is the first change plus the difference
while the condition holds."""

from __future__ import annotations

from support import board

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _equipped(equipment: str, creature: str, p2: dict | None = None) -> tuple:  # type: ignore[type-arg]
    game = board({"battlefield": [{"card": creature, "label": "c"}, {"card": equipment, "attached_to": "c"}]}, p2)
    c = game.chars(game.labels["c"])
    return (c.power, c.toughness), c


def test_611_3a_the_cards_compile() -> None:
    for name in ("Mind Carver", "Relic Axe", "Tenza, Godo's Maul", "Precipitous Drop"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_611_3a_mind_carver_gives_more_while_an_opponent_has_eight_cards_in_their_graveyard() -> None:
    """Ruling (Mind Carver, 2020-09-25): "There are also no additional benefits no matter how many cards are in an
    opponent's graveyard, as long as there are at least eight." """
    assert _equipped("Mind Carver", "Grizzly Bears")[0] == (3, 2)
    seven = {"graveyard": ["Island"] * 7}
    assert _equipped("Mind Carver", "Grizzly Bears", seven)[0] == (3, 2)
    assert _equipped("Mind Carver", "Grizzly Bears", {"graveyard": ["Island"] * 8})[0] == (5, 3)
    assert _equipped("Mind Carver", "Grizzly Bears", {"graveyard": ["Island"] * 12})[0] == (5, 3)


def test_611_3a_relic_axe_gives_a_warrior_plus_2_plus_1_instead() -> None:
    assert _equipped("Relic Axe", "Grizzly Bears")[0] == (3, 3)
    assert _equipped("Relic Axe", "Phantom Warrior")[0] == (4, 3)  # a 2/2 Illusion Warrior


def test_611_3a_tenza_adds_for_a_legendary_creature_and_grants_trample_to_a_red_one() -> None:
    pt, c = _equipped("Tenza, Godo's Maul", "Grizzly Bears")
    assert pt == (3, 3) and "trample" not in c.keywords
    pt, c = _equipped("Tenza, Godo's Maul", "Goblin Piker")  # a red 2/1
    assert pt == (3, 2) and "trample" in c.keywords
    pt, c = _equipped("Tenza, Godo's Maul", "Isamaru, Hound of Konda")  # a legendary white 2/2
    assert pt == (5, 5) and "trample" not in c.keywords
