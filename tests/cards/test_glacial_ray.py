"""Glacial Ray ({1}{R} Instant — Arcane: 'Glacial Ray deals 2 damage to any target. Splice onto Arcane {1}{R}')."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled, zone_names

use_compiled("Glacial Ray", "Desperate Ritual", "Lightning Bolt")


def test_ruling_it_cant_be_spliced_onto_itself() -> None:
    """Ruling (2013-06-07): "A card with a splice ability can't be spliced onto itself because the spell is on
    the stack (and not in your hand) when you reveal the cards you want to splice onto it." """
    game = board({"hand": ["Glacial Ray"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Glacial Ray', zone='hand')}")
    assert game.pending.kind == "target"


def test_ruling_each_card_spliced_only_once() -> None:
    """Ruling (2013-06-07): "You reveal all cards you intend to splice at the same time. Each individual card can
    be spliced only once onto any one spell." """
    game = board({"hand": ["Desperate Ritual", "Glacial Ray", "Glacial Ray"],
                  "battlefield": [{"card": "Mountain", "count": 6}]})
    game.apply(f"cast {game.find('Desperate Ritual', zone='hand')}")
    offered = []
    while game.pending.kind == "additional":
        offered.append(game.pending.prompt)
        game.apply(f"additional {game.pending.prompt.split()[1]}")
    assert len(offered) == 2 and len(set(offered)) == 2  # each Glacial Ray once
    game.apply("target P2")
    game.apply("target P2")
    assert game.pending.prompt == "pay {3}{R}{R}{R}"
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 16
    assert zone_names(game, "hand") == ["Glacial Ray", "Glacial Ray"]


def test_ruling_all_targets_illegal_none_of_its_effects() -> None:
    """Ruling (2013-06-07): "If all of the spell's targets are illegal when the spell tries to resolve, it won't
    resolve and none of its effects will happen." """
    game = board({"hand": ["Desperate Ritual", "Glacial Ray", "Lightning Bolt"],
                  "battlefield": [{"card": "Mountain", "count": 5}]}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Desperate Ritual', zone='hand')}")
    game.apply(f"additional {game.pending.prompt.split()[1]}")
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    game.apply("autopay")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    resolve_stack(game)
    assert "".join(m.type for m in game.state.players[0].pool) == ""  # no {R}{R}{R}: it didn't resolve
    assert "Desperate Ritual" in zone_names(game, "graveyard")
