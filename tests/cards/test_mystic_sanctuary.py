"""Mystic Sanctuary (Land — Island): "({T}: Add {U}.) / Mystic Sanctuary enters the battlefield tapped unless
you control three or more other Islands. / When Mystic Sanctuary enters the battlefield untapped, you may put
target instant or sorcery card from your graveyard on top of your library." Its rulings, quoted from the card
database (603.6a: the trigger event is entering untapped; 614.1c, 614.12: the replacement that taps it)."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled, zone_names

SANCTUARY = "Mystic Sanctuary"
use_compiled(SANCTUARY)


def _play(islands: int):
    game = board({"hand": [SANCTUARY], "battlefield": ["Island"] * islands, "graveyard": ["Lightning Bolt"]}, {})
    game.apply(f"play {game.find(SANCTUARY)}")
    return game


def test_603_6a_with_three_other_islands_it_enters_untapped_and_triggers() -> None:
    """With three other Islands it enters untapped (614.12): its 'enters untapped' ability triggers (603.6a)
    and puts Lightning Bolt on top of the library."""
    game = _play(3)
    assert not game.state.objects[game.find(SANCTUARY)].tapped
    assert game.pending.kind == "target"
    game.apply(f"target {game.find('Lightning Bolt')}")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    assert "Lightning Bolt" not in zone_names(game, "graveyard", 0)
    assert game.state.objects[game.state.zones["library:0"][0]].card == "Lightning Bolt"


def test_ruling_it_enters_tapped_and_doesnt_trigger() -> None:
    """Ruling: "As these lands are entering the battlefield, they check for lands that are already on the
    battlefield." With two other Islands it enters tapped, and the 'enters untapped' ability doesn't trigger
    (603.6a)."""
    game = _play(2)
    assert game.state.objects[game.find(SANCTUARY)].tapped
    assert game.pending.kind == "priority" and not game.state.stack
    assert zone_names(game, "graveyard", 0) == ["Lightning Bolt"]
