"""CR 602.2b and 605.3a: a mana ability's cost is paid as it is activated; 'Tap an untapped creature you
control' taps the creature chosen for it (Springleaf Drum), and 302.6 limits only {T} and {Q} abilities of the
creature itself, so a summoning-sick creature may be tapped this way."""

from __future__ import annotations

import pytest
from support import board, use_compiled

use_compiled("Springleaf Drum")


def test_602_2b_the_chosen_creature_is_tapped_with_the_source() -> None:
    game = board({"battlefield": ["Springleaf Drum", {"card": "Grizzly Bears", "sick": True}]})
    drum, bears = game.find("Springleaf Drum"), game.find("Grizzly Bears")
    game.apply(f"activate {drum} 1 mana:R tap:{bears}")
    assert game.state.objects[bears].tapped and game.state.objects[drum].tapped
    assert [m.type for m in game.state.players[0].pool] == ["R"]


def test_602_2b_the_cost_must_be_paid_in_full() -> None:
    """Without a creature named, the activation is refused and nothing changes (the cost isn't paid)."""
    game = board({"battlefield": ["Springleaf Drum", "Grizzly Bears"]})
    drum = game.find("Springleaf Drum")
    with pytest.raises(ValueError):
        game.apply(f"activate {drum} 1 mana:R")
    assert not game.state.objects[drum].tapped and not game.state.players[0].pool


def test_605_3a_the_source_is_not_its_own_creature_to_tap() -> None:
    """A {T} in the same cost taps the source, so an artifact creature with this ability couldn't tap itself
    twice: the Drum is no creature, and without another creature there is no action."""
    game = board({"battlefield": ["Springleaf Drum"]})
    drum = game.find("Springleaf Drum")
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == drum]
