"""Sparkhunter Masticore, compiled from its Oracle text and played (it has no official rulings).

Oracle text: As an additional cost to cast this spell, discard a card. / Protection from planeswalkers /
{1}: Sparkhunter Masticore deals 1 damage to target planeswalker. / {3}: Sparkhunter Masticore gains
indestructible until end of turn."""

from __future__ import annotations

from support import activate, board, counters, lands, pass_both, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.rules.damage import deal_damage

MASTICORE = "Sparkhunter Masticore"
CHANDRA = "Chandra, Novice Pyromancer"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(MASTICORE)).ok


def test_casting_it_discards_a_card() -> None:
    game = board({"battlefield": [lands("Mountain", 3)], "hand": [MASTICORE, "Shock"]})
    game.apply(f"cast {game.find(MASTICORE, zone='hand')}")
    assert game.pending.kind == "discard"
    game.apply(f"discard {game.find('Shock', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.find(MASTICORE) in game.zone("battlefield")
    assert game.find("Shock", zone="graveyard")


def test_a_planeswalkers_ability_cant_target_it() -> None:
    """702.16b: Chandra's [-2] 'deals 2 damage to any target' can't target it; the Bears can be."""
    game = board({"battlefield": [{"card": CHANDRA, "counters": {"loyalty": 4}}]},
                 {"battlefield": [MASTICORE, "Grizzly Bears"]})
    game.apply(f"activate {game.find(CHANDRA)} 3")
    assert game.pending.kind == "target"
    assert game.find(MASTICORE) not in game.pending.options
    assert game.find("Grizzly Bears") in game.pending.options


def test_a_planeswalker_can_take_control_of_other_creatures_only() -> None:
    """Sarkhan Vol's [-2] 'Gain control of target creature until end of turn' can't target it."""
    game = board({"battlefield": [{"card": "Sarkhan Vol", "counters": {"loyalty": 4}}]},
                 {"battlefield": [MASTICORE, "Grizzly Bears"]})
    game.apply(f"activate {game.find('Sarkhan Vol')} 2")
    assert game.find(MASTICORE) not in game.pending.options


def test_damage_from_a_planeswalker_is_prevented() -> None:
    """702.16e with 702.16a: a planeswalker is a source with the card type."""
    game = board({"battlefield": [{"card": CHANDRA, "counters": {"loyalty": 4}}]}, {"battlefield": [MASTICORE]})
    masticore = game.find(MASTICORE)
    assert deal_damage(game.state, game.find(CHANDRA), masticore, 2) == 0
    assert game.state.objects[masticore].damage == 0


def test_it_pings_a_planeswalker() -> None:
    game = board({"battlefield": [MASTICORE, "Mountain"]}, {"battlefield": [{"card": CHANDRA, "counters": {"loyalty": 4}}]})
    chandra = game.find(CHANDRA)
    activate(game, game.find(MASTICORE), 1, chandra)
    pass_both(game)
    assert counters(game, chandra, "loyalty") == 3


def test_it_gains_indestructible() -> None:
    game = board({"battlefield": [MASTICORE, lands("Mountain", 3)]}, {"battlefield": [lands("Swamp", 3)],
                                                                      "hand": ["Murder"]})
    masticore = game.find(MASTICORE)
    activate(game, masticore, 2)
    pass_both(game)
    assert "indestructible" in game.chars(masticore).keywords
    game.apply("pass")
    game.apply(f"cast {game.find('Murder', zone='hand')}")
    game.apply(f"target {masticore}")
    game.apply("autopay")
    resolve_stack(game)
    assert masticore in game.zone("battlefield")
