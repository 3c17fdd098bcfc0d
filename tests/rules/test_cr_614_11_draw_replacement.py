"""CR 614.11 / 121.6: effects that replace card draws. A replacement applies even when the library is empty
(121.6a, 614.11); the draws that replace a draw are completed before the sequence resumes (614.11a); and a
replacement effect gets one opportunity to affect an event and the events replacing it (614.5), so two
'draw two instead' effects make four draws of one (Teferi's Ageless Insight ruling)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import CardDef, CardFace, DrawInstead

DOUBLER = CardDef("Test Draw Doubler", (CardFace(
    "Test Draw Doubler", ("Enchantment",), "{2}", text="If you would draw a card, draw two cards instead.",
    abilities=(DrawInstead(2, text="If you would draw a card, draw two cards instead."),)),))
TEST_CARDS = (DOUBLER,)


def test_614_5_two_replacements_each_apply_once_to_a_draw() -> None:
    game = board({"battlefield": ["Teferi's Ageless Insight", "Test Draw Doubler", "Island", "Island", "Island"],
                  "hand": ["Divination"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    asked = 0
    while game.state.question is not None:  # 616.1: the drawing player orders them, for each draw
        assert game.state.question.player == 0
        game.apply("choose 0")
        asked += 1
    assert asked == 2 and len(game.zone("hand", 0)) == 8


def test_121_6a_a_draw_from_an_empty_library_is_still_replaced() -> None:
    game = board({"battlefield": ["Test Draw Doubler", "Island", "Island", "Island"], "hand": ["Opt"],
                  "library": []})
    cast(game, game.find("Opt"))
    pass_both(game)
    empty = [e for e in game.state.events() if e.kind == "draw_empty"]
    replaced = [e for e in game.state.events() if e.kind == "draw_replaced"]
    assert len(replaced) == 1 and len(empty) == 2


def test_614_11a_replacing_draws_finish_before_the_sequence_goes_on() -> None:
    """Divination's first draw becomes two draws, made before its second draw (which becomes two more)."""
    game = board({"battlefield": ["Test Draw Doubler", "Island", "Island", "Island"], "hand": ["Divination"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    kinds = [e.kind for e in game.state.events() if e.kind in ("draw", "draw_replaced")]
    assert kinds == ["draw_replaced", "draw", "draw", "draw_replaced", "draw", "draw"]
