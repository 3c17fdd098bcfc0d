"""Mangara, the Diplomat (compiled from its Oracle text), played through the engine.

Oracle text: Lifelink / Whenever an opponent attacks with creatures, if two or more of those creatures are
attacking you and/or planeswalkers you control, draw a card. / Whenever an opponent casts their second
spell each turn, draw a card."""

from __future__ import annotations

from support import board, cast, hand_size, lands, resolve_stack, to_attackers

from lithoform import Game

MANGARA = "Mangara, the Diplomat"
WALKER = "Basri, Devoted Paladin"


def _attack(targets: dict[str, str]) -> Game:
    """P1 attacks with the named creatures at the given player or planeswalker; P2 controls Mangara."""
    game = board({"battlefield": list(targets)},
                 {"battlefield": [MANGARA, {"card": WALKER, "counters": {"loyalty": 4}}],
                  "library": ["Island"] * 5}, step="beginning_of_combat")
    to_attackers(game)
    for name, at in targets.items():
        where = "P2" if at == "P2" else str(game.find(at))
        game.apply(f"attack {game.find(name)} {where}")
    game.apply("done")
    return game


def test_two_attackers_attacking_its_controller_draw_a_card():
    game = _attack({"Grizzly Bears": "P2", "Llanowar Elves": "P2"})
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert hand_size(game, 1) == 1


def test_one_attacker_doesnt_trigger_it():
    game = _attack({"Grizzly Bears": "P2"})
    assert not game.state.stack and not game.state.waiting


def test_one_at_the_player_and_one_at_a_planeswalker_draw_a_card():
    """Ruling: "If your opponent attacks you with one creature and your planeswalker with another, you draw
    a card.\""""
    game = _attack({"Grizzly Bears": "P2", "Llanowar Elves": WALKER})
    resolve_stack(game)
    assert hand_size(game, 1) == 1


def test_just_one_card_however_many_attack():
    """Ruling: "You draw just one card, no matter how many creatures are attacking you and your
    planeswalkers beyond the second.\""""
    game = _attack({"Grizzly Bears": "P2", "Llanowar Elves": "P2", "Serra Angel": WALKER})
    resolve_stack(game)
    assert hand_size(game, 1) == 1


def test_an_attacker_that_left_the_battlefield_still_counts():
    """Ruling: "If some of the attacking creatures leave the battlefield while Mangara's triggered ability is
    on the stack, use the player or planeswalker they were attacking before they left to determine whether
    you draw a card." P2 Shocks one of the two attackers in response."""
    game = board({"battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                 {"battlefield": [MANGARA, "Mountain"], "hand": ["Shock"], "library": ["Island"] * 5},
                 step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply(f"attack {game.find('Llanowar Elves')} P2")
    game.apply("done")
    game.apply("pass")  # P1 passes with the trigger on the stack
    cast(game, "Shock", game.find("Llanowar Elves"))
    resolve_stack(game)
    assert game.find("Llanowar Elves", zone="graveyard")
    assert len(game.zone("hand", 1)) == 1


def test_an_opponents_second_spell_each_turn_draws_a_card():
    """601.2i, 603.3: P1 casts two Shocks; only the second triggers Mangara, and the trigger goes on the
    stack above that Shock, so it resolves first (as Mangara's rulings on cast triggers say)."""
    game = board({"battlefield": [lands("Mountain", 2)], "hand": ["Shock", "Shock"]},
                 {"battlefield": [MANGARA], "library": ["Island"] * 5})
    first, second = game.zone("hand", 0)
    cast(game, first, "P2")
    assert not game.state.waiting and len(game.state.stack) == 1
    resolve_stack(game)
    cast(game, second, "P2")
    assert len(game.state.stack) == 2  # Shock and Mangara's trigger above it
    game.apply("pass")
    game.apply("pass")
    assert len(game.zone("hand", 1)) == 1 and len(game.state.stack) == 1  # the trigger resolved first
