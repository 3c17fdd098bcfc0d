"""CR 606.4: "The cost to activate a loyalty ability of a permanent is to put on or remove from that permanent a
certain number of loyalty counters, as shown by the loyalty symbol in the ability's cost." 107.3a: with [-X] in
the cost, "the controller of that spell or ability chooses and announces the value of X as part of ...
activating the ability"; 107.3k: that X is the ability's own. 606.6: "A loyalty ability with a negative loyalty
cost ... can't be activated unless the permanent has at least that many loyalty counters on it." Played with
Ugin, the Spirit Dragon ('[−X]: Exile each permanent with mana value X or less that's one or more colors.')."""

from __future__ import annotations

from support import battlefield_names, board, counters, names, pass_both, use_compiled

use_compiled("Ugin, the Spirit Dragon", "Forced March")

UGIN = "Ugin, the Spirit Dragon"


def _ugin(loyalty: int = 7):  # noqa: ANN202
    return board({"battlefield": [{"card": UGIN, "counters": {"loyalty": loyalty}}, "Memnite"]},
                 {"battlefield": ["Llanowar Elves", "Grizzly Bears", "Serra Angel", "Forest"]})


def test_107_3a_x_is_chosen_as_it_is_activated_and_that_many_counters_are_removed() -> None:
    game = _ugin()
    ugin = game.find(UGIN)
    game.apply(f"activate {ugin} 2")
    assert game.pending.kind == "x"
    game.apply("x 2")
    assert counters(game, ugin, "loyalty") == 5  # removed as the cost is paid (606.4)
    pass_both(game)
    # mana value 2 or less and one or more colors: the Elves and the Bears; not Memnite (colorless), the Angel
    # (5) or the Forest (a land is colorless)
    assert sorted(names(game, "exile", 1)) == ["Grizzly Bears", "Llanowar Elves"]
    assert sorted(battlefield_names(game, 1)) == ["Forest", "Serra Angel"]
    assert "Memnite" in battlefield_names(game, 0)


def test_606_6_x_can_be_no_more_than_its_loyalty() -> None:
    game = _ugin(loyalty=3)
    game.apply(f"activate {game.find(UGIN)} 2")
    xs = sorted(int(str(a).split()[1]) for a in game.legal_actions() if str(a).startswith("x "))
    assert xs == [0, 1, 2, 3]


def test_107_3a_x_0_removes_no_counter() -> None:
    game = _ugin()
    ugin = game.find(UGIN)
    game.apply(f"activate {ugin} 2")
    game.apply("x 0")
    pass_both(game)
    assert counters(game, ugin, "loyalty") == 7 and names(game, "exile", 1) == []


def test_107_3a_a_spells_x_in_a_filter_each_with_mana_value_x_or_less() -> None:
    """Forced March: 'Destroy all creatures with mana value X or less.' cast with X = 1."""
    game = board({"hand": ["Forced March"], "battlefield": [{"card": "Swamp", "count": 4}]},
                 {"battlefield": ["Llanowar Elves", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Forced March', zone='hand')}")
    game.apply("x 1")
    game.apply("autopay")
    pass_both(game)
    assert battlefield_names(game, 1) == ["Grizzly Bears"]
