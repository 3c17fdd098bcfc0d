"""CR 119.3 / 119.4 / 120.3a / 603.2: every life loss is one event the 'whenever you lose life' abilities see
(mechanics/life_loss_events; rules/damage.lose_life): life lost to an effect, life paid (119.4, Phyrexian mana
included, 107.4f) and damage dealt to a player by a source without infect (120.3a; all the combat damage of
one step is one event, 510.2)."""

from __future__ import annotations

from support import (
    activate,
    attack,
    basics,
    board,
    cast,
    counters,
    hand_size,
    life,
    pass_both,
    pass_until,
    resolve_stack,
    to_attackers,
    triggers,
)


def test_120_3a_damage_to_an_opponent_is_life_lost() -> None:
    """Exquisite Blood: 'Whenever an opponent loses life, you gain that much life.'"""
    game = board({"battlefield": ["Exquisite Blood", *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    resolve_stack(game)
    assert life(game, 1) == 17 and life(game, 0) == 23




def test_702_90b_infect_damage_is_no_life_loss() -> None:
    """Damage from a source with infect gives poison counters instead (120.3b): no life is lost."""
    game = board({"battlefield": ["Mindcrank", {"card": "Blight Mamba", "sick": False}]})
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Blight Mamba"))
    pass_until(game, "end_of_combat")
    assert game.state.players[1].poison == 1 and triggers(game, "Mindcrank") == 0


def test_119_4_paying_life_is_losing_it() -> None:
    """Vilis, Broker of Blood. Ruling: "A player loses life if they pay life." Paying 2 life for its own
    ability draws 2 cards (the trigger resolves first)."""
    game = board({"battlefield": ["Vilis, Broker of Blood", *basics(Swamp=1)]},
                 {"battlefield": ["Grizzly Bears"]})
    before = hand_size(game, 0)
    activate(game, "Vilis, Broker of Blood", 1, game.find("Grizzly Bears"))
    assert life(game, 0) == 18
    pass_both(game)
    assert hand_size(game, 0) == before + 2


def test_510_2_the_combat_damage_of_a_step_is_one_life_loss_event() -> None:
    """Vengeful Warchief: 'Whenever you lose life for the first time each turn, put a +1/+1 counter on ~.' Two
    attackers' combat damage is one event: one counter; a later loss the same turn adds none."""
    game = board({"battlefield": ["Vengeful Warchief"]},
                 {"battlefield": [{"card": "Grizzly Bears", "sick": False}, {"card": "Memnite", "sick": False},
                                  *basics(Mountain=1)], "hand": ["Lightning Bolt"]}, active="P2", turn=4)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"), game.find("Memnite"), at="P1")
    pass_both(game)
    game.apply("done")  # P1 declares no blockers
    pass_until(game, "end_of_combat")
    assert life(game, 0) == 17 and triggers(game, "Vengeful Warchief") == 1
    resolve_stack(game)
    cast(game, "Lightning Bolt", "P1")
    pass_both(game)
    resolve_stack(game)
    assert life(game, 0) == 14 and triggers(game, "Vengeful Warchief") == 1
    assert counters(game, game.find("Vengeful Warchief")) == 1


def test_119_3_that_player_mills_that_many() -> None:
    """Mindcrank: 'Whenever an opponent loses life, that player mills that many cards.'"""
    game = board({"battlefield": ["Mindcrank", *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    before = len(game.zone("library", 1))
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    resolve_stack(game)
    assert len(game.zone("library", 1)) == before - 3 and triggers(game, "Mindcrank") == 1
