"""Entreat the Angels ({X}{X}{W}{W}{W} sorcery): 'Create X 4/4 white Angel creature tokens with flying. / Miracle
{X}{W}{W}' (702.94a: a miracle cost with X, chosen as the card is cast during the trigger's resolution, 601.2b,
107.3, 608.2g)."""

from __future__ import annotations

from support import board, legal, pass_both, resolve_stack, use_compiled, zone_names

ENTREAT = "Entreat the Angels"

use_compiled(ENTREAT, "Think Twice")


def _miracle_cast(plains: int, hand: list[str] | None = None, **kw):
    """P1 draws Entreat the Angels as the turn's first draw, reveals it, and begins casting it for its miracle
    cost as the trigger resolves."""
    game = board({"library": [ENTREAT, "Plains"], "hand": hand or [],
                  "battlefield": [{"card": "Plains", "count": plains}]}, step="upkeep", **kw)
    game.apply("pass")
    game.apply("pass")  # the draw step: the first card drawn this turn
    game.apply("yes")  # reveal it (702.94a)
    pass_both(game)  # the miracle trigger resolves
    game.apply("yes")  # cast it for {X}{W}{W}
    return game


def _angels(game) -> list[int]:
    return [i for i in game.state.battlefield if game.chars(i).name == "Angel Token"
            or "Angel" in game.chars(i).subtypes]


def test_ruling_cast_for_its_miracle_cost_with_x() -> None:
    """Ruling (2017-03-14): "A mana cost of {X}{X} means that you pay twice X." Cast for its miracle cost
    {X}{W}{W}, X is paid once: with X = 2 the four Plains pay {2}{W}{W}, and two Angels are created."""
    game = _miracle_cast(4)
    assert game.pending.kind == "x"
    assert legal(game, "x 2") and not legal(game, "x 3")  # four Plains: {2}{W}{W} at most
    game.apply("x 2")
    assert game.pending.prompt == "pay {2}{W}{W}"
    game.apply("autopay")
    resolve_stack(game)
    angels = _angels(game)
    assert len(angels) == 2
    assert all(game.chars(a).power == 4 and "flying" in {k.lower() for k in game.chars(a).keywords}
               for a in angels)
    assert ENTREAT in zone_names(game, "graveyard")


def test_ruling_mana_value_from_its_mana_cost_even_for_the_miracle_cost() -> None:
    """Ruling (2017-03-14): "Entreat the Angels's converted mana cost is based on its mana cost of
    {X}{X}{W}{W}{W}, even if you're casting it for its miracle cost. For example, if you cast Entreat the Angels
    for its miracle cost and choose 4 for X, its converted mana cost is 11.\""""
    game = _miracle_cast(6)
    game.apply("x 4")
    game.apply("autopay")
    (spell,) = game.state.stack
    assert game.chars(spell).mana_value == 11


def test_ruling_timing_of_its_type_is_ignored_on_an_opponents_turn() -> None:
    """Ruling (2018-07-13): "You cast the card with miracle during the resolution of the triggered ability.
    Ignore any timing rules based on the card's type." and "You can reveal and cast a card with miracle on any
    turn, not just your own, if it's the first card you've drawn that turn." The sorcery is drawn with Think
    Twice in P2's turn and cast."""
    game = board({"library": [ENTREAT, "Plains"], "hand": ["Think Twice"],
                  "battlefield": [{"card": "Island", "count": 2}, {"card": "Plains", "count": 3}]}, active="P2")
    game.apply("pass", "P2")
    game.apply(f"cast {game.find('Think Twice')}", "P1")
    game.apply("autopay")
    pass_both(game)  # Think Twice resolves: P1's first draw of this turn
    game.apply("yes")
    pass_both(game)
    game.apply("yes")
    game.apply("x 1")
    game.apply("autopay")
    resolve_stack(game)
    assert len(_angels(game)) == 1
