"""Spells that care about another spell: 'counter target spell with mana value 2' (Spell Snare, Mental Misstep:
202.3, 115.1) and 'This spell costs {2} less to cast if it targets a blue spell' (Mystical Dispute: 601.2c
then 601.2f, mechanics/targets_cost)."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Spell Snare", "Mental Misstep", "Mystical Dispute")


def _actions(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _opponent_casts(name: str, lands: str, n: int, answer: str, answer_lands: str, m: int) -> Game:
    """P1 casts `name`; P2 holds `answer` and priority."""
    game = board({"battlefield": [{"card": lands, "count": n}], "hand": [name]},
                 {"battlefield": [{"card": answer_lands, "count": m}], "hand": [answer]})
    cast(game, name)
    game.apply("pass")  # P2 gets priority with the spell on the stack
    return game


def test_spell_snare_counters_a_spell_with_mana_value_2() -> None:
    game = _opponent_casts("Grizzly Bears", "Forest", 2, "Spell Snare", "Island", 1)
    bears = game.state.stack[-1]
    cast(game, "Spell Snare", bears)
    pass_both(game)
    assert "Grizzly Bears" in names(game, "graveyard", 0)
    assert "Grizzly Bears" not in names(game, "battlefield", 0)


def test_spell_snare_cant_target_a_spell_with_another_mana_value() -> None:
    """115.1: a spell with mana value 3 isn't a legal target, so Spell Snare can't be cast at it."""
    game = _opponent_casts("Hill Giant", "Mountain", 4, "Spell Snare", "Island", 1)
    snare = game.find("Spell Snare", zone="hand")
    assert f"cast {snare}" not in _actions(game)


def test_mental_misstep_counters_a_mana_value_1_spell_paid_with_life() -> None:
    """{U/P}: paid with 2 life when there is no blue mana (107.4f)."""
    game = _opponent_casts("Llanowar Elves", "Forest", 1, "Mental Misstep", "Mountain", 1)
    elves = game.state.stack[-1]
    cast(game, "Mental Misstep", elves)
    pass_both(game)
    assert "Llanowar Elves" in names(game, "graveyard", 0)
    assert game.state.players[1].life == 18


def test_mystical_dispute_costs_u_against_a_blue_spell() -> None:
    """Targeting a blue spell, it costs {U}: one Island casts it."""
    game = _opponent_casts("Merfolk of the Pearl Trident", "Island", 1, "Mystical Dispute", "Island", 1)
    merfolk = game.state.stack[-1]
    cast(game, "Mystical Dispute", merfolk)
    assert game.state.stack[-1] != merfolk  # on the stack: paid with one Island
    pass_both(game)  # P1 has no mana left to pay {3}: the Merfolk is countered
    assert "Merfolk of the Pearl Trident" in names(game, "graveyard", 0)


def test_mystical_dispute_costs_2u_against_a_spell_that_isnt_blue() -> None:
    """Against a green spell it keeps its {2}{U}: one Island can't pay for it."""
    game = _opponent_casts("Llanowar Elves", "Forest", 1, "Mystical Dispute", "Island", 1)
    assert f"cast {game.find('Mystical Dispute', zone='hand')}" not in _actions(game)
    game = _opponent_casts("Llanowar Elves", "Forest", 1, "Mystical Dispute", "Island", 3)
    elves = game.state.stack[-1]
    cast(game, "Mystical Dispute", elves)  # three Islands pay {2}{U}
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
               if game.state.objects[o].controller == 1)
