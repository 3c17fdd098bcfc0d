"""Removal from combat (506.4), and what it leaves behind: a blocker whose attacker left combat is still a
blocking creature that blocks nothing (509.1h, 510.1d); an attacker whose blockers left stays blocked (509.1h,
510.1c; 702.19d with trample). A permanent is removed from combat when its controller changes, when it
regenerates (701.19a), phases out (702.26b), stops being a creature, or an effect removes it."""

from __future__ import annotations

from support import (
    activate,
    attack,
    block,
    board,
    cast,
    events,
    life,
    pass_both,
    pass_until,
    resolve_stack,
    to_attackers,
    use_compiled,
)

use_compiled("Gustcloak Runner", "Goblin Cadets", "Righteousness", "Word of Seizing", "Opalescence",
             "Glorious Anthem", "Disenchant", "Colossal Dreadmaw", "Drudge Skeletons")


def _runner_blocked_by_giant(p2_hand: list[str] | None = None):
    """P1's Gustcloak Runner attacks, P2's Hill Giant blocks it, and the Runner removes itself from combat."""
    game = board({"battlefield": ["Gustcloak Runner"]},
                 {"battlefield": ["Hill Giant", {"card": "Plains", "count": 2}], "hand": p2_hand or []},
                 step="beginning_of_combat")
    runner, giant = game.find("Gustcloak Runner"), game.find("Hill Giant")
    to_attackers(game)
    attack(game, runner)
    pass_both(game)
    block(game, (giant, runner))
    pass_both(game)  # the trigger resolves
    game.apply("yes")
    assert events(game, "removed_from_combat")
    return game, runner, giant


def test_509_1h_a_blocker_whose_attacker_left_combat_is_still_blocking() -> None:
    """509.1h, 510.1d: the Hill Giant keeps being a blocking creature, blocking nothing: it assigns no combat
    damage, and a 'blocking creature' description still finds it."""
    game, runner, giant = _runner_blocked_by_giant()
    combat = game.state.combat
    assert combat is not None and any(b == giant for b, _ in combat.blockers)
    assert all(a != runner for a, _ in combat.attackers)
    pass_until(game, "main2")
    assert game.state.objects[runner].damage == 0 and game.state.objects[giant].damage == 0
    assert life(game, 1) == 20


def test_righteousness_targets_a_blocker_whose_attacker_left_combat() -> None:
    """Righteousness: 'Target blocking creature gets +7/+7 until end of turn.' Ruling (2009-10-01): 'A
    "blocking creature" is one that has been declared as a blocker this combat, or one that was put onto the
    battlefield blocking this combat. Unless that creature leaves combat, it continues to be a blocking creature
    through the end of combat step, even if the creature or creatures it was blocking are no longer on the
    battlefield or have otherwise left combat.'"""
    game, _runner, giant = _runner_blocked_by_giant(["Righteousness"])
    game.apply("pass")  # P1 passes; P2 has priority in the declare blockers step
    cast(game, game.find("Righteousness"), giant)
    resolve_stack(game)
    assert game.chars(giant).power == 3 + 7


def test_509_1h_an_attacker_stays_blocked_when_its_blocker_leaves_combat() -> None:
    """509.1h: 'A creature remains blocked even if all the creatures blocking it are removed from combat.'
    510.1c: with no creature blocking it, it assigns no combat damage. Goblin Cadets: 'Whenever Goblin Cadets
    blocks or becomes blocked, target opponent gains control of it. (This removes Goblin Cadets from
    combat.)'"""
    game = board({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Goblin Cadets"]},
                 step="beginning_of_combat")
    bears, cadets = game.find("Grizzly Bears"), game.find("Goblin Cadets")
    to_attackers(game)
    attack(game, bears)
    pass_both(game)
    block(game, (cadets, bears))
    if game.pending.kind == "target":
        game.apply("target P1")
    resolve_stack(game)
    assert game.chars(cadets).controller == 0
    combat = game.state.combat
    assert combat is not None and bears in combat.blocked
    pass_until(game, "main2")
    assert life(game, 1) == 20 and game.state.objects[cadets].damage == 0


def test_702_19d_a_blocked_trampler_with_no_blockers_left_assigns_all_to_the_player() -> None:
    """702.19d: 'If an attacking creature with trample ... is blocked, but there are no creatures blocking it
    when damage is assigned, its damage is assigned to the defending player'."""
    game = board({"battlefield": ["Colossal Dreadmaw"]}, {"battlefield": ["Goblin Cadets"]},
                 step="beginning_of_combat")
    dreadmaw, cadets = game.find("Colossal Dreadmaw"), game.find("Goblin Cadets")
    to_attackers(game)
    attack(game, dreadmaw)
    pass_both(game)
    block(game, (cadets, dreadmaw))
    if game.pending.kind == "target":
        game.apply("target P1")
    resolve_stack(game)
    pass_until(game, "main2")
    assert life(game, 1) == 20 - 6


def test_506_4_control_change_removes_an_attacker_from_combat() -> None:
    """506.4: 'A permanent is removed from combat if ... its controller changes'. Word of Seizing: 'Untap
    target permanent and gain control of it until end of turn. It gains haste until end of turn.' cast by the
    defending player on an attacking creature: it deals no combat damage."""
    game = board({"battlefield": ["Hill Giant"]},
                 {"hand": ["Word of Seizing"], "battlefield": [{"card": "Mountain", "count": 5}]},
                 step="beginning_of_combat")
    giant = game.find("Hill Giant")
    to_attackers(game)
    attack(game, giant)
    game.apply("pass")  # P1 passes in the declare attackers step; P2 has priority
    cast(game, game.find("Word of Seizing"), giant)
    resolve_stack(game)
    assert game.chars(giant).controller == 1
    combat = game.state.combat
    assert combat is None or all(a != giant for a, _ in combat.attackers)
    assert events(game, "removed_from_combat")
    pass_until(game, "main2")
    assert life(game, 1) == 20


def test_506_4_a_permanent_that_stops_being_a_creature_leaves_combat() -> None:
    """506.4: '... or if it's an attacking or blocking creature that ... stops being a creature'. Opalescence
    makes Glorious Anthem a 3/3 creature; when Opalescence is destroyed the Anthem attacking alone stops being
    a creature and leaves combat: it deals no combat damage."""
    game = board({"battlefield": ["Opalescence", "Glorious Anthem"]},
                 {"hand": ["Disenchant"], "battlefield": [{"card": "Plains", "count": 2}]},
                 step="beginning_of_combat")
    anthem = game.find("Glorious Anthem")
    to_attackers(game)
    attack(game, anthem)
    game.apply("pass")
    cast(game, game.find("Disenchant"), game.find("Opalescence"))
    resolve_stack(game)
    combat = game.state.combat
    assert combat is None or all(a != anthem for a, _ in combat.attackers)
    pass_until(game, "main2")
    assert life(game, 1) == 20


def test_701_19a_a_regenerated_blocker_leaves_its_attacker_blocked() -> None:
    """701.19a, 506.4: a regenerated blocker is removed from combat; the attacker stays blocked (509.1h) and,
    without trample, deals no combat damage (510.1c)."""
    game = board({"battlefield": ["Hill Giant"]},
                 {"battlefield": ["Drudge Skeletons", {"card": "Swamp", "count": 2}]},
                 step="beginning_of_combat")
    giant, skeletons = game.find("Hill Giant"), game.find("Drudge Skeletons")
    to_attackers(game)
    attack(game, giant)
    pass_both(game)
    block(game, (skeletons, giant))
    game.apply("pass")
    activate(game, skeletons, 1)  # a shield before damage
    resolve_stack(game)
    pass_until(game, "main2")
    # 3 damage destroys the Skeletons: the shield regenerates them (removed from combat, after the damage)
    assert game.find("Drudge Skeletons", zone="battlefield") == skeletons
    assert life(game, 1) == 20
