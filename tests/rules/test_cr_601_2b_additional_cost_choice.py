"""CR 601.2b and 601.2f-h: 'As an additional cost to cast this spell, discard a card or pay {5}.' The player
announces which additional cost they pay; the mana joins the total cost (601.2f); with no other card to
discard, paying the mana is the only choice."""

from __future__ import annotations

from support import board

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _axe(hand: list[str]):
    game = board({"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Lightning Axe", *hand]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Lightning Axe')}")
    return game


def test_601_2b_with_a_card_to_discard_either_cost_may_be_chosen() -> None:
    game = _axe(["Island"])
    assert {str(a) for a in game.legal_actions()} >= {"additional instead", "additional none"}


def test_601_2b_with_nothing_else_in_hand_only_the_mana_can_be_chosen() -> None:
    game = _axe([])
    texts = {str(a) for a in game.legal_actions()}
    assert "additional instead" in texts and "additional none" not in texts


def test_601_2f_paying_the_mana_adds_it_to_the_total_cost_and_nothing_is_discarded() -> None:
    game = _axe(["Island"])
    game.apply("additional instead")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert any(e.kind == "total_cost" and e.args.get("cost") == "{5}{R}" for e in game.state.events())


def test_the_choice_compiles_for_the_family_of_cards() -> None:
    for name in ("Lightning Axe", "Bayou Groff", "Eaten Alive", "Spark Harvest", "Morkrut Behemoth"):
        assert compile_card(get_card(name)).ok, name
