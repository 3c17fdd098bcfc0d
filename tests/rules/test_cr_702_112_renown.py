"""CR 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't renowned,
put N +1/+1 counters on it and it becomes renowned." 702.112b: renowned is a designation that stays until the
permanent leaves the battlefield. 702.112c: of several instances, only the first to resolve does anything.
Played with Topan Freeblade (a 2/2 with vigilance and renown 1) and Goblin Glory Chaser ("As long as Goblin
Glory Chaser is renowned, it has menace.")."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform import Game
from lithoform.mechanics.renown.rules import RENOWNED, is_renowned
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import Link

use_compiled("Topan Freeblade", "Goblin Glory Chaser")


def _attack(game: Game, attacker: str) -> None:
    """From the beginning of combat: attacks P2 with `attacker`, no blocks, to the end of combat."""
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find(attacker)} P2")
    game.apply("done")
    for _ in range(20):
        if game.state.step == "end_of_combat" or game.pending.kind not in ("priority", "blockers"):
            break
        game.apply("done" if game.pending.kind == "blockers" else "pass")


def test_702_112a_combat_damage_to_a_player_puts_counters_and_it_becomes_renowned() -> None:
    game = board({"battlefield": ["Topan Freeblade"]}, step="beginning_of_combat")
    _attack(game, "Topan Freeblade")
    blade = game.find("Topan Freeblade")
    assert is_renowned(game.state, blade)
    assert pt(game, blade) == (3, 3)
    assert game.state.players[1].life == 18


def test_702_112a_a_renowned_creature_doesnt_trigger_again() -> None:
    """The intervening 'if it isn't renowned' (603.4): already renowned, it doesn't trigger."""
    game = board({"battlefield": ["Topan Freeblade"]}, step="beginning_of_combat")
    blade = game.find("Topan Freeblade")
    game.state.links = game.state.links + (Link(blade, RENOWNED, ()),)
    _attack(game, "Topan Freeblade")
    assert pt(game, blade) == (2, 2)
    assert not [e for e in game.state.events() if e.kind == "trigger"]


def test_702_112b_counters_alone_dont_make_it_renowned() -> None:
    game = board({"battlefield": [{"card": "Topan Freeblade", "counters": {"+1/+1": 1}}]})
    assert not is_renowned(game.state, game.find("Topan Freeblade"))


def test_702_112b_as_long_as_it_is_renowned() -> None:
    game = board({"battlefield": ["Goblin Glory Chaser"]}, step="beginning_of_combat")
    chaser = game.find("Goblin Glory Chaser")
    assert "menace" not in chars(game.state, chaser).keywords
    _attack(game, "Goblin Glory Chaser")
    assert "menace" in chars(game.state, chaser).keywords
