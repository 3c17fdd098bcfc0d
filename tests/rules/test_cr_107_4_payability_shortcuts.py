"""CR 107.4b-c, 106.4, 601.2f-h: the quick answers the priority listing takes before the auto-payer's search
(issue 13) never change whether a spell can be cast: a colored symbol is paid only by mana of its color, so
a cost is unpayable when the pool and the sources together can't make enough of one color; a cost the same
sources already found unpayable settles a cast before its targets are looked for. Each test plays the
listing against a board where the answer flips with one land."""

from __future__ import annotations

from support import board, cast, castable, resolve_stack


def test_107_4b_two_blue_symbols_need_two_sources_of_blue():
    """Concentrate {2}{U}{U} with an Island and three Mountains: four mana, but one blue: not castable, while
    Divination {2}{U} is. With a second Island it is castable, and is cast and resolves."""
    game = board({"battlefield": ["Island", "Mountain", "Mountain", "Mountain"], "hand": ["Divination"]})
    assert castable(game, "Divination")  # {2}{U}: one blue is enough
    game = board({"battlefield": ["Island", "Mountain", "Mountain", "Mountain"], "hand": ["Concentrate"]})
    assert not castable(game, "Concentrate")  # {2}{U}{U}: four mana, but one blue
    game = board({"battlefield": ["Island", "Island", "Mountain", "Mountain"], "hand": ["Concentrate"]})
    assert castable(game, "Concentrate")
    cast(game, "Concentrate")
    resolve_stack(game)
    assert game.find("Concentrate", zone="graveyard") > 0


def test_106_4_a_source_of_any_color_counts_once_for_each_color():
    """Lightning Helix {R}{W}: castable with a Mountain and a Plains, not with two Mountains (no white), and
    castable with a Mountain and Gilded Lotus ('{T}: Add three mana of any one color': it can make white)."""
    game = board({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Helix"]})
    assert castable(game, "Lightning Helix")
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Helix"]})
    assert not castable(game, "Lightning Helix")
    game = board({"battlefield": ["Mountain", "Gilded Lotus"], "hand": ["Lightning Helix"]})
    assert castable(game, "Lightning Helix")  # Gilded Lotus makes three of one color: white


def test_107_4c_colorless_symbol_needs_colorless_mana():
    """{C} in a cost is paid only with colorless mana (107.4c): Thought-Knot Seer {3}{C} can't be cast with
    four Forests; with Sol Ring ({C}{C}) and two Forests it can."""
    game = board({"battlefield": ["Forest", "Forest", "Forest", "Forest"], "hand": ["Thought-Knot Seer"]})
    assert not castable(game, "Thought-Knot Seer")
    game = board({"battlefield": ["Sol Ring", "Forest", "Forest"], "hand": ["Thought-Knot Seer"]})
    assert castable(game, "Thought-Knot Seer")


def test_601_2f_an_unpayable_cost_found_before_is_still_unpayable_after_a_pass_and_payable_after_a_land():
    """The same payability key answers again from its kept answers: Lightning Helix stays uncastable with two
    Mountains across listings, and becomes castable once a Plains is played (a new key)."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Helix", "Plains"]})
    assert not castable(game, "Lightning Helix")
    assert not castable(game, "Lightning Helix")
    plains = game.find("Plains", zone="hand")
    game.apply(f"play {plains}")
    assert castable(game, "Lightning Helix")
