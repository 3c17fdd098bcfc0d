"""Erebos's Emissary, compiled from its Oracle text ('if ~ is an Aura, ... instead': mechanics/becomes_types,
608.2c; bestow, 702.103), in games.

Oracle text: Bestow {5}{B} / Discard a creature card: Erebos's Emissary gets +2/+2 until end of turn. If
Erebos's Emissary is an Aura, enchanted creature gets +2/+2 until end of turn instead. / Enchanted creature
gets +3/+3."""

from __future__ import annotations

from support import activate, board, cast, pass_both, pay_with, pt, untapped, use_compiled

EMISSARY = "Erebos's Emissary"
use_compiled(EMISSARY)


def _pump(game) -> None:  # noqa: ANN001
    activate(game, game.find(EMISSARY, zone="battlefield"), 1)
    while game.pending.kind != "priority":  # the discard: the only creature card in hand
        game.apply(next(a for a in game.legal_actions() if str(a).startswith("discard")))
    pass_both(game)


def test_as_a_creature_it_gets_the_bonus_itself() -> None:
    game = board({"battlefield": ["Swamp"] * 4, "hand": [EMISSARY, "Grizzly Bears"]})
    cast(game, EMISSARY)
    pass_both(game)
    _pump(game)
    assert pt(game, game.find(EMISSARY, zone="battlefield")) == (5, 5)


def test_as_an_aura_the_enchanted_creature_gets_it_instead() -> None:
    """608.2c: it's a bestowed Aura (702.103b) as the ability resolves: the enchanted Bears get +2/+2 (and
    +3/+3 from the static ability): 7/7."""
    game = board({"battlefield": ["Swamp"] * 6 + ["Grizzly Bears"], "hand": [EMISSARY, "Runeclaw Bear"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(EMISSARY)} bestow")
    game.apply(f"target {bears}")
    pay_with(game, *untapped(game, "Swamp", 6))
    pass_both(game)
    assert pt(game, bears) == (5, 5)
    _pump(game)
    assert pt(game, bears) == (7, 7)
