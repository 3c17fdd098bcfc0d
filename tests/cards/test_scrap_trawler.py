"""Scrap Trawler: "Whenever Scrap Trawler or another artifact you control is put into a graveyard from the
battlefield, return to your hand target artifact card in your graveyard with lesser mana value."

'~ or another [kind] is put into a graveyard from the battlefield' (603.6c, 603.10a) and the target
requirement 'with lesser mana value' (TargetSpec.lesser_mana_value: less than the triggering object's mana
value as it last existed, 608.2h)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, use_compiled

use_compiled("Scrap Trawler", "Shatterstorm", "Shatter", "Mind Stone", "Ornithopter", "Chromatic Star")

GRAVEYARD = ["Ornithopter", "Chromatic Star", "Mind Stone"]


def _names(game, ids) -> list[str]:
    return sorted(game.state.objects[i].card for i in ids)


def test_ruling_trawler_and_another_artifact_at_once_trigger_once_each() -> None:
    """Ruling (2017-02-09): "If Scrap Trawler and another artifact you control are put into a graveyard at the
    same time, Scrap Trawler's ability triggers for each of them." Ruling: "The target artifact card must have a
    lesser mana value than the artifact that caused Scrap Trawler's ability to trigger": for the Trawler (3), the
    cards of mana value 0 to 2, the Mind Stone that died with it included; for the Mind Stone (2), only 0 and 1."""
    game = board({"hand": ["Shatterstorm"], "battlefield": ["Scrap Trawler", "Mind Stone", lands("Mountain", 4)],
                  "graveyard": GRAVEYARD})
    cast(game, "Shatterstorm")
    pass_both(game)
    assert game.pending.kind == "target"
    first = _names(game, game.pending.options)
    game.apply(f"target {game.pending.options[0]}")
    assert game.pending.kind == "target"
    second = _names(game, game.pending.options)
    assert sorted([first, second]) == [["Chromatic Star", "Mind Stone", "Mind Stone", "Ornithopter"],
                                       ["Chromatic Star", "Ornithopter"]]


def test_returns_the_target_to_the_hand() -> None:
    """The trigger of another artifact (Mind Stone, 2) returns a card of lesser mana value to the hand."""
    game = board({"hand": ["Shatter"], "battlefield": ["Scrap Trawler", "Mind Stone", lands("Mountain", 2)],
                  "graveyard": ["Chromatic Star"]})
    cast(game, "Shatter", game.find("Mind Stone"))
    pass_both(game)
    star = game.find("Chromatic Star", zone="graveyard")
    assert game.pending.kind == "target" and game.pending.options == (star,)
    game.apply(f"target {star}")
    pass_both(game)
    assert game.find("Chromatic Star", zone="hand")


def test_no_card_of_lesser_mana_value_no_target() -> None:
    """115.1, 603.3d: a card of equal mana value isn't lesser: with none lesser, the ability is removed from the
    stack for want of a target (an Ornithopter, mana value 0, has nothing below it)."""
    game = board({"hand": ["Shatter"], "battlefield": ["Scrap Trawler", "Ornithopter", lands("Mountain", 2)],
                  "graveyard": ["Ornithopter"]})
    cast(game, "Shatter", game.find("Ornithopter", zone="battlefield"))
    pass_both(game)
    assert game.pending.kind != "target"
    assert not game.state.stack
