"""Moon-Circuit Hacker, compiled from its Oracle text, and its rulings in games.

Oracle text: Ninjutsu {U} / Whenever Moon-Circuit Hacker deals combat damage to a player, you may draw a card.
If you do, discard a card unless Moon-Circuit Hacker entered the battlefield this turn."""

from __future__ import annotations

from support import attack, board, pass_both, use_compiled

use_compiled("Moon-Circuit Hacker")

HACKER = "Moon-Circuit Hacker"


def _to_damage(game) -> None:
    while game.pending.kind != "may":
        game.apply("pass")
    game.apply("yes")


def test_ruling_entered_this_turn_with_ninjutsu_no_discard() -> None:
    """Ruling: "The creature with ninjutsu enters the battlefield attacking the same player or planeswalker
    that the returned creature was attacking." It entered this turn: the card is drawn and none discarded."""
    game = board({"hand": [HACKER, "Forest"], "battlefield": ["Grizzly Bears", "Island"]}, {},
                 step="beginning_of_combat")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    attack(game, bears)
    while game.state.step != "declare_blockers":
        game.apply("pass")
    game.apply(f"activate {game.find(HACKER, zone='hand')} 1")
    game.apply(f"return {bears}")
    game.apply("autopay")
    pass_both(game)
    _to_damage(game)
    assert len(game.zone("hand", 0)) == 3  # Forest, Bears and the card drawn
    assert not game.zone("graveyard", 0)


def test_already_there_it_draws_then_discards() -> None:
    game = board({"hand": ["Forest"], "battlefield": [HACKER]}, {}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find(HACKER))
    _to_damage(game)
    assert game.pending.kind == "choose"  # the discard
    game.apply(f"choose {game.find('Forest', zone='hand')}")
    assert game.find("Forest", zone="graveyard") and len(game.zone("hand", 0)) == 1
