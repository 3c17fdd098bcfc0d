"""Voting for objects (701.38a-b; mechanics/voting): "Will of the council — Starting with you, each player votes
for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes."
(Council's Judgment), compiled from the Oracle text."""

from __future__ import annotations

from support import board, cast, events, names

from lithoform import Game

BEAR, OX = "Grizzly Bears", "Bond Beetle"


def _judgment(p2_battlefield: list[str]) -> Game:
    game = board({"battlefield": ["Plains"] * 3 + ["Runeclaw Bear"], "hand": ["Council's Judgment"]},
                 {"battlefield": p2_battlefield})
    cast(game, "Council's Judgment")
    for _ in range(10):
        if game.pending.kind == "choose":
            return game
        game.apply("pass")
    raise AssertionError("no vote asked")


def _vote_for(game: Game, name: str) -> None:
    q = game.pending
    game.apply(f"choose {next(o for o in q.options if game.chars(o).name == name)}")


def test_cr_701_38a_votes_in_turn_order_for_the_described_permanents() -> None:
    """701.38a: starting with the specified player, in turn order. Rulings: "Each player must vote for one of
    the candidate permanents. They can't abstain." "None of the candidate permanents are targeted." """
    game = _judgment([BEAR, OX, "Forest"])
    q = game.pending
    assert q.player == 0 and q.min == q.max == 1
    assert sorted(game.chars(o).name for o in q.options) == [OX, BEAR]  # nonland, not the caster's
    _vote_for(game, BEAR)
    assert game.pending.player == 1
    _vote_for(game, BEAR)
    assert names(game, "exile", 1) == [BEAR]
    assert BEAR not in names(game, "battlefield", 1) and OX in names(game, "battlefield", 1)
    assert [e.args["choice"] for e in events(game, "vote")] == [BEAR, BEAR]


def test_cr_701_38_tied_for_most_votes_exiles_each() -> None:
    """'Exile each permanent with the most votes or tied for most votes.'"""
    game = _judgment([BEAR, OX])
    _vote_for(game, BEAR)
    _vote_for(game, OX)
    assert sorted(names(game, "exile", 1)) == [OX, BEAR]


def test_no_candidates_no_votes() -> None:
    """Ruling: "In the unusual case that no permanents have any votes, nothing is exiled." """
    game = board({"battlefield": ["Plains"] * 3, "hand": ["Council's Judgment"]}, {"battlefield": ["Forest"]})
    cast(game, "Council's Judgment")
    game.apply("pass")
    game.apply("pass")
    assert names(game, "graveyard", 0) == ["Council's Judgment"]
    assert "Forest" in names(game, "battlefield", 1) and not names(game, "exile", 1)
