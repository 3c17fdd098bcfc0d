"""CR 714: Saga cards: lore counters (714.3), chapter abilities (714.2), and the sacrifice after the final
chapter (714.4, 704.5s)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.play.game import Game
from lithoform.rules.replacement.events import put_counters

HISTORY = "History of Benalia"  # I, II — a 2/2 Knight with vigilance. III — Knights you control get +2/+1.


def _knights(game: Game) -> int:
    return sum(1 for o in game.zone("battlefield") if "Knight" in game.chars(o).subtypes)


def _lore(game: Game, saga: int) -> int:
    return game.state.objects[saga].counter("lore")


def _cast_history(game: Game) -> int:
    cast(game, HISTORY)
    pass_both(game)
    return game.find(HISTORY)


def test_714_2a_c_each_chapter_symbol_is_a_chapter_ability() -> None:
    """714.2c: 'I, II — [effect]' is two chapter abilities; 714.2b: each triggers on its own number."""
    card = compile_card(get_card(HISTORY)).card
    assert card is not None
    chapters = [a.trigger.nth for a in card.faces[0].abilities]
    assert chapters == [1, 2, 3]


def test_714_3a_a_saga_enters_with_a_lore_counter_and_chapter_i_triggers() -> None:
    """714.3a: it enters with a lore counter (614.1c), which triggers its chapter I ability (714.2b)."""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _cast_history(game)
    assert _lore(game, saga) == 1 and len(game.state.stack) == 1
    pass_both(game)
    assert _knights(game) == 1


def test_714_3c_505_4_a_lore_counter_as_the_precombat_main_phase_begins() -> None:
    """714.3c, 505.4: as its controller's precombat main phase begins (not in the upkeep or draw step, nor
    in the opponent's turn), a lore counter is put on it, without the stack."""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _cast_history(game)
    pass_both(game)
    pass_until(game, "main1", turn=4)  # the opponent's turn
    assert _lore(game, saga) == 1
    pass_until(game, "draw", turn=5)
    assert _lore(game, saga) == 1
    pass_until(game, "main1", turn=5)
    assert _lore(game, saga) == 2 and len(game.state.stack) == 1  # chapter II
    pass_both(game)
    assert _knights(game) == 2


def test_714_2b_counters_put_at_once_trigger_each_chapter_passed() -> None:
    """714.2b: two lore counters put on a Saga with one trigger chapters II and III, not I again."""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _cast_history(game)
    pass_both(game)
    put_counters(game.state, saga, "lore", 2)
    texts = sorted(w.ability.text[:3] for w in game.state.waiting)
    assert texts == ["I, ", "III"]  # the 'I, II' ability as chapter II, and chapter III


def test_714_4_704_5s_sacrificed_once_its_final_chapter_ability_has_left_the_stack() -> None:
    """714.4, 704.5s: with lore counters at its final chapter number, the Saga stays while that chapter's
    ability is on the stack and is sacrificed once it has left the stack."""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _cast_history(game)
    pass_both(game)
    pass_until(game, "main1", turn=5)
    pass_both(game)
    pass_until(game, "main1", turn=7)
    assert _lore(game, saga) == 3 and len(game.state.stack) == 1
    assert saga in game.zone("battlefield")  # chapter III is on the stack
    pass_both(game)
    assert game.find(HISTORY, zone="graveyard") and saga not in game.zone("battlefield")
    assert any(e.kind == "sba" and e.rules[0] == "704.5s" for e in game.state.events())


def test_712_14a_a_transforming_saga_returns_with_its_back_face_up() -> None:
    """712.14a: Tales of Master Seshiro's chapter III, 'Exile this Saga, then return it to the battlefield
    transformed under your control': it comes back a new object (400.7) with its back face up, a creature,
    and is no Saga to sacrifice (714.4)."""
    game = board({"battlefield": [{"card": "Tales of Master Seshiro", "counters": {"lore": 2}}]}, step="upkeep")
    tales = game.find("Tales of Master Seshiro")
    pass_until(game, "main1")
    assert _lore(game, tales) == 3 and len(game.state.stack) == 1
    pass_both(game)
    legacy = game.find("Seshiro's Living Legacy")
    assert legacy != tales and game.state.objects[legacy].face == 1
    c = game.chars(legacy)
    assert "Creature" in c.types and "Saga" not in c.subtypes and (c.power, c.toughness) == (5, 5)
