"""CR 509.1b-c: restrictions and requirements on declaring blockers. 'Must be blocked if able' (Canopy
Stalker) is a requirement: the defending player's declaration must obey as many requirements as possible
without violating a restriction (509.1c); '~ can block only creatures with flying' (Shacklegeist) is a
restriction (509.1b); 702.111b menace is one too (two or more blockers)."""

from __future__ import annotations

from support import legal, to_blockers

from lithoform import Game
from lithoform.play.agents import HeuristicAgent
from lithoform.rules.combat.steps import can_block

STALKER = "Canopy Stalker"



def test_509_1c_an_attacker_that_must_be_blocked_needs_a_blocker():
    game = to_blockers([STALKER], ["Grizzly Bears", "Llanowar Elves"], [STALKER])
    stalker = game.find(STALKER)
    assert game.pending.kind == "blockers" and game.pending.groups == ((stalker,),)
    assert not legal(game, "done")
    game.apply(f"block {game.find('Llanowar Elves')} {stalker}")
    assert legal(game, "done")


def test_509_1c_only_one_blocker_is_required():
    """Canopy Stalker ruling: "Only one creature is required to block Canopy Stalker. Other creatures may
    also block it, and are free to block other creatures or not block at all.\""""
    game = to_blockers([STALKER, "Grizzly Bears"], ["Grizzly Bears", "Llanowar Elves"], [STALKER, "Grizzly Bears"])
    stalker = game.find(STALKER)
    theirs = [o for o in game.zone("battlefield") if game.state.objects[o].controller == 1]
    game.apply(f"block {theirs[0]} {stalker}")
    assert legal(game, "done")
    game.apply(f"block {theirs[1]} {stalker}")
    assert legal(game, "done")


def test_509_1c_no_requirement_when_no_creature_can_block_it():
    """Canopy Stalker ruling: "If each creature the defending player controls can't block for any reason
    (such as being tapped), then Canopy Stalker isn't blocked.\""""
    game = to_blockers([STALKER, "Serra Angel"], [{"card": "Grizzly Bears", "tapped": True}, "Llanowar Elves"],
                     [STALKER, "Serra Angel"])
    # Llanowar Elves can block Canopy Stalker: still required
    assert not legal(game, "done")
    tapped = to_blockers([STALKER, "Serra Angel"], [{"card": "Grizzly Bears", "tapped": True}, "Shacklegeist"],
                       [STALKER, "Serra Angel"])
    # Shacklegeist can block only creatures with flying (509.1b): it may block Serra Angel, or nothing
    assert legal(tapped, "done")
    assert not can_block(tapped.state, tapped.find("Shacklegeist"), tapped.find(STALKER))
    assert can_block(tapped.state, tapped.find("Shacklegeist"), tapped.find("Serra Angel"))


def test_509_1c_the_maximum_number_of_requirements_counts_every_attacker():
    """Two Canopy Stalkers and two possible blockers: two blockers on one Stalker obey one requirement
    where two could be obeyed, so the declaration isn't legal."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": [{"card": STALKER, "label": "a"}, {"card": STALKER, "label": "b"}]},
                            "P2": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    a, b = game.labels["a"], game.labels["b"]
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {a} P2")
    game.apply(f"attack {b} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"block {bears} {a}")
    game.apply(f"block {elves} {a}")
    assert not legal(game, "done")  # only one of two requirements obeyed
    game.apply("cancel")
    game.apply(f"block {bears} {a}")
    game.apply(f"block {elves} {b}")
    assert legal(game, "done")


def test_509_1c_the_heuristic_agent_blocks_what_must_be_blocked():
    game = to_blockers([STALKER], ["Llanowar Elves"], [STALKER])
    agent = HeuristicAgent()
    for _ in range(6):
        if game.pending.kind != "blockers":
            break
        game.apply(agent.choose(game))
    assert game.state.combat is not None
    assert game.state.combat.blockers == ((game.find("Llanowar Elves"), game.find(STALKER)),)
