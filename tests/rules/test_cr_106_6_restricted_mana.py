"""CR 106.6: 'Some spells or abilities that produce mana restrict how that mana can be spent', and 605.3a: a mana
ability whose cost includes mana is paid from the mana already in the pool (rules/payment.py: `spendable`,
`usable_pool`; mechanics/restricted_mana)."""

from __future__ import annotations

from support import board, cast, use_compiled

from lithoform import Game

use_compiled("Castle Garenbrig", "Mishra's Workshop", "Somberwald Sage", "Geosurge")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_6_restricted_mana_pays_only_what_it_names() -> None:
    """Mishra's Workshop: '{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.': it can't pay
    for Harmonize (a sorcery); an artifact spell may be cast."""
    game = board({"battlefield": ["Mishra's Workshop", "Forest", "Forest"], "hand": ["Ornithopter", "Harmonize"]})
    workshop = game.find("Mishra's Workshop")
    game.apply(f"activate {workshop} 1")
    assert [m.only for m in game.state.players[0].pool] == ["spell:Artifact"] * 3
    game.apply(f"cast {game.find('Harmonize', zone='hand')}")
    assert "pay" not in _actions(game)
    game.apply("cancel")
    game.apply(f"cast {game.find('Ornithopter', zone='hand')}")  # {0}: nothing to pay
    assert game.pending.kind in ("priority", "pay")


def test_106_6_unspent_restricted_mana_empties_like_any_mana() -> None:
    """106.4: the restriction changes what the mana may pay, not when it empties from the pool."""
    game = board({"battlefield": ["Somberwald Sage"]}, turn=3)
    game.apply(f"activate {game.find('Somberwald Sage')} 1 mana:GGG")
    assert len(game.state.players[0].pool) == 3 and game.state.players[0].pool[0].only == "spell:Creature"
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[0].pool == ()


def test_106_6_mana_made_by_a_spell_carries_the_restriction() -> None:
    """Geosurge: 'Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells.'"""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Geosurge"]})
    cast(game, "Geosurge")
    game.apply("pass")
    game.apply("pass")
    pool = game.state.players[0].pool
    assert len(pool) == 7 and all(m.only == "spell:Artifact/Creature" for m in pool)


def test_605_3a_a_mana_ability_with_mana_in_its_cost_is_paid_from_the_pool() -> None:
    """Castle Garenbrig's '{2}{G}{G}, {T}: Add six {G}.' can be activated only once the pool holds {2}{G}{G}
    (the player activates the Forests' mana abilities first); the pool then holds the six {G} alone."""
    game = board({"battlefield": ["Castle Garenbrig", "Forest", "Forest", "Forest", "Forest"]})
    castle = game.find("Castle Garenbrig")
    assert f"activate {castle} 2" not in _actions(game)
    for forest in [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Forest"]:
        game.apply(f"activate {forest} 1")
    assert f"activate {castle} 2" in _actions(game)
    game.apply(f"activate {castle} 2")
    assert len(game.state.players[0].pool) == 6 and game.state.objects[castle].tapped
