"""Conclave Mentor, compiled from its Oracle text, and its rulings in games.

Oracle text: If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
counters are put on that creature instead. / When Conclave Mentor dies, you gain life equal to its power."""

from __future__ import annotations

from support import board, cast, counters, life, pass_both

from lithoform.carddb import get_card
from lithoform.cards.tree import ExtraCounters
from lithoform.compiler import compile_card

MENTOR = "Conclave Mentor"


def test_it_compiles_to_a_counter_replacement_effect() -> None:
    compiled = compile_card(get_card(MENTOR))
    assert compiled.card is not None
    ability = compiled.card.faces[0].abilities[0]
    assert isinstance(ability, ExtraCounters) and ability.plus == 1 and ability.kind == "+1/+1"


def test_one_counter_becomes_two_on_a_creature_you_control() -> None:
    game = board({"battlefield": [MENTOR, "Grizzly Bears", "Forest"], "hand": ["Battlegrowth"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Battlegrowth"), bears)
    pass_both(game)
    assert counters(game, bears) == 2


def test_an_opponents_creature_gets_the_normal_number() -> None:
    """'a creature you control': the opponent's creature isn't affected."""
    game = board({"battlefield": [MENTOR, "Forest"], "hand": ["Battlegrowth"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears", player=1)
    cast(game, game.find("Battlegrowth"), bears)
    pass_both(game)
    assert counters(game, bears) == 1


def test_two_mentors_add_two() -> None:
    """Ruling: "If you control two Conclave Mentors, the number of +1/+1 counters put on a creature is two
    plus the original number." """
    game = board({"battlefield": [MENTOR, MENTOR, "Grizzly Bears"] + ["Forest"] * 4,
                  "hand": ["Dragonscale Boon"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Dragonscale Boon"), bears)
    pass_both(game)
    assert counters(game, bears) == 4


def test_the_creatures_controller_orders_two_replacement_effects() -> None:
    """Ruling: "If two or more effects attempt to modify how many counters would be put onto a creature you
    control, you choose the order to apply those effects, no matter who controls the sources of those
    effects." (616.1) With Corpsejack Menace (twice that many): plus one first gives (1+1)*2 = 4, doubling
    first gives 1*2+1 = 3."""
    for first, expected in ((MENTOR, 4), ("Corpsejack Menace", 3)):
        game = board({"battlefield": [MENTOR, "Corpsejack Menace", "Grizzly Bears", "Forest"],
                      "hand": ["Battlegrowth"]})
        bears = game.find("Grizzly Bears")
        cast(game, game.find("Battlegrowth"), bears)
        pass_both(game)
        question = game.state.question
        assert question is not None and question.player == 0 and "616.1" in question.prompt
        index = 0 if first == MENTOR else 1
        assert f"{index}: {first}" in question.prompt
        game.apply(f"choose {index}")
        assert counters(game, bears) == expected


def test_a_creature_entering_with_counters_gets_one_more() -> None:
    """Ruling: "If a creature you control would enter the battlefield with a number of +1/+1 counters on it,
    it enters with that many plus one instead." (122.6, 614.12)"""
    game = board({"battlefield": [MENTOR] + ["Forest"] * 4, "hand": ["Walking Ballista"]})
    cast(game, "Walking Ballista", x=2)
    pass_both(game)
    assert counters(game, game.find("Walking Ballista")) == 3


def test_dies_trigger_gains_life_equal_to_its_last_power() -> None:
    """Ruling: "Use Conclave Mentor's power as it last existed on the battlefield to determine how much life
    you gain." A Mentor with two +1/+1 counters (4/4) dies to damage: its controller gains 4."""
    game = board({"battlefield": [{"card": MENTOR, "counters": {"+1/+1": 2}}, "Mountain", "Mountain"],
                  "hand": ["Lightning Bolt", "Shock"]})
    mentor = game.find(MENTOR)
    cast(game, game.find("Lightning Bolt"), mentor)
    pass_both(game)
    cast(game, game.find("Shock"), mentor)
    pass_both(game)
    assert game.find(MENTOR, zone="graveyard")
    pass_both(game)  # the dies trigger
    assert life(game, 0) == 24
