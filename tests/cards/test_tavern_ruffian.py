"""Tavern Ruffian // Tavern Smasher, compiled from its Oracle text and played: daybound and nightbound
(702.145) and day and night (731).

Oracle text: Daybound // Nightbound. Tavern Ruffian is a 2/5 for {3}{R}; Tavern Smasher is 6/5."""

from __future__ import annotations

from support import board, lands, pass_both, pass_until, shock

from lithoform import Game
from lithoform.mechanics.double_faced.rules import transform

RUFFIAN = "Tavern Ruffian"
SMASHER = "Tavern Smasher"


def _game() -> Game:
    return board({"battlefield": [RUFFIAN, lands("Mountain", 4)], "hand": ["Shock", "Shock", RUFFIAN]},
                 {"battlefield": [lands("Mountain", 2)], "hand": ["Shock", "Shock"]})


def test_a_daybound_permanent_makes_it_day() -> None:
    """Ruling: 'Day and night are designations that the game itself can have. The game starts as neither.'
    702.145d: a player controls a permanent with daybound and it is neither: it becomes day."""
    game = _game()
    assert game.state.day_night == "day"
    assert game.chars(game.find(RUFFIAN, zone="battlefield")).name == RUFFIAN


def test_no_spells_in_a_turn_night_follows_and_it_transforms() -> None:
    """Ruling: 'If it is day, and the active player of the previous turn cast no spells during their turn,
    it becomes night.' 'Double-faced permanents with daybound transform to their nightbound faces as it
    becomes night.'"""
    game = _game()
    ruffian = game.find(RUFFIAN, zone="battlefield")
    pass_until(game, "upkeep", turn=4)
    assert game.state.day_night == "night"
    c = game.chars(ruffian)
    assert c.name == SMASHER and (c.power, c.toughness) == (6, 5) and c.mana_value == 4  # 712.8e


def test_a_spell_in_the_turn_keeps_it_day() -> None:
    game = _game()
    shock(game, 0, "P2")
    pass_until(game, "upkeep", turn=4)
    assert game.state.day_night == "day" and game.chars(game.find(RUFFIAN)).name == RUFFIAN


def test_two_spells_by_the_active_player_make_it_day_again() -> None:
    """Ruling: 'If it is night, and the active player of the previous turn cast two or more spells during
    their turn, it becomes day.' 702.145f: the nightbound permanent transforms."""
    game = _game()
    ruffian = game.find(RUFFIAN, zone="battlefield")
    pass_until(game, "main1", turn=4)
    assert game.state.day_night == "night"
    shock(game, 1, "P1")
    shock(game, 1, "P1")
    pass_until(game, "upkeep", turn=5)
    assert game.state.day_night == "day" and game.chars(ruffian).name == RUFFIAN


def test_two_spells_by_the_other_player_dont_count() -> None:
    """731.2b: only the previous turn's active player's spells count."""
    game = _game()
    pass_until(game, "main1", turn=4)
    game.apply("pass")  # P2 (active) passes priority to P1
    shock(game, 0, "P2")
    game.apply("pass")
    shock(game, 0, "P2")
    pass_until(game, "upkeep", turn=5)
    assert game.state.day_night == "night"


def test_cast_at_night_it_enters_with_its_nightbound_face_up() -> None:
    """Ruling: 'If you cast a spell with daybound during night, that spell will be front face up (that is,
    daybound face up) on the stack. However, it will enter the battlefield with its back face up.'"""
    game = _game()
    pass_until(game, "main1", turn=5)  # P1's turn again; night (P2 cast nothing in turn 4 either)
    assert game.state.day_night == "night"
    card = game.find(RUFFIAN, zone="hand")
    game.apply(f"cast {card}")
    game.apply("autopay")
    spell = game.state.stack[-1]
    assert game.chars(spell).name == RUFFIAN
    pass_both(game)
    entered = [o for o in game.state.battlefield if game.state.objects[o].card == RUFFIAN
               and game.state.objects[o].entered_from == "stack"]
    assert len(entered) == 1 and game.chars(entered[0]).name == SMASHER
    assert not any(e.kind == "transform" and e.args.get("obj") == entered[0] for e in game.state.events())


def test_it_cant_transform_except_by_daybound() -> None:
    """Ruling: 'Permanents with daybound and nightbound can't transform via any means other than their
    daybound and nightbound abilities.'"""
    game = _game()
    ruffian = game.find(RUFFIAN, zone="battlefield")
    assert not transform(game.state, ruffian)
    assert game.chars(ruffian).name == RUFFIAN
