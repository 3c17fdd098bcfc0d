"""603.2, 113.1, 115.1: 'becomes the target of a spell', 'an Aura spell', 'a spell or ability [an opponent controls]':
the trigger names the kind of stack object, and only a targeting by that kind triggers it (compiler
abilities.targeting_object, rules/triggers/targeted.targeting_object_fits)."""

from __future__ import annotations

from support import P1, board, cast, hand_size, names, pass_both, use_compiled

use_compiled("Fugitive Druid", "Spectral Prison")


def test_an_aura_spell_triggers_fugitive_druid_and_another_spell_doesnt() -> None:
    """Fugitive Druid: 'Whenever Fugitive Druid becomes the target of an Aura spell, you draw a card.'"""
    game = board({"hand": ["Rancor", "Giant Growth"], "battlefield": ["Forest", "Forest", "Fugitive Druid"]})
    before = hand_size(game, P1)
    cast(game, "Giant Growth", game.find("Fugitive Druid"))
    assert len(game.state.stack) == 1  # an instant, not an Aura spell: no trigger
    pass_both(game)
    cast(game, "Rancor", game.find("Fugitive Druid"))
    assert len(game.state.stack) == 2  # the Aura spell and the trigger
    pass_both(game)
    assert hand_size(game, P1) == before - 2 + 1


def test_a_spell_triggers_spectral_prison_but_an_ability_doesnt() -> None:
    """Spectral Prison: 'When enchanted creature becomes the target of a spell, sacrifice Spectral Prison.'"""
    game = board({"hand": ["Spectral Prison", "Shock"], "battlefield": ["Island", "Island", "Mountain",
                                                                         "Prodigal Pyromancer"]},
                 {"battlefield": ["Colossal Dreadmaw"]})
    cast(game, "Spectral Prison", game.find("Colossal Dreadmaw"))
    pass_both(game)
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply(f"target {game.find('Colossal Dreadmaw')}")
    assert len(game.state.stack) == 1  # an activated ability: no trigger
    pass_both(game)
    assert "Spectral Prison" in names(game, "battlefield", P1)
    cast(game, "Shock", game.find("Colossal Dreadmaw"))
    assert len(game.state.stack) == 2
    pass_both(game)
    assert "Spectral Prison" in names(game, "graveyard", P1)
