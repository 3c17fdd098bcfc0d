"""CR 205.3m (the creature types) and 702.73a (changeling: every creature type): 'each opponent loses X life,
where X is the greatest number of creatures you control that have a creature type in common' (Skemfar
Shadowsage) counts, for each creature type, the creatures that have it, and takes the greatest count; a
changeling counts toward every type; a noncreature permanent doesn't count."""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled

SHADOWSAGE = "Skemfar Shadowsage"
use_compiled(SHADOWSAGE)


def _drain(battlefield: list) -> int:  # type: ignore[type-arg]
    game = board({"hand": [SHADOWSAGE], "battlefield": [{"card": "Swamp", "count": 4}, *battlefield]})
    cast(game, SHADOWSAGE)
    pass_both(game)  # the Shadowsage (an Elf Cleric) resolves; its trigger asks for a mode
    game.apply("mode 1")
    pass_both(game)
    return 20 - life(game, 1)


def test_205_3m_the_greatest_count_of_one_type() -> None:
    assert _drain(["Llanowar Elves", "Elvish Warrior"]) == 3  # three Elves with the Shadowsage


def test_702_73a_a_changeling_counts_toward_every_type() -> None:
    assert _drain(["Llanowar Elves", "Changeling Outcast"]) == 3  # the Outcast is an Elf too


def test_205_3m_one_creature_alone() -> None:
    assert _drain(["Ornithopter"]) == 1  # an Elf Cleric, a Thopter: one of each
