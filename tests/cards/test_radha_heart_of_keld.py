"""Radha, Heart of Keld, compiled from its Oracle text: 'As long as it's your turn, Radha has first strike.',
'You may look at the top card of your library any time, and you may play lands from the top of your
library.' (401.5, 305.1, 601.3) and '{4}{R}{G}: Radha gets +X/+X until end of turn, where X is the number
of lands you control.'"""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.play.observation import observe
from lithoform.state.actions import Action

RADHA = "Radha, Heart of Keld"
use_compiled(RADHA)


def _top(game, player: int = 0) -> int:
    return game.state.zones[f"library:{player}"][0]


def test_a_land_on_top_of_the_library_can_be_played() -> None:
    """305.1 with Radha's permission: the land is put onto the battlefield (a special action)."""
    game = board({"battlefield": [RADHA], "library": ["Forest", "Island"]})
    top = _top(game)
    assert Action("play", (top,)) in list(game.legal_actions())
    game.apply(f"play {top}")
    assert game.find("Forest", zone="battlefield")
    assert game.state.players[0].lands_played == 1


def test_radha_doesnt_allow_additional_lands() -> None:
    """Ruling: “Radha doesn’t allow you to play additional lands.” After a land from the hand, the land on top
    can't be played (305.2)."""
    game = board({"battlefield": [RADHA], "hand": ["Mountain"], "library": ["Forest", "Island"]})
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert not [a for a in game.legal_actions() if a.kind == "play"]


def test_a_nonland_card_on_top_cant_be_played_or_cast() -> None:
    """Only lands: a spell on top of the library isn't castable with Radha (601.3)."""
    game = board({"battlefield": [RADHA, {"card": "Forest", "count": 3}], "library": ["Grizzly Bears", "Forest"]})
    top = _top(game)
    assert not [a for a in game.legal_actions() if a.kind in ("play", "cast") and a.args[0] == top]


def test_only_at_sorcery_timing() -> None:
    """305.1: a land is played in a main phase of its controller's turn with an empty stack: not in the
    opponent's turn."""
    game = board({"library": ["Forest"]}, {"battlefield": [RADHA], "library": ["Forest", "Island"]})
    game.apply("pass")
    assert game.pending.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "play"]


def test_the_controller_may_look_at_the_top_card_any_time() -> None:
    """Ruling: “Radha lets you look at the top card of your library whenever you want ... Knowing what that card
    is becomes part of the information you have access to.” The opponent doesn't see it (400.2)."""
    game = board({"battlefield": [RADHA], "library": ["Grizzly Bears", "Forest"]})
    assert [c.name for c in observe(game, 0).library_tops] == ["Grizzly Bears"]
    assert observe(game, 1).library_tops == ()
    game.apply("pass")  # still visible while the opponent holds priority
    assert [c.name for c in observe(game, 0).library_tops] == ["Grizzly Bears"]


def test_without_radha_the_top_card_is_hidden() -> None:
    game = board({"library": ["Forest", "Island"]})
    assert observe(game, 0).library_tops == ()
    assert not [a for a in game.legal_actions() if a.kind == "play"]


def test_first_strike_only_on_your_turn() -> None:
    game = board({"battlefield": [RADHA]})
    assert "first strike" in game.chars(game.find(RADHA)).keywords
    game = board({}, {"battlefield": [RADHA]})
    assert "first strike" not in game.chars(game.find(RADHA)).keywords


def test_pump_counts_lands_as_it_resolves() -> None:
    """Ruling: “The value of X is determined only as Radha’s last ability resolves.”"""
    game = board({"battlefield": [RADHA, {"card": "Mountain", "count": 3}, {"card": "Forest", "count": 3}]})
    radha = game.find(RADHA)
    game.apply(f"activate {radha} 1")
    game.apply("autopay")
    pass_both(game)
    assert (game.chars(radha).power, game.chars(radha).toughness) == (3 + 6, 3 + 6)
