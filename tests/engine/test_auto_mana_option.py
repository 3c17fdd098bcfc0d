"""The auto_mana game option (issue 13): mana abilities (605.1a) are not offered one by one at priority or
while a cost is paid (601.2g-h, 605.3a); the cost is paid in one `autopay` action. Off by default, so the
exact per-ability actions stay for the rules and their tests."""

from __future__ import annotations

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

SETUP = {"active": "P1", "turn": 3, "step": "main1",
         "P1": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}, "P2": {}}


def test_by_default_each_mana_ability_is_an_action_605_3a() -> None:
    game = Game.from_board(SETUP)
    assert not game.auto_mana
    assert any(a.kind == "activate" for a in game.legal_actions())


def test_with_auto_mana_no_mana_ability_is_offered_at_priority_and_the_cost_is_paid_in_one_action() -> None:
    game = Game.from_board(SETUP)
    game.auto_mana = True
    kinds = [a.kind for a in game.legal_actions()]
    assert "activate" not in kinds and "cast" in kinds
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    assert game.pending.kind == "pay"  # 601.2g-h
    assert [a.kind for a in game.legal_actions() if a.kind != "concede"] == ["autopay", "cancel"]
    game.apply("autopay")
    assert all(game.state.objects[f].tapped for f in game.zone("battlefield")
               if game.state.objects[f].card == "Forest")


def test_a_mana_ability_the_auto_payer_leaves_to_the_player_is_still_offered_while_paying() -> None:
    """Ashnod's Altar's 'Sacrifice a creature: Add {C}{C}' needs a choice of what to sacrifice: the auto-payer
    leaves it to the player, so it is still offered one by one while paying, and {3} can still be paid."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"hand": ["Ashnod's Altar"],
                                   "battlefield": ["Ashnod's Altar", "Grizzly Bears", "Mountain"]}, "P2": {}})
    game.auto_mana = True
    assert not any(a.kind == "activate" for a in game.legal_actions())
    altar = game.find("Ashnod's Altar", zone="hand")
    game.apply(f"cast {altar}")
    offered = [a for a in game.legal_actions() if a.kind == "activate"]
    assert offered and all(any(str(x).startswith("sac:") for x in a.args) for a in offered)


def test_the_option_is_kept_by_clones_and_saves() -> None:
    game = Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=3, auto_mana=True)
    assert game.clone().auto_mana
    assert Game.from_json(game.to_json()).auto_mana


def test_random_games_with_auto_mana_finish_with_fewer_actions() -> None:
    counts = []
    for auto_mana in (False, True):
        game = Game.new([expand(RED_ARTIFACTS), expand(FOUR_COLOR)], seed=5, auto_mana=auto_mana)
        agents = [RandomAgent(10), RandomAgent(11)]
        n = 0
        while not game.is_over and n < 20_000:
            game.apply(agents[game.pending.player].choose(game))
            n += 1
        assert game.is_over
        counts.append(n)
    assert counts[1] < counts[0]
