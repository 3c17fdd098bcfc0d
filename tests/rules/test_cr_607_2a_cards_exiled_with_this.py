"""CR 607.2a: 'Return all cards exiled with ~ to their owner's hand' returns what the card's other abilities
exiled (Bag of Holding)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_607_2a_bag_of_holding_returns_its_cards() -> None:
    passes_file("bag_of_holding_returns_the_cards_it_exiled_607_2a.yaml")
