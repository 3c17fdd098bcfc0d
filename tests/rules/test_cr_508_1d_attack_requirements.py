"""CR 508.1c-d: restrictions and requirements on declaring attackers. 'Attacks each combat if able' is a
requirement (508.1d): the declaration must obey as many requirements as possible without violating a
restriction (508.1c); a creature that can't attack (tapped, summoning sick, 'can't attack unless ...')
isn't required to. Checked with the compiled Furor of the Bitten, Pursued Whale's Pirate token and Gadrak,
the Crown-Scourge."""

from __future__ import annotations

from support import legal

from lithoform import Game
from lithoform.play.agents import HeuristicAgent
from lithoform.rules.combat.requirements import required_attackers

FUROR = "Furor of the Bitten"


def _combat(p1: dict, p2: dict | None = None, furor_on: str | None = None) -> Game:
    """P1's declare attackers step; with `furor_on`, P1 first casts Furor of the Bitten on that creature."""
    if furor_on is not None:
        p1 = {**p1, "battlefield": [*p1["battlefield"], "Mountain"], "hand": [FUROR]}
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P1": p1, "P2": p2 or {}})
    if furor_on is not None:
        game.apply(f"cast {game.find(FUROR)}")
        game.apply(f"target {game.find(furor_on)}")
        game.apply("autopay")
        game.apply("pass")
        game.apply("pass")
        assert game.state.objects[game.find(FUROR)].attached_to == game.find(furor_on)
    for _ in range(4):  # on to the declaration of attackers (508.1)
        if game.pending.kind == "attackers" or game.state.step == "declare_attackers":
            break
        game.apply("pass")
    return game


def test_508_1d_an_enchanted_creature_must_attack_before_the_declaration_can_end():
    game = _combat({"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, furor_on="Grizzly Bears")
    bears = game.find("Grizzly Bears")
    assert game.pending.kind == "attackers"
    assert game.pending.groups == ((bears,),)
    assert not legal(game, "done")
    game.apply(f"attack {game.find('Llanowar Elves')} P2")
    assert not legal(game, "done")  # another attacker doesn't obey the requirement
    game.apply(f"attack {bears} P2")
    assert legal(game, "done")
    game.apply("done")
    assert {a for a, _ in game.state.combat.attackers} == {bears, game.find("Llanowar Elves")}


def test_508_1d_a_tapped_or_summoning_sick_creature_isnt_required_to_attack():
    """Furor of the Bitten ruling: "If the enchanted creature can't attack for any reason (such as being
    tapped or having come under that player's control that turn), then it doesn't attack.\""""
    tapped = _combat({"battlefield": [{"card": "Grizzly Bears", "tapped": True}, "Llanowar Elves"]},
                     furor_on="Grizzly Bears")
    assert tapped.pending.kind == "attackers" and legal(tapped, "done")
    sick = _combat({"battlefield": [{"card": "Grizzly Bears", "sick": True}, "Llanowar Elves"]},
                   furor_on="Grizzly Bears")
    assert sick.pending.kind == "attackers" and legal(sick, "done")
    assert required_attackers(sick.state, sick.pending.options) == ()


def test_508_1c_a_restriction_wins_over_a_requirement():
    """Gadrak, the Crown-Scourge can't attack unless its controller controls four or more artifacts; with
    Furor of the Bitten on it, it still can't attack (a requirement is obeyed only without violating a
    restriction, 508.1d)."""
    game = _combat({"battlefield": ["Gadrak, the Crown-Scourge", "Grizzly Bears"]},
                   furor_on="Gadrak, the Crown-Scourge")
    gadrak = game.find("Gadrak, the Crown-Scourge")
    assert gadrak not in game.pending.options
    assert legal(game, "done")


def test_508_1c_gadrak_can_attack_with_four_artifacts():
    artifacts = [{"card": "Bonesplitter", "count": 4}]
    game = _combat({"battlefield": ["Gadrak, the Crown-Scourge", *artifacts]})
    assert game.find("Gadrak, the Crown-Scourge") in game.pending.options
    three = _combat({"battlefield": ["Gadrak, the Crown-Scourge", "Grizzly Bears",
                                     {"card": "Bonesplitter", "count": 3}]})
    assert three.find("Gadrak, the Crown-Scourge") not in three.pending.options


def test_508_1d_the_heuristic_agent_declares_the_required_attacker():
    """The agent's plan may keep the enchanted creature home; the requirement sends it in anyway."""
    game = _combat({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Serra Angel", "Serra Angel"]},
                   furor_on="Grizzly Bears")
    agent = HeuristicAgent()
    for _ in range(5):
        if game.pending.kind != "attackers":
            break
        game.apply(agent.choose(game))
    assert game.state.combat is not None and [a for a, _ in game.state.combat.attackers] == [
        game.find("Grizzly Bears")]


def test_508_1d_the_legal_action_listing_never_ends_a_declaration_that_breaks_a_requirement():
    game = _combat({"battlefield": ["Grizzly Bears"]}, furor_on="Grizzly Bears")
    assert [str(a) for a in game.legal_actions() if a.kind != "concede"] == [
        f"attack {game.find('Grizzly Bears')} P2"]
