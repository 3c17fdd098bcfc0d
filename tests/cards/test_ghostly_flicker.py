"""Ghostly Flicker, compiled from its Oracle text and played.

Oracle text: Exile two target artifacts, creatures, and/or lands you control, then return those cards to the
battlefield under your control. (400.7: each returns as a new object, untapped, with no memory of the old one)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Ghostly Flicker", "Elvish Visionary")
FLICKER = "Ghostly Flicker"


def _flicker(game: Game, *targets: int) -> None:
    cast(game, FLICKER, *targets)
    pass_both(game)


def test_ruling_the_two_targets_can_have_different_card_types() -> None:
    """Ruling: "The two targets can have different card types. For example, you can target one artifact and one
    creature with Ghostly Flicker." Both return as new objects (400.7): the creature's enters trigger fires and
    the tapped land comes back untapped."""
    game = board({"hand": [FLICKER], "battlefield": [*basics(Island=3), "Elvish Visionary",
                                                      {"card": "Forest", "tapped": True}],
                  "library": ["Grizzly Bears", "Lightning Bolt"]})
    visionary, forest = game.find("Elvish Visionary"), game.find("Forest")
    assert game.state.objects[forest].tapped
    hand_before = len(game.zone("hand", 0))
    _flicker(game, visionary, forest)
    new_visionary, new_forest = game.find("Elvish Visionary"), game.find("Forest")
    assert new_visionary != visionary and new_forest != forest  # 400.7: new objects
    assert "Elvish Visionary" in names(game, "battlefield") and "Forest" in names(game, "battlefield")
    pass_both(game)  # the Visionary's enters trigger: draw a card
    assert len(game.zone("hand", 0)) == hand_before  # Flicker left the hand, one card was drawn
    assert game.state.objects[new_visionary].controller == 0 and not game.state.objects[new_forest].tapped


def test_a_token_exiled_this_way_does_not_return() -> None:
    """111.8: a token that has left the battlefield can't move to another zone or come back onto the
    battlefield; the other target still returns."""
    game = board({"hand": [FLICKER], "battlefield": [*basics(Island=3), "Grizzly Bears",
                                                      {"card": "Grizzly Bears", "token": True}]})
    bears = [o for o in game.zone("battlefield", 0) if game.state.objects[o].card == "Grizzly Bears"]
    _flicker(game, *bears)
    assert names(game, "battlefield").count("Grizzly Bears") == 1


def test_only_your_permanents_can_be_targeted() -> None:
    game = board({"hand": [FLICKER], "battlefield": [*basics(Island=3), "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant"]})
    flicker = game.find(FLICKER)
    game.apply(f"cast {flicker}")
    assert game.pending.kind == "target"
    assert game.find("Hill Giant") not in game.pending.options
