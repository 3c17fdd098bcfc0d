"""Winding Constrictor: 'If one or more counters would be put on an artifact or creature you control, that many plus
one of each of those kinds of counters are put on that permanent instead. / If you would get one or more counters,
you get that many plus one of each of those kinds of counters instead.' (614.1a, 122.6: counters a permanent enters
with too; 122.1: a player's poison and energy counters)."""

from __future__ import annotations

from support import board, cast, counters, lands, pass_both, resolve_stack

from lithoform.carddb import get_card
from lithoform.cards.tree import ExtraCounters
from lithoform.compiler import compile_card
from lithoform.mechanics.any_kind_counters.nodes import ExtraPlayerCounters

SNAKE = "Winding Constrictor"


def test_it_compiles_to_two_replacement_effects() -> None:
    compiled = compile_card(get_card(SNAKE))
    assert compiled.card is not None
    first, second = compiled.card.faces[0].abilities
    assert isinstance(first, ExtraCounters) and first.kind == "" and first.plus == 1
    assert set(first.affected.types) == {"Artifact", "Creature"} and first.affected.controller == "you"
    assert isinstance(second, ExtraPlayerCounters) and second.plus == 1


def test_a_plus_one_counter_on_a_creature_you_control_becomes_two() -> None:
    game = board({"battlefield": [SNAKE, "Grizzly Bears", "Forest"], "hand": ["Battlegrowth"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Battlegrowth", bears)
    pass_both(game)
    assert counters(game, bears) == 2


def test_any_kind_of_counter_a_minus_one_counter_becomes_two() -> None:
    """'counters' of any kind: a -1/-1 counter put on your creature is two (Grim Affliction's proliferate then
    adds one more of that kind, plus one again: ruling 'applies to each of those instructions')."""
    game = board({"battlefield": [SNAKE, "Hill Giant", lands("Swamp", 3)], "hand": ["Grim Affliction"]})
    giant = game.find("Hill Giant")
    cast(game, "Grim Affliction", giant)
    pass_both(game)
    if game.pending is not None and game.pending.kind == "choose":  # proliferate: choose nothing
        game.apply("choose")
    assert counters(game, giant, "-1/-1") == 2


def test_an_opponents_creature_gets_the_normal_number() -> None:
    game = board({"battlefield": [SNAKE, "Forest"], "hand": ["Battlegrowth"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears", player=1)
    cast(game, "Battlegrowth", bears)
    pass_both(game)
    assert counters(game, bears) == 1


def test_ruling_an_artifact_creature_enters_with_one_more() -> None:
    """Ruling: 'If an artifact or creature you control would enter the battlefield with a number of any kind of
    counters on it, it enters with that many plus one instead.'"""
    game = board({"battlefield": [SNAKE] + ["Forest"] * 4, "hand": ["Walking Ballista"]})
    cast(game, "Walking Ballista", x=2)
    pass_both(game)
    assert counters(game, game.find("Walking Ballista")) == 3


def test_ruling_two_constrictors_add_two() -> None:
    """Ruling: 'If you control two Winding Constrictors, the number of counters placed on the artifact or creature
    is the original number plus two.'"""
    game = board({"battlefield": [SNAKE, SNAKE, "Grizzly Bears", "Forest"], "hand": ["Battlegrowth"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Battlegrowth", bears)
    pass_both(game)
    if game.pending is not None and game.pending.kind == "choose":  # 616.1: the order of the two (both +1)
        game.apply("choose 0")
        if game.pending is not None and game.pending.kind == "choose":
            game.apply("choose 0")
    assert counters(game, bears) == 3


def test_a_planeswalker_isnt_an_artifact_or_creature() -> None:
    """'an artifact or creature you control': a planeswalker enters with its printed loyalty (306.5b)."""
    game = board({"battlefield": [SNAKE, lands("Mountain", 4)], "hand": ["Chandra, Torch of Defiance"]})
    cast(game, "Chandra, Torch of Defiance")
    pass_both(game)
    assert counters(game, game.find("Chandra, Torch of Defiance"), "loyalty") == 4


def test_you_get_one_more_energy() -> None:
    """'If you would get one or more counters, you get that many plus one': Live Fast's {E}{E} is three (122.1)."""
    game = board({"battlefield": [SNAKE, lands("Swamp", 3)], "hand": ["Live Fast"], "library": ["Island"] * 5})
    cast(game, "Live Fast")
    resolve_stack(game)
    assert game.state.player_counter(0, "energy") == 3


def test_an_opponent_gets_the_normal_energy() -> None:
    """'you': the Constrictor's controller; its opponent's {E}{E} stays two."""
    game = board({"battlefield": [lands("Swamp", 3)], "hand": ["Live Fast"], "library": ["Island"] * 5},
                 {"battlefield": [SNAKE]})
    cast(game, "Live Fast")
    resolve_stack(game)
    assert game.state.player_counter(0, "energy") == 2


def test_you_get_one_more_poison_counter_too() -> None:
    """Counters of every kind, poison included (122.1f): Hand of the Praetors' 'target player gets a poison counter'
    gives the Constrictor's controller two; it's the player's own replacement effect, wanted or not."""
    game = board({"battlefield": ["Hand of the Praetors", lands("Forest", 1)], "hand": ["Glistener Elf"]},
                 {"battlefield": [SNAKE]})
    cast(game, "Glistener Elf")
    game.apply("target P2")
    resolve_stack(game)
    assert game.state.players[1].poison == 2
