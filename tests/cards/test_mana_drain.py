"""Mana Drain, compiled from its Oracle text, and its rulings in games.

Oracle text: Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that
spell's mana value.

603.7c: the delayed ability refers to the countered spell as it was (608.2h: its last known information)."""

from __future__ import annotations

from support import P1, P2, board, cast, pass_until, resolve_stack, use_compiled

use_compiled("Mana Drain", "Hill Giant", "Giant Growth", "Grizzly Bears")


def _colorless(game: object) -> int:
    pool = game.state.players[P1].pool  # type: ignore[attr-defined]
    assert all(m.type == "C" for m in pool)
    return len(pool)


def test_adds_colorless_mana_equal_to_the_countered_spells_mana_value() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Mana Drain"]},
                 {"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Hill Giant"]},
                 active="P2", turn=2)
    cast(game, "Hill Giant")
    game.apply("pass")  # P2 passes with the spell on the stack; P1 responds
    cast(game, "Mana Drain", game.find("Hill Giant", zone="stack"))
    resolve_stack(game)
    assert "Hill Giant" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]
    assert _colorless(game) == 0  # not yet: at the beginning of P1's next main phase (603.7)
    pass_until(game, "main1", turn=3)
    resolve_stack(game)
    assert _colorless(game) == 4  # Hill Giant's mana value, read from the countered spell (608.2h)


def test_ruling_cast_in_your_precombat_main_it_triggers_in_postcombat_main() -> None:
    """Ruling: "Mana Drain's delayed triggered ability will usually trigger at the beginning of your precombat
    main phase. However, if you cast Mana Drain during your precombat main phase or during your combat phase,
    its delayed triggered ability will trigger at the beginning of that turn's postcombat main phase.\""""
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": ["Mana Drain"]},
                 {"battlefield": [{"card": "Forest", "count": 1}, "Grizzly Bears"], "hand": ["Giant Growth"]})
    game.apply("pass")  # P1 passes in their precombat main phase; P2 casts an instant
    assert game.pending.player == P2
    cast(game, "Giant Growth", game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, "Mana Drain", game.find("Giant Growth", zone="stack"))
    resolve_stack(game)
    pass_until(game, "main2", turn=3)
    resolve_stack(game)
    assert game.state.turn == 3 and _colorless(game) == 1  # Giant Growth's mana value, this turn's main2
