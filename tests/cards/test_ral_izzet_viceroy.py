"""Ral, Izzet Viceroy's −8: "You get an emblem with 'Whenever you cast an instant or sorcery spell, this emblem
deals 4 damage to any target and you draw two cards.'" The emblem is the source of the damage (114.4: its
abilities function in the command zone; 120.1)."""

from __future__ import annotations

from support import activate, board, cast, events, hand_size, pass_both, resolve_stack, use_compiled

use_compiled("Ral, Izzet Viceroy")


def test_the_emblem_deals_4_damage_and_its_controller_draws_two_cards() -> None:
    game = board({"battlefield": [{"card": "Ral, Izzet Viceroy", "counters": {"loyalty": 8}}, "Mountain"],
                  "hand": ["Lightning Bolt"]})
    activate(game, "Ral, Izzet Viceroy", 3)
    resolve_stack(game)
    assert "Ral, Izzet Viceroy" not in [o.card for o in game.state.objects.values()
                                        if getattr(o, "zone", "") == "battlefield"]  # 0 loyalty (704.5i)
    cast(game, "Lightning Bolt", "P2")
    assert game.pending.kind == "target"  # the emblem's trigger: 'any target'
    game.apply("target P2")
    before = hand_size(game)
    pass_both(game)  # the emblem's trigger resolves first
    assert game.state.players[1].life == 16 and hand_size(game) == before + 2
    resolve_stack(game)
    assert game.state.players[1].life == 13
    damage = [e for e in events(game, "damage") if e.args.get("amount") == 4]
    assert damage and damage[0].args["card"] == "Emblem"
