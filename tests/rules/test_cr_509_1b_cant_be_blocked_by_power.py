"""509.1b: 'Equipped creature can't be blocked by creatures with power 4 or greater.' (Hedgewitch's Mask) and
'Target creature you control can't be blocked by creatures with power 2 or less this turn.' (Ghirapur Guide;
611.2a): a restriction checked as blockers are declared."""

from __future__ import annotations

from support import activate, attack, board, pass_both, resolve_stack, use_compiled

use_compiled("Hedgewitch's Mask", "Ghirapur Guide")


def _blockers(game, attacker: int) -> set[str]:
    return {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"
            and int(a.args[1]) == attacker}


def test_509_1b_equipped_creature_cant_be_blocked_by_power_4_or_greater() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "Bears"},
                                  {"card": "Hedgewitch's Mask", "attached_to": "Bears"}]},
                 {"battlefield": ["Craw Wurm", "Hill Giant"]}, step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    pass_both(game)
    attack(game, bears)
    while game.pending.kind == "priority":
        game.apply("pass")
    assert _blockers(game, bears) == {"Hill Giant"}


def test_509_1b_611_2a_cant_be_blocked_by_power_2_or_less_this_turn() -> None:
    """Ghirapur Guide's ruling: "Once a creature with power 2 or less has blocked a creature, activating
    Ghirapur Guide's ability won't change or undo that block." — before blocks, only power 3 or greater."""
    game = board({"battlefield": ["Ghirapur Guide", "Forest", "Forest", "Forest"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    guide = game.find("Ghirapur Guide")
    activate(game, guide, 1, guide)
    resolve_stack(game)
    game.apply("pass")
    game.apply("pass")
    pass_both(game)
    attack(game, guide)
    while game.pending.kind == "priority":
        game.apply("pass")
    assert _blockers(game, guide) == {"Hill Giant"}
