"""CR 106: mana. Six types of mana (106.1b); mana has a source (106.3); mana goes into a pool and empties at
the end of each step and phase (106.4, 500.5)."""

from __future__ import annotations

import pytest
from support import board, cast, events_since, mark, pass_both, pass_until, random_play

from lithoform.cards.tree import AddMana, CardDef, CardFace, SpellAbility

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Ritual", (CardFace(
    "Test Ritual", ("Instant",), "{R}", text="Add {R}{R}{R}.",
    spell=SpellAbility(AddMana(("{R}{R}{R}",))),
),)))


def pool(game, player: int = 0) -> list[str]:
    return [m.type for m in game.state.players[player].pool]


def test_106_1b_colored_and_colorless_mana():
    """106.1b: 'There are six types of mana: white, blue, black, red, green, and colorless.' A Mountain
    adds red; Ashnod's Altar adds colorless {C}{C}."""
    game = board({"battlefield": ["Mountain", "Ashnod's Altar", "Grizzly Bears"]})
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    game.apply(f"activate {game.find('Mountain')} 1")
    game.apply(f"activate {altar} 1 sac:{bears}")
    assert sorted(pool(game)) == ["C", "C", "R"]


def test_106_3_mana_from_an_ability_has_that_abilitys_source():
    """106.3: 'If mana is produced by an ability, the source of that mana is the source of that ability.'"""
    game = board({"battlefield": ["Mountain", "Ketria Crystal"]})
    mountain, crystal = game.find("Mountain"), game.find("Ketria Crystal")
    game.apply(f"activate {mountain} 1")
    game.apply(f"activate {crystal} 1 mana:U")
    assert [(m.type, m.source) for m in game.state.players[0].pool] == [("R", mountain), ("U", crystal)]


def test_106_3_mana_from_a_spell_has_that_spell_as_source():
    """106.3: 'If mana is produced by a spell, the source of that mana is that spell.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Ritual"]})
    spell = cast(game, game.find("Test Ritual"))
    pass_both(game)
    assert [(m.type, m.source) for m in game.state.players[0].pool] == [("R", spell)] * 3


def test_106_4_unspent_mana_stays_until_the_step_ends():
    """106.4: mana 'can stay in the player's mana pool as unspent mana' (within the step): what a payment
    doesn't use remains."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]})
    for m in game.zone("battlefield", 0):
        game.apply(f"activate {m} 1")
    cast(game, game.find("Lightning Bolt"), "P2", pay=False)
    game.apply("pay")
    assert pool(game) == ["R"]
    assert game.state.step == "main1"


def test_106_4_mana_pool_empties_at_the_end_of_each_step():
    """106.4: 'Each player's mana pool empties at the end of each step and phase'; the log says so."""
    game = board({"battlefield": ["Mountain"]}, step="upkeep")
    game.apply(f"activate {game.find('Mountain')} 1")
    assert pool(game) == ["R"]
    start = mark(game)
    pass_both(game)
    assert game.state.step == "draw"
    assert pool(game) == []
    assert any(e.kind == "mana_empties" and "106.4" in e.rules for e in events_since(game, start))


def test_106_4_mana_pool_empties_at_the_end_of_a_phase():
    """106.4 / 500.5: the precombat main phase ends and unspent mana empties."""
    game = board({"battlefield": ["Mountain"]}, step="main1")
    game.apply(f"activate {game.find('Mountain')} 1")
    pass_both(game)
    assert game.state.step == "beginning_of_combat"
    assert pool(game) == []


def test_106_4_every_players_pool_empties():
    """106.4: 'Each player's mana pool empties': also the non-active player's."""
    game = board(p2={"battlefield": ["Island"]}, step="upkeep")
    game.apply("pass")
    game.apply(f"activate {game.find('Island')} 1")
    assert pool(game, 1) == ["U"]
    pass_until(game, "draw")
    assert pool(game, 1) == []


@pytest.mark.parametrize("seed", [6, 7])
def test_106_4_pools_are_empty_whenever_a_new_step_begins(seed):
    """106.4 / 500.5: unspent mana empties at the end of each step and phase — in random games, every mana
    pool is empty at the first decision of each new step."""
    last = None
    for game in random_play(seed):
        here = (game.state.turn, game.state.step)
        if here != last:
            assert all(p.pool == () for p in game.state.players), here
            last = here
