"""Storm the Festival, compiled from its Oracle text and played.

Oracle text: Look at the top five cards of your library. You may put up to two permanent cards with mana value 5
or less from among them onto the battlefield. Put the rest on the bottom of your library in a random order. /
Flashback {7}{G}{G}{G}  (401.4, 608.2c, 702.34a; mechanics/library_look)"""

from __future__ import annotations

from support import board, cast, lands, pass_both, resolve_stack

from lithoform import Game

STORM = "Storm the Festival"
TOP = ["Craterhoof Behemoth", "Llanowar Elves", "Giant Growth", "Leatherback Baloth", "Thragtusk", "Island"]


def _storm(where: str = "hand", forests: int = 6) -> Game:
    p1 = {"battlefield": [lands("Forest", forests)], "library": TOP}
    p1["graveyard" if where == "graveyard" else "hand"] = [STORM]
    return board(p1)


def test_only_permanent_cards_with_mana_value_5_or_less_up_to_two() -> None:
    """'up to two permanent cards with mana value 5 or less': not the 8-mana Craterhoof, not the instant."""
    game = _storm()
    cast(game, STORM)
    pass_both(game)
    p = game.pending
    assert p.kind == "choose"
    names = {game.chars(o).name for o in p.options}
    assert names == {"Llanowar Elves", "Leatherback Baloth", "Thragtusk"}
    assert p.min == 0 and p.max == 2  # 'You may put up to two': none is a choice too


def test_the_rest_go_to_the_bottom() -> None:
    game = _storm()
    cast(game, STORM)
    pass_both(game)
    picked = [o for o in game.pending.options if game.chars(o).name in ("Llanowar Elves", "Thragtusk")]
    game.apply("choose " + " ".join(str(o) for o in picked))
    resolve_stack(game)
    bf = {game.chars(o).name for o in game.state.zones["battlefield"]}
    assert {"Llanowar Elves", "Thragtusk"} <= bf
    assert game.find(STORM, zone="graveyard")


def test_ruling_cast_with_flashback_it_is_exiled() -> None:
    """Ruling (2021-09-24): 'A spell cast using flashback will always be exiled afterward, whether it resolves,
    is countered, or leaves the stack in some other way.' (702.34a)"""
    game = _storm("graveyard", forests=10)
    game.apply(f"cast {game.find(STORM, zone='graveyard')} flashback")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    game.apply("choose")  # none of them
    resolve_stack(game)
    assert game.find(STORM, zone="exile")
