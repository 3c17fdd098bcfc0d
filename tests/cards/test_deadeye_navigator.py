"""Deadeye Navigator: 'Soulbond / As long as Deadeye Navigator is paired with another creature, each of those
creatures has "{1}{U}: Exile this creature, then return it to the battlefield under your control."'
(702.95a, 702.95c, 702.95e)."""

from __future__ import annotations

from support import activate, basics, board, cast, pass_both, resolve_stack, use_compiled

from lithoform.rules.continuous.pairing import PAIRED

use_compiled("Deadeye Navigator")

NAVIGATOR = "Deadeye Navigator"


def _paired_with_bears() -> tuple:
    game = board({"hand": [NAVIGATOR], "battlefield": [*basics(Island=10), "Grizzly Bears"]})
    cast(game, NAVIGATOR)
    pass_both(game)
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    return game, bears


def _pairs(game) -> list:
    return [link for link in game.state.links if link.key == PAIRED]


def test_ruling_the_pair_is_broken_and_can_be_reunited() -> None:
    """Ruling (2017-03-14): "If you activate the ability granted by Deadeye Navigator, the creature will be
    exiled, the pair will immediately be broken, and then the card will be returned to the battlefield.
    Deadeye Navigator's soulbond ability triggers when that card enters the battlefield and the pair can
    then be reunited.\""""
    game, bears = _paired_with_bears()
    assert len(game.chars(bears).activated) == 1  # the granted ability (702.95c)
    activate(game, bears, 1)
    pass_both(game)  # the Bears are exiled and return: a new object (400.7), unpaired (702.95e)
    new_bears = game.find("Grizzly Bears")
    assert new_bears != bears
    assert not game.chars(new_bears).activated
    assert game.state.stack  # the Navigator's soulbond ability triggered
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    assert len(game.chars(new_bears).activated) == 1


def test_ruling_once_exiled_the_other_creature_loses_the_ability() -> None:
    """Ruling (2017-03-14): "Once Deadeye Navigator or the creature it's paired with is exiled, the other
    creature will no longer have the activated ability.\""""
    game, bears = _paired_with_bears()
    navigator = game.find(NAVIGATOR)
    assert len(game.chars(navigator).activated) == 1
    activate(game, navigator, 1)
    # the Navigator's ability resolves: it is exiled and returns; the Bears lose the ability at once
    pass_both(game)
    assert not game.chars(bears).activated
