"""CR 608.2c: a spell's condition is checked as it resolves; conditions on an object's power (208),
toughness or mana value (202.3), read from its last known information once it has left (608.2h)
(mechanics/numeric_conditions), and the trailing '[instruction] if [condition].'"""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import Filter, IfThen, RefMatches, Target
from lithoform.catalog.registry import get_def


def test_608_2c_if_its_power_is_2_means_exactly_2() -> None:
    (first, _fight) = get_def("Savage Swipe").faces[0].spell.effect.effects
    assert isinstance(first, IfThen)
    assert first.condition == RefMatches(Target(0), Filter(power_at_least=2, power_at_most=2))


def test_608_2c_mana_value_was_3_or_less() -> None:
    effect = get_def("Fading Hope").faces[0].spell.effect
    assert effect.effects[1].condition == RefMatches(Target(0), Filter(mana_value_at_most=3))


def _swipe(mine: str) -> tuple[int | None, bool]:
    """Savage Swipe: my creature against P2's Hill Giant (3/3): (my creature's power afterwards or None if
    it died, whether the Hill Giant died)."""
    game = board({"battlefield": ["Forest", mine], "hand": ["Savage Swipe"]}, {"battlefield": ["Hill Giant"]})
    mine_id, giant = game.find(mine), game.find("Hill Giant")
    cast(game, game.find("Savage Swipe"), mine_id, giant)
    pass_both(game)
    battlefield = game.zone("battlefield")
    return (game.chars(mine_id).power if mine_id in battlefield else None), giant not in battlefield


def test_608_2c_savage_swipe_pumps_a_power_2_creature_only() -> None:
    assert _swipe("Grizzly Bears") == (4, True)  # 4/4 after +2/+2: it kills the 3/3 and survives
    assert _swipe("Centaur Courser") == (None, True)  # power 3: no +2/+2; the two 3/3s kill each other


def test_608_2h_fading_hope_reads_the_returned_creatures_last_known_mana_value() -> None:
    for creature, scried in (("Grizzly Bears", True), ("Colossal Dreadmaw", False)):
        game = board({"battlefield": ["Island"], "hand": ["Fading Hope"]}, {"battlefield": [creature]})
        cast(game, game.find("Fading Hope"), game.find(creature))
        pass_both(game)
        assert (game.pending.kind == "choose" and "scry" in game.pending.prompt) == scried
        if scried:
            game.apply("choose")  # keep the card on top
        assert not game.zone("battlefield")[1:]  # returned: only P1's Island is left
