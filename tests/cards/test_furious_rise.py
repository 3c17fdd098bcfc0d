"""Furious Rise, compiled from its Oracle text: 'At the beginning of your end step, if you control a creature
with power 4 or greater, exile the top card of your library. You may play that card until you exile another
card with Furious Rise.' (603.4, 601.3, 305.1, 607.2a)"""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.state.actions import Action

RISE = "Furious Rise"
use_compiled(RISE)


def _end_step(library: list[str], big: bool = True, extra: list | None = None):
    """P1's second main phase, passed into the end step: Furious Rise's ability resolves."""
    creatures = ["Craw Wurm"] if big else ["Grizzly Bears"]
    game = board({"battlefield": [RISE, *creatures, {"card": "Mountain", "count": 3}, *(extra or [])],
                  "library": library}, step="main2")
    pass_both(game)
    if game.state.zones["stack"]:
        pass_both(game)
    return game


def _advance(game) -> None:
    """Pass priority; declare no attackers or blockers (508.8, 509.1)."""
    game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")


def _to_my_main(game) -> None:
    while not (game.state.active == 0 and game.state.step == "main1" and game.pending.kind == "priority"
               and game.pending.player == 0):
        _advance(game)


def test_the_exiled_card_can_be_played_from_exile() -> None:
    """An instant exiled this way can be cast at once (117.1a), from exile (601.3)."""
    game = _end_step(["Shock", "Island"])
    shock = game.find("Shock", zone="exile")
    assert Action("cast", (shock, "exile")) in list(game.legal_actions())
    game.apply(f"cast {shock} exile")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 18
    assert game.find("Shock", zone="graveyard")


def test_timing_rules_still_apply() -> None:
    """Ruling: “Furious Rise’s effect doesn’t change when you can play the exiled card. For example, if you exile
    a sorcery card, you can cast it only during your main phase when the stack is empty.” A creature card
    exiled in the end step can't be cast until P1's next main phase."""
    game = _end_step(["Grizzly Bears", "Island", "Island", "Island"], extra=[{"card": "Forest", "count": 2}])
    bears = game.find("Grizzly Bears", zone="exile")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
    _to_my_main(game)
    assert Action("cast", (bears, "exile")) in list(game.legal_actions())


def test_an_exiled_land_needs_a_land_play() -> None:
    """Ruling: “If you exile a land card, you can’t play it unless you have land plays available.”"""
    game = _end_step(["Forest", "Island", "Island", "Island"])
    forest = game.find("Forest", zone="exile")
    _to_my_main(game)
    assert Action("play", (forest,)) in list(game.legal_actions())
    game.apply(f"play {forest}")
    assert game.find("Forest", zone="battlefield")


def test_exiling_another_card_ends_the_permission_for_the_first() -> None:
    """'until you exile another card with Furious Rise': after the next end step's exile, only the newer card
    is playable."""
    game = _end_step(["Shock", *["Island"] * 6])
    first = game.find("Shock", zone="exile")
    _to_my_main(game)
    while not (game.state.step == "end" and game.state.active == 0 and not game.state.zones["stack"]
               and len(game.state.zones["exile"]) == 2):
        _advance(game)
    assert first in game.state.zones["exile"]
    assert not [a for a in game.legal_actions() if a.args and a.args[0] == first]


def test_no_creature_with_power_4_means_no_exile() -> None:
    """603.4: the intervening 'if' clause: with only a 2/2, the ability doesn't trigger."""
    game = _end_step(["Shock", "Island"], big=False)
    assert not game.state.zones["exile"]
