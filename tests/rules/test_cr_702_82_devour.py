"""CR 702.82a: "Devour is a static ability. 'Devour N' means 'As this object enters, you may sacrifice any
number of creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this
way.'" Played with Gorger Wurm (devour 1, a 5/5) and Predator Dragon (devour 2)."""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, counters, events, names, pass_both, use_compiled

use_compiled("Gorger Wurm", "Predator Dragon")


def _cast(card: str, fodder: list[str], lands: dict[str, int]):  # noqa: ANN202
    game = board({"hand": [card], "battlefield": [*basics(**lands), *fodder]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, card)
    pass_both(game)
    return game


def test_702_82a_the_chosen_creatures_are_sacrificed_and_it_gets_n_counters_each() -> None:
    game = _cast("Predator Dragon", ["Llanowar Elves", "Grizzly Bears"], {"Mountain": 6})
    q = game.state.question
    assert q is not None and q.player == 0 and q.min == 0 and len(q.options) == 2  # only P1's creatures
    game.apply("choose " + " ".join(str(o) for o in q.options))
    dragon = game.find("Predator Dragon")
    assert counters(game, dragon) == 4
    assert sorted(names(game, "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]
    assert events(game, "sacrifice") or events(game, "devour")


def test_702_82a_it_may_devour_none() -> None:
    game = _cast("Gorger Wurm", ["Llanowar Elves"], {"Mountain": 3, "Forest": 2})
    game.apply("choose")
    assert counters(game, game.find("Gorger Wurm")) == 0 and "Llanowar Elves" in battlefield_names(game, 0)


def test_702_82a_with_no_other_creature_nothing_is_asked() -> None:
    game = _cast("Gorger Wurm", [], {"Mountain": 3, "Forest": 2})
    assert game.pending.kind == "priority" and counters(game, game.find("Gorger Wurm")) == 0
