"""Grist, the Hunger Tide: 'As long as Grist, the Hunger Tide isn't on the battlefield, it's a 1/1 Insect creature in
addition to its other types.' (113.6, 611.3a: a static ability that functions only outside the battlefield; 205.1b),
and its loyalty abilities."""

from __future__ import annotations

from support import board, lands, resolve_stack, use_compiled

from lithoform import Game

GRIST = "Grist, the Hunger Tide"


def _types(game: Game, oid: int) -> set[str]:
    c = game.chars(oid)
    return set(c.types) | set(c.subtypes)


def test_it_compiles() -> None:
    assert use_compiled(GRIST)


def test_113_6_a_creature_everywhere_but_the_battlefield() -> None:
    """Ruling (2021-06-18): 'Anywhere but on the battlefield, Grist is a Legendary Planeswalker Creature — Grist
    Insect. Once it enters the battlefield, it is no longer a creature and is just a planeswalker.'"""
    game = board({"hand": [GRIST], "battlefield": [lands("Forest", 2), lands("Swamp", 1)]})
    in_hand = game.find(GRIST, zone="hand")
    assert _types(game, in_hand) >= {"Planeswalker", "Creature", "Grist", "Insect"}
    assert (game.chars(in_hand).power, game.chars(in_hand).toughness) == (1, 1)
    game.apply(f"cast {in_hand}")
    game.apply("autopay")
    assert "Creature" in _types(game, game.state.stack[-1])  # a creature spell (and a planeswalker spell)
    resolve_stack(game)
    grist = game.find(GRIST)
    assert _types(game, grist) == {"Planeswalker", "Grist"}
    assert game.chars(grist).power is None


def test_ruling_essence_scatter_counters_it() -> None:
    """Ruling (2021-06-18): '... it could be countered by Essence Scatter (but not by Negate) ...'"""
    game = board({"hand": [GRIST], "battlefield": [lands("Forest", 2), lands("Swamp", 1)]},
                 {"hand": ["Essence Scatter", "Negate"], "battlefield": [lands("Island", 4)]})
    game.apply(f"cast {game.find(GRIST, zone='hand')}")
    game.apply("autopay")
    spell = game.state.stack[-1]
    game.apply("pass")  # P2 gets priority
    cast_now = {str(a) for a in game.legal_actions()}
    assert f"cast {game.find('Essence Scatter', zone='hand')}" in cast_now
    assert f"cast {game.find('Negate', zone='hand')}" not in cast_now  # 'noncreature spell': no target
    game.apply(f"cast {game.find('Essence Scatter', zone='hand')}")
    game.apply(f"target {spell}")
    game.apply("autopay")
    resolve_stack(game)
    assert GRIST in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]


def test_ruling_duress_cant_take_it() -> None:
    """Ruling (2021-06-18): '... and opponents couldn't make you discard it with Duress.' (Duress: 'Target opponent
    reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.')"""
    game = board({"hand": ["Duress"], "battlefield": [lands("Swamp", 1)]}, {"hand": [GRIST]})
    game.apply(f"cast {game.find('Duress', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind != "choose" or not game.pending.options
    assert [game.state.objects[o].card for o in game.state.zones["hand:1"]] == [GRIST]


def test_ruling_a_creature_card_for_a_search() -> None:
    """Ruling (2021-06-18): 'Anything that could search for or affect a creature or planeswalker card in zones other
    than the battlefield could affect Grist.' Eldritch Evolution (sacrificing a 2-drop: X is 4) finds it."""
    game = board({"hand": ["Eldritch Evolution"], "battlefield": ["Grizzly Bears", lands("Forest", 3)],
                  "library": [GRIST, "Serra Angel"]})
    game.apply(f"cast {game.find('Eldritch Evolution', zone='hand')}")
    game.apply(f"sacrifice {game.find('Grizzly Bears')}")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert [game.state.objects[o].card for o in game.pending.options] == [GRIST]
    game.apply(f"choose {game.pending.options[0]}")
    grist = game.find(GRIST)
    assert _types(game, grist) == {"Planeswalker", "Grist"}  # onto the battlefield: a planeswalker only
    assert game.chars(grist).loyalty == 3


def test_ruling_grist_in_the_graveyard_is_a_creature_card() -> None:
    """Ruling (2021-06-18): 'Count the number of creature cards in your graveyard as the third loyalty ability
    resolves to determine how much life each opponent loses. If Grist is in your graveyard at this time, it'll be a
    creature card and will contribute to the count.' Grist in the graveyard is a creature card there (the
    count's filter reads these characteristics)."""
    game = board({"graveyard": [GRIST, "Grizzly Bears", "Shock"]})
    in_yard = game.find(GRIST, zone="graveyard")
    assert "Creature" in _types(game, in_yard)
