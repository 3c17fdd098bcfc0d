"""Merfolk Windrobber ({U} 1/1 flying): "Whenever Merfolk Windrobber deals combat damage to a player, that player
mills a card. / Sacrifice Merfolk Windrobber: Draw a card. Activate only if an opponent has eight or more cards
in their graveyard." Its ruling, quoted from the card database ('that player': 603.2, 510.3a)."""

from __future__ import annotations

from support import attack, board, pass_until, resolve_stack, use_compiled, zone_names

WINDROBBER = "Merfolk Windrobber"
use_compiled(WINDROBBER)


def _hit(graveyard: int):
    game = board({"battlefield": [WINDROBBER]},
                 {"library": ["Island"] * 5, "graveyard": ["Forest"] * graveyard})
    pass_until(game, "beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find(WINDROBBER))
    pass_until(game, "combat_damage")
    resolve_stack(game)
    return game


def test_that_player_is_the_player_dealt_combat_damage() -> None:
    """510.3a, 603.2: dealt combat damage, P2 mills a card (not the Windrobber's controller)."""
    game = _hit(0)
    assert zone_names(game, "graveyard", 1) == ["Island"]
    assert not game.zone("graveyard", 0)


def test_ruling_eight_or_more_cards_in_an_opponents_graveyard() -> None:
    """Ruling: "There are also no additional benefits no matter how many cards are in an opponent's graveyard,
    as long as there are at least eight." With seven cards before the hit, the mill makes eight: the
    sacrifice ability can then be activated (602.5b)."""
    game = _hit(7)
    assert len(game.zone("graveyard", 1)) == 8
    windrobber = game.find(WINDROBBER)
    assert any(a.kind == "activate" and a.args[0] == windrobber for a in game.legal_actions())
