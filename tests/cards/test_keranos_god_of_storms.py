"""Keranos, God of Storms: "Reveal the first card you draw on each of your turns. Whenever you reveal a land card
this way, draw a card. Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target."
(mechanics/reveal_first_draw: 701.20a, 603.2; a static sentence and triggers on one line, each its own ability)"""

from __future__ import annotations

from support import board, use_compiled
from support.reading import hand_size, life

use_compiled("Keranos, God of Storms", "Lightning Bolt")

KERANOS = "Keranos, God of Storms"


def _resolve_triggers(game, target: str = "P2") -> None:
    while game.state.stack or game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions()]
        game.apply(f"target {target}" if f"target {target}" in options else "pass" if "pass" in options
                   else options[0])


def _to_draw_step(game) -> None:
    """Passes the upkeep; in the draw step, the trigger's target (if any) is the opponent."""
    while game.state.step != "draw":
        game.apply("pass")
    while game.pending.kind == "target":
        game.apply("target P2")


def test_a_land_drawn_first_on_your_turn_draws_a_card() -> None:
    """The draw step's card, a land, is revealed: 'draw a card'."""
    game = board({"battlefield": [KERANOS], "library": ["Mountain"] * 10}, step="upkeep")
    before = hand_size(game, 0)
    _to_draw_step(game)
    assert any(e.kind == "reveal" for e in game.state.events())
    _resolve_triggers(game)
    assert hand_size(game, 0) == before + 2


def test_a_nonland_drawn_first_deals_3_damage() -> None:
    """A nonland card revealed this way: 3 damage to any target (the opponent here)."""
    game = board({"battlefield": [KERANOS], "library": ["Lightning Bolt"] * 10}, step="upkeep")
    _to_draw_step(game)
    _resolve_triggers(game)
    assert life(game, 1) == 17


def test_not_on_an_opponents_turn() -> None:
    """'on each of your turns': drawn on the opponent's turn, the card isn't revealed and nothing triggers."""
    game = board({"battlefield": [KERANOS], "library": ["Mountain"] * 10, "hand": []},
                 {"library": ["Island"] * 10}, active="P2", step="upkeep")
    _to_draw_step(game)
    assert not any(e.kind == "reveal" for e in game.state.events())
    assert not game.state.stack
