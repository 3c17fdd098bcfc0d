"""Addendum: 'If you cast this spell during your main phase, ...' (mechanics/addendum; 505.1, 500.2, 707.10):
Sphinx's Insight, Return to Dust, Arrester's Zeal."""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, pass_both, use_compiled

use_compiled("Sphinx's Insight", "Return to Dust", "Arrester's Zeal", "Twincast")

_INSIGHT_LANDS = basics(Island=2, Plains=2)


def test_505_1_cast_during_your_main_phase() -> None:
    """Sphinx's Insight in P1's main phase: draw two cards, then gain 2 life (as it resolves: ruling)."""
    game = board({"hand": ["Sphinx's Insight"], "library": ["Island", "Island"], "battlefield": _INSIGHT_LANDS})
    cast(game, "Sphinx's Insight")
    pass_both(game)
    assert names(game, "hand", 0) == ["Island", "Island"]
    assert game.state.players[0].life == 22


def test_505_1_not_during_your_main_phase() -> None:
    """In P2's main phase it is no main phase of P1's: P1 draws two cards and gains no life."""
    game = board({"hand": ["Sphinx's Insight"], "library": ["Island", "Island"], "battlefield": _INSIGHT_LANDS},
                 active="P2")
    game.apply("pass")  # P1 gets priority in P2's main phase
    cast(game, "Sphinx's Insight")
    pass_both(game)
    assert names(game, "hand", 0) == ["Island", "Island"]
    assert game.state.players[0].life == 20


def test_505_1_not_in_combat() -> None:
    """Arrester's Zeal cast in P1's beginning of combat step: +2/+2 but no flying."""
    game = board({"hand": ["Arrester's Zeal"], "battlefield": ["Grizzly Bears", *basics(Plains=1)]},
                 step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    cast(game, "Arrester's Zeal", bears)
    pass_both(game)
    c = game.chars(bears)
    assert (c.power, c.toughness) == (4, 4) and "flying" not in c.keywords


def test_ruling_return_to_dust_second_target_only_in_main_phase() -> None:
    """Return to Dust's ruling (2021-03-19): "Return to Dust can always target a second artifact or enchantment;
    it just won't exile it if it's not your main phase when you cast Return to Dust." """
    for active, left in (("P1", 0), ("P2", 1)):
        game = board({"hand": ["Return to Dust"], "battlefield": basics(Plains=4)},
                     {"battlefield": ["Sol Ring", "Mind Stone"]}, active=active)
        if active == "P2":
            game.apply("pass")
        cast(game, "Return to Dust", game.find("Sol Ring"), game.find("Mind Stone"))
        pass_both(game)
        if game.pending.kind == "may":  # 'you may exile up to one other target ...'
            game.apply("yes")
        assert len(battlefield_names(game, 1)) == left, active


def test_ruling_a_copy_gets_no_addendum() -> None:
    """Sphinx's Insight's ruling (2019-01-25): "If a spell with an addendum ability is copied, the copy won't
    give you the addendum bonus. This is because the copy wasn't cast at all." (707.10)"""
    game = board({"hand": ["Sphinx's Insight", "Twincast"], "library": ["Island"] * 4,
                  "battlefield": basics(Island=6, Plains=1)})
    insight = cast(game, "Sphinx's Insight")
    cast(game, "Twincast", insight)
    pass_both(game)  # Twincast resolves: the copy is on the stack
    if game.pending.kind != "priority":
        game.apply("no")
    pass_both(game)  # the copy resolves: two cards, no life
    assert game.state.players[0].life == 20
    pass_both(game)  # the original resolves: two cards and 2 life
    assert game.state.players[0].life == 22
    assert len(names(game, "hand", 0)) == 4
