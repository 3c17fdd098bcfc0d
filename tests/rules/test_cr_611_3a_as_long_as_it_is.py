"""611.3a: 'as long as it's a [kind]' / 'as long as it's [color]' in a static ability, read continuously as the
layers apply: of the attached object (Serra's Boon, 105.2), of each object of a group (Earth Surge), of the
source itself (Mistform Wall, 205.3); and 'as long as an opponent controls a nonbasic land' (Skyshroud Elite,
205.4a) (mechanics/conditional_statics, mechanics/board_conditions)."""

from __future__ import annotations

from support import activate, board, pt, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_they_compile() -> None:
    for name in ("Serra's Boon", "Phyrexian Boon", "Earth Surge", "Mistform Wall", "Skyshroud Elite", "Steel of the Godhead",
                 "Helm of the Ghastlord", "Scourge of the Nobilis"):
        assert compile_card(get_card(name)).ok, name


def test_611_3a_serras_boon_on_a_white_and_a_nonwhite_creature() -> None:
    """Serra's Boon: 'Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.'"""
    game = board({"battlefield": ["Savannah Lions", "Grizzly Bears",
                                  {"card": "Serra's Boon", "attached_to": "Savannah Lions"},
                                  {"card": "Serra's Boon", "attached_to": "Grizzly Bears"}]})
    assert pt(game, game.find("Savannah Lions")) == (3, 3)
    assert pt(game, game.find("Grizzly Bears")) == (0, 1)


def test_611_3a_earth_surge_boosts_only_land_creatures() -> None:
    """Earth Surge: 'Each land gets +2/+2 as long as it's a creature.' Ruling: "Earth Surge gives the bonus to
    each permanent that has both the “land” and “creature” types. It doesn't turn lands into creatures.\""""
    game = board({"battlefield": ["Earth Surge", "Dryad Arbor", "Forest", "Grizzly Bears"]})
    assert pt(game, game.find("Dryad Arbor")) == (3, 3)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)
    assert "Creature" not in game.chars(game.find("Forest")).types


def _choose(game: Game, label: str) -> None:
    for _ in range(20):
        p = game.pending
        if p.kind == "choose":
            game.apply(f"choose {p.options[list(p.labels).index(label)]}")
            return
        game.apply("pass")
    raise AssertionError(game.pending)


def test_611_3a_mistform_wall_loses_defender_when_it_stops_being_a_wall() -> None:
    """Mistform Wall: 'Mistform Wall has defender as long as it's a Wall. {1}: Mistform Wall becomes the
    creature type of your choice until end of turn.' As a Goblin it has no defender (layer 4 before 6)."""
    game = board({"battlefield": ["Mistform Wall", "Island"]})
    wall = game.find("Mistform Wall")
    assert "defender" in game.chars(wall).keywords
    activate(game, wall, 1)
    _choose(game, "Goblin")
    resolve_stack(game)
    assert game.chars(wall).subtypes == {"Goblin"}
    assert "defender" not in game.chars(wall).keywords


def test_205_4a_skyshroud_elite_counts_nonbasic_lands_of_an_opponent() -> None:
    """Skyshroud Elite: 'Skyshroud Elite gets +1/+2 as long as an opponent controls a nonbasic land.'"""
    game = board({"battlefield": ["Skyshroud Elite"]}, {"battlefield": ["Forest"]})
    assert pt(game, game.find("Skyshroud Elite")) == (1, 1)
    game = board({"battlefield": ["Skyshroud Elite", "Tundra"]}, {"battlefield": ["Forest", "Savannah"]})
    assert pt(game, game.find("Skyshroud Elite")) == (2, 3)


def test_611_3a_steel_of_the_godhead_on_a_blue_creature() -> None:
    """Steel of the Godhead: 'As long as enchanted creature is white, it gets +1/+1 and has lifelink. As long as
    enchanted creature is blue, it gets +1/+1 and can't be blocked.'"""
    game = board({"battlefield": ["Storm Crow", {"card": "Steel of the Godhead", "attached_to": "Storm Crow"}]})
    crow = game.find("Storm Crow")
    assert pt(game, crow) == (2, 3)
    assert "can't be blocked" in game.chars(crow).keywords and "lifelink" not in game.chars(crow).keywords


def test_611_3a_helm_of_the_ghastlord_on_a_red_creature_does_nothing() -> None:
    game = board({"battlefield": ["Raging Goblin", {"card": "Helm of the Ghastlord", "attached_to": "Raging Goblin"}]})
    assert pt(game, game.find("Raging Goblin")) == (1, 1)
    game = board({"battlefield": ["Storm Crow", {"card": "Helm of the Ghastlord", "attached_to": "Storm Crow"}]})
    assert pt(game, game.find("Storm Crow")) == (2, 3)
