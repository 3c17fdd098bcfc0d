"""Changing the target of a spell or ability (115.7a; mechanics/change_targets): 'Change the target of target
spell with a single target.' (Deflection, Swerve), '... target spell or ability with a single target.'
(Bolt Bend, Willbender), '... target activated ability with a single target.' (Reroute)."""

from __future__ import annotations

from support import activate, basics, board, cast, castable, events, names, pass_both, use_compiled
from support.scenario_text import passes_file

use_compiled("Deflection", "Swerve", "Bolt Bend", "Reroute", "Imp's Mischief", "Disallow")


def _bolt_at_bears(p2_hand: list[str], p2_lands: dict[str, int], p2_more: tuple[str, ...] = ()) -> tuple:
    """P1 casts Lightning Bolt at P2's Grizzly Bears; P2 then has priority."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": basics(Mountain=1)},
                 {"hand": p2_hand, "battlefield": ["Grizzly Bears", *p2_more, *basics(**p2_lands)]})
    bolt = cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    game.apply("pass")  # P2 gets priority
    return game, bolt


def _targetable(game, card: str) -> tuple[int, ...]:
    if not castable(game, card):
        return ()
    game.apply(f"cast {game.find(card, zone='hand')}")
    return game.pending.options if game.pending.kind == "target" else ()


def test_115_7a_the_target_is_changed_to_another_legal_target() -> None:
    """Deflection: P2 changes Lightning Bolt's target from their Bears to P1; Bolt then deals 3 to P1."""
    game, bolt = _bolt_at_bears(["Deflection"], {"Island": 4})
    cast(game, "Deflection", bolt)
    pass_both(game)  # Deflection resolves: P2 chooses the new target
    assert game.pending.kind == "choose" and game.pending.player == 1
    assert game.find("Grizzly Bears") not in game.pending.options  # another target only (115.7a)
    p1 = next(o for o in game.pending.options if o < 0 and game.state.players[-1 - o].index == 0)
    game.apply(f"choose {p1}")
    assert events(game, "target_changed")
    pass_both(game)  # Bolt resolves at its new target
    assert game.state.players[0].life == 17
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_115_7a_no_other_legal_target_leaves_it_unchanged() -> None:
    """Swerve's ruling (2008-10-01): "You must change the target if possible. However, you can't change the
    target to an illegal target. If there are no legal targets, the target isn't changed." Giant Growth on the
    only creature keeps its target."""
    game = board({"hand": ["Giant Growth"], "battlefield": ["Grizzly Bears", *basics(Forest=1)]},
                 {"hand": ["Swerve"], "battlefield": basics(Island=1, Mountain=1)})
    growth = cast(game, "Giant Growth", game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, "Swerve", growth)
    pass_both(game)
    assert events(game, "target_unchanged") and not events(game, "target_changed")
    pass_both(game)
    assert "Giant Growth" in names(game, "graveyard", 0)  # it resolved, on the Bears


def test_ruling_a_spell_with_several_targets_cant_be_targeted() -> None:
    """Deflection's ruling (2009-02-01): "If a spell targets multiple things, you can't target it with
    Deflection, even if all but one of those targets has become illegal." Arc Trail has two targets."""
    game = board({"hand": ["Arc Trail"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Deflection"], "battlefield": ["Grizzly Bears", *basics(Island=4)]})
    trail = cast(game, "Arc Trail", game.find("Grizzly Bears"), "P2")
    game.apply("pass")
    assert trail not in _targetable(game, "Deflection")


def test_115_1_spell_or_ability_bolt_bend_targets_either() -> None:
    """Bolt Bend: 'target spell or ability with a single target': a spell, and an activated ability."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Prodigal Sorcerer", *basics(Mountain=1)]},
                 {"hand": ["Bolt Bend"], "battlefield": ["Grizzly Bears", *basics(Mountain=4)]})
    bears = game.find("Grizzly Bears")
    bolt = cast(game, "Lightning Bolt", bears)
    ping = activate(game, "Prodigal Sorcerer", 1, bears)
    game.apply("pass")
    options = _targetable(game, "Bolt Bend")
    assert bolt in options and ping in options


def test_115_7a_reroute_an_activated_ability() -> None:
    """Reroute: Prodigal Sorcerer's ping at the Bears goes to P1 instead; Reroute draws a card."""
    game = board({"battlefield": ["Prodigal Sorcerer"]},
                 {"hand": ["Reroute"], "library": ["Island"], "battlefield": ["Grizzly Bears", *basics(Mountain=2)]})
    ping = activate(game, "Prodigal Sorcerer", 1, game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, "Reroute", ping)
    pass_both(game)
    p1 = next(o for o in game.pending.options if o < 0 and -1 - o == 0)
    game.apply(f"choose {p1}")
    assert names(game, "hand", 1) == ["Island"]
    pass_both(game)
    assert game.state.players[0].life == 19
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_ruling_imps_mischief_life_lost_even_if_unchanged() -> None:
    """Imp's Mischief's ruling (2007-02-01): "If there is no other legal target for the spell, the spell's target
    isn't changed. You still lose the life." """
    game = board({"hand": ["Giant Growth"], "battlefield": ["Grizzly Bears", *basics(Forest=1)]},
                 {"hand": ["Imp's Mischief"], "battlefield": basics(Swamp=2)})
    growth = cast(game, "Giant Growth", game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, "Imp's Mischief", growth)
    pass_both(game)
    assert game.state.players[1].life == 19  # Giant Growth's mana value is 1


def test_115_1_disallow_counters_a_spell() -> None:
    """Disallow: 'Counter target spell, activated ability, or triggered ability.': a spell is a legal target."""
    game, bolt = _bolt_at_bears(["Disallow"], {"Island": 3})
    cast(game, "Disallow", bolt)
    pass_both(game)
    assert "Lightning Bolt" in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_scenario_deflection() -> None:
    passes_file("deflection_changes_bolts_target_115_7a.yaml")
