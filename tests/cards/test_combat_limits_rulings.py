"""Cards of the combat families (mechanics/block_limits, lure, damage_assignment), each checked against an
official ruling."""

from __future__ import annotations

from support import board, legal, to_blockers

from lithoform.rules.combat.requirements import block_capacity


def test_brave_the_sands_is_cumulative() -> None:
    """Brave the Sands ruling: "The last ability is cumulative. If you control an additional Brave the Sands,
    your creatures will each be able to block three creatures, and so on.\""""
    game = board({"battlefield": ["Brave the Sands", "Brave the Sands", "Grizzly Bears"]})
    assert block_capacity(game.state, game.find("Grizzly Bears")) == 3
    one = board({"battlefield": ["Brave the Sands", "Grizzly Bears"]})
    assert block_capacity(one.state, one.find("Grizzly Bears")) == 2


def test_battlefront_krushok_counters_change_only_future_blocks() -> None:
    """Battlefront Krushok ruling: "The second ability applies only as blockers are declared.\" A creature
    with a +1/+1 counter can't be blocked by two creatures."""
    game = to_blockers(["Battlefront Krushok", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
                       ["Llanowar Elves", "Hill Giant"], ["Grizzly Bears"])
    bears = game.find("Grizzly Bears", player=0)
    game.apply(f"block {game.find('Llanowar Elves')} {bears}")
    game.apply(f"block {game.find('Hill Giant')} {bears}")
    assert not legal(game, "done")


def test_thorn_elemental_cant_split_between_blocker_and_player() -> None:
    """Thorn Elemental ruling: "You can't split the damage assignment between them.\""""
    game = to_blockers(["Thorn Elemental"], ["Hill Giant"], ["Thorn Elemental"])
    game.apply(f"block {game.find('Hill Giant')} {game.find('Thorn Elemental')}")
    game.apply("done")
    for _ in range(20):
        if game.pending.kind == "damage":
            break
        game.apply("pass")
    shares = sorted(int(a.args[0]) for a in game.legal_actions() if a.kind == "damage")
    assert shares == [0, 7]
