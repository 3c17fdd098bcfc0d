"""Lord of Atlantis, compiled from its Oracle text and played; the family of creature types whose plural is the
word itself ('Other Merfolk get +1/+1', 'Other Aetherborn you control get +1/+1').

Oracle text: Other Merfolk get +1/+1 and have islandwalk."""

from __future__ import annotations

from support import board, pt

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.rules.combat.steps import can_block

LORD = "Lord of Atlantis"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(LORD)).ok


def test_613_4c_other_merfolk_of_both_players_get_plus_one_and_islandwalk() -> None:
    """'Other Merfolk' names no controller: the opponent's Merfolk get the bonus too (613.4c, layer 7c); the Lord
    itself and a creature of another type don't."""
    game = board({"battlefield": [LORD, "Silvergill Adept", "Grizzly Bears"]},
                 {"battlefield": ["Cursecatcher"]})
    adept, lord = game.find("Silvergill Adept"), game.find(LORD)
    bears, catcher = game.find("Grizzly Bears"), game.find("Cursecatcher")
    assert pt(game, adept) == (3, 2) and "islandwalk" in game.chars(adept).keywords
    assert pt(game, catcher) == (2, 2) and "islandwalk" in game.chars(catcher).keywords
    assert pt(game, lord) == (2, 2) and "islandwalk" not in game.chars(lord).keywords
    assert pt(game, bears) == (2, 2) and "islandwalk" not in game.chars(bears).keywords


def test_702_14c_a_merfolk_cant_be_blocked_by_a_player_who_controls_an_island() -> None:
    """702.14c (landwalk): Silvergill Adept, with islandwalk from the Lord, can't be blocked while the defending
    player controls an Island; without an Island it can."""
    game = board({"battlefield": [LORD, "Silvergill Adept"]}, {"battlefield": ["Grizzly Bears", "Island"]},
                 step="beginning_of_combat")
    assert not can_block(game.state, game.find("Grizzly Bears"), game.find("Silvergill Adept"))
    game = board({"battlefield": [LORD, "Silvergill Adept"]}, {"battlefield": ["Grizzly Bears", "Forest"]},
                 step="beginning_of_combat")
    assert can_block(game.state, game.find("Grizzly Bears"), game.find("Silvergill Adept"))


def test_other_aetherborn_you_control_is_plural_too() -> None:
    """Midnight Entourage: 'Other Aetherborn you control get +1/+1.' (205.3m; the plural without an ending)."""
    game = board({"battlefield": ["Midnight Entourage", "Gifted Aetherborn"]})
    assert pt(game, game.find("Gifted Aetherborn")) == (3, 4)
    assert pt(game, game.find("Midnight Entourage")) == (3, 3)  # printed 3/3, not "other"
