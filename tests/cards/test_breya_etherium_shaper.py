"""Breya, Etherium Shaper: every official ruling, checked in a game.

Oracle text: When Breya, Etherium Shaper enters the battlefield, create two 1/1 blue Thopter artifact
creature tokens with flying. / {2}, Sacrifice two artifacts: Choose one — • Breya deals 3 damage to target
player or planeswalker. • Target creature gets -4/-4 until end of turn. • You gain 5 life."""

from __future__ import annotations

from support import board, cast, controlled, lands, life, pass_both, pt

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.catalog.registry import get_def

BREYA = "Breya, Etherium Shaper"
WUBR = [lands("Plains", 2), lands("Island", 2), lands("Swamp", 2), lands("Mountain", 2)]


def _breya_in_play(p2: dict | None = None) -> Game:
    """Breya cast and resolved, with its enters trigger resolved: two Thopters."""
    game = board({"battlefield": WUBR, "hand": [BREYA]}, p2)
    cast(game, BREYA)
    pass_both(game)
    pass_both(game)
    assert len(controlled(game, "Thopter Token")) == 2
    return game


def test_banned_as_a_commander_in_duel_commander() -> None:
    """Ruling: "Breya, Etherium Shaper is banned as a commander in Duel Commander format, but it may be part
    of your deck."

    A format's ban list can't be shown by a two-player game without formats. What can be checked: Breya
    is a legendary artifact creature (what makes it a possible commander) with its Oracle text, and it
    can be part of a deck a game is started with."""
    game = Game.new([[BREYA, *["Plains"] * 39], ["Swamp"] * 40], seed=1)
    breya = game.find(BREYA)
    assert game.state.objects[breya].owner == 0 and game.state.objects[breya].zone in ("hand", "library")
    c = game.chars(breya)
    assert c.supertypes == {"Legendary"} and c.types == {"Artifact", "Creature"}
    assert get_def(BREYA).faces[0].text == get_card(BREYA).faces[0].text


def test_breya_can_be_one_of_the_two_artifacts_sacrificed() -> None:
    """Ruling: "Breya can be one of the two artifacts sacrificed to pay the cost of its last ability."
    """
    game = _breya_in_play()
    breya = game.find(BREYA)
    thopter = controlled(game, "Thopter Token")[0]
    game.apply(f"activate {breya} 1")
    game.apply("mode 3")
    assert game.pending.kind == "sacrifice" and breya in game.pending.options
    game.apply(f"sacrifice {breya}")
    game.apply(f"sacrifice {thopter}")
    game.apply("autopay")
    assert game.find(BREYA, zone="graveyard")
    pass_both(game)
    assert life(game, 0) == 25


def test_damage_mode_still_deals_3_after_breya_was_sacrificed() -> None:
    """The same ruling with the first mode: sacrificed to its own ability, Breya still deals the 3 damage
    (608.2h: its last known information is used)."""
    game = _breya_in_play()
    breya = game.find(BREYA)
    game.apply(f"activate {breya} 1")
    game.apply("mode 1")
    game.apply("target P2")
    game.apply(f"sacrifice {breya}")
    game.apply(f"sacrifice {controlled(game, 'Thopter Token')[0]}")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 17


def test_enters_creates_two_blue_flying_thopter_artifact_creature_tokens() -> None:
    """Oracle: "create two 1/1 blue Thopter artifact creature tokens with flying"."""
    game = _breya_in_play()
    for t in controlled(game, "Thopter Token"):
        c = game.chars(t)
        assert game.state.objects[t].token
        assert (c.power, c.toughness, c.colors, c.types, c.subtypes) == (
            1, 1, {"U"}, {"Artifact", "Creature"}, {"Thopter"})
        assert "flying" in c.keywords


def test_minus_four_mode_until_end_of_turn() -> None:
    """Oracle: "Target creature gets -4/-4 until end of turn.": Serra Angel dies (704.5f)."""
    game = _breya_in_play({"battlefield": ["Serra Angel"]})
    thopters = controlled(game, "Thopter Token")
    game.apply(f"activate {game.find(BREYA)} 1")
    game.apply("mode 2")
    game.apply(f"target {game.find('Serra Angel')}")
    for t in thopters:
        game.apply(f"sacrifice {t}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Serra Angel", zone="graveyard")
    assert pt(game, game.find(BREYA)) == (4, 4)
