"""113.6m: mana abilities that function in the hand (the Spirit Guides) are looked for in a player's hand only in a
game where some definition has one (issue 13: every priority listing asked for them)."""

from __future__ import annotations

from support import board

from lithoform.catalog.registry import get_def
from lithoform.rules.payment import hand_mana_sources
from lithoform.rules.present import HAND_MANA_ABILITY, kinds_of, present_kinds


def test_a_spirit_guide_brings_the_hand_mana_ability_kind() -> None:
    assert HAND_MANA_ABILITY in kinds_of(get_def("Simian Spirit Guide"))
    assert HAND_MANA_ABILITY not in kinds_of(get_def("Llanowar Elves"))  # a mana ability on the battlefield


def test_113_6m_the_spirit_guide_in_hand_is_a_mana_source_and_the_gate_opens_for_it() -> None:
    game = board({"hand": ["Simian Spirit Guide", "Lightning Bolt"]})
    assert HAND_MANA_ABILITY in present_kinds(game.state)
    guide = game.find("Simian Spirit Guide")
    assert [oid for oid, _n, _a in hand_mana_sources(game.state, 0)] == [guide]
    assert f"activate {guide} 1" in [str(a) for a in game.legal_actions()]


def test_a_game_without_one_finds_none() -> None:
    game = board({"hand": ["Lightning Bolt"]})
    assert HAND_MANA_ABILITY not in present_kinds(game.state)
    assert hand_mana_sources(game.state, 0) == []
