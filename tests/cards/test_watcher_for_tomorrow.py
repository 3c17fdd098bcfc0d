"""Watcher for Tomorrow ({1}{U} 2/1): "Hideaway (This creature enters the battlefield tapped. When it does, look
at the top four cards of your library, exile one face down, then put the rest on the bottom of your library.)
/ When Watcher for Tomorrow leaves the battlefield, put the exiled card into its owner's hand." Its rulings,
quoted from the card database (702.75a-b, 607.2a)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

WATCHER = "Watcher for Tomorrow"
use_compiled(WATCHER)
LIBRARY = ["Grizzly Bears", "Island", "Forest", "Shock", "Giant Growth"]


def _watcher_on_the_stack_trigger():
    game = board({"hand": [WATCHER], "battlefield": [{"card": "Island", "count": 2}], "library": list(LIBRARY)},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    cast(game, WATCHER)
    pass_both(game)  # Watcher resolves (tapped, 702.75b); its hideaway ability triggers
    return game


def test_ruling_the_exiled_card_goes_to_hand_when_it_leaves() -> None:
    """Ruling: "You don't reveal the exiled card when you put it into its owner's hand." """
    game = _watcher_on_the_stack_trigger()
    watcher = game.find(WATCHER)
    assert game.state.objects[watcher].tapped
    pass_both(game)
    game.apply(f"choose {game.find('Shock')}")
    assert "Shock" not in zone_names(game, "hand", 0)
    game.apply("pass")
    cast(game, "Lightning Bolt", watcher)
    resolve_stack(game)
    assert "Shock" in zone_names(game, "hand", 0)
    assert not any(e.kind.startswith("reveal") for e in game.state.events())


def test_ruling_leaving_before_hideaway_resolves_exiles_with_no_way_back() -> None:
    """Ruling: "If Watcher for Tomorrow leaves the battlefield before its triggered ability from hideaway
    resolves, its leaves-the-battlefield ability resolves and does nothing. Then its enters-the-battlefield
    ability resolves and you exile a card with no way to return it to your hand." """
    game = _watcher_on_the_stack_trigger()
    game.apply("pass")
    cast(game, "Lightning Bolt", game.find(WATCHER))  # in response to the hideaway ability
    pass_both(game)  # Bolt resolves: Watcher dies, its leaves ability triggers above hideaway
    pass_both(game)  # the leaves ability resolves: nothing exiled yet
    assert zone_names(game, "hand", 0) == []
    pass_both(game)  # hideaway resolves
    game.apply(f"choose {game.find('Shock')}")
    resolve_stack(game)
    assert zone_names(game, "hand", 0) == [] and len(game.zone("exile")) == 1
