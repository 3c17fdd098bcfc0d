"""701.21a, 118.3: a 'Sacrifice a [filter]' cost can be paid only with a permanent the player controls that fits
the filter; the listing asks whether one exists (payment.has_sacrifice_candidate: newest first, a card type
test before the whole filter, issue 13). These tests check the answers the listing gives."""

from __future__ import annotations

from lithoform import Game
from lithoform.cards.tree import Filter
from lithoform.rules.payment import has_sacrifice_candidate


def _board(p1_battlefield: list[str], p2_battlefield: list[str] = ()) -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": p1_battlefield}, "P2": {"battlefield": list(p2_battlefield)}})


def _activations(game: Game, name: str) -> list[str]:
    oid = game.find(name)
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_701_21a_no_creature_of_yours_no_sacrifice_a_creature_ability() -> None:
    """Blasting Station: '{T}, Sacrifice a creature: ...' isn't offered when P1 controls only lands and
    artifacts, though the opponent controls a creature (118.3: only your own permanents pay your costs)."""
    game = _board(["Mountain", "Mountain", "Blasting Station", "Ketria Crystal"], ["Grizzly Bears"])
    assert _activations(game, "Blasting Station") == []
    station = game.find("Blasting Station")
    assert not has_sacrifice_candidate(game.state, 0, Filter(types=("Creature",)), station)
    assert has_sacrifice_candidate(game.state, 1, Filter(types=("Creature",)), station)


def test_701_21a_a_creature_of_yours_anywhere_on_the_battlefield_pays_it() -> None:
    """The creature may be the oldest permanent (looked at last) and still pays the cost; an artifact filter
    finds the Station itself (it may sacrifice itself to an 'artifact' cost, 701.21a)."""
    game = _board(["Grizzly Bears", "Mountain", "Mountain", "Blasting Station"])
    assert _activations(game, "Blasting Station")
    station = game.find("Blasting Station")
    assert has_sacrifice_candidate(game.state, 0, Filter(types=("Creature",)), station)
    assert has_sacrifice_candidate(game.state, 0, Filter(types=("Artifact",)), station)
    assert not has_sacrifice_candidate(game.state, 0, Filter(types=("Enchantment",)), station)
    assert has_sacrifice_candidate(game.state, 0, None, station)  # 'Sacrifice a permanent'
