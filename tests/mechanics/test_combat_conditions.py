"""Conditions of attack and block restrictions (mechanics/combat_conditions; 508.1c, 509.1b): read as attackers or
blockers are declared. 'Defending player' is the player attacked (506.2), 'attacking player' the active player
(506.3)."""

from __future__ import annotations

import msgspec
from support import actions, board, pass_both, use_compiled

use_compiled("Chained Throatseeker", "Goblin Goon", "Harbor Serpent", "Bloodcrazed Goblin", "Lupine Prototype",
             "Glacial Crasher", "Vantress Gargoyle", "Shauku, Endbringer")


def _can_attack(p1: dict, p2: dict, card: str, **kw) -> bool:
    game = board(p1, p2, step="beginning_of_combat", **kw)
    pass_both(game)
    if game.pending.kind != "attackers":  # 508.1: no creature could attack, no declaration is asked for
        return False
    return f"attack {game.find(card)} P2" in actions(game)


def test_cr_508_1c_defending_player_is_poisoned() -> None:
    """Chained Throatseeker: "can't attack unless defending player is poisoned" (122.1f)."""
    me = {"battlefield": ["Chained Throatseeker"]}
    assert not _can_attack(me, {}, "Chained Throatseeker")
    game = board(me, {}, step="beginning_of_combat")
    game.state.set_player(msgspec.structs.replace(game.state.players[1], poison=1))
    pass_both(game)
    assert f"attack {game.find('Chained Throatseeker')} P2" in actions(game)


def test_cr_508_1c_more_creatures_than_defending_player() -> None:
    """Goblin Goon: "can't attack unless you control more creatures than defending player" (506.2)."""
    assert not _can_attack({"battlefield": ["Goblin Goon"]}, {"battlefield": ["Grizzly Bears"]}, "Goblin Goon")
    assert _can_attack({"battlefield": ["Goblin Goon", "Grizzly Bears"]}, {"battlefield": ["Grizzly Bears"]},
                       "Goblin Goon")


def test_cr_508_1c_count_of_permanents_on_the_battlefield() -> None:
    """Harbor Serpent: "can't attack unless there are five or more Islands on the battlefield": any player's."""
    assert not _can_attack({"battlefield": ["Harbor Serpent", {"card": "Island", "count": 2}]},
                           {"battlefield": [{"card": "Island", "count": 2}]}, "Harbor Serpent")
    assert _can_attack({"battlefield": ["Harbor Serpent", {"card": "Island", "count": 2}]},
                       {"battlefield": [{"card": "Island", "count": 3}]}, "Harbor Serpent")


def test_cr_508_1c_there_is_a_mountain() -> None:
    """Glacial Crasher: "can't attack unless there is a Mountain on the battlefield"."""
    assert not _can_attack({"battlefield": ["Glacial Crasher"]}, {}, "Glacial Crasher")
    assert _can_attack({"battlefield": ["Glacial Crasher"]}, {"battlefield": ["Mountain"]}, "Glacial Crasher")


def test_cr_508_1c_another_creature_on_the_battlefield() -> None:
    """Shauku: "can't attack if there's another creature on the battlefield" (Shauku itself doesn't count)."""
    assert _can_attack({"battlefield": ["Shauku, Endbringer"]}, {}, "Shauku, Endbringer")
    assert not _can_attack({"battlefield": ["Shauku, Endbringer"]}, {"battlefield": ["Grizzly Bears"]},
                           "Shauku, Endbringer")


def test_cr_508_1c_defending_player_graveyard() -> None:
    """Vantress Gargoyle: "can't attack unless defending player has seven or more cards in their graveyard"."""
    assert not _can_attack({"battlefield": ["Vantress Gargoyle"]}, {"graveyard": ["Forest"] * 6}, "Vantress Gargoyle")
    assert _can_attack({"battlefield": ["Vantress Gargoyle"]}, {"graveyard": ["Forest"] * 7}, "Vantress Gargoyle")


def test_cr_508_1c_a_player_has_no_cards_in_hand() -> None:
    """Lupine Prototype: "can't attack or block unless a player has no cards in hand" (402)."""
    assert not _can_attack({"battlefield": ["Lupine Prototype"], "hand": ["Forest"]}, {"hand": ["Forest"]},
                           "Lupine Prototype")
    assert _can_attack({"battlefield": ["Lupine Prototype"], "hand": ["Forest"]}, {"hand": []}, "Lupine Prototype")


def test_cr_500_1_opponent_dealt_damage_this_turn() -> None:
    """Bloodcrazed Goblin: "can't attack unless an opponent has been dealt damage this turn" (120.1): none
    dealt yet, it can't attack."""
    assert not _can_attack({"battlefield": ["Bloodcrazed Goblin"]}, {}, "Bloodcrazed Goblin")


def test_509_1b_branded_brawlers_cant_block_while_its_controller_controls_an_untapped_land() -> None:
    """"Branded Brawlers can't block if you control an untapped land." (509.1b: checked as blockers are declared;
    'you' is the Brawlers' controller, the defending player)."""
    from support import blockers_of
    assert blockers_of(["Grizzly Bears"], ["Branded Brawlers", "Mountain"], "Grizzly Bears") == set()
    assert blockers_of(["Grizzly Bears"], ["Branded Brawlers"], "Grizzly Bears") == {"Branded Brawlers"}


def test_509_1b_nimble_trapfinder_is_blockable_until_a_party_creature_entered_this_turn() -> None:
    """"Nimble Trapfinder can't be blocked if you had another Cleric, Rogue, Warrior, or Wizard enter the battlefield
    under your control this turn." (611.3a): with none entered this turn, it can be blocked."""
    from support import blockers_of

    from lithoform.carddb import get_card
    from lithoform.compiler import compile_card
    assert compile_card(get_card("Nimble Trapfinder")).card is not None
    assert blockers_of(["Nimble Trapfinder"], ["Grizzly Bears"], "Nimble Trapfinder") == {"Grizzly Bears"}
