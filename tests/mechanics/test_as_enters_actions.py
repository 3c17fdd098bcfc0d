"""CR 614.1c and 614.12: 'As ~ enters, <instruction>' (mechanics/as_enters_actions). The instruction is followed
as the permanent enters, before it is on the battlefield, and nobody can respond; 'If you do, ~ enters with a
+1/+1 counter on it' (608.2c) and '... for each counter removed this way' (122.8) give it counters as it enters."""

from __future__ import annotations

from support import (
    board,
    cast,
    counters,
    events_since,
    hand_size,
    lands,
    mark,
    names,
    pass_both,
    use_compiled,
)

use_compiled("Heightened Awareness", "Rescuer Sphinx", "Thief of Blood", "Phylactery Lich", "Overlaid Terrain")


def test_614_1c_heightened_awareness_discards_the_hand_as_it_enters() -> None:
    """'As Heightened Awareness enters, discard your hand.': the rest of the hand is discarded, the enchantment
    itself is on the battlefield; no ability went on the stack (614.12)."""
    game = board({"hand": ["Forest", "Lightning Bolt", "Heightened Awareness"], "battlefield": [lands("Island", 5)]})
    start = mark(game)
    cast(game, "Heightened Awareness")
    pass_both(game)
    assert hand_size(game) == 0
    assert sorted(names(game, "graveyard")) == ["Forest", "Lightning Bolt"]
    assert "Heightened Awareness" in names(game, "battlefield")
    assert not game.state.stack
    assert any(e.kind == "as_enters_action" and "614.12" in e.rules for e in events_since(game, start))


def _sphinx(accept: bool) -> tuple:
    game = board({"hand": ["Rescuer Sphinx"], "battlefield": ["Grizzly Bears", lands("Island", 4)]})
    cast(game, "Rescuer Sphinx")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes" if accept else "no")
    if accept:
        if game.pending.kind != "priority":
            game.apply(f"choose {game.find('Grizzly Bears')}")
    return game, game.find("Rescuer Sphinx")


def test_608_2c_if_you_do_enters_with_a_counter() -> None:
    """Rescuer Sphinx: the Bears return to the hand, and the Sphinx enters with a +1/+1 counter. Ruling
    (2019-05-03): 'No player may take actions between the time you choose which permanent to return and the time
    Rescuer Sphinx is on the battlefield with a +1/+1 counter.'"""
    game, sphinx = _sphinx(True)
    assert "Grizzly Bears" in names(game, "hand")
    assert counters(game, sphinx) == 1
    assert game.pending.kind == "priority" and not game.state.stack


def test_608_2c_declined_no_counter() -> None:
    """Declining the return: no counter, the Bears stay."""
    game, sphinx = _sphinx(False)
    assert "Grizzly Bears" in names(game, "battlefield")
    assert counters(game, sphinx) == 0


def test_122_8_thief_of_blood_counters_removed_this_way() -> None:
    """Thief of Blood removes every counter from every permanent (2 + 1 + a planeswalker's 3 loyalty: the ruling
    'loyalty counters are removed from planeswalkers'), and enters with that many +1/+1 counters."""
    game = board({"hand": ["Thief of Blood"], "battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                                              lands("Swamp", 6)]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"-1/-1": 1}},
                                  {"card": "Jace Beleren", "counters": {"loyalty": 3}}]})
    cast(game, "Thief of Blood")
    pass_both(game)
    thief = game.find("Thief of Blood")
    assert counters(game, thief) == 6
    bears = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]
    assert all(not game.state.objects[b].counters for b in bears)


def test_phylactery_lich_puts_the_counter_on_an_artifact_you_control() -> None:
    """Ruling (2018-07-13): 'Phylactery Lich's first ability doesn't target the artifact.' The counter goes on
    the artifact chosen as the Lich enters; the Lich stays (its state trigger sees a phylactery counter)."""
    game = board({"hand": ["Phylactery Lich"], "battlefield": ["Ornithopter", lands("Swamp", 3)]})
    cast(game, "Phylactery Lich")
    pass_both(game)
    if game.pending.kind == "choose":
        game.apply(f"choose {game.find('Ornithopter')}")
    assert counters(game, game.find("Ornithopter"), "phylactery") == 1
    if game.state.stack:
        pass_both(game)
    assert "Phylactery Lich" in names(game, "battlefield")


def test_overlaid_terrain_sacrifices_the_lands_before_it_enters() -> None:
    """Ruling (2004-10-04): 'You sacrifice your lands right before this card enters the battlefield.'"""
    game = board({"hand": ["Overlaid Terrain"], "battlefield": [lands("Forest", 4)]})
    cast(game, "Overlaid Terrain")
    pass_both(game)
    assert names(game, "battlefield") == ["Overlaid Terrain"]
    assert names(game, "graveyard").count("Forest") == 4
