"""CR 614.11, 611.2a: 'The next time you would draw a card this turn, [instructions] instead.' (the Words cycle),
compiled from Oracle text: one draw of its controller is replaced, then the effect is used up; the instructions
may ask for choices in the middle of the spell that draws (each opponent discards a card)."""

from __future__ import annotations

from support import activate, board, cast, hand_size, life, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Words of Worship", "Words of Waste", "Words of Wind", "Divination")


def test_614_11_one_draw_is_replaced_by_the_life_gain() -> None:
    """Divination draws two: the first is replaced (5 life), the second is a draw."""
    game = board({"battlefield": ["Words of Worship", "Plains", "Island", "Island", "Island"],
                  "hand": ["Divination"]})
    activate(game, "Words of Worship")
    resolve_stack(game)
    before = hand_size(game)
    cast(game, "Divination")
    resolve_stack(game)
    assert life(game, 0) == 25
    assert hand_size(game) == before  # Divination left the hand; one card was drawn
    assert any(e.kind == "next_draw_replaced" and e.rules == ("614.11",) for e in game.state.events())


def test_611_2a_unused_it_ends_with_the_turn() -> None:
    game = board({"battlefield": ["Words of Worship", "Plains"]})
    activate(game, "Words of Worship")
    resolve_stack(game)
    while game.state.turn == 3:
        pass_both(game)
    while game.state.turn == 4:
        pass_both(game)
    assert life(game, 0) == 20  # P1's draw of turn 5 is a draw


def test_the_instructions_may_ask_for_a_choice() -> None:
    """Words of Waste: 'each opponent discards a card instead': P2 chooses which, during Divination."""
    game = board({"battlefield": ["Words of Waste", "Plains", "Island", "Island", "Island"], "hand": ["Divination"]},
                 {"hand": ["Shock", "Giant Growth"]})
    activate(game, "Words of Waste")
    resolve_stack(game)
    cast(game, "Divination")
    pass_both(game)
    q = game.state.question
    if q is not None and q.player == 1:
        game.apply(f"choose {q.options[0]}")
    resolve_stack(game)
    assert len(zone_names(game, "graveyard", 1)) == 1 and len(zone_names(game, "hand", 1)) == 1
