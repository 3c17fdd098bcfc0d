"""Escape to the Wilds: 'Exile the top five cards of your library. You may play cards exiled this way until the end
of your next turn. / You may play an additional land this turn.' (601.3, 611.2a: a permission with a duration;
305.2: an additional land play)."""

from __future__ import annotations

from support import board, lands, pass_both, pass_until, use_compiled

from lithoform import Game

TOP = ["Forest", "Lightning Bolt", "Mountain", "Grizzly Bears", "Island", "Plains", "Plains", "Plains"]


def test_it_compiles() -> None:
    assert use_compiled("Escape to the Wilds")


def _resolved() -> Game:
    use_compiled("Escape to the Wilds")
    game = board({"battlefield": [lands("Mountain", 3), lands("Forest", 3)], "hand": ["Escape to the Wilds", "Swamp"],
                  "library": TOP}, {})
    game.apply(f"cast {game.find('Escape to the Wilds')}")
    game.apply("autopay")
    pass_both(game)
    return game


def _plays(game: Game) -> set[str]:
    return {game.state.objects[a.args[0]].card for a in game.legal_actions() if a.kind in ("cast", "play")
            and game.state.objects[a.args[0]].zone.startswith("exile")}


def test_the_top_five_are_exiled_and_may_be_played() -> None:
    """601.3: the five exiled cards may be played (Ruling (2019-10-04): 'Escape to the Wilds doesn't change when
    you can play the exiled cards.')."""
    game = _resolved()
    exiled = sorted(game.state.objects[o].card for o in game.state.zones["exile"])
    assert exiled == sorted(TOP[:5])
    assert {"Forest", "Mountain", "Island"} <= _plays(game)


def test_ruling_the_additional_land_need_not_come_from_among_the_exiled_cards() -> None:
    """Ruling (2019-10-04): 'The additional land that you play doesn't have to be from among the exiled cards.'
    Two land plays this turn (305.2): one from exile and the Swamp from the hand."""
    game = _resolved()
    game.apply(f"play {game.find('Forest', zone='exile')}")
    game.apply(f"play {game.find('Swamp', zone='hand')}")
    assert game.find("Swamp", zone="battlefield")
    assert not any(a.kind == "play" for a in game.legal_actions())  # both land plays used


def test_the_permission_lasts_until_the_end_of_your_next_turn() -> None:
    """611.2a: still playable on the controller's next turn, and not after it ends (Ruling (2019-10-04): 'If you
    don't play a card exiled this way, it remains in exile.')."""
    game = _resolved()
    pass_until(game, "main1", turn=5)
    assert "Forest" in _plays(game)
    pass_until(game, "main1", turn=7)
    assert not _plays(game)
    assert len(game.state.zones["exile"]) == 5
