"""Mirrorwing Dragon and Zada, Hedron Grinder, compiled from their Oracle text (mechanics/copy_per_target).

Mirrorwing Dragon: Whenever a player casts an instant or sorcery spell that targets only Mirrorwing Dragon, that
player copies that spell for each other creature they control that the spell could target. Each copy targets a
different one of those creatures.
Zada: Whenever you cast an instant or sorcery spell that targets only Zada, Hedron Grinder, copy that spell for each
other creature you control that the spell could target. Each copy targets a different one of those creatures.

707.10, 707.10c; 'they control': the creatures of the spell's caster, not of the Dragon's controller."""

from __future__ import annotations

from support import P2, board, cast, events, order_if_asked, pass_both, use_compiled

from lithoform import Game

use_compiled("Mirrorwing Dragon", "Zada, Hedron Grinder", "Lightning Bolt", "Giant Growth", "Grizzly Bears")


def _resolve_all(game: Game) -> None:
    for _ in range(40):
        order_if_asked(game)
        if game.pending.kind == "choose":
            game.apply(f"choose {game.pending.options[0]}")
            continue
        if not game.state.stack:
            return
        pass_both(game)


def test_mirrorwing_copies_for_each_creature_the_caster_controls() -> None:
    game = board({"battlefield": ["Mirrorwing Dragon", "Grizzly Bears"]},
                 {"battlefield": ["Mountain", "Grizzly Bears", "Grizzly Bears"], "hand": ["Lightning Bolt"]})
    game.apply("pass")
    cast(game, "Lightning Bolt", game.find("Mirrorwing Dragon"))
    _resolve_all(game)
    copies = events(game, "copy")
    assert len(copies) == 2 and all(e.args["player"] == P2 for e in copies)  # P2's two Bears, not P1's
    alive = [game.state.objects[o].controller for o in game.state.zones["battlefield"]
             if game.state.objects[o].card == "Grizzly Bears"]
    assert alive == [0]  # P2's Bears took the copies; P1's Bears is untouched


def test_zada_copies_for_each_other_creature_you_control() -> None:
    game = board({"battlefield": ["Zada, Hedron Grinder", "Grizzly Bears", "Grizzly Bears", "Forest"],
                  "hand": ["Giant Growth"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Giant Growth", game.find("Zada, Hedron Grinder"))
    _resolve_all(game)
    assert len(events(game, "copy")) == 2
    powers = sorted((game.state.objects[o].controller, game.chars(o).power) for o in game.state.zones["battlefield"]
                    if "Creature" in game.chars(o).types)
    assert powers == [(0, 5), (0, 5), (0, 6), (1, 2)]  # Zada 3/3 and two Bears each +3/+3; P2's Bears not
