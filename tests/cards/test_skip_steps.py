"""Static abilities that skip steps (614.1b, 614.10; mechanics/skip_steps), compiled from the Oracle text:
Yawgmoth's Bargain ('Skip your draw step.'), Stasis ('Players skip their untap steps.'), Eon Hub ('Players skip
their upkeep steps.')."""

from __future__ import annotations

from support import battlefield_names, board, controlled, events, hand_size, pass_until

from lithoform import Game


def _next_turn_main(game: Game) -> Game:
    """Passes until the main phase of the next turn."""
    pass_until(game, "main1", game.state.turn + 1)
    return game


def _skipped(game: Game, step: str) -> bool:
    return any(e.args.get("step") == step for e in events(game, "skip"))


def test_cr_614_10_skip_your_draw_step_draws_nothing() -> None:
    """614.10: Yawgmoth's Bargain's controller skips their draw step: no card drawn (504.1 doesn't happen)."""
    game = board({"battlefield": ["Yawgmoth's Bargain"], "library": ["Island"] * 5}, {"library": ["Island"] * 5},
                 active="P2", step="end")
    _next_turn_main(game)
    assert game.state.active == 0
    assert hand_size(game, 0) == 0
    assert _skipped(game, "draw")


def test_cr_614_10_skip_your_draw_step_is_only_its_controllers() -> None:
    """The opponent of Yawgmoth's Bargain's controller still draws in their draw step (504.1)."""
    game = board({"battlefield": ["Yawgmoth's Bargain"], "library": ["Island"] * 5}, {"library": ["Island"] * 5},
                 active="P1", step="end")
    _next_turn_main(game)
    assert game.state.active == 1
    assert hand_size(game, 1) == 1


def test_cr_614_10_stasis_players_skip_their_untap_steps() -> None:
    """Stasis: each player's untap step is skipped, so the tapped land stays tapped. Ruling: "Does not prevent
    cards from being untapped outside the untap step." """
    game = board({"battlefield": [{"card": "Forest", "tapped": True}], "library": ["Island"] * 5},
                 {"battlefield": ["Stasis"], "library": ["Island"] * 5}, active="P2", step="end")
    _next_turn_main(game)
    assert game.state.active == 0
    forest, = controlled(game, "Forest", 0)
    assert game.state.objects[forest].tapped
    assert _skipped(game, "untap")


def test_cr_614_10_eon_hub_skips_upkeep_triggers() -> None:
    """Eon Hub ruling: "Upkeep-triggered abilities don't trigger" - Stasis's upkeep sacrifice trigger never
    happens while the upkeep step is skipped."""
    game = board({"battlefield": ["Stasis", "Eon Hub"], "library": ["Island"] * 5}, {"library": ["Island"] * 5},
                 active="P2", step="end")
    _next_turn_main(game)
    assert game.state.active == 0
    assert "Stasis" in battlefield_names(game, 0)
    assert _skipped(game, "upkeep")
    assert hand_size(game, 0) == 1  # the draw step still happens
