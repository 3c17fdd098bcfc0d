"""CR 115.1d, 601.2c: 'any number of target ...' (mechanics/any_number_targets): zero or more targets, chosen
one at a time, each a different object (115.3)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_115_1d_two_of_three_cards_are_chosen() -> None:
    passes_file("gravepurge_any_number_of_targets_115_1d.yaml")
