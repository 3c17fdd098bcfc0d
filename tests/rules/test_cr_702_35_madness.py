"""CR 702.35a madness: “Madness [cost]” means “If a player would discard this card, that player discards it,
but exiles it instead of putting it into their graveyard” and “When this card is exiled this way, its owner may
cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into
their graveyard.” 702.35b: casting a spell using its madness ability follows the rules for paying alternative
costs. 608.2g: the card is cast during the trigger's resolution. Played with compiled cards: Fiery Temper
({1}{R}{R} instant, '~ deals 3 damage to any target. Madness {R}'), Tormenting Voice ('As an additional cost to
cast this spell, discard a card. Draw two cards.'), Mind Rot ('Target player discards two cards.')."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

use_compiled("Fiery Temper", "Tormenting Voice", "Mind Rot")


def _voice(game) -> None:
    game.apply(f"cast {game.find('Tormenting Voice')}")
    game.apply(f"discard {game.find('Fiery Temper')}")
    game.apply("autopay")


def test_702_35a_discarded_it_is_exiled_and_its_trigger_resolves_first() -> None:
    """702.35a: discarded to pay Tormenting Voice's cost, Fiery Temper is exiled (still discarded, 701.9a) and
    its trigger goes on the stack above the spell (the ruling: it resolves before the spell the discard paid
    for)."""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _voice(game)
    assert "Fiery Temper" in zone_names(game, "exile")
    assert len(game.state.stack) == 2
    assert "Fiery Temper" in game.log()[-1]


def test_702_35a_cast_for_its_madness_cost() -> None:
    """702.35a-b: the owner casts it paying {R} rather than {1}{R}{R}: three damage for the last Mountain."""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _voice(game)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P2")
    assert game.pending.prompt == "pay {R}"
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 17
    assert "Fiery Temper" in zone_names(game, "graveyard")


def test_702_35a_declined_it_goes_to_the_graveyard() -> None:
    """702.35a: 'If that player doesn't, they put this card into their graveyard.'"""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _voice(game)
    game.apply("pass")
    game.apply("pass")
    game.apply("no")
    assert "Fiery Temper" in zone_names(game, "graveyard")
    assert not game.zone("exile")


def test_702_35a_an_abandoned_cast_puts_it_into_the_graveyard() -> None:
    """733, 702.35a: the cast begun and abandoned (cancel) is reversed: the card wasn't cast, so it goes to the
    graveyard."""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _voice(game)
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("cancel")
    assert "Fiery Temper" in zone_names(game, "graveyard")


def test_702_35a_without_mana_it_goes_to_the_graveyard() -> None:
    """702.35a: the opponent's Mind Rot makes P1 discard Fiery Temper with no untapped Mountain: it can't be
    cast, so it goes to the graveyard (no question asked)."""
    game = board({"hand": ["Fiery Temper"]}, {"hand": ["Mind Rot"], "battlefield": [{"card": "Swamp", "count": 3}]},
                 active="P2")
    game.apply(f"cast {game.find('Mind Rot')}")
    game.apply("target P1")
    game.apply("autopay")
    resolve_stack(game)
    assert "Fiery Temper" in zone_names(game, "graveyard")
