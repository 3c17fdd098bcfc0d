"""Oath of Druids (mechanics/player_chosen_targets, library_look), compiled from its Oracle text: 'At the beginning
of each player's upkeep, that player chooses target player who controls more creatures than they do and is their
opponent. The first player may reveal cards from the top of their library until they reveal a creature card. If
the first player does, that player puts that card onto the battlefield and all other cards revealed this way into
their graveyard.' (601.6, 603.3d: the player whose upkeep it is chooses the target; 115.1; 701.20a)"""

from __future__ import annotations

from support import P1, board, names, pass_until

from lithoform import Game

OATH = "Oath of Druids"
LIBRARY = ["Island", "Forest", "Grizzly Bears", "Plains"]


def _to_upkeep(oath_owner: str, active: str, p2_creatures: list[str]) -> Game:
    mine = {"battlefield": [OATH], "library": LIBRARY}
    theirs = {"battlefield": p2_creatures, "library": ["Swamp"] * 5}
    p1, p2 = (mine, theirs) if oath_owner == "P1" else (theirs, mine)
    return board(p1, p2, active=active, step="untap")


def _take_upkeep(game: Game, reveal: bool = True) -> None:
    for _ in range(20):
        p = game.pending
        if p.kind == "target":
            game.apply(f"target {p.options[0]}")
        elif p.kind == "may":
            game.apply("yes" if reveal else "no")
        elif p.kind == "priority" and game.state.step == "upkeep" and not game.state.stack and not game.state.waiting:
            return
        else:
            game.apply("pass")


def test_cr_603_3d_the_upkeep_player_chooses_and_reveals() -> None:
    """Ruling (2009-10-01): "The ability can only target an opponent of the current player." The player whose
    upkeep it is chooses the target (601.6, 603.3d), reveals until a creature card and puts it onto the
    battlefield under their control, the other revealed cards into their graveyard."""
    game = _to_upkeep("P1", "P1", ["Savannah Lions"])
    for _ in range(20):
        if game.pending.kind == "target":
            break
        game.apply("pass")
    assert game.pending.kind == "target" and game.pending.player == P1
    _take_upkeep(game)
    assert "Grizzly Bears" in names(game, "battlefield")
    assert game.state.objects[game.find("Grizzly Bears", zone="battlefield")].controller == P1
    assert sorted(names(game, "graveyard", P1)) == ["Forest", "Island"]


def test_ruling_no_target_when_the_opponent_controls_no_more_creatures() -> None:
    """Ruling (2009-10-01): "The targeted player controlling more creatures than the current player is a part of
    the targeting requirement. A player can't be targeted by this ability unless it's true ..." (603.3d: with no
    legal target the ability is removed from the stack)"""
    game = _to_upkeep("P1", "P1", [])
    pass_until(game, "draw")
    assert "Grizzly Bears" not in names(game, "battlefield")
    assert names(game, "graveyard", P1) == []


def test_cr_601_6_an_opponents_oath_lets_the_upkeep_player_choose() -> None:
    """At P1's upkeep, P2's Oath of Druids has P1 choose the target and reveal from P1's library: the creature
    enters under P1's control, though P2 controls the ability (110.2a: 'that player puts')."""
    game = board({"library": LIBRARY}, {"battlefield": [OATH, "Savannah Lions"], "library": ["Swamp"] * 5},
                 active="P1", step="untap")
    asked = []
    for _ in range(20):
        p = game.pending
        if p.kind in ("target", "may"):
            asked.append((p.kind, p.player))
        if p.kind == "target":
            game.apply(f"target {p.options[0]}")
        elif p.kind == "may":
            game.apply("yes")
        elif p.kind == "priority" and game.state.step == "upkeep" and not game.state.stack and not game.state.waiting:
            break
        else:
            game.apply("pass")
    assert asked == [("target", P1), ("may", P1)]
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].controller == P1
    assert sorted(names(game, "graveyard", P1)) == ["Forest", "Island"]


def test_declining_to_reveal_does_nothing() -> None:
    game = _to_upkeep("P1", "P1", ["Savannah Lions"])
    _take_upkeep(game, reveal=False)
    assert "Grizzly Bears" not in names(game, "battlefield")
    assert names(game, "graveyard", P1) == []
