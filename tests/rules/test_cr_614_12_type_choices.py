"""CR 614.12, 205.2a, 205.3i: 'As ~ enters, choose artifact, creature, enchantment, instant, or sorcery.' (one of
the card types listed), 'choose a land type' (any land type, 205.3i), 'choose Island or Swamp' (one of the basic
land types listed), made as the permanent enters and read by its 'of the chosen type' (607.2d)."""

from __future__ import annotations

from support import board, cast, castable, events, lands, life, pass_both, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Cloud Key", "Shimmer", "Roots of Life")


def test_205_2a_cloud_key_creature_spells_cost_one_less() -> None:
    """Cloud Key, creature chosen: Grizzly Bears ({1}{G}) is castable with one Forest; Ruling (2021-03-19): 'The
    cost reduction applies only to generic mana in the cost of spells of the chosen type you cast.'"""
    game = board({"hand": ["Cloud Key", "Grizzly Bears", "Lightning Bolt"], "battlefield": [lands("Plains", 3),
                                                                                           "Forest"]})
    cast(game, "Cloud Key")
    pass_both(game)
    assert game.pending.kind == "choose"
    assert game.pending.labels == ("artifact", "creature", "enchantment", "instant", "sorcery")
    game.apply("choose 1")
    assert events(game, "as_enters_choice")[-1].args["choice"] == "Creature"
    assert castable(game, "Grizzly Bears")
    assert not castable(game, "Lightning Bolt")  # an instant: not the chosen type, and no red mana


def test_205_3i_shimmer_lands_of_the_chosen_type_have_phasing() -> None:
    """Shimmer, Forest chosen: each Forest (P2's too) has phasing; an Island doesn't."""
    game = board({"hand": ["Shimmer"], "battlefield": [lands("Island", 4), "Forest"]}, {"battlefield": ["Forest"]})
    cast(game, "Shimmer")
    pass_both(game)
    labels = game.pending.labels
    assert "Desert" in labels and "Forest" in labels  # 205.3i: nonbasic land types too
    game.apply(f"choose {labels.index('Forest')}")
    forests = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Forest"]
    assert len(forests) == 2 and all("phasing" in chars(game.state, f).keywords for f in forests)
    assert "phasing" not in chars(game.state, game.find("Island")).keywords


def test_205_3i_roots_of_life_opponents_swamp_becomes_tapped() -> None:
    """Roots of Life, Swamp chosen: P2 taps a Swamp for mana, P1 gains 1 life; P2's Island gives nothing."""
    game = board({"hand": ["Roots of Life"], "battlefield": [lands("Forest", 3)]},
                 {"battlefield": ["Swamp", "Island"]})
    cast(game, "Roots of Life")
    pass_both(game)
    assert game.pending.labels == ("Island", "Swamp")
    game.apply("choose 1")
    game.apply("pass")  # P2 gets priority
    game.apply(f"activate {game.find('Island')} 1")  # mana abilities: no stack (605.3a)
    game.apply(f"activate {game.find('Swamp')} 1")
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert life(game, 0) == 21
