"""CR 611.3a: a static ability's continuous effect applies at all times, and one with a condition ('as long
as ...') exists only while the condition holds, checked continuously (not locked in)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack

from lithoform.cards.tree import CardDef, CardFace
from lithoform.rules.continuous.characteristics import chars

TEST_CARDS: list[CardDef] = [CardDef("Test Garruk", (CardFace(
    "Test Garruk", ("Planeswalker",), "{2}{G}", subtypes=("Garruk",), loyalty="3"),))]


def _pt(game, name: str) -> tuple[int | None, int | None]:
    c = chars(game.state, game.find(name))
    return c.power, c.toughness


def test_611_3a_thieves_guild_enforcer_needs_eight_cards_in_an_opponents_graveyard():
    """Thieves' Guild Enforcer: 'As long as an opponent has eight or more cards in their graveyard, Thieves'
    Guild Enforcer gets +2/+1 and has deathtouch.'"""
    game = board({"battlefield": ["Thieves' Guild Enforcer"]}, {"graveyard": ["Forest"] * 7})
    assert _pt(game, "Thieves' Guild Enforcer") == (1, 1)
    assert "deathtouch" not in {k.lower() for k in chars(game.state, game.find("Thieves' Guild Enforcer")).keywords}
    game = board({"battlefield": ["Thieves' Guild Enforcer"]}, {"graveyard": ["Forest"] * 8})
    assert _pt(game, "Thieves' Guild Enforcer") == (3, 2)
    assert "deathtouch" in {k.lower() for k in chars(game.state, game.find("Thieves' Guild Enforcer")).keywords}


def test_611_3a_predatory_wurm_counts_only_a_garruk_planeswalker_you_control():
    """Predatory Wurm: 'Predatory Wurm gets +2/+2 as long as you control a Garruk planeswalker.'"""
    game = board({"battlefield": ["Predatory Wurm"]}, {"battlefield": ["Test Garruk"]})
    assert _pt(game, "Predatory Wurm") == (4, 4)
    game = board({"battlefield": ["Predatory Wurm", "Test Garruk"]})
    assert _pt(game, "Predatory Wurm") == (6, 6)


def test_611_3a_gnarled_sage_follows_the_cards_drawn_this_turn():
    """Gnarled Sage: 'As long as you've drawn two or more cards this turn, Gnarled Sage gets +0/+2 and has
    vigilance.' The condition is checked continuously: it becomes true as the second card is drawn."""
    game = board({"battlefield": ["Gnarled Sage", "Island", "Island", "Island"], "hand": ["Divination"],
                  "library": ["Forest"] * 3})
    assert _pt(game, "Gnarled Sage") == (4, 4)
    cast(game, game.find("Divination"))
    pass_both(game)
    resolve_stack(game)
    assert _pt(game, "Gnarled Sage") == (4, 6)
    assert "vigilance" in {k.lower() for k in chars(game.state, game.find("Gnarled Sage")).keywords}


def test_611_3a_sigiled_contender_has_lifelink_only_with_a_counter():
    """Sigiled Contender: 'Sigiled Contender has lifelink as long as it has a +1/+1 counter on it.'"""
    game = board({"battlefield": ["Sigiled Contender"]})
    assert "lifelink" not in {k.lower() for k in chars(game.state, game.find("Sigiled Contender")).keywords}
    game = board({"battlefield": [{"card": "Sigiled Contender", "counters": {"+1/+1": 1}}]})
    c = chars(game.state, game.find("Sigiled Contender"))
    assert "lifelink" in {k.lower() for k in c.keywords} and c.power == 4


def test_611_3a_warded_battlements_pumps_attacking_creatures_only_while_they_attack():
    """Warded Battlements: 'Attacking creatures you control get +1/+0.' The affected set is determined
    continuously (611.3a): a creature gets the bonus once declared as an attacker (508.1k) and loses it
    when combat ends (511.3)."""
    from lithoform import Game

    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": ["Warded Battlements", "Grizzly Bears", "Llanowar Elves"]},
                            "P2": {}})
    assert _pt(game, "Grizzly Bears") == (2, 2)
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply("done")
    assert _pt(game, "Grizzly Bears") == (3, 2)
    assert _pt(game, "Llanowar Elves") == (1, 1)
    while game.state.step != "main2":
        game.apply("pass")
    assert _pt(game, "Grizzly Bears") == (2, 2)
    assert game.state.players[1].life == 17
