"""Veil of Summer: 'Draw a card if an opponent has cast a blue or black spell this turn. Spells you control can't
be countered this turn. You and permanents you control gain hexproof from blue and from black until end of
turn.' (601.2i, 701.6, 611.2a, 702.11c-d); Leyline of Sanctity's 'You have hexproof.' and True Believer's 'You
have shroud.' (702.11c, 702.18a). mechanics/opponent_cast, uncounterable, player_hexproof."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Veil of Summer", "Leyline of Sanctity", "True Believer")


def _targets_offered(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "target"]


def test_veil_draws_and_the_counterspell_doesnt_counter() -> None:
    """Rulings: 'A spell or ability that counters spells can still target your spells after Veil of Summer
    resolves. When that spell or ability resolves, your spell won't be countered.' P2's Counterspell is a blue
    spell cast this turn: Veil draws a card."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": ["Grizzly Bears", "Veil of Summer"],
                  "library": ["Island", "Island"]},
                 {"battlefield": [{"card": "Island", "count": 2}], "hand": ["Counterspell"]})
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Counterspell", bears)
    game.apply("pass")  # P2 passes priority to P1 (117.3c)
    cast(game, "Veil of Summer")
    hand = len(names(game, "hand"))
    pass_both(game)  # Veil resolves
    assert len(names(game, "hand")) == hand + 1
    pass_both(game)  # Counterspell resolves: the Bears can't be countered
    pass_both(game)  # the Bears resolve
    assert "Grizzly Bears" in names(game, "battlefield")
    assert "Counterspell" in names(game, "graveyard", 1)


def test_veil_draws_nothing_when_no_blue_or_black_spell_was_cast() -> None:
    game = board({"battlefield": ["Forest"], "hand": ["Veil of Summer"], "library": ["Island"]})
    cast(game, "Veil of Summer")
    pass_both(game)
    assert names(game, "hand") == []


def test_veil_gives_hexproof_from_black_to_you_and_your_permanents_not_from_red() -> None:
    """Doom Blade (black) has no legal target left, so it can't be cast (601.2c); Diabolic Edict (black) can't
    target P1; Shock (red) may still target the Bears and P1."""
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Veil of Summer"]},
                 {"battlefield": [{"card": "Swamp", "count": 2}, "Mountain"],
                  "hand": ["Doom Blade", "Shock", "Diabolic Edict"]})
    cast(game, "Veil of Summer")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply("pass")  # P1 passes: P2 has priority in P1's main phase
    assert game.pending.player == 1
    actions = [str(a) for a in game.legal_actions()]
    assert f"cast {game.find('Doom Blade', zone='hand')}" not in actions
    game.apply(f"cast {game.find('Diabolic Edict', zone='hand')}")  # 'target player': P1 has hexproof from black
    assert "target P1" not in _targets_offered(game) and "target P2" in _targets_offered(game)
    game.apply("cancel")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _targets_offered(game)
    assert f"target {bears}" in offered and "target P1" in offered


def test_leyline_of_sanctity_you_cant_be_targeted_by_opponents() -> None:
    game = board({"battlefield": ["Leyline of Sanctity"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _targets_offered(game)
    assert "target P1" not in offered and "target P2" in offered


def test_leyline_of_sanctity_its_controller_can_target_themselves() -> None:
    """702.11c: only spells and abilities the player's opponents control."""
    game = board({"battlefield": ["Leyline of Sanctity", "Mountain"], "hand": ["Shock"]})
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    assert "target P1" in _targets_offered(game)


def test_true_believer_shroud_no_one_can_target_you() -> None:
    """702.18a: 'This permanent or player can't be the target of spells or abilities' (its own controller's
    too)."""
    game = board({"battlefield": ["True Believer", "Mountain"], "hand": ["Shock"]})
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    offered = _targets_offered(game)
    assert "target P1" not in offered and "target P2" in offered
