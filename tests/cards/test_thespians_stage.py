"""Thespian's Stage, compiled from its Oracle text, and its rulings in games (mechanics/becomes_copy; 707.2,
707.9b, 613.2a).

Oracle text: {T}: Add {C}. / {2}, {T}: Thespian's Stage becomes a copy of target land, except it has this
ability."""

from __future__ import annotations

from support import basics, board, events, pass_both, use_compiled

STAGE = "Thespian's Stage"
use_compiled(STAGE, "Dark Depths")


def _copy(game, target: int) -> None:  # noqa: ANN001
    """Activates the copy ability (the second) at `target`, its cost paid by the two other lands."""
    stage = game.find(STAGE)
    game.apply(f"activate {stage} 2")
    while game.pending.kind != "priority":
        acts = [str(a) for a in game.legal_actions()]
        game.apply(f"target {target}" if f"target {target}" in acts else "autopay")
    pass_both(game)


def test_it_becomes_a_copy_and_keeps_only_the_copy_ability() -> None:
    """Ruling (2018-12-07): "The copy effect created by the last activated ability doesn't have a duration.
    ... The permanent will no longer have the first ability of Thespian's Stage." And: "Thespian's Stage
    doesn't become untapped when it becomes a copy, even if the target land is untapped.\""""
    game = board({"battlefield": [STAGE, "Forest", *basics(Plains=2)]})
    stage, forest = game.find(STAGE), game.find("Forest")
    _copy(game, forest)
    c = game.chars(stage)
    assert c.name == "Forest" and "Forest" in c.subtypes and events(game, "becomes_copy")
    assert game.state.objects[stage].tapped  # still tapped (its cost)
    texts = [a.text for a in c.abilities]
    assert any("becomes a copy of target land" in t for t in texts)
    assert not any(t.startswith("{T}: Add {C}") for t in texts)


def test_no_enters_abilities_and_counters_are_not_copied() -> None:
    """Ruling (2018-12-07): "No enters-the-battlefield abilities of the land Thespian's Stage is copying will
    trigger. Thespian's Stage was already on the battlefield. Similarly, no 'as this land enters the
    battlefield' or 'this land enters the battlefield with' effects, such as that of Dark Depths, will apply."
    So the Stage, a Dark Depths with no ice counters, is sacrificed for Marit Lage (the legend rule first:
    704.5j, the Stage's controller keeps one of the two)."""
    game = board({"battlefield": [STAGE, {"card": "Dark Depths", "counters": {"ice": 10}}, *basics(Plains=2)]})
    stage, depths = game.find(STAGE), game.find("Dark Depths")
    _copy(game, depths)
    while game.pending.kind != "priority":  # 704.5j: choose the Dark Depths to keep: the Stage
        game.apply(f"choose {stage}" if f"choose {stage}" in [str(a) for a in game.legal_actions()]
                   else next(iter(game.legal_actions())))
    assert game.state.objects[stage].counter("ice") == 0
    pass_both(game)  # the state trigger: no ice counters on it
    assert any(game.chars(o).name == "Marit Lage" for o in game.zone("battlefield"))
