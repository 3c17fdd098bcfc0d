"""CR 608.2g: "If an effect allows a player to cast a spell during resolution, the player does so at that step
of the resolution, following the rules of 601.2." 118.9: 'without paying its mana cost' is an alternative cost
of no mana (107.3: X is 0). 601.1 / ruling: "Effects that allow you to 'cast' a card don't allow you to play a
land card." Played with compiled cards: Baral's Expertise, Maelstrom Archangel, Efreet Flamepainter, Memory
Plunder, Goblin Dark-Dwellers (mechanics/free_casts)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Baral's Expertise", "Efreet Flamepainter", "Memory Plunder", "Goblin Dark-Dwellers")


def _expertise(hand: list[str], **p1: object):
    game = board({"hand": ["Baral's Expertise", *hand],
                  "battlefield": [{"card": "Island", "count": 5}], **p1},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Baral's Expertise", game.find("Grizzly Bears"))
    if game.pending.kind == "target":
        game.apply("done")
    pass_both(game)
    return game


def test_608_2g_expertise_casts_a_spell_of_mana_value_4_or_less_for_free() -> None:
    """Baral's Expertise: 'You may cast a spell with mana value 4 or less from your hand without paying its
    mana cost.' Only the cards that fit are offered; the spell is cast during the resolution (on the stack
    before any player gets priority) with every land still tapped."""
    game = _expertise(["Serra Angel", "Wind Drake", "Island"])
    assert game.pending.kind == "choose" and game.pending.player == 0
    offered = {game.state.objects[o].card for o in game.pending.options}
    assert offered == {"Wind Drake"}  # Serra Angel's mana value is 5; a land can't be cast (601.1)
    game.apply(f"choose {game.find('Wind Drake', zone='hand')}")
    assert game.pending.kind == "priority"
    assert [game.chars(o).name for o in game.state.stack] == ["Wind Drake"]
    assert game.find("Baral's Expertise", zone="graveyard")
    resolve_stack(game)
    assert "Wind Drake" in zone_names(game, "battlefield", 0)


def test_608_2g_the_cast_may_be_declined() -> None:
    game = _expertise(["Wind Drake"])
    game.apply("choose")
    assert not game.state.stack and "Wind Drake" in zone_names(game, "hand", 0)


def test_ruling_the_card_may_be_one_the_expertise_returned() -> None:
    """Ruling (2017-02-09): "The card that you cast may be an artifact or creature that was returned to your
    hand by this spell." (Here the opponent's Bears went to its owner's hand; P1's own Ornithopter did.)"""
    game = board({"hand": ["Baral's Expertise"], "battlefield": [{"card": "Island", "count": 5}, "Ornithopter"]})
    cast(game, "Baral's Expertise", game.find("Ornithopter"))
    if game.pending.kind == "target":
        game.apply("done")
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 1
    game.apply(f"choose {game.pending.options[0]}")
    assert [game.chars(o).name for o in game.state.stack] == ["Ornithopter"]


def test_608_2g_target_card_in_your_graveyard_cast_and_exiled() -> None:
    """Efreet Flamepainter: 'Whenever Efreet Flamepainter deals combat damage to a player, you may cast target
    instant or sorcery card from your graveyard without paying its mana cost. If that spell would be put into
    your graveyard, exile it instead.' (614.1a)"""
    game = board({"battlefield": ["Efreet Flamepainter"], "graveyard": ["Lightning Bolt"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Efreet Flamepainter')} P2")
    game.apply("done")
    for _ in range(10):
        if game.pending.kind == "target":
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    game.apply(f"target {game.find('Lightning Bolt', zone='graveyard')}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "target"  # Lightning Bolt's own target (601.2c)
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.state.players[1].life == 20 - 1 - 3
    assert game.find("Lightning Bolt", zone="exile")


def test_608_2g_a_card_from_an_opponents_graveyard_goes_back_to_its_owner() -> None:
    """Memory Plunder: 'You may cast target instant or sorcery card from an opponent's graveyard without paying
    its mana cost.' The caster controls the spell (108.4); it is put into its owner's graveyard (404.2)."""
    game = board({"hand": ["Memory Plunder"], "battlefield": [{"card": "Island", "count": 4}]},
                 {"graveyard": ["Divination"]})
    cast(game, "Memory Plunder", game.find("Divination", player=1))
    pass_both(game)
    game.apply("yes")
    resolve_stack(game)
    assert len(zone_names(game, "hand", 0)) == 2
    assert "Divination" in zone_names(game, "graveyard", 1)


def test_608_2b_mana_value_checked_for_the_target() -> None:
    """Goblin Dark-Dwellers: 'target instant or sorcery card with mana value 3 or less from your graveyard':
    a 4-mana sorcery can't be chosen (115.1, 601.2c)."""
    game = board({"hand": ["Goblin Dark-Dwellers"], "battlefield": [{"card": "Mountain", "count": 5}],
                  "graveyard": ["Lightning Bolt", "Flametongue Kavu", "Sift"]})
    cast(game, "Goblin Dark-Dwellers")
    pass_both(game)
    assert game.pending.kind == "target"
    assert {game.state.objects[o].card for o in game.pending.options} == {"Lightning Bolt"}


def test_608_2g_a_cast_during_resolution_that_pays_its_costs() -> None:
    """Chandra, Acolyte of Flame: '[-2]: You may cast target instant or sorcery card with mana value 3 or less
    from your graveyard. If that spell would be put into your graveyard this turn, exile it instead.' The card
    is cast as the ability resolves and its mana cost is paid (601.2f-h); it is exiled after (614.1a)."""
    use_compiled("Chandra, Acolyte of Flame")
    game = board({"battlefield": ["Chandra, Acolyte of Flame", "Mountain"], "graveyard": ["Lightning Bolt"]})
    game.apply(f"activate {game.find('Chandra, Acolyte of Flame')} 3")
    game.apply(f"target {game.find('Lightning Bolt', zone='graveyard')}")
    pass_both(game)
    game.apply("yes")
    game.apply("target P2")
    assert game.pending.kind == "pay"  # {R}: not free
    game.apply("autopay")
    assert game.state.objects[game.find("Mountain")].tapped
    resolve_stack(game)
    assert game.state.players[1].life == 17
    assert "Lightning Bolt" in zone_names(game, "exile", 0)


def test_608_2g_no_mana_no_offer() -> None:
    """601.2h, 118.3: with no mana to pay for it, the card can't be cast: nothing is offered."""
    use_compiled("Chandra, Acolyte of Flame")
    game = board({"battlefield": ["Chandra, Acolyte of Flame"], "graveyard": ["Lightning Bolt"]})
    game.apply(f"activate {game.find('Chandra, Acolyte of Flame')} 3")
    game.apply(f"target {game.find('Lightning Bolt', zone='graveyard')}")
    pass_both(game)
    assert game.pending.kind == "priority" and "Lightning Bolt" in zone_names(game, "graveyard", 0)
