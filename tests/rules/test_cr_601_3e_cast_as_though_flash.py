"""CR 601.3e, 702.8a: an effect may let a player cast spells of a quality as though they had flash: any time
they could cast an instant. Played with the compiled Rattlechains ('You may cast Spirit spells as though they
had flash.') and Vedalken Orrery ('You may cast spells as though they had flash.')."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Rattlechains", "Vedalken Orrery")



def _casts(game) -> set[str]:
    return {game.chars(a.args[0]).name for a in game.legal_actions() if a.kind == "cast"}


def test_601_3e_spirit_spells_in_the_opponents_turn() -> None:
    """With Rattlechains, a Spirit creature card (Rattlechains' own kind) is castable in the opponent's turn;
    a non-Spirit creature (Grizzly Bears) isn't."""
    game = board({"hand": ["Grizzly Bears", "Selfless Spirit"],
                  "battlefield": ["Rattlechains", {"card": "Plains", "count": 3}]}, active="P2")
    game.apply("pass")
    assert game.pending.player == 0
    casts = _casts(game)
    assert "Selfless Spirit" in casts and "Grizzly Bears" not in casts


def test_702_8a_without_the_permanent_a_sorcery_timing() -> None:
    game = board({"hand": ["Selfless Spirit"], "battlefield": [{"card": "Plains", "count": 3}]}, active="P2")
    game.apply("pass")
    assert "Selfless Spirit" not in _casts(game)


def test_601_3e_every_spell_with_vedalken_orrery() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": ["Vedalken Orrery", {"card": "Forest", "count": 2}]},
                 active="P2")
    game.apply("pass")
    assert "Grizzly Bears" in _casts(game)


def test_702_8a_swift_reckoning_its_own_flash_with_spell_mastery() -> None:
    """Swift Reckoning: 'Spell mastery — If there are two or more instant and/or sorcery cards in your
    graveyard, you may cast Swift Reckoning as though it had flash.' Ruling: "The number of instant and/or
    sorcery cards in your graveyard matters only as you begin to cast Swift Reckoning." """
    use_compiled("Swift Reckoning")
    theirs = {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}
    game = board({"hand": ["Swift Reckoning"], "graveyard": ["Shock", "Ponder"],
                  "battlefield": [{"card": "Plains", "count": 2}]}, theirs, active="P2")
    game.apply("pass")
    assert game.pending.player == 0 and "Swift Reckoning" in _casts(game)
    game = board({"hand": ["Swift Reckoning"], "graveyard": ["Shock", "Grizzly Bears"],
                  "battlefield": [{"card": "Plains", "count": 2}]}, theirs, active="P2")
    game.apply("pass")
    assert "Swift Reckoning" not in _casts(game)


def test_702_8a_dragon_grip_flash_if_you_control_power_4() -> None:
    """Dragon Grip: 'If you control a creature with power 4 or greater, you may cast Dragon Grip as though
    it had flash.'"""
    use_compiled("Dragon Grip")
    game = board({"hand": ["Dragon Grip"], "battlefield": ["Craw Wurm", {"card": "Mountain", "count": 3}]},
                 active="P2")
    game.apply("pass")
    assert "Dragon Grip" in _casts(game)
    game = board({"hand": ["Dragon Grip"], "battlefield": ["Grizzly Bears", {"card": "Mountain", "count": 3}]},
                 active="P2")
    game.apply("pass")
    assert "Dragon Grip" not in _casts(game)


def test_601_2f_ghitu_fire_as_though_it_had_flash_for_2_more() -> None:
    """Ghitu Fire: 'You may cast Ghitu Fire as though it had flash if you pay {2} more to cast it.' Ruling:
    "The extra 2 mana to cast it as an instant does not count as part of the mana cost." In the opponent's
    turn, X=1 costs {1}{R} plus {2}: three Mountains can't, four can; its mana value stays X+1."""
    use_compiled("Ghitu Fire")
    three = board({"hand": ["Ghitu Fire"], "battlefield": [{"card": "Mountain", "count": 2}]}, active="P2")
    three.apply("pass")
    assert "Ghitu Fire" not in _casts(three)
    game = board({"hand": ["Ghitu Fire"], "battlefield": [{"card": "Mountain", "count": 4}]}, active="P2")
    game.apply("pass")
    fire = game.find("Ghitu Fire")
    assert f"cast {fire} flash" in {str(a) for a in game.legal_actions()}
    game.apply(f"cast {fire} flash")
    game.apply("x 1")
    game.apply("target P2")
    assert game.pending.kind == "pay" and "{3}{R}" in game.pending.prompt
    game.apply("autopay")
    assert game.chars(game.state.stack[-1]).mana_value == 2
    while game.state.stack:
        game.apply("pass")
    assert game.state.players[1].life == 19


def test_601_3e_in_your_main_phase_the_mana_cost_only() -> None:
    """At sorcery timing Ghitu Fire is cast as usual (the permission that costs {2} more isn't offered)."""
    use_compiled("Ghitu Fire")
    game = board({"hand": ["Ghitu Fire"], "battlefield": [{"card": "Mountain", "count": 2}]})
    fire = game.find("Ghitu Fire")
    actions = {str(a) for a in game.legal_actions()}
    assert f"cast {fire}" in actions and f"cast {fire} flash" not in actions
