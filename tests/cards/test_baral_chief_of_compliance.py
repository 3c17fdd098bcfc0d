"""Baral, Chief of Compliance: 'Instant and sorcery spells you cast cost {1} less to cast. / Whenever a spell or
ability you control counters a spell, you may draw a card. If you do, discard a card.' (601.2f, 603.2, 701.6a;
mechanics/counter_triggers: the core's SPELL_COUNTERED hook)."""

from __future__ import annotations

from support import board, cast, names, pass_both, triggers, use_compiled

from lithoform import Game

BARAL = "Baral, Chief of Compliance"
use_compiled(BARAL)


def _p2_casts(spell: str, p1: dict, p2_battlefield: list) -> Game:
    game = board(p1, {"battlefield": p2_battlefield, "hand": [spell]}, active="P2")
    cast(game, spell)
    game.apply("pass")  # P2 passes: P1 may respond
    return game


def test_counterspell_triggers_it_draw_then_discard() -> None:
    game = _p2_casts("Grizzly Bears", {"battlefield": [BARAL, {"card": "Island", "count": 2}], "hand": ["Counterspell"],
                                       "library": ["Plains"]}, [{"card": "Forest", "count": 2}])
    cast(game, "Counterspell", game.find("Grizzly Bears", zone="stack"))
    pass_both(game)
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    assert triggers(game, BARAL) == 1
    pass_both(game)  # the trigger resolves: may draw
    assert game.pending.kind == "may"
    game.apply("yes")
    while game.pending.kind != "priority":  # discard a card: the drawn Plains is the only card in hand
        game.apply(str(game.legal_actions()[0]))
    assert sorted(names(game, "graveyard")) == ["Counterspell", "Plains"] and names(game, "hand") == []


def test_a_spell_whose_targets_became_illegal_isnt_countered() -> None:
    """Ruling (2021-03-19): "A spell or ability counters a spell only if it specifically contains the word
    "counter" in its text. If a spell or ability you control causes all the targets of a spell to become
    illegal, that spell doesn't resolve but it's not countered." P1's Shock kills the Bears Giant Growth
    targets: Giant Growth doesn't resolve (608.2b) and Baral doesn't trigger."""
    game = board({"battlefield": [BARAL, "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Giant Growth"]}, active="P2")
    cast(game, "Giant Growth", game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, "Shock", game.find("Grizzly Bears"))
    pass_both(game)
    pass_both(game)
    assert "Giant Growth" in names(game, "graveyard", 1) and "Grizzly Bears" in names(game, "graveyard", 1)
    assert triggers(game, BARAL) == 0


def test_an_opponents_counterspell_doesnt_trigger_it() -> None:
    """603.2: 'a spell or ability you control': P2 countering P1's spell isn't Baral's controller's."""
    game = board({"battlefield": [BARAL, {"card": "Forest", "count": 2}], "hand": ["Grizzly Bears"]},
                 {"battlefield": [{"card": "Island", "count": 2}], "hand": ["Counterspell"]})
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Counterspell", bears)
    pass_both(game)
    assert "Grizzly Bears" in names(game, "graveyard")
    assert triggers(game, BARAL) == 0
