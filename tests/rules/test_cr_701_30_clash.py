"""CR 701.30: to clash, a player reveals the top card of their library, then may put it on the bottom
(701.30a); 'clash with an opponent' means you and an opponent each clash (701.30b); the cards are revealed
at the same time, the players decide in APNAP order (701.30c); a player wins if their card's mana value is
higher than every other card revealed (701.30d). Played with Adder-Staff Boggart ("When Adder-Staff Boggart
enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Adder-Staff Boggart.") and
Redeem the Lost (a spell that returns itself to its owner's hand if you win)."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, pt, use_compiled

from lithoform import Game

use_compiled("Adder-Staff Boggart", "Redeem the Lost")

BOGGART = "Adder-Staff Boggart"


def _clash(mine: list[str], theirs: list[str]) -> Game:
    game = board({"hand": [BOGGART], "battlefield": basics(Mountain=2), "library": mine}, {"library": theirs})
    cast(game, BOGGART)
    pass_both(game)  # the Boggart resolves
    pass_both(game)  # its trigger resolves: the clash
    return game


def _keep_both(game: Game) -> None:
    for _ in range(2):
        assert game.pending.kind == "may", game.pending
        game.apply("no")


def test_701_30d_a_higher_mana_value_wins() -> None:
    game = _clash(["Hill Giant", "Island"], ["Shock", "Island"])
    _keep_both(game)
    assert pt(game, game.find(BOGGART)) == (3, 2)
    assert [e.args["result"] for e in game.state.events() if e.kind == "clash"] == ["wins"]


def test_701_30d_a_tie_is_not_a_win() -> None:
    game = _clash(["Shock", "Island"], ["Lightning Bolt", "Island"])
    _keep_both(game)
    assert pt(game, game.find(BOGGART)) == (2, 1)


def test_701_30c_apnap_order_then_the_cards_move() -> None:
    """The active player answers first, then the opponent; a card put on the bottom leaves the top."""
    game = _clash(["Hill Giant", "Island"], ["Shock", "Forest"])
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("yes")
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("no")
    assert game.chars(game.zone("library", 0)[0]).name == "Island"
    assert game.chars(game.zone("library", 0)[-1]).name == "Hill Giant"
    assert game.chars(game.zone("library", 1)[0]).name == "Shock"
    assert pt(game, game.find(BOGGART)) == (3, 2)  # it won all the same: the card was revealed


def test_701_30d_against_an_empty_library_any_card_wins() -> None:
    game = board({"hand": [BOGGART], "battlefield": basics(Mountain=2), "library": ["Island"]},
                 {"library": []})
    cast(game, BOGGART)
    pass_both(game)
    pass_both(game)
    game.apply("no")
    assert pt(game, game.find(BOGGART)) == (3, 2)  # a land (mana value 0) beats nothing revealed


def test_701_30d_if_you_win_the_spell_returns_to_your_hand() -> None:
    game = board({"hand": ["Redeem the Lost"], "battlefield": [*basics(Plains=2), "Grizzly Bears"],
                  "library": ["Hill Giant"]}, {"library": ["Island"]})
    cast(game, "Redeem the Lost", game.find("Grizzly Bears"))
    pass_both(game)
    if game.pending.kind == "choose":  # the color for protection
        game.apply(f"choose {game.pending.options[0]}")
    _keep_both(game)
    assert names(game, "hand") == ["Redeem the Lost"]
    assert "Redeem the Lost" not in names(game, "graveyard")
