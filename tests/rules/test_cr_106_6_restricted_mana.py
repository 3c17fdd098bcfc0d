"""CR 106.6: 'Some spells or abilities that produce mana restrict how that mana can be spent', and 605.3a: a mana
ability whose cost includes mana is paid from the mana already in the pool (rules/payment.py: `spendable`,
`usable_pool`; mechanics/restricted_mana)."""

from __future__ import annotations

from support import board, cast, use_compiled

from lithoform import Game

use_compiled("Castle Garenbrig", "Mishra's Workshop", "Somberwald Sage", "Geosurge", "Pillar of Origins", "Automated Artificer")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_106_6_restricted_mana_pays_only_what_it_names() -> None:
    """Mishra's Workshop: '{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.': it can't pay
    for Harmonize (a sorcery), so two Forests alone are left for its {2}{G}{G}: it isn't offered (117.1, 601.2:
    the listing counts only the mana that may be spent on the card); an artifact spell may be cast."""
    game = board({"battlefield": ["Mishra's Workshop", "Forest", "Forest"], "hand": ["Ornithopter", "Harmonize"]})
    workshop = game.find("Mishra's Workshop")
    game.apply(f"activate {workshop} 1")
    assert [m.only for m in game.state.players[0].pool] == ["spell:Artifact"] * 3
    assert f"cast {game.find('Harmonize', zone='hand')}" not in _actions(game)
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


def _pillar(chosen: str) -> Game:
    """Pillar of Origins ('As Pillar of Origins enters the battlefield, choose a creature type. / {T}: Add one mana
    of any color. Spend this mana only to cast a creature spell of the chosen type.'), cast with two Forests, its
    type chosen, then tapped for {G}."""
    game = board({"hand": ["Pillar of Origins", "Grizzly Bears", "Llanowar Elves"],
                  "battlefield": ["Forest", "Forest", "Forest"]})
    game.apply(f"cast {game.find('Pillar of Origins', zone='hand')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"choose {game.pending.labels.index(chosen)}")
    game.apply(f"activate {game.find('Pillar of Origins')} 1 mana:G")
    return game


def test_106_6_607_2d_mana_only_for_a_creature_spell_of_the_chosen_type() -> None:
    """With Elf chosen, the Pillar's {G} pays Llanowar Elves ({G}) but not Grizzly Bears ({1}{G}, with a Forest for
    the rest): a Bear isn't of the chosen type."""
    game = _pillar("Elf")
    assert game.state.players[0].pool[0].only.startswith("spell:")
    # one Forest and the Elf-only {G} can't pay {1}{G}: not offered (117.1, 601.2: only mana it may be spent on)
    assert f"cast {game.find('Grizzly Bears', zone='hand')}" not in _actions(game)
    game.apply(f"cast {game.find('Llanowar Elves', zone='hand')}")
    assert "pay" in _actions(game)
    game.apply("pay")
    assert game.state.players[0].pool == ()


def test_106_6_mana_for_an_ability_or_an_artifact_spell() -> None:
    """Automated Artificer: '{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.'
    The {C} can't pay for Grizzly Bears' generic mana; it pays an artifact spell's (Ornithopter costs {0}, so
    Bonesplitter's {1} here)."""
    game = board({"battlefield": ["Automated Artificer", "Forest"], "hand": ["Grizzly Bears", "Bonesplitter"]})
    game.apply(f"activate {game.find('Automated Artificer')} 1")
    assert game.state.players[0].pool[0].only == "ability:|spell:Artifact"
    assert f"cast {game.find('Grizzly Bears', zone='hand')}" not in _actions(game)  # (117.1, 601.2)
    game.apply(f"cast {game.find('Bonesplitter', zone='hand')}")
    assert "pay" in _actions(game)
