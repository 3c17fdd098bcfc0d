"""CR 601.3: “A player can begin to cast a spell only if a rule or effect allows that player to cast it”; the
hand is the usual zone (117.1a, 305.1). Cards elsewhere are listed among the legal actions only under a
permission, named in the action ('cast ID flashback', 'cast ID graveyard', 'cast ID exile'), and agents
see them in their observation."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.play.agents.priority_ai import Options
from lithoform.play.observation import observe
from lithoform.state.actions import Action

use_compiled("Think Twice", "Radha, Heart of Keld")


def test_a_card_in_a_graveyard_without_a_permission_cant_be_cast() -> None:
    game = board({"graveyard": ["Shock"], "battlefield": [{"card": "Mountain", "count": 3}]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_the_permission_is_part_of_the_action_text() -> None:
    action = Action.parse("cast 12 flashback")
    assert action == Action("cast", (12, "flashback")) and str(action) == "cast 12 flashback"


def test_the_observation_lists_the_action_and_the_card() -> None:
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}]})
    seen = observe(game, 0)
    oid = game.find("Think Twice", zone="graveyard")
    assert Action("cast", (oid, "flashback")) in seen.legal_actions
    assert seen.card(oid) is not None


def test_the_heuristic_agent_considers_casts_and_plays_from_other_zones() -> None:
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3},
                                                                 "Radha, Heart of Keld"],
                  "library": ["Forest", "Island"]})
    seen = observe(game, 0)
    opts = Options(seen, list(seen.legal_actions), set())
    assert [c.name for _, c in opts.casts] == ["Think Twice"]
    assert [c.name for _, c in opts.plays] == ["Forest"]
