"""CR 107.3a: "If a spell ... has an additional cost that includes X, the value of X is announced as the spell
is cast (601.2b)". 'As an additional cost to cast this spell, pay X life.' (119.4: a player can pay life only
if their life total is greater than or equal to the payment) and 'exile X cards from your graveyard' (118.3:
a cost can't be paid without the resources). Played with compiled cards: Toxic Deluge, Harvest Pyre, Bond of
Agony."""

from __future__ import annotations

from support import board, pass_both, use_compiled, zone_names

use_compiled("Toxic Deluge", "Harvest Pyre", "Bond of Agony")


def test_107_3a_toxic_deluge_pays_x_life_and_gives_minus_x() -> None:
    """Toxic Deluge: 'As an additional cost to cast this spell, pay X life. All creatures get -X/-X until end
    of turn.'"""
    game = board({"hand": ["Toxic Deluge"], "battlefield": [{"card": "Swamp", "count": 3}, "Serra Angel"]},
                 {"battlefield": ["Grizzly Bears", "Craw Wurm"]})
    game.apply(f"cast {game.find('Toxic Deluge')}")
    assert game.pending.kind == "x" and game.pending.max == 20  # no more than the life total (119.4)
    game.apply("x 2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.players[0].life == 18
    pass_both(game)
    assert "Grizzly Bears" in zone_names(game, "graveyard", 1)
    assert "Craw Wurm" in zone_names(game, "battlefield", 1)
    assert game.chars(game.find("Serra Angel")).power == 2


def test_119_4_x_no_more_than_the_life_total() -> None:
    game = board({"hand": ["Toxic Deluge"], "battlefield": [{"card": "Swamp", "count": 3}], "life": 5})
    game.apply(f"cast {game.find('Toxic Deluge')}")
    assert game.pending.max == 5


def test_107_3a_x_in_the_mana_cost_is_the_same_x() -> None:
    """Bond of Agony ({X}{B}): 'As an additional cost to cast this spell, pay X life. Each other player loses X
    life.' One X: announced once, paid in mana and in life."""
    game = board({"hand": ["Bond of Agony"], "battlefield": [{"card": "Swamp", "count": 4}], "life": 3})
    game.apply(f"cast {game.find('Bond of Agony')}")
    assert game.pending.kind == "x" and game.pending.max == 3
    game.apply("x 3")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.players[0].life == 0 or game.is_over
    assert game.state.players[1].life == 20  # not resolved yet


def test_118_3_harvest_pyre_exiles_x_cards_from_the_graveyard() -> None:
    """Harvest Pyre: 'As an additional cost to cast this spell, exile X cards from your graveyard. Harvest Pyre
    deals X damage to target creature.' X is at most the cards in the graveyard."""
    game = board({"hand": ["Harvest Pyre"], "battlefield": [{"card": "Mountain", "count": 2}],
                  "graveyard": ["Shock", "Opt", "Island"]}, {"battlefield": ["Hill Giant"]})
    game.apply(f"cast {game.find('Harvest Pyre')}")
    assert game.pending.kind == "x" and game.pending.max == 3
    game.apply("x 3")
    game.apply(f"target {game.find('Hill Giant')}")
    while game.pending.kind == "exile":
        game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert len(zone_names(game, "exile", 0)) == 3
    pass_both(game)
    assert "Hill Giant" in zone_names(game, "graveyard", 1)


def test_107_3a_scenario_file() -> None:
    """tests/scenarios/rules/toxic_deluge_pays_x_life_107_3a.yaml plays as written."""
    from support.scenario_text import passes_file

    passes_file("toxic_deluge_pays_x_life_107_3a.yaml")
