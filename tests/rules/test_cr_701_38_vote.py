"""CR 701.38a: to vote, each player, starting with a specified player and proceeding in turn order, chooses one
of the choices; 701.38b: the choices can be words with no rules meaning, each connected to an effect. Played
with Tyrant's Choice (Will of the council: "Starting with you, each player votes for death or torture. If death
gets more votes, each opponent sacrifices a creature. If torture gets more votes or the vote is tied, each
opponent loses 4 life.") and Orchard Elemental (Council's dilemma: "... each player votes for sprout or
harvest. Put two +1/+1 counters on Orchard Elemental for each sprout vote. You gain 3 life for each harvest
vote.")."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, pt, use_compiled

from lithoform import Game

use_compiled("Tyrant's Choice", "Orchard Elemental")


def _vote(game: Game, player: int, word: str) -> None:
    p = game.pending
    assert p.kind == "choose" and p.player == player, p
    game.apply(f"choose {p.labels.index(word)}")


def _tyrants_choice() -> Game:
    game = board({"hand": ["Tyrant's Choice"], "battlefield": basics(Swamp=2)},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Tyrant's Choice")
    pass_both(game)
    return game


def test_701_38a_votes_in_turn_order_starting_with_you() -> None:
    game = _tyrants_choice()
    _vote(game, 0, "death")
    _vote(game, 1, "torture")
    votes = [(e.args["player"], e.args["choice"]) for e in game.state.events() if e.kind == "vote"]
    assert votes == [(0, "death"), (1, "torture")]


def test_701_38_a_tied_vote_gives_the_tied_option() -> None:
    """Ruling: 'The phrase "the vote is tied" refers only to when there is more than one choice that received
    the most votes.'"""
    game = _tyrants_choice()
    _vote(game, 0, "death")
    _vote(game, 1, "torture")
    assert game.state.players[1].life == 16
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_701_38_the_option_with_more_votes_happens() -> None:
    """Ruling: 'If death gets more votes, each opponent chooses and sacrifices a creature they control.'"""
    game = _tyrants_choice()
    _vote(game, 0, "death")
    _vote(game, 1, "death")
    assert "Grizzly Bears" not in names(game, "battlefield", 1)
    assert game.state.players[1].life == 20


def test_701_38_more_votes_for_the_or_tied_option() -> None:
    game = _tyrants_choice()
    _vote(game, 0, "torture")
    _vote(game, 1, "torture")
    assert game.state.players[1].life == 16
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_701_38_each_vote_adds_to_the_effect() -> None:
    """Orchard Elemental ruling: 'each vote made for a council's dilemma card adds to the ultimate effect.'"""
    game = board({"hand": ["Orchard Elemental"], "battlefield": basics(Forest=6)}, {})
    cast(game, "Orchard Elemental")
    pass_both(game)  # the creature resolves
    pass_both(game)  # its trigger resolves: the vote
    _vote(game, 0, "sprout")
    _vote(game, 1, "harvest")
    assert pt(game, game.find("Orchard Elemental")) == (4, 4)
    assert game.state.players[0].life == 23
