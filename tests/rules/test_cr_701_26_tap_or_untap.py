"""CR 701.26a-b: to tap a permanent is to turn it sideways; to untap it, to return it upright. 'Tap or untap
target permanent' is one of the two, chosen by the controller as the effect resolves (608.2d)
(mechanics/tap_or_untap)."""

from __future__ import annotations

from support import activate, board, cast, pass_both, resolve_stack


def _pestermite(p2_tapped: bool):
    game = board({"hand": ["Pestermite"], "battlefield": ["Island"] * 3},
                 {"battlefield": [{"card": "Grizzly Bears", "tapped": p2_tapped}]})
    cast(game, "Pestermite")
    pass_both(game)  # Pestermite resolves; its enters trigger waits for its target
    bears = game.find("Grizzly Bears")
    assert game.pending.kind == "target"
    game.apply(f"target {bears}")
    pass_both(game)  # the trigger resolves
    return game, bears


def test_701_26a_pestermite_taps_an_untapped_creature():
    """Pestermite: 'When Pestermite enters the battlefield, you may tap or untap target permanent.'"""
    game, bears = _pestermite(False)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "choose" and game.pending.labels == ("tap", "untap")
    game.apply("choose 0")
    assert game.state.objects[bears].tapped
    assert any(e.kind == "tap_or_untap" and "608.2d" in e.rules for e in game.state.events())


def test_701_26b_pestermite_untaps_a_tapped_creature():
    game, bears = _pestermite(True)
    game.apply("yes")
    game.apply("choose 1")
    assert not game.state.objects[bears].tapped


def test_608_2d_the_choice_is_made_on_resolution_not_on_activation():
    """Puppeteer ruling: "You decide on resolution whether or not to tap or untap the creature." """
    game = board({"battlefield": ["Puppeteer", "Island"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, "Puppeteer", 1, bears)
    assert game.pending.kind == "priority"  # nothing asked while activating but the target
    pass_both(game)
    game.apply("yes")
    game.apply("choose 0")
    resolve_stack(game)
    assert game.state.objects[bears].tapped
