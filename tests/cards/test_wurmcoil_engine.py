"""Wurmcoil Engine ({6} 6/6 deathtouch, lifelink): "When Wurmcoil Engine dies, create a 3/3 colorless Phyrexian
Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with
lifelink." (111.1; mechanics/token_pairs). Its ruling, quoted from the card database."""

from __future__ import annotations

from support import board, cast, controlled, resolve_stack, use_compiled

WURMCOIL = "Wurmcoil Engine"
use_compiled(WURMCOIL)


def test_ruling_the_two_tokens_enter_at_the_same_time() -> None:
    """Ruling (2011-01-01): "The two creature tokens enter the battlefield at the same time." One trigger
    resolving, one instruction: a deathtouch Wurm and a lifelink Wurm."""
    game = board({"battlefield": [{"card": WURMCOIL, "damage": 4}, "Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", game.find(WURMCOIL))
    resolve_stack(game)
    assert not controlled(game, WURMCOIL)
    wurms = controlled(game, "Phyrexian Wurm Token")
    assert len(wurms) == 2
    keywords = sorted(tuple(sorted(game.chars(w).keywords)) for w in wurms)
    assert keywords == [("deathtouch",), ("lifelink",)]
    assert all((game.chars(w).power, game.chars(w).toughness) == (3, 3) for w in wurms)
    assert all({"Artifact", "Creature"} <= game.chars(w).types and not game.chars(w).colors for w in wurms)
    made = [e for e in game.state.events() if e.kind == "token"]
    assert len(made) == 2
