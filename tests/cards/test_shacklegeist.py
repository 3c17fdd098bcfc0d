"""Shacklegeist (compiled from its Oracle text), played through the engine.

Oracle text: Flying / Shacklegeist can block only creatures with flying. / Tap two untapped Spirits you
control: Tap target creature you don't control."""

from __future__ import annotations

from support import board, can_activate, resolve_stack, to_attackers

from lithoform import Game
from lithoform.rules.combat.steps import can_block

GEIST = "Shacklegeist"


def _two_geists(sick: bool) -> Game:
    return board({"battlefield": [{"card": GEIST, "label": "a", "sick": sick},
                                  {"card": GEIST, "label": "b", "sick": sick}]},
                 {"battlefield": ["Grizzly Bears"]})


def test_tapping_two_spirits_taps_a_creature_even_when_they_are_summoning_sick():
    """302.6 limits only {T} and {Q} costs: creatures that came under their controller's control this turn
    may be tapped to pay 'Tap two untapped Spirits you control'."""
    game = _two_geists(sick=True)
    a, b = game.labels["a"], game.labels["b"]
    assert can_activate(game, a)
    game.apply(f"activate {a} 1")
    assert game.pending.kind in ("tap", "target")
    bears = game.find("Grizzly Bears")
    for _ in range(4):
        if game.pending.kind == "target":
            game.apply(f"target {bears}")
        elif game.pending.kind == "tap":
            assert set(game.pending.options) <= {a, b}
            game.apply(f"tap {game.pending.options[0]}")
        else:
            break
    assert game.state.objects[a].tapped and game.state.objects[b].tapped
    resolve_stack(game)
    assert game.state.objects[bears].tapped


def test_one_spirit_cant_pay_the_cost():
    game = board({"battlefield": [GEIST]}, {"battlefield": ["Grizzly Bears"]})
    assert not can_activate(game, game.find(GEIST))
    tapped = board({"battlefield": [GEIST, {"card": GEIST, "tapped": True}]}, {"battlefield": ["Grizzly Bears"]})
    assert not any(a.kind == "activate" for a in tapped.legal_actions())


def test_cancelling_untaps_the_spirits():
    """733: cancelling an announcement rewinds it, the cost's tapping included."""
    game = _two_geists(sick=False)
    a = game.labels["a"]
    game.apply(f"activate {a} 1")
    while game.pending.kind == "target":
        game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply(f"tap {game.pending.options[0]}")
    game.apply("cancel")
    assert not any(game.state.objects[o].tapped for o in (game.labels["a"], game.labels["b"]))


def test_it_can_block_only_creatures_with_flying():
    game = board({"battlefield": ["Grizzly Bears", "Serra Angel"]}, {"battlefield": [GEIST]},
                 step="beginning_of_combat")
    to_attackers(game)
    geist = game.find(GEIST)
    assert not can_block(game.state, geist, game.find("Grizzly Bears"))
    assert can_block(game.state, geist, game.find("Serra Angel"))
