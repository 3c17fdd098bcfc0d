"""Vengevine: "Whenever you cast a spell, if it's the second creature spell you cast this turn, you may return
Vengevine from your graveyard to the battlefield." (a cast trigger that functions in the graveyard, 113.6m;
its intervening 'if' checked as it triggers and as it resolves, 603.4)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, use_compiled

from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, zone_key

use_compiled("Vengevine", "Memnite", "Ornithopter", "Shock", "Grizzly Bears")


def _answer_may(game, yes: bool = True) -> None:
    while game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions()]
        game.apply("yes" if yes and "yes" in options else "no" if "no" in options else options[0])


def test_returns_on_the_second_creature_spell() -> None:
    """The first creature spell doesn't trigger it; the second does, and its ability resolves before that spell
    (ruling: 'An ability that triggers when a player casts a spell resolves before the spell')."""
    game = board({"hand": ["Memnite", "Ornithopter"], "graveyard": ["Vengevine"]})
    cast(game, "Memnite")
    assert len(game.state.stack) == 1  # no trigger for the first
    pass_both(game)
    cast(game, "Ornithopter")
    assert len(game.state.stack) == 2  # the spell and Vengevine's trigger
    pass_both(game)
    _answer_may(game)
    assert game.find("Vengevine", zone="battlefield")
    assert game.find("Ornithopter", zone="stack")


def test_ruling_only_the_second_and_noncreature_spells_dont_count() -> None:
    """Ruling (2020-08-07): "Vengevine's ability triggers only for the second creature spell you cast in a turn.
    It won't trigger for the third, fourth, or so on. It also doesn't matter how many noncreature spells you cast
    in a turn; the ability counts only the creature spells." """
    game = board({"hand": ["Shock", "Memnite"], "battlefield": [lands("Mountain", 2)], "graveyard": ["Vengevine"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    cast(game, "Memnite")
    assert len(game.state.stack) == 1  # a noncreature spell and then the first creature spell: no trigger


def test_ruling_spells_cast_before_it_reached_the_graveyard_count() -> None:
    """Ruling (2020-08-07): "Vengevine's triggered ability checks the spells you cast over the course of the entire
    turn, not just the ones you cast while Vengevine is in your graveyard." A creature spell cast while it was in
    the hand still counts: the next creature spell, the second, brings it back."""
    game = board({"hand": ["Memnite", "Ornithopter", "Vengevine"]})
    cast(game, "Memnite")
    pass_both(game)
    # (Vengevine is put into the graveyard by the test: a discard outlet isn't the point)
    move(game.state, game.find("Vengevine", zone="hand"), zone_key(GRAVEYARD, 0))
    cast(game, "Ornithopter")
    assert len(game.state.stack) == 2
    pass_both(game)
    _answer_may(game)
    assert game.find("Vengevine", zone="battlefield")


def test_third_creature_spell_doesnt_trigger() -> None:
    """Ruling (2020-08-07): "It won't trigger for the third, fourth, or so on." (declined the second time)"""
    game = board({"hand": ["Memnite", "Ornithopter", "Memnite"], "graveyard": ["Vengevine"]})
    for _ in range(2):
        cast(game, game.find("Memnite", zone="hand") if _ == 0 else "Ornithopter")
        pass_both(game)
        _answer_may(game, yes=False)
        while game.state.stack:
            pass_both(game)
    cast(game, "Memnite")
    assert len(game.state.stack) == 1
