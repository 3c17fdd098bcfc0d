"""CR 500.7: extra turns are added directly after the specified turn, one at a time; the most recently
created turn is taken first."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import CardDef, CardFace, EachOpponent, Sequence, SpellAbility, TakeExtraTurns, You

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Gift of Time", (CardFace(
    "Test Gift of Time", ("Sorcery",), "{U}", text="Each opponent takes an extra turn after this one.",
    spell=SpellAbility(TakeExtraTurns(1, EachOpponent())),
),)))
TEST_CARDS.append(CardDef("Test Shared Time", (CardFace(
    "Test Shared Time", ("Sorcery",), "{U}",
    text="You take an extra turn after this one. Each opponent takes an extra turn after this one.",
    spell=SpellAbility(Sequence((TakeExtraTurns(1, You()), TakeExtraTurns(1, EachOpponent())))),
),)))


def _turn_owners(game, count: int) -> list[int]:
    """Who takes each of the next `count` turns (passing through them, declaring no attackers)."""
    owners = []
    turn = game.state.turn
    while len(owners) < count:
        p = game.pending
        if p.kind == "attackers":
            game.apply("done")
            continue
        game.apply("pass")
        if game.state.turn != turn:
            turn = game.state.turn
            owners.append(game.state.active)
    return owners


def test_an_opponents_extra_turn_comes_after_this_one_then_the_normal_order_resumes() -> None:
    """500.7: the extra turn is added directly after this turn; the turn after it is the one that would
    have followed this one (P2's normal turn)."""
    game = board({"battlefield": ["Island"], "hand": ["Test Gift of Time"]})
    cast(game, game.find("Test Gift of Time"))
    pass_both(game)
    assert game.state.extra_turns == (1,)
    assert _turn_owners(game, 3) == [1, 1, 0]


def test_the_most_recently_created_extra_turn_is_taken_first() -> None:
    """500.7: P1's extra turn is added, then P2's: P2's (the most recent) comes first."""
    game = board({"battlefield": ["Island"], "hand": ["Test Shared Time"]})
    cast(game, game.find("Test Shared Time"))
    pass_both(game)
    assert any(e.kind == "extra_turns" and "500.7" in e.rules for e in game.state.events())
    assert _turn_owners(game, 4) == [1, 0, 1, 0]


def test_extra_turns_survive_saving_and_loading() -> None:
    from lithoform.play.serialize import dumps, loads

    game = board({"battlefield": ["Island"], "hand": ["Test Gift of Time"]})
    cast(game, game.find("Test Gift of Time"))
    pass_both(game)
    assert loads(dumps(game.state)).extra_turns == (1,)
