"""Firemind's Foresight: 'Search your library for an instant card with mana value 3, reveal it, and put it into your
hand. Then repeat this process for instant cards with mana values 2 and 1. Then shuffle.' (701.23a, 608.2c: the
process repeated for each value; 701.24a: one shuffle at the end; 202.3)."""

from __future__ import annotations

from support import board, cast, events, names, pass_both, use_compiled

from lithoform import Game

CARD = "Firemind's Foresight"
LIBRARY = ["Counterspell", "Lightning Bolt", "Dissolve", "Opt", "Grizzly Bears", "Island", "Brainstorm",
           "Stroke of Genius"]


def test_it_compiles() -> None:
    assert use_compiled(CARD)


def _resolving() -> Game:
    use_compiled(CARD)
    game = board({"hand": [CARD], "battlefield": [{"card": "Island", "count": 4}, {"card": "Mountain", "count": 3}],
                  "library": LIBRARY}, {})
    cast(game, CARD)
    pass_both(game)
    return game


def _offered(game: Game) -> list[str]:
    assert game.pending.kind == "choose", game.pending
    return sorted(game.state.objects[o].card for o in game.pending.options)


def test_three_searches_each_for_its_mana_value_then_one_shuffle() -> None:
    """608.2c: a search for an instant card with mana value 3, then 2, then 1 (Stroke of Genius's {X} counts as 0: Ruling
    (2012-10-01): 'If a card in your library has {X} in its mana cost, X is 0.'), the library shuffled once."""
    game = _resolving()
    assert _offered(game) == ["Dissolve", "Stroke of Genius"]  # {X}{2}{U}: mana value 3
    game.apply(f"choose {game.find('Dissolve', zone='library')}")
    assert _offered(game) == ["Counterspell"]
    game.apply(f"choose {game.pending.options[0]}")
    assert _offered(game) == ["Brainstorm", "Lightning Bolt", "Opt"]
    game.apply(f"choose {game.find('Brainstorm', zone='library')}")
    assert sorted(names(game, "hand")) == ["Brainstorm", "Counterspell", "Dissolve"]
    assert len(events(game, "shuffle")) == 1


def test_ruling_you_dont_have_to_find_any() -> None:
    """Ruling (2012-10-01): 'You don't have to find any instant cards in your library, even if they are there.'"""
    game = _resolving()
    for _ in range(3):
        game.apply("choose")
    assert names(game, "hand") == []
    assert game.find(CARD, zone="graveyard")
