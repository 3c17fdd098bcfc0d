"""Kruin Outlaw // Terror of Kruin Pass, compiled from its Oracle text and played: a werewolf that transforms
on the spells cast last turn (701.27a; 603.4: an intervening 'if' clause).

Oracle text: First strike / At the beginning of each upkeep, if no spells were cast last turn, transform Kruin
Outlaw. // Double strike / Werewolves you control have menace. / At the beginning of each upkeep, if a player
cast two or more spells last turn, transform Terror of Kruin Pass.
(Its rulings are about blocks and a pointer to the Shadows over Innistrad mechanics article.)"""

from __future__ import annotations

from support import board, lands, pass_both, pass_until, shock

from lithoform import Game

OUTLAW = "Kruin Outlaw"
TERROR = "Terror of Kruin Pass"


def _game() -> Game:
    return board({"battlefield": [OUTLAW, lands("Mountain", 2)], "hand": ["Shock", "Shock"]},
                 {"battlefield": [lands("Mountain", 2)], "hand": ["Shock", "Shock"]})


def test_no_spells_last_turn_it_transforms_at_the_next_upkeep() -> None:
    game = _game()
    outlaw = game.find(OUTLAW)
    pass_until(game, "upkeep", turn=4)
    pass_both(game)  # the upkeep trigger resolves
    c = game.chars(outlaw)
    assert c.name == TERROR and "double strike" in c.keywords and "first strike" not in c.keywords
    assert "menace" in c.keywords  # 'Werewolves you control have menace' (it is a Werewolf itself)
    assert c.mana_value == 3  # 712.8e: the front face's {1}{R}{R}


def test_a_spell_cast_last_turn_keeps_it_from_transforming() -> None:
    """603.4: the condition is checked as the upkeep begins: one spell last turn, no trigger."""
    game = _game()
    shock(game, 0, "P2")
    pass_until(game, "upkeep", turn=4)
    assert game.chars(game.find(OUTLAW)).name == OUTLAW
    assert not game.state.stack


def test_a_player_casting_two_spells_transforms_it_back() -> None:
    game = _game()
    outlaw = game.find(OUTLAW)
    pass_until(game, "upkeep", turn=4)
    pass_both(game)
    assert game.chars(outlaw).name == TERROR
    pass_until(game, "main1", turn=4)
    shock(game, 1, "P1")
    shock(game, 1, "P1")
    pass_until(game, "upkeep", turn=5)
    pass_both(game)
    assert game.chars(outlaw).name == OUTLAW


def test_one_spell_by_each_player_is_not_two_by_a_player() -> None:
    game = _game()
    outlaw = game.find(OUTLAW)
    pass_until(game, "upkeep", turn=4)
    pass_both(game)
    pass_until(game, "main1", turn=4)
    shock(game, 1, "P1")
    game.apply("pass")  # P2 passes priority to P1, who casts one spell in P2's turn
    spell = game.find("Shock", zone="hand", player=0)
    game.apply(f"cast {spell}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    pass_until(game, "upkeep", turn=5)
    assert not game.state.stack
    assert game.chars(outlaw).name == TERROR
