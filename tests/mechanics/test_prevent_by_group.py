"""615.1a: 'Prevent all (combat) damage that would be dealt this turn by [group].' (mechanics/damage_prevention:
Tanglesap, Harmless Assault). A prevention effect is not locked in to the objects of the group as it resolves
(615.1): a source is checked as it would deal the damage. The rulings quoted are the cards' own."""

from __future__ import annotations

from support import attack, board, cast, pass_until, resolve_stack, to_attackers, use_compiled

use_compiled("Tanglesap", "Harmless Assault", "Rancor")


def test_tanglesap_ruling_trample_is_checked_as_the_damage_is_dealt() -> None:
    """Tanglesap: "Creatures are checked to see whether they have trample at the time they'd deal combat damage,
    not at the time Tanglesap resolves." After Tanglesap resolves, Rancor gives one Grizzly Bears trample: its 4
    damage is dealt, the other Bears' 2 is prevented."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}, {"card": "Grizzly Bears", "count": 2}],
                  "hand": ["Tanglesap", "Rancor"]})
    cast(game, "Tanglesap")
    resolve_stack(game)
    first = game.find("Grizzly Bears")
    cast(game, "Rancor", first)
    resolve_stack(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, *[o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"])
    pass_until(game, "end")
    assert game.state.players[1].life == 16


def test_harmless_assault_ruling_blockers_still_deal_damage() -> None:
    """Harmless Assault: "Combat damage dealt by blocking creatures isn't prevented." P2 casts it as P1 attacks
    with Grizzly Bears blocked by P2's Grizzly Bears: P1's Bears deal no damage, P2's blocker deals 2, and
    P1's Bears die."""
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears", {"card": "Plains", "count": 4}], "hand": ["Harmless Assault"]})
    attacker = game.find("Grizzly Bears")
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, attacker)
    blocker = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"
               and game.state.objects[o].controller == 1][0]
    for _ in range(20):
        if game.pending.kind == "blockers":
            break
        game.apply("pass")
    game.apply(f"block {blocker} {attacker}")
    game.apply("done")
    # P1 has priority in the declare blockers step; P1 passes, P2 casts Harmless Assault
    game.apply("pass")
    cast(game, "Harmless Assault")
    resolve_stack(game)
    pass_until(game, "end")
    assert attacker not in game.state.objects or game.state.objects[attacker].zone != "battlefield"
    assert game.state.objects[blocker].damage == 0 and game.state.objects[blocker].zone == "battlefield"
