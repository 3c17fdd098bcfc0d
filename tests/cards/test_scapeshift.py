"""Scapeshift: "Sacrifice any number of lands. Search your library for up to that many land cards, put them
onto the battlefield tapped, then shuffle." (701.21a, 608.2d, 701.23)

The family 'sacrifice any number of [permanents]' (mechanics/sacrifice_any_number): the choice is made as the
spell resolves, zero included, and 'that many' / 'for each ... sacrificed this way' count them (608.2c)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, use_compiled

use_compiled("Scapeshift", "Renounce", "Valakut, the Molten Pinnacle")


def _zone(game, name: str, zone: str) -> int:
    return sum(1 for o in game.state.zones[zone] if game.state.objects[o].card == name)


def test_ruling_the_lands_are_sacrificed_as_it_resolves_not_as_a_cost() -> None:
    """Ruling (2018-07-13): "You sacrifice the lands as part of the resolution of Scapeshift. It isn't an
    additional cost. If Scapeshift is countered, you won't sacrifice any lands." Casting it sacrifices nothing;
    resolving it asks which lands, then searches for up to that many."""
    game = board({"hand": ["Scapeshift"], "battlefield": [lands("Forest", 6)], "library": ["Mountain"] * 5})
    cast(game, "Scapeshift")
    assert _zone(game, "Forest", "battlefield") == 6  # nothing paid but the mana
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.min == 0 and len(game.pending.options) == 6
    first, second = game.pending.options[:2]
    game.apply(f"pick {first}")
    game.apply(f"pick {second}")
    game.apply("done")
    assert game.pending.kind == "choose" and game.pending.max == 2  # 'up to that many': two lands were sacrificed
    for card in game.pending.options[:2]:
        game.apply(f"pick {card}")
    if game.pending.kind == "choose":
        game.apply("done")
    assert _zone(game, "Forest", "battlefield") == 4
    mountains = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Mountain"]
    assert len(mountains) == 2 and all(game.state.objects[m].tapped for m in mountains)


def test_sacrificing_none_finds_none() -> None:
    """608.2d: any number includes zero; then 'up to that many' is up to none."""
    game = board({"hand": ["Scapeshift"], "battlefield": [lands("Forest", 4)], "library": ["Mountain"] * 5})
    cast(game, "Scapeshift")
    pass_both(game)
    game.apply("done")
    assert game.pending.kind == "choose" and game.pending.max == 0  # 701.23: the library is searched for none
    game.apply("choose")
    assert _zone(game, "Forest", "battlefield") == 4
    assert _zone(game, "Mountain", "battlefield") == 0
    assert not game.state.stack


def test_renounce_counts_the_permanents_sacrificed_this_way() -> None:
    """Renounce: "Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way."
    Only the player's own permanents may be chosen (701.21a)."""
    game = board({"hand": ["Renounce"], "battlefield": [lands("Plains", 2), lands("Forest", 3)]},
                 {"battlefield": [lands("Island", 2)]})
    cast(game, "Renounce")
    pass_both(game)
    mine = {o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 0}
    assert set(game.pending.options) == mine
    forests = [o for o in game.pending.options if game.state.objects[o].card == "Forest"]
    for f in forests:
        game.apply(f"pick {f}")
    game.apply("done")
    assert game.state.players[0].life == 20 + 2 * 3
    assert _zone(game, "Forest", "graveyard:0") == 3
