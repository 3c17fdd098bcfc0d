"""Spells and abilities described by what they target (115.1, 115.10; mechanics/spell_targets): 'Counter target
spell that targets a creature.' (Confound), '... that targets you or a permanent you control' (Hindering Light),
'... spell or ability that targets you or a creature you control' (Siren Stormtamer), '... that targets a
player' (Outwit)."""

from __future__ import annotations

from support import activate, basics, board, cast, castable, names, pass_both, use_compiled

use_compiled("Confound", "Hindering Light", "Siren Stormtamer", "Outwit")


def _bolt_at(target: str, p2_hand: list[str], p2_lands: dict[str, int]) -> tuple:
    """P1 casts Lightning Bolt at `target` ('bears': P2's Grizzly Bears, or a player); P2 then has priority."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": basics(Mountain=1)},
                 {"hand": p2_hand, "battlefield": ["Grizzly Bears", *basics(**p2_lands)]})
    where = game.find("Grizzly Bears") if target == "bears" else target
    bolt = cast(game, "Lightning Bolt", where)
    game.apply("pass")  # P2 gets priority
    return game, bolt


def _targetable(game, card: str) -> tuple[int, ...]:
    """What `card` may target; nothing when it can't be cast for want of a target (601.2c)."""
    if not castable(game, card):
        return ()
    game.apply(f"cast {game.find(card, zone='hand')}")
    return game.pending.options if game.pending.kind == "target" else ()


def test_115_1_a_spell_that_targets_a_creature_is_a_legal_target() -> None:
    """Confound: Lightning Bolt at a creature can be targeted; resolving, it is countered (701.6a)."""
    game, bolt = _bolt_at("bears", ["Confound"], {"Island": 2})
    cast(game, "Confound", bolt)
    pass_both(game)
    assert "Lightning Bolt" in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_115_1_a_spell_that_targets_only_a_player_isnt() -> None:
    """Confound: Lightning Bolt at a player targets no creature: it isn't a legal target (601.2c)."""
    game, bolt = _bolt_at("P2", ["Confound"], {"Island": 2})
    assert bolt not in _targetable(game, "Confound")


def test_ruling_confound_doesnt_resolve_once_the_creature_is_gone() -> None:
    """Confound's ruling (2004-10-04): "Confound doesn't resolve if the targeted spell ... does not still target
    one or more permanents that are still creatures and are still on the battlefield." (608.2b)"""
    game = board({"hand": ["Lightning Bolt", "Shock"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Confound"], "battlefield": ["Grizzly Bears", *basics(Island=2)]})
    bears = game.find("Grizzly Bears")
    bolt = cast(game, "Lightning Bolt", bears)
    game.apply("pass")
    cast(game, "Confound", bolt)
    game.apply("pass")  # P1 gets priority
    cast(game, "Shock", bears)  # P1 responds: the Bears die before Confound resolves
    pass_both(game)  # Shock resolves
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    pass_both(game)  # Confound: its target no longer targets a creature, so it doesn't resolve
    assert "Confound" in names(game, "graveyard", 1)
    assert game.state.stack == (bolt,)
    assert names(game, "hand", 1) == []  # no card drawn: Confound did nothing (608.2b)


def test_115_1_you_or_a_permanent_you_control() -> None:
    """Hindering Light: a spell targeting you, or a permanent you control, can be targeted."""
    game, bolt = _bolt_at("P2", ["Hindering Light"], {"Island": 1, "Plains": 1})
    assert bolt in _targetable(game, "Hindering Light")
    game, bolt = _bolt_at("bears", ["Hindering Light"], {"Island": 1, "Plains": 1})
    assert bolt in _targetable(game, "Hindering Light")
    game, bolt = _bolt_at("P1", ["Hindering Light"], {"Island": 1, "Plains": 1})
    assert bolt not in _targetable(game, "Hindering Light")


def test_115_1_a_player() -> None:
    """Outwit: a spell that targets any player; not one that targets only a creature."""
    game, bolt = _bolt_at("P1", ["Outwit"], {"Island": 1})
    assert bolt in _targetable(game, "Outwit")
    game, bolt = _bolt_at("bears", ["Outwit"], {"Island": 1})
    assert bolt not in _targetable(game, "Outwit")


def test_115_1_an_ability_that_targets_you() -> None:
    """Siren Stormtamer: 'spell or ability': an opponent's activated ability targeting you is countered."""
    game = board({"battlefield": ["Prodigal Pyromancer"]},
                 {"battlefield": ["Siren Stormtamer", *basics(Island=1)]})
    ping = activate(game, "Prodigal Pyromancer", 1, "P2")
    game.apply("pass")
    activate(game, "Siren Stormtamer", 1, ping)
    pass_both(game)
    assert game.state.stack == ()
    assert game.state.players[1].life == 20
