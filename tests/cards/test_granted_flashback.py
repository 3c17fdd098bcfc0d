"""Granted flashback (702.34a, 611.2a; mechanics/graveyard_cast_turn): Snapcaster Mage's 'When Snapcaster Mage
enters the battlefield, target instant or sorcery card in your graveyard gains flashback until end of turn. The
flashback cost is equal to its mana cost.' and Recoup's 'Target sorcery card in your graveyard gains flashback
until end of turn. The flashback cost is equal to its mana cost.'"""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Snapcaster Mage", "Recoup", "Past in Flames")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _snapcaster(game: Game, card: str) -> int:
    cast(game, "Snapcaster Mage")
    pass_both(game)  # the Mage resolves; its trigger asks for the target
    target = game.find(card, zone="graveyard")
    if game.pending.kind == "target":
        game.apply(f"target {target}")
    pass_both(game)  # the trigger resolves
    return target


def test_snapcaster_mage_gives_lightning_bolt_flashback_for_its_mana_cost_then_it_is_exiled() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 2}, "Mountain"], "hand": ["Snapcaster Mage"],
                  "graveyard": ["Lightning Bolt"]})
    bolt = _snapcaster(game, "Lightning Bolt")
    assert f"cast {bolt} granted_flashback" in _actions(game)
    game.apply(f"cast {bolt} granted_flashback")
    game.apply("target P2")
    game.apply("autopay")  # {R}: the flashback cost is its mana cost
    pass_both(game)
    assert game.state.players[1].life == 17
    assert "Lightning Bolt" in names(game, "exile")
    assert "Lightning Bolt" not in names(game, "graveyard")


def test_the_flashback_lasts_until_end_of_turn_only() -> None:
    """611.2a, 514.2: in the next turn (P2's), P1 can no longer cast the Bolt from the graveyard."""
    game = board({"battlefield": [{"card": "Island", "count": 2}, "Mountain"], "hand": ["Snapcaster Mage"],
                  "graveyard": ["Lightning Bolt"]})
    bolt = _snapcaster(game, "Lightning Bolt")
    assert f"cast {bolt} granted_flashback" in _actions(game)
    for _ in range(40):  # to a moment of the next turn where P1 has priority
        if game.state.turn == 4 and game.pending.kind == "priority" and game.pending.player == 0:
            break
        game.apply("pass")
    assert game.state.turn == 4 and game.pending.player == 0
    assert not any(a.startswith(f"cast {bolt}") for a in _actions(game))


def test_recoup_gives_a_sorcery_flashback_and_it_keeps_sorcery_timing() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Recoup"],
                  "graveyard": ["Lava Spike"]})
    cast(game, "Recoup", game.find("Lava Spike", zone="graveyard"))
    pass_both(game)
    spike = game.find("Lava Spike", zone="graveyard")
    game.apply(f"cast {spike} granted_flashback")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 17
    assert "Lava Spike" in names(game, "exile")


def test_past_in_flames_gives_each_instant_and_sorcery_card_in_your_graveyard_flashback() -> None:
    """Past in Flames: 'Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.' (702.34a). Ruling (2021-03-19): 'Past in Flames affects only cards
    in your graveyard at the time it resolves. Instant and sorcery cards put into your graveyard later in the turn
    won't gain flashback.'"""
    game = board({"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Past in Flames", "Shock"],
                  "graveyard": ["Lightning Bolt", "Lava Spike", "Grizzly Bears"]})
    cast(game, "Past in Flames")
    pass_both(game)
    bolt = game.find("Lightning Bolt", zone="graveyard")
    spike = game.find("Lava Spike", zone="graveyard")
    bears = game.find("Grizzly Bears", zone="graveyard")
    acts = _actions(game)
    assert f"cast {bolt} granted_flashback" in acts and f"cast {spike} granted_flashback" in acts
    assert not any(a.startswith(f"cast {bears}") for a in acts)  # not an instant or sorcery
    cast(game, "Shock", "P2")
    pass_both(game)
    shock = game.find("Shock", zone="graveyard")
    assert not any(a.startswith(f"cast {shock}") for a in _actions(game))  # put there later: no flashback
    game.apply(f"cast {bolt} granted_flashback")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 15
    assert "Lightning Bolt" in names(game, "exile")
