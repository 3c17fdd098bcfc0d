"""Thassa's Oracle, compiled from its Oracle text: 'When Thassa's Oracle enters the battlefield, look at the top X
cards of your library, where X is your devotion to blue. Put up to one of them on top of your library and the rest on
the bottom of your library in a random order. If X is greater than or equal to the number of cards in your library,
you win the game.' (700.5 devotion; 608.2c the condition, checked after the cards are put back; 104.2b winning)."""

from __future__ import annotations

from support import P1, board, cast, use_compiled

from lithoform import Game

use_compiled("Thassa's Oracle")


def _oracle(library: list[str], battlefield: tuple[str, ...] = ()) -> Game:
    game = board({"hand": ["Thassa's Oracle"], "battlefield": ["Island", "Island", *battlefield],
                  "library": library},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    cast(game, "Thassa's Oracle")
    game.apply("pass")
    game.apply("pass")  # Thassa's Oracle resolves; its trigger goes on the stack
    return game


def _resolve_trigger(game: Game) -> None:
    game.apply("pass")
    game.apply("pass")
    while not game.state.game_over and game.pending.kind != "priority":  # the look's choices: the first offered
        game.apply(next(str(a) for a in game.legal_actions() if str(a) != "concede"))


def test_devotion_at_least_the_library_size_wins_the_game() -> None:
    """Its own {U}{U} count (700.5): devotion 2 and two cards in the library."""
    game = _oracle(["Island", "Island"])
    _resolve_trigger(game)
    assert game.state.game_over and game.state.winner == P1


def test_with_no_cards_in_the_library_you_win() -> None:
    """Ruling: "If your devotion to blue is zero at the time the triggered ability of Thassa’s Oracle resolves, you
    don’t look at or move any cards in your library. If you have no cards in your library, you win the game." """
    game = _oracle([])
    _resolve_trigger(game)
    assert game.state.game_over and game.state.winner == P1


def test_a_larger_library_doesnt_win() -> None:
    game = _oracle(["Island", "Island", "Island"])
    _resolve_trigger(game)
    assert not game.state.game_over
    assert len(game.state.zones["library:0"]) == 3  # the cards looked at are all put back (401.4)


def test_devotion_is_counted_as_the_ability_resolves() -> None:
    """Ruling: "If an activated ability or triggered ability has an effect that depends on your devotion to a color,
    you count the number of mana symbols of that color among the mana costs of permanents you control as the
    ability resolves. The permanent with that ability will be counted if it’s still on the battlefield at that
    time." Thassa's Oracle killed in response: devotion 0, below the library's 2 cards."""
    game = _oracle(["Island", "Island"])
    game.apply("pass")  # P2 gets priority with the trigger on the stack
    cast(game, "Lightning Bolt", game.find("Thassa's Oracle"))
    game.apply("pass")
    game.apply("pass")  # the Bolt resolves: the Oracle dies (704.5g)
    _resolve_trigger(game)
    assert not game.state.game_over


def test_other_permanents_mana_costs_count() -> None:
    """700.5: each {U} in the mana costs of permanents you control: the Oracle's two and Delver's one (3 >= 3)."""
    game = _oracle(["Island", "Island", "Island"], ("Delver of Secrets",))
    _resolve_trigger(game)
    assert game.state.game_over and game.state.winner == P1
