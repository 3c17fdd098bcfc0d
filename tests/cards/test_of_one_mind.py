"""Of One Mind, compiled from its Oracle text, and its ruling in games.

Oracle text: This spell costs {2} less to cast if you control a Human creature and a non-Human creature. /
Draw two cards."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Of One Mind")


def _castable(battlefield: list) -> bool:
    game = board({"hand": ["Of One Mind"], "battlefield": battlefield})
    return any(a.kind == "cast" for a in game.legal_actions())


def test_ruling_costs_2_less_with_a_human_and_a_non_human() -> None:
    """Ruling: "To determine the total cost of a spell, start with the mana cost or alternative cost you're
    paying, add any cost increases, then apply any cost reductions (such as that of Of One Mind)." One Island
    pays {U} when a Human (Thraben Inspector) and a non-Human (Grizzly Bears) are controlled; with two Humans
    or only the non-Human, it doesn't."""
    assert _castable(["Island", "Thraben Inspector", "Grizzly Bears"])
    assert not _castable(["Island", "Thraben Inspector", "Thraben Inspector"])
    assert not _castable(["Island", "Grizzly Bears"])
