"""611.3a: static abilities whose conditions read players, zones and the whole battlefield, checked
continuously: hands (402), libraries (401), graveyards (404), poison counters (122.1f), the most common color
among all permanents (105.1), counters on permanents (122.1) (mechanics/board_conditions,
mechanics/graveyard_counts)."""

from __future__ import annotations

import msgspec
from support import board, pt

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.rules.zones import remove_counters

CARDS = ("Guul Draz Specter", "Goham Djinn", "Isleback Spawn", "Roc Hatchling", "Tenacious Hunter",
         "Kumena's Speaker", "Gorilla Titan", "Bloodfire Enforcers", "Vengeful Firebrand", "Viridian Betrayers",
         "Swimmer in Nightmares", "Path of Bravery", "Blood Baron of Vizkopa")


def test_they_compile() -> None:
    for name in CARDS:
        assert compile_card(get_card(name)).ok, name


def test_402_guul_draz_specter_while_an_opponent_has_no_cards_in_hand() -> None:
    """'Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand.'"""
    game = board({"battlefield": ["Guul Draz Specter"]}, {"hand": ["Island"]})
    assert pt(game, game.find("Guul Draz Specter")) == (2, 2)
    game = board({"battlefield": ["Guul Draz Specter"], "hand": ["Island"]})
    assert pt(game, game.find("Guul Draz Specter")) == (5, 5)


def test_105_1_goham_djinn_when_black_is_the_most_common_color_or_tied() -> None:
    """'Goham Djinn gets -2/-2 as long as black is the most common color among all permanents or is tied for
    most common.' Itself black, with one green creature: tied, so 3/3; with two green creatures, 5/5."""
    game = board({"battlefield": ["Goham Djinn"]}, {"battlefield": ["Grizzly Bears"]})
    assert pt(game, game.find("Goham Djinn")) == (3, 3)
    game = board({"battlefield": ["Goham Djinn"]}, {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    assert pt(game, game.find("Goham Djinn")) == (5, 5)


def test_401_isleback_spawn_reads_every_library() -> None:
    """Ruling: "It doesn't matter which library has twenty or fewer cards in it, and you don't have to specify a
    library.\""""
    deep = [{"card": "Island", "count": 25}]
    game = board({"battlefield": ["Isleback Spawn"], "library": deep}, {"library": deep})
    assert pt(game, game.find("Isleback Spawn")) == (4, 8)
    game = board({"battlefield": ["Isleback Spawn"], "library": deep}, {"library": [{"card": "Island", "count": 20}]})
    assert pt(game, game.find("Isleback Spawn")) == (8, 16)


def test_122_1_roc_hatchling_with_and_without_shell_counters() -> None:
    """'As long as Roc Hatchling has no shell counters on it, it gets +3/+2 and has flying.'"""
    game = board({"battlefield": [{"card": "Roc Hatchling", "counters": {"shell": 1}}]})
    roc = game.find("Roc Hatchling")
    assert pt(game, roc) == (0, 1) and "flying" not in game.chars(roc).keywords
    remove_counters(game.state, roc, "shell", 1)  # its upkeep trigger's removal: read again (611.3a)
    assert pt(game, roc) == (3, 3) and "flying" in game.chars(roc).keywords


def test_122_1_tenacious_hunter_reads_any_players_creature() -> None:
    """Ruling: "A creature with a -1/-1 counter on it controlled by any player satisfies Tenacious Hunter's
    ability.\""""
    game = board({"battlefield": ["Tenacious Hunter"]}, {"battlefield": [{"card": "Hill Giant",
                                                                          "counters": {"-1/-1": 1}}]})
    assert {"vigilance", "deathtouch"} <= game.chars(game.find("Tenacious Hunter")).keywords
    game = board({"battlefield": ["Tenacious Hunter"]}, {"battlefield": ["Hill Giant"]})
    assert "deathtouch" not in game.chars(game.find("Tenacious Hunter")).keywords


def test_611_3a_kumenas_speaker_another_merfolk_or_an_island() -> None:
    """Ruling: "Kumena's Speaker gets only +1/+1 from its ability, no matter how many Merfolk and Islands you
    control.\""""
    game = board({"battlefield": ["Kumena's Speaker"]})
    assert pt(game, game.find("Kumena's Speaker")) == (1, 1)  # itself is no 'another Merfolk'
    game = board({"battlefield": ["Kumena's Speaker", "Island", "Island", "Merfolk of the Pearl Trident"]})
    assert pt(game, game.find("Kumena's Speaker")) == (2, 2)  # +1/+1 once
    game = board({"battlefield": ["Kumena's Speaker", "Merfolk of the Pearl Trident"]})
    assert pt(game, game.find("Kumena's Speaker")) == (2, 2)


def test_404_graveyard_conditions() -> None:
    """'Gorilla Titan gets +4/+4 as long as there are no cards in your graveyard.' 'Bloodfire Enforcers has first
    strike and trample as long as an instant card and a sorcery card are in your graveyard.'"""
    game = board({"battlefield": ["Gorilla Titan"]})
    assert pt(game, game.find("Gorilla Titan")) == (8, 8)
    game = board({"battlefield": ["Gorilla Titan"], "graveyard": ["Island"]})
    assert pt(game, game.find("Gorilla Titan")) == (4, 4)
    game = board({"battlefield": ["Bloodfire Enforcers"], "graveyard": ["Shock"]})
    assert "trample" not in game.chars(game.find("Bloodfire Enforcers")).keywords
    game = board({"battlefield": ["Bloodfire Enforcers"], "graveyard": ["Shock", "Divination"]})
    assert {"first strike", "trample"} <= game.chars(game.find("Bloodfire Enforcers")).keywords


def test_122_1f_viridian_betrayers_has_infect_once_an_opponent_is_poisoned() -> None:
    """Ruling: "A player is poisoned if that player has one or more poison counters.\""""
    game = board({"battlefield": ["Viridian Betrayers"]})
    betrayers = game.find("Viridian Betrayers")
    assert "infect" not in game.chars(betrayers).keywords
    game.state.set_player(msgspec.structs.replace(game.state.players[1], poison=1))
    assert "infect" in game.chars(betrayers).keywords


def test_611_3a_blood_baron_needs_both_conditions() -> None:
    """Blood Baron of Vizkopa: 'As long as you have 30 or more life and an opponent has 10 or less life, Blood
    Baron of Vizkopa gets +6/+6 and has flying.'"""
    game = board({"battlefield": ["Blood Baron of Vizkopa"]})
    baron = game.find("Blood Baron of Vizkopa")
    assert pt(game, baron) == (4, 4)
    game.state.set_player(msgspec.structs.replace(game.state.players[0], life=30))
    assert pt(game, baron) == (4, 4)  # only one of the two
    game.state.set_player(msgspec.structs.replace(game.state.players[1], life=10))
    assert pt(game, baron) == (10, 10) and "flying" in game.chars(baron).keywords
