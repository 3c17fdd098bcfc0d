"""Skarrgan Pit-Skulk: "Bloodthirst 1 / Creatures with power less than Skarrgan Pit-Skulk's power can't block
it." (702.54a; 509.1b)"""

from __future__ import annotations

from support import attack, basics, board, cast, pass_both, pass_until, pt, use_compiled

use_compiled("Skarrgan Pit-Skulk", "Shock")

SKULK = "Skarrgan Pit-Skulk"


def _blockers(game) -> set[str]:
    return {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}


def test_ruling_each_blockers_power_is_compared_as_blockers_are_declared() -> None:
    """Ruling (2006-02-01): "Skarrgan Pit-Skulk compares each blocker's power against its own as blockers
    are being declared." A 2/2 Pit-Skulk (a +1/+1 counter): Llanowar Elves (1) can't block it, Grizzly Bears
    (2) can."""
    game = board({"battlefield": [{"card": SKULK, "counters": {"+1/+1": 1}}]},
                 {"battlefield": ["Llanowar Elves", "Grizzly Bears"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find(SKULK))
    while game.pending.kind == "priority":
        game.apply("pass")
    assert _blockers(game) == {"Grizzly Bears"}


def test_702_54a_bloodthirst_after_damage_to_an_opponent() -> None:
    """702.54a: P2 was dealt damage this turn (Shock), so it enters with a +1/+1 counter."""
    game = board({"hand": ["Shock", SKULK], "battlefield": basics(Mountain=1, Forest=1)})
    cast(game, "Shock", "P2")
    pass_both(game)
    cast(game, SKULK)
    pass_both(game)
    assert pt(game, game.find(SKULK)) == (2, 2)


def test_702_54a_no_damage_no_counter() -> None:
    game = board({"hand": [SKULK], "battlefield": basics(Forest=1)})
    cast(game, SKULK)
    pass_both(game)
    assert pt(game, game.find(SKULK)) == (1, 1)


def test_702_54a_damage_to_its_controller_doesnt_count() -> None:
    """'an opponent': damage to its own controller isn't enough."""
    game = board({"hand": ["Shock", SKULK], "battlefield": basics(Mountain=1, Forest=1)})
    cast(game, "Shock", "P1")
    pass_both(game)
    cast(game, SKULK)
    pass_both(game)
    assert pt(game, game.find(SKULK)) == (1, 1)


def test_500_1_last_turns_damage_doesnt_count() -> None:
    """'this turn': damage dealt on an earlier turn doesn't count."""
    game = board({"hand": ["Shock", SKULK], "battlefield": basics(Mountain=1, Forest=1)})
    cast(game, "Shock", "P2")
    pass_both(game)
    pass_until(game, "main1", turn=5)
    cast(game, SKULK)
    pass_both(game)
    assert pt(game, game.find(SKULK)) == (1, 1)
