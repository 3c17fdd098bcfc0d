"""Puppeteer (compiled from its Oracle text), played through the engine.

Oracle text: {U}, {T}: You may tap or untap target creature."""

from __future__ import annotations

from support import activate, board, pass_both


def test_tap_or_untap_is_decided_on_resolution():
    """Ruling: "You decide on resolution whether or not to tap or untap the creature." (701.26, 608.2d)"""
    game = board({"battlefield": ["Puppeteer", "Island"]},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]})
    bears = game.find("Grizzly Bears")
    activate(game, "Puppeteer", 1, bears)
    assert game.pending.kind == "priority"  # only the target was chosen as it was activated
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.labels == ("tap", "untap")
    game.apply("choose 1")
    assert not game.state.objects[bears].tapped
