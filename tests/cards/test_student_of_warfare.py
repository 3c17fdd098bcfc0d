"""Student of Warfare — leveler rulings as games (711, 702.87).

Oracle text: Student of Warfare {W} Creature — Human Knight 1/1: "Level up {W} ({W}: Put a level counter on
this. Level up only as a sorcery.) / LEVEL 2-6 3/3 First strike / LEVEL 7+ 4/4 Double strike"
"""

from __future__ import annotations

from support import activate, board, cast, pass_both

STUDENT = "Student of Warfare"


def test_ruling_the_level_up_ability_is_always_there() -> None:
    """2010-06-15: 'The abilities a leveler grants to itself don't overwrite any other abilities it may have.
    In particular, they don't overwrite the creature's level up ability; it always has that.'"""
    game = board({"battlefield": [{"card": STUDENT, "counters": {"level": 7}}, "Plains"]})
    student = game.find(STUDENT)
    assert [a.keyword for a in game.chars(student).activated] == ["Level up"]
    activate(game, student, 1)
    pass_both(game)
    c = game.chars(student)
    assert dict(game.state.objects[student].counters)["level"] == 8 and (c.power, c.toughness) == (4, 4)


def test_ruling_a_copy_uses_its_own_level_counters() -> None:
    """2010-06-15: 'If another creature becomes a copy of a leveler, all of the leveler's printed abilities —
    including those represented by level symbols — are copied. The current characteristics of the leveler,
    and the number of level counters on it, are not. The abilities, power, and toughness of the copy will be
    determined based on how many level counters are on the copy.'"""
    game = board({"battlefield": [{"card": STUDENT, "counters": {"level": 7}}] + ["Island"] * 4,
                  "hand": ["Clone"]})
    cast(game, "Clone")
    pass_both(game)
    game.apply(f"choose {game.find(STUDENT)}")  # 707.5: Clone enters as a copy of Student of Warfare
    copy = [o for o in game.zone("battlefield", 0) if game.chars(o).name == STUDENT and o != game.find(STUDENT)]
    assert copy, game.pending
    c = game.chars(copy[0])
    assert (c.power, c.toughness) == (1, 1) and "double strike" not in c.keywords
    assert [a.keyword for a in c.activated] == ["Level up"]
