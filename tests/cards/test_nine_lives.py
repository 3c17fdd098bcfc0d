"""Nine Lives, compiled from its Oracle text, and its rulings in games.

Oracle text: Hexproof / If a source would deal damage to you, prevent that damage and put an incarnation
counter on Nine Lives. / When there are nine or more incarnation counters on Nine Lives, exile it. / When
Nine Lives leaves the battlefield, you lose the game."""

from __future__ import annotations

from support import attack, board, cast, counters, life, pass_both, to_attackers

NINE = "Nine Lives"


def _lives(game) -> int:
    return counters(game, game.find(NINE), "incarnation")


def test_damage_to_you_is_prevented_and_counted() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": [NINE]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert life(game, 1) == 20
    assert counters(game, game.find(NINE, player=1), "incarnation") == 1


def test_each_source_dealing_damage_at_once_adds_a_counter() -> None:
    """Ruling: "If more than one source deals damage to you at once, prevent the damage from each of them and
    put that many incarnation counters on Nine Lives." Two unblocked attackers: two counters."""
    game = board({"battlefield": ["Grizzly Bears", "Hill Giant"]}, {"battlefield": [NINE]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Grizzly Bears"), game.find("Hill Giant"))
    pass_both(game)  # declare attackers step
    pass_both(game)  # declare blockers step (no blockers)
    assert life(game, 1) == 20
    assert counters(game, game.find(NINE, player=1), "incarnation") == 2


def test_damage_to_your_creatures_is_not_prevented() -> None:
    game = board({"battlefield": [NINE, "Grizzly Bears"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]},
                 active="P2")
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")


def test_the_ninth_counter_exiles_it_and_you_lose() -> None:
    """603.8: the state trigger; then 'When Nine Lives leaves the battlefield, you lose the game' (104.3e)."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": NINE, "counters": {"incarnation": 8}}]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert counters(game, game.find(NINE, player=1), "incarnation") == 9
    pass_both(game)  # the state trigger resolves: Nine Lives is exiled
    assert game.find(NINE, zone="exile", player=1)
    pass_both(game)  # the leaves-the-battlefield trigger resolves
    assert game.state.game_over and game.state.winner == 0


def test_the_state_trigger_does_not_trigger_again_while_it_is_on_the_stack() -> None:
    """Ruling: "Once the first triggered ability is on the stack, it won't trigger again, even if more damage
    is prevented and more incarnation counters are put onto it." (603.8)"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": NINE, "counters": {"incarnation": 9}}]})
    assert len(game.state.stack) == 1
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)  # the Bolt resolves: a tenth counter
    assert counters(game, game.find(NINE, player=1), "incarnation") == 10
    assert len(game.state.stack) == 1
    assert sum(1 for e in game.state.events() if e.kind == "trigger" and e.args["card"] == NINE) == 1


def test_leaving_the_battlefield_any_way_loses_the_game() -> None:
    """Ruling: "The last ability of Nine Lives triggers no matter how it leaves the battlefield." Its
    controller destroys it (hexproof keeps only opponents from targeting it, 702.11b)."""
    game = board({"battlefield": [NINE, "Plains", "Plains"], "hand": ["Disenchant"]})
    cast(game, "Disenchant", game.find(NINE))
    pass_both(game)
    pass_both(game)
    assert game.state.game_over and game.state.winner == 1
